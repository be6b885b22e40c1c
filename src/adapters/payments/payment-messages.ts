/** What a shopper reads when the card form's code (the processor's or ours) cannot be fetched. */
export const PAYMENT_FORM_UNAVAILABLE = 'The payment form could not be loaded. Please try again.';
