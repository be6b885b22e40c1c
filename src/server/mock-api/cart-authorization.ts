// Who owns a cart. A signed-in shopper's cart is theirs alone. A guest's cart belongs to whoever knows its
// (random) id together with the e-mail it was made with, and its phone where the call names one (000 §7:
// cart, addCartItem and removeBundleCartItem carry it; cartChanged and setPromotionToCart carry both as an
// extension). Nothing of a cart is read or changed before this check.
import type { CartRecord, UserRecord } from './shop-state';
import { normalizeEmail } from './resolver-context';

export interface CartOwnerKey { email?: string | null; phone?: string | null }

export const normalizePhone = (phone: unknown): string | null =>
  typeof phone === 'string' && phone.trim() !== '' ? phone.replace(/\s+/g, '') : null;

export interface OwnerCheck {
  /** The call carries the guest's phone (000 §7): a cart with a phone is matched on it too. */
  phone?: boolean;
}

export function ownsCart(user: UserRecord | null, cart: CartRecord, key: CartOwnerKey, check: OwnerCheck = {}): boolean {
  if (cart.userId) return user?.id === cart.userId;
  if (!cart.email) return false;
  // A signed-in shopper whose address is verified reaches the guest carts made with it.
  if (user?.email_verified && normalizeEmail(user.email) === cart.email) return true;
  if (!key.email || normalizeEmail(key.email) !== cart.email) return false;
  if (check.phone && cart.phone && normalizePhone(key.phone) !== normalizePhone(cart.phone)) return false;
  return true;
}

/** A guest cart handed over at sign-in by one-time code: only when the code went to the cart's own e-mail or phone. */
export function mayClaimCart(cart: CartRecord, verifiedContact: string): boolean {
  if (cart.userId) return false;
  const contact = verifiedContact.includes('@') ? normalizeEmail(verifiedContact) : normalizePhone(verifiedContact);
  return !!contact && (contact === cart.email || contact === normalizePhone(cart.phone));
}
