import { serverMessage } from './server-message';
import { CART_NOT_FOUND, type Cart, type CartItem } from '../../domain';
import type { CartItemInput, CartKey, CartRepository } from '../../ports/cart-repository';
import type { Notifications } from '../../ports/notifications';
import type { LocalStore } from '../../ports/local-store';
import type { BrowserInfo } from './browser-info';
import { readOwnCart } from './own-cart';

/** The add that puts a guest cart's line into another cart: same SKU, quantity, dog information and box items. */
export function lineInput(item: CartItem): CartItemInput | null {
  if (!item.sku?.id) return null;
  const attributes = (item.sku_attributes ?? []).map(({ label, value }) => ({ label, value }));
  return {
    type: item.type,
    sku_id: item.sku.id,
    quantity: item.quantity,
    sku_attributes: attributes,
    ...(item.type === 'bundle'
      ? {
          name: item.name ?? undefined,
          items: (item.items ?? []).map((inner) => ({
            type: 'good' as const,
            sku_id: inner.sku.id,
            quantity: inner.quantity,
            sku_attributes: (inner.sku_attributes ?? []).map(({ label, value }) => ({ label, value })),
          })),
        }
      : {}),
  };
}

/**
 * At sign-in, the lines a shopper put in their guest cart move into their own cart, so nothing they chose is
 * lost; a signed-in shopper without a cart gets one with the first line. A line the server refuses (sold out
 * since, say) is told in a toast, the others still move. Answers the own cart, or null when there is none.
 */
export async function mergeGuestCart(
  ports: { cartRepository: CartRepository; notifications: Notifications; browser: BrowserInfo; localStore: LocalStore },
  guestKey: CartKey,
  user: { id: string; email: string } | null,
): Promise<Cart | null> {
  const { cartRepository, notifications, browser } = ports;
  const email = user?.email ?? null;
  let own = user ? await readOwnCart(ports, user) : await cartRepository.myCart();
  const createAndRead = async (cartEmail: string, input: CartItemInput) => {
    const { id } = await cartRepository.createCartGuest({ email: cartEmail, phone: null, url: browser.url(), user_agent: browser.userAgent(), input });
    return cartRepository.cart({ id, email: cartEmail });
  };
  let guest: Cart | null;
  try {
    guest = await cartRepository.cart(guestKey);
  } catch (error) {
    if (serverMessage(error) === CART_NOT_FOUND) return own;
    throw error;
  }
  if (!guest || guest.id === own?.id) return own;
  for (const item of guest.items) {
    const input = lineInput(item);
    if (!input) continue;
    try {
      own = own
        ? await cartRepository.addCartItem({ key: { id: own.id, email }, input })
        : // No cart of their own yet: one is started with this line, as an add would (createCartGuest, account e-mail).
          await createAndRead(email ?? '', input);
    } catch (error) {
      notifications.error(serverMessage(error));
    }
  }
  return own;
}
