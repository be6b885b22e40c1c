import type { LocalStore, LocalStoreKey } from '../../ports/local-store';

/**
 * What this device keeps that the cart shows as soon as the page is up: a guest cart, a signed-in shopper's own
 * cart, a guest's first add still to be sent, a deal to put on the cart, a referrer whose banner waits for the
 * cart, the drawer left open.
 */
export const KEYS_THE_CART_SHOWS: ReadonlySet<LocalStoreKey> = new Set<LocalStoreKey>([
  'cartId', 'accountCart', 'pendingCartAdd', 'deal', 'dealId', 'ref', 'aff', 'cartOpen',
]);

/**
 * Whether the cart's code is wanted once the page's content is on screen. A visitor whose device keeps none of
 * it has an empty cart and nothing to see of it: the code (xstate, the machines, the drawer) comes with the
 * visitor's first touch, key or pointer on a control instead, before any 'Add to Cart' could be confirmed.
 */
export function cartWantedAtOnce(store: Pick<LocalStore, 'get'>): boolean {
  for (const key of KEYS_THE_CART_SHOWS) if (store.get(key) !== null) return true;
  return false;
}
