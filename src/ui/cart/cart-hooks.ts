import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AddToCartMachine } from '../../application/cart/add-to-cart.machine';
import type { CartAccess } from '../../application/cart/cart-access';
import type { CartFeature } from '../../application/cart/cart-feature';
import type { CartMutationQueue, PendingView } from '../../application/cart/cart-mutation-queue';
import type { CartSessionRef } from '../../application/cart/cart-runtime';
import type { CheckoutEntry } from '../../application/cart/checkout-entry';
import type { AddToCartRequest, CartSummary } from './cart-contract';

export interface CartRuntime {
  feature: CartFeature;
  session: CartSessionRef;
  mutations: CartMutationQueue;
  access: CartAccess;
  addToCart: ActorRefFrom<AddToCartMachine>;
  checkoutEntry: CheckoutEntry;
}

export const CartContext = createContext<CartRuntime | null>(null);

export function useCartRuntime(): CartRuntime {
  const runtime = useContext(CartContext);
  if (!runtime) throw new Error('Cart hooks need a CartProvider above them');
  return runtime;
}

/** The cart as the server last answered, and whether it is still loading. */
export function useCartState() {
  const { session } = useCartRuntime();
  const cart = useSelector(session, (s) => s.context.cart);
  const key = useSelector(session, (s) => s.context.key);
  const user = useSelector(session, (s) => s.context.user);
  const loading = useSelector(
    session,
    (s) => !(s.matches({ lifecycle: 'showingCart' }) || s.matches({ lifecycle: 'cleared' })),
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
  const { session } = useCartRuntime();
  const { cart, loading } = useCartState();
  const skuIds = useMemo(() => {
    const ids = new Set<string>();
    for (const item of cart?.items ?? []) {
      if (item.sku?.id) ids.add(item.sku.id);
      for (const inner of item.items ?? []) if (inner.sku?.id) ids.add(inner.sku.id);
    }
    return ids as ReadonlySet<string>;
  }, [cart]);
  const open = useCallback(() => session.send({ type: 'cart.open' }), [session]);
  return { itemCount: cart?.items.length ?? 0, loading, skuIds, open };
}

/** Starts the add-to-cart flow for a product card's SKU (000 §4). */
export function useAddToCart(): (request: AddToCartRequest) => void {
  const { addToCart } = useCartRuntime();
  return useCallback((request: AddToCartRequest) => addToCart.send({ type: 'add', request }), [addToCart]);
}
