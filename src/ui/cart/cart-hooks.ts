import { useSelector } from '@xstate/react';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { PendingView } from '../../application/cart/cart-mutation-queue';
import type { AddToCartRequest, CartSummary } from './cart-contract';
import { CartContext, type CartRuntime } from './cart-context';

export { CartContext, type CartRuntime } from './cart-context';

export function useCartRuntime(): CartRuntime {
  const runtime = useContext(CartContext);
  if (!runtime) throw new Error('Cart hooks need a CartProvider above them');
  return runtime;
}

/** The cart as the server last answered, and whether it is still loading. */
export function useCartState() {
  return useCartStateOf(useCartRuntime());
}

/** useCartState for a given runtime (the cart runtime host reads the one it has just started). */
export function useCartStateOf({ session }: CartRuntime) {
  const cart = useSelector(session, (s) => s.context.cart);
  const key = useSelector(session, (s) => s.context.key);
  const user = useSelector(session, (s) => s.context.user);
  const loading = useSelector(
    session,
    (s) => !s.hasTag('settled'),
  );
  const open = useSelector(session, (s) => s.context.open);
  return { cart, key, user, loading, open };
}

/** The stepper values and removals still on their way to the server. */
export function usePendingCart(): PendingView {
  const { mutations } = useCartRuntime();
  return useSyncExternalStore(
    useCallback((listener) => mutations.subscribe(listener), [mutations]),
    () => mutations.pending(),
  );
}

/** What the rest of the UI reads of the cart (cart-contract.ts). */
export function useCartSummary(): CartSummary {
  return useCartSummaryOf(useCartRuntime());
}

/** useCartSummary for a given runtime. */
export function useCartSummaryOf(runtime: CartRuntime): CartSummary {
  const { session } = runtime;
  const { cart, loading } = useCartStateOf(runtime);
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

/** Starts the add-to-cart flow for a product card's SKU (000 §4). */
export function useAddToCart(): (request: AddToCartRequest) => void {
  return useAddToCartOf(useCartRuntime());
}

/** useAddToCart for a given runtime. */
export function useAddToCartOf({ addToCart }: CartRuntime): (request: AddToCartRequest) => void {
  return useCallback((request: AddToCartRequest) => addToCart.send({ type: 'add', request }), [addToCart]);
}
