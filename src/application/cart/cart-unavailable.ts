/** Shown when 'Add to Cart' was pressed but the cart's code could not be downloaded (spec silent). */
export const CART_UNAVAILABLE_MESSAGE = 'The cart could not be loaded. Please check your connection and try again.';

/** The toast's id: one such toast at a time, taken away once the cart's code has arrived after all. */
export const CART_UNAVAILABLE_TOAST = 'cart-unavailable';
