// The UI's one way to the cart. The site half (header, banner, product cards, checkout's wait) reads only the
// summary, the add and the request, which need none of the cart's code; the rest reads the started cart.
// This module is in the first load: it must not import @xstate/react (that brings xstate itself along), so it
// selects from the session with React's own store hook, one narrow value at a time, as useSelector does.
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { CartSessionRef } from '../../application/cart/live-cart';
import type { PendingView } from '../../application/cart/cart-mutation-queue';
import { selectCart, selectCartKey, selectCartLoading, selectCartOpen, selectCartUser } from '../../application/cart/cart-session.selectors';
import { CartContext, type AddToCartRequest, type CartInPage, type CartSummary, type StartedCart } from './cart-context';

type SessionSnapshot = ReturnType<CartSessionRef['getSnapshot']>;

/** One value of the session, re-rendering only when that value changes (it must be a stable reference). */
function useSessionValue<T>(session: CartSessionRef, select: (snapshot: SessionSnapshot) => T): T {
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = session.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [session],
  );
  return useSyncExternalStore(subscribe, () => select(session.getSnapshot()));
}

function useCartInPage(): CartInPage {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('Cart hooks need a CartProvider above them');
  return cart;
}

/**
 * What the rest of the UI reads of the cart: line count, SKUs in it, loading, open the drawer. Given a started cart
 * (the cart host, which hands the summary to the page), it is read from that cart's session. A call site passes one
 * always or never, so its hooks run in the same order on every render.
 */
export function useCartSummary(started?: StartedCart): CartSummary {
  const inPage = useContext(CartContext);
  if (started) return useSummaryOf(started);
  if (!inPage) throw new Error('Cart hooks need a CartProvider above them');
  return inPage.summary;
}

/** Starts the add-to-cart flow for a product card's SKU (000 §4); before the cart has loaded, it waits for it. */
export function useAddToCart(): (request: AddToCartRequest) => void {
  return useCartInPage().addToCart;
}

/** Asks for the cart now (a page that shows the cart itself, such as checkout). */
export function useRequestCart(): () => void {
  return useCartInPage().request;
}

/**
 * The started cart (the drawer, the modal and checkout render only once it has started); with `{ orNull: true }`,
 * null while its code is still on its way (a page that waits for it).
 */
export function useStartedCart(): StartedCart;
export function useStartedCart(options: { orNull: true }): StartedCart | null;
export function useStartedCart(options?: { orNull: true }): StartedCart | null {
  const started = useContext(CartContext)?.started ?? null;
  if (!started && !options?.orNull) throw new Error('The cart has not started yet');
  return started;
}

/** The cart as the server last answered, and whether it is still loading. */
export function useCartState() {
  const { session } = useStartedCart();
  const cart = useSessionValue(session, selectCart);
  const key = useSessionValue(session, selectCartKey);
  const user = useSessionValue(session, selectCartUser);
  const loading = useSessionValue(session, selectCartLoading);
  const open = useSessionValue(session, selectCartOpen);
  return { cart, key, user, loading, open };
}

/** The stepper values and removals still on their way to the server. */
export function usePendingCart(): PendingView {
  const { mutations } = useStartedCart();
  return useSyncExternalStore(
    useCallback((listener) => mutations.subscribe(listener), [mutations]),
    () => mutations.pending(),
  );
}

/** The summary of a started cart, read from its session. */
function useSummaryOf(started: StartedCart): CartSummary {
  const { session } = started;
  const cart = useSessionValue(session, selectCart);
  const loading = useSessionValue(session, selectCartLoading);
  const skuIds = useMemo(() => {
    const ids = new Set<string>();
    for (const item of cart?.items ?? []) {
      if (item.sku?.id) ids.add(item.sku.id);
      for (const inner of item.items ?? []) if (inner.sku?.id) ids.add(inner.sku.id);
    }
    return ids as ReadonlySet<string>;
  }, [cart]);
  const open = useCallback(() => session.send({ type: 'cart.open' }), [session]);
  const itemCount = cart?.items.length ?? 0;
  return useMemo(() => ({ itemCount, loading, skuIds, open }), [itemCount, loading, skuIds, open]);
}
