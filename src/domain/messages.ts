// Every user-facing text of the domain rules, word for word from the specs (000 §2 §5 §8, 001 §4 §5 §8).

// 000 §5 quantity stepper
export const MAXIMUM_QUANTITY_MESSAGE = 'You have reached the maximum quantity for this product.';

// 000 §5 / §8 checkout
export const CART_EMPTY_MESSAGE = 'Cart is empty';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You already have this subscription.';
export const CART_NOT_FOUND = 'Cart not found!';
// Not in the spec: the server's own refusals of an order the page should not have sent.
export const ONLY_ONE_MESSAGE = 'Only one plan of a membership can be in an order.';
export const SHIPPING_ADDRESS_REQUIRED = 'Please enter a shipping address.';

// 000 §5 guest e-mail
export const EMAIL_NOT_VALID_MESSAGE = 'Email is not valid';
export const GUEST_CONTACT_TOAST = 'Please enter a valid email and phone number';

// 000 §5 minimum order; the amount is already formatted with its dollar sign.
export const minimumOrderMessage = (amount: string, store: string): string =>
  `Minimum order is ${amount} for ${store}. Please add more items to your cart to continue.`;

// 000 §5 text attributes
export const REQUIRED_FIELD_MESSAGE = 'Please enter this field';
export const betweenLengthMessage = (min: number, max: number): string =>
  `Please enter between ${min} and ${max} characters`;
export const lessThanLengthMessage = (max: number): string => `Please enter less than ${max} characters`;
export const moreThanLengthMessage = (min: number): string => `Please enter more than ${min} characters`;

// 000 §5 typing filter
export const typingRejectedMessage = (label: string): string => `${label} can only contain letters and numbers!`;

// 000 §5 placeholders
export const DOG_NAME_PLACEHOLDER = "Please enter your dog's name.";
export const PHONE_PLACEHOLDER = 'Enter phone number';

// 000 §2 cart panel and product card captions
export const PRODUCTS_BLOCK_TITLE = 'Product/s';
export const CART_PANEL_TEXTS = {
  title: 'YOUR CART',
  subtotal: 'Subtotal',
  shippingNote: 'Shipping and taxes calculated at checkout.',
  addNewDog: 'Add a New Dog',
  checkout: 'Checkout',
  suggestedItems: 'Suggested Items',
  digitalBadge: 'Digital',
  freeShippingBadge: 'Free Shipping',
} as const;
export const PRODUCT_CARD_TEXTS = {
  addedToCart: 'Added to Cart',
  soldOut: 'Sold Out',
} as const;
export const ADD_TO_CART_MODAL_TEXTS = {
  dogInformation: 'Dog Information',
  humanInformation: 'Human Information',
  addNewDog: 'Add a New Dog',
} as const;

// 000 §2 promo banner
export const PROMO_BANNER_TEXTS = {
  title: 'Special Offer',
  headline: 'Get free treats',
  withoutReferrer: 'with a multi-month subscription!',
} as const;
export const PROMO_CLAIM_LABEL = 'CLAIM NOW >';

// 000 §8 progress and success toasts during cart work (all sixteen, in the spec's order)
export const CART_TOASTS = {
  adding: 'Adding item to cart...',
  added: 'Item added successfully!',
  addingToBundle: 'Adding item to bundle...',
  addedToBundle: 'Item added to bundle successfully!',
  updatingQuantity: 'Updating item quantity...',
  quantityUpdated: 'Item quantity updated successfully!',
  removeItem: 'Remove item from cart...',
  itemRemoved: 'Item removed from cart successfully!',
  removingItem: 'Removing item from cart...',
  addedToCart: 'Item added to cart successfully!',
  gettingRates: 'Getting tax and shipping rates...',
  ratesFetched: 'Tax and shipping rates fetched successfully!',
  calculatingWallet: 'Calculating wallet discount...',
  walletCalculated: 'Wallet discount calculated successfully!',
  creatingGuestCart: 'Creating guest cart...',
  guestCartCreated: 'Guest cart created successfully!',
} as const;

// 001 §4 / §8 e-mail verification
export const VERIFICATION_TEXTS = {
  pending: 'Please check your mailbox to verify your email address.',
  sending: 'Sending new email verification email...',
  sent: 'Success! Please check your inbox.',
} as const;

// 001 §8 HTTP layer and signature
export const responseNotSuccessfulMessage = (status: number): string =>
  `Response not successful: Received status code ${status}`;
export const SIGNATURE_ERRORS = {
  invalidResponse: 'Invalid response from signature generation',
  invalidFormat: 'Invalid signature format',
} as const;

// 001 §5 / §8 agent
export const INCORRECT_SERVER_RESPONSE = 'Incorrect server response';
export const TRACKER_VERSION = '16.2.1';
export const SERVER_ERROR_PREFIX = 'Server error:';
export const serverErrorMessage = (status: number, text: string): string => `${SERVER_ERROR_PREFIX} ${status}. ${text}`;
export const START_CANCELED = 'canceled';
export const NO_WORKER_CSP = 'No worker found: perhaps, CSP is not set.';
export const NO_WORKER_AFTER_START = 'no worker found after start request';
export const UNKNOWN_START_ERROR = 'Unknown error';
export const ALREADY_STARTED = 'trying to call start() on the instance that has been started already';
export const CONDITIONS_FETCH_FAILED = 'Critical: cannot fetch start conditions';
// 001 §8 child frames: in recording/child-frame.ts (their chunks load them without this file).

// 001 §2 usability-test widget: in recording/usability-texts.ts (the widget's chunk loads them without this file).
