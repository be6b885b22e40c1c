import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { CartService, connectCart, startDealFollower } from '../../application/cart/cart-service';
import { useService } from '../app/services-context';
import { AddToCartModal } from './add-to-cart-modal';
import { CartContext, type AddToCartRequest, type CartInPage, type StartedCart } from './cart-context';
import { useCartSummary } from './cart-hooks';
import { CartPanel } from './cart-panel';

/** Starts the cart (session, queue of changes, add-to-cart flow) from the CartService. */
function useStartCart(): StartedCart {
  const service = useService(CartService);
  const session = useActorRef(service.sessionMachine);
  const [connected] = useState(() => connectCart(service, session));
  const addToCart = useActorRef(service.addToCartMachine, { input: { cart: connected.access } });
  const [checkoutEntry] = useState(() => service.createCheckoutEntry(connected.access, connected.mutations));
  // Once the session has started: the stored deal goes on its cart.
  useEffect(() => startDealFollower(service, session, connected.mutations), [service, session, connected]);
  return useMemo<StartedCart>(
    () => ({ service, session, mutations: connected.mutations, access: connected.access, addToCart, checkoutEntry }),
    [service, session, connected, addToCart, checkoutEntry],
  );
}

const alreadyHere = () => {};

export interface CartHostProps {
  children?: ReactNode;
  /** Called with the started cart as the page holds it, again whenever that changes (the shop's deferred start). */
  onStarted?(cart: CartInPage): void;
  /** 'Add to Cart' presses made while the cart's code loaded, in order; sent once the cart has started. */
  queued?: readonly AddToCartRequest[];
  /** The queued presses have gone to the started cart. */
  onQueuedSent?(): void;
  /** The page's own request for the cart (already here: nothing to do). */
  request?: () => void;
}

/**
 * The cart's own chunk: starts the cart and renders the drawer and the add-to-cart modal. The shop's CartProvider
 * mounts it beside the pages once its code has arrived (so the pages keep their state) and takes the started cart
 * through `onStarted`; tests, and any page tree that wants the cart from its first render, wrap the pages in it.
 */
export function CartHost({ children, onStarted, queued, onQueuedSent, request = alreadyHere }: CartHostProps) {
  const started = useStartCart();
  const summary = useCartSummary(started);
  const { addToCart: flow } = started;
  const addToCart = useCallback((r: AddToCartRequest) => flow.send({ type: 'add', request: r }), [flow]);
  const cart = useMemo<CartInPage>(() => ({ summary, addToCart, request, started }), [summary, addToCart, request, started]);
  // Before paint: the header and the cards see the cart in the same frame as the drawer and modal mount.
  useLayoutEffect(() => onStarted?.(cart), [onStarted, cart]);
  useEffect(() => {
    if (!queued) return;
    // After the actors have started (their own effects ran first); deferred a task so a Strict Mode
    // stop-and-restart of the actors cannot cut a replayed add short.
    const id = setTimeout(() => {
      for (const r of queued) addToCart(r);
      onQueuedSent?.();
    });
    return () => clearTimeout(id);
  }, [queued, onQueuedSent, addToCart]);
  return (
    <CartContext.Provider value={cart}>
      {children}
      <CartPanel />
      <AddToCartModal />
    </CartContext.Provider>
  );
}

/** What the cart's chunk hands the page: the component that starts the cart. */
export type CartHost = typeof CartHost;
