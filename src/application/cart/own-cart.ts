import { accountCartEntry, accountCartIdOf, CART_NOT_FOUND, type Cart } from '../../domain';
import type { CartRepository } from '../../ports/cart-repository';
import type { LocalStore } from '../../ports/local-store';
import { serverMessage } from './server-message';

export interface OwnCartPorts {
  cartRepository: CartRepository;
  localStore: LocalStore;
}

/**
 * A signed-in shopper's own cart (000 §4 "a logged-in user loads their own cart"). The cart query without an id
 * answers it where the server knows whose session it is; a server that answers nothing there still has the cart
 * this device made for the account (createCartGuest with the account e-mail), read by its kept id and e-mail.
 * Null when the account has no cart; a kept id the server no longer knows is forgotten.
 */
export async function readOwnCart(ports: OwnCartPorts, user: { id: string; email: string }): Promise<Cart | null> {
  const own = await ports.cartRepository.myCart();
  if (own) return own;
  const id = accountCartIdOf(ports.localStore.get('accountCart'), user.id);
  if (!id) return null;
  try {
    return await ports.cartRepository.cart({ id, email: user.email });
  } catch (error) {
    if (serverMessage(error) !== CART_NOT_FOUND) throw error;
    ports.localStore.remove('accountCart');
    return null;
  }
}

/** Keeps the signed-in shopper's cart id on this device, with the account it belongs to. */
export function rememberOwnCart(localStore: LocalStore, userId: string, cartId: string): void {
  const entry = accountCartEntry(userId, cartId);
  if (localStore.get('accountCart') !== entry) localStore.set('accountCart', entry);
}
