import type { CartItem } from './entities';
import { CART_EMPTY_MESSAGE } from '../messages';

// 000 §4 §5: Checkout is enabled only when at least one item is selected.
export function canCheckout(items: Pick<CartItem, 'selected'>[]): boolean {
  return Array.isArray(items) && items.some((item) => item.selected === true);
}

// 000 §5 §8: with zero items the error 'Cart is empty'.
export function checkoutBlock(items: unknown[]): { ok: true } | { ok: false; message: typeof CART_EMPTY_MESSAGE } {
  return Array.isArray(items) && items.length > 0 ? { ok: true } : { ok: false, message: CART_EMPTY_MESSAGE };
}
