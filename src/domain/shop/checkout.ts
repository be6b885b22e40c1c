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

/** Whether this line is the only one selected: after a 'Buy only this', checkout charges it alone. */
export function isOnlySelected(items: Pick<CartItem, 'id' | 'selected'>[], itemId: string): boolean {
  const selected = Array.isArray(items) ? items.filter((item) => item.selected === true) : [];
  return selected.length === 1 && selected[0].id === itemId;
}

/** 'Buy only this' is offered on a line when checking out would otherwise charge more than it. */
export function offersBuyOnly(items: Pick<CartItem, 'id' | 'selected'>[], itemId: string): boolean {
  return Array.isArray(items) && items.length > 1 && !isOnlySelected(items, itemId);
}
