// 001 §4 Session, 000 §4 Cart lifecycle: what is forgotten when the session ends (logout or an auth error).
// The spec names email, cardId and phone, and clears the cart: its stored cartId goes too, so the next visitor
// on this browser starts without the last shopper's cart.
export const SESSION_KEYS_CLEARED_AT_LOGOUT = ['email', 'cardId', 'phone', 'cartId'] as const;

export type SessionKeyClearedAtLogout = (typeof SESSION_KEYS_CLEARED_AT_LOGOUT)[number];
