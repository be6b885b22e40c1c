import { useActorRef } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { CartFeature } from '../../application/cart/cart-feature';
import { linkCartRuntime, startDealFollower } from '../../application/cart/cart-runtime';
import { CartGateContext, type CartGate } from '../app/cart-gate';
import { useService } from '../app/services-context';
import { AddToCartModal } from './add-to-cart-modal';
import type { AddToCartRequest } from './cart-contract';
import { CartContext, type CartRuntime } from './cart-context';
import { useAddToCartOf, useCartSummaryOf } from './cart-hooks';
import { CartPanel } from './cart-panel';

export { useAddToCart, useCartSummary } from './cart-hooks';

/** Starts the cart (session, mutation queue, add-to-cart flow) from the CartFeature service. */
function useStartCart(): CartRuntime {
  const feature = useService(CartFeature);
  const session = useActorRef(feature.sessionMachine);
  const [linked] = useState(() => linkCartRuntime(feature, session));
  const addToCart = useActorRef(feature.addToCartMachine, { input: { cart: linked.access } });
  const [checkoutEntry] = useState(() => feature.createCheckoutEntry(linked.access));
  // Once the session has started: the stored deal goes on its cart.
  useEffect(() => startDealFollower(feature, session, linked.mutations), [feature, session, linked]);
  return useMemo<CartRuntime>(
    () => ({ feature, session, mutations: linked.mutations, access: linked.access, addToCart, checkoutEntry }),
    [feature, session, linked, addToCart, checkoutEntry],
  );
}

/** The site half's view of a running cart (src/ui/app/cart-gate.ts). */
function useGateOf(runtime: CartRuntime, load: () => void): CartGate {
  const summary = useCartSummaryOf(runtime);
  const addToCart = useAddToCartOf(runtime);
  return useMemo(() => ({ summary, addToCart, load }), [summary, addToCart, load]);
}

const loaded = () => {};

/**
 * Starts the cart and renders the cart drawer and the add-to-cart modal around the pages, all at once. Mount it
 * inside the ServicesProvider (tests, and any page tree that wants the cart from its first render); the shop
 * itself starts the cart after the first view with DeferredCartProvider and CartRuntimeHost.
 */
export function CartProvider({ children, withPanels = true }: { children?: ReactNode; withPanels?: boolean }) {
  const runtime = useStartCart();
  const gate = useGateOf(runtime, loaded);
  return (
    <CartContext.Provider value={runtime}>
      <CartGateContext.Provider value={gate}>
        {children}
        {withPanels ? (
          <>
            <CartPanel />
            <AddToCartModal />
          </>
        ) : null}
      </CartGateContext.Provider>
    </CartContext.Provider>
  );
}

export interface CartRuntimeHostProps {
  /** Called with the started cart and its gate, again whenever the gate changes. */
  onReady(ready: { runtime: CartRuntime; gate: CartGate }): void;
  /** 'Add to Cart' presses made while the cart loaded, in order; the host sends them once the cart has started. */
  queued: AddToCartRequest[];
  /** The provider's own `load` (already loaded: a no-op for the gate). */
  load: () => void;
}

/**
 * The cart as DeferredCartProvider starts it, beside the pages rather than around them (so the pages keep their
 * state): starts the runtime, hands it up, replays the adds pressed while it loaded, and renders the drawer and
 * the modal.
 */
export function CartRuntimeHost({ onReady, queued, load }: CartRuntimeHostProps) {
  const runtime = useStartCart();
  const gate = useGateOf(runtime, load);
  // Before paint: the header and the cards see the cart in the same frame as the drawer and modal mount.
  useLayoutEffect(() => onReady({ runtime, gate }), [onReady, runtime, gate]);
  const add = gate.addToCart;
  useEffect(() => {
    // After the actors have started (their own effects ran first); deferred a task so a Strict Mode
    // stop-and-restart of the actors cannot cut a replayed add short.
    const id = setTimeout(() => {
      for (const request of queued.splice(0)) add(request);
    });
    return () => clearTimeout(id);
  }, [queued, add]);
  return (
    <CartContext.Provider value={runtime}>
      <CartPanel />
      <AddToCartModal />
    </CartContext.Provider>
  );
}
