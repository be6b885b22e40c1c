import { isStringifiedNothing } from './stored-value';

// 000 §4, 001 §5: a stored cart id is invalid if empty or the text of a stringified object.
// 'undefined' and 'null' (stringified missing values) are refused too.
export function isValidStoredCartId(value: string | null | undefined): boolean {
  return typeof value === 'string' && !isStringifiedNothing(value);
}

/**
 * 001 §3 keeps the cart id on the device. A signed-in shopper's cart id is kept with the account it belongs to, so
 * their cart is read by its id (cart(id, email), 000 §7) on any server, and another account on the device never reads it.
 */
export function accountCartEntry(userId: string, cartId: string): string {
  return `${userId} ${cartId}`;
}

/** The kept cart id of this account, or null when the entry is another account's or not a valid cart id. */
export function accountCartIdOf(entry: string | null | undefined, userId: string): string | null {
  if (typeof entry !== 'string') return null;
  const gap = entry.indexOf(' ');
  if (gap <= 0 || entry.slice(0, gap) !== userId) return null;
  const id = entry.slice(gap + 1);
  return isValidStoredCartId(id) ? id.trim() : null;
}
