import { isValidStoredCartId } from '../../domain';
import type { CartKey } from '../../ports/cart-repository';
import type { LocalStore, LocalStoreKey } from '../../ports/local-store';

/** The device's keys of a guest's cart: its id and the e-mail and phone it is read by (000 §4). */
export const GUEST_CART_KEYS: readonly LocalStoreKey[] = ['cartId', 'email', 'phone'];

/** The stored guest key, or null when the stored cart id is not valid (000 §4). */
export function storedGuestKey(store: LocalStore): CartKey | null {
  const id = store.get('cartId');
  if (!isValidStoredCartId(id)) return null;
  return { id: id!.trim(), email: store.get('email'), phone: store.get('phone') };
}

/** Keeps a new cart's key as the guest's on the device (cartId, e-mail, phone: 000 §4). */
export function keepStoredGuestKey(store: LocalStore, key: CartKey): void {
  store.set('cartId', key.id);
  if (key.email) store.set('email', key.email);
  if (key.phone) store.set('phone', key.phone);
}

export function forgetStoredCart(store: LocalStore): void {
  for (const key of GUEST_CART_KEYS) store.remove(key);
}
