import { serviceToken } from '../../ports/service-token';
import type { CartChangeSignal } from '../../ports/cart-change-signal';
import type { Clock } from '../../ports/clock';
import type { AddToCartMachine } from './add-to-cart.machine';
import { addToCartMachineWith, type AddToCartPorts } from './add-to-cart-steps';
import { CartMutationQueue } from './cart-mutation-queue';
import type { CartSessionMachine } from './cart-session.machine';
import { cartSessionMachineWith } from './cart-session-feature';
import { selectCart, selectCartKey, selectCartRead } from './cart-session.selectors';
import { loadBundleSuggestions } from './bundle-suggestions';
import { createCheckoutEntry, type CheckoutEntry } from './checkout-entry';
import { followDeal } from './deal-follower';
import type { CartSessionRef, LiveCart } from './live-cart';
import type { Cart, Sku } from '../../domain';

/** What adding to the cart needs, and the clock and the other tabs' signal of the cart's session. */
export interface CartServicePorts extends AddToCartPorts {
  clock: Clock;
  /** cart-data-change between tabs; without it a tab hears other tabs' changes only through the server. */
  cartSignal?: CartChangeSignal;
}

/** The cart's machines and use cases, given their ports; the UI starts the actors (the cart's own chunk binds it). */
export interface CartService {
  readonly ports: CartServicePorts;
  readonly sessionMachine: CartSessionMachine;
  readonly addToCartMachine: AddToCartMachine;
  createCheckoutEntry(cart: Pick<LiveCart, 'snapshot'>, mutations?: Pick<CartMutationQueue, 'enqueue'>): CheckoutEntry;
  suggestionsFor(bundle: Cart['items'][number]): Promise<Sku[]>;
}

export const CartService = serviceToken<CartService>('CartService');

export function createCartService(ports: CartServicePorts): CartService {
  return {
    ports,
    sessionMachine: cartSessionMachineWith(ports),
    addToCartMachine: addToCartMachineWith(ports),
    createCheckoutEntry: (cart, mutations) => createCheckoutEntry(ports, cart, mutations),
    suggestionsFor: (bundle) => loadBundleSuggestions(ports.catalog, bundle),
  };
}

/**
 * Ties a running cart session to its queue of cart changes and answers the live cart the add flow and the
 * checkout entry work on. This tab's changes are announced to the other tabs (001 §4 cart-data-change).
 */
export function connectCart(service: CartService, session: CartSessionRef): { mutations: CartMutationQueue; access: LiveCart } {
  const announce = (cart: { id: string }) => service.ports.cartSignal?.announce(cart.id);
  const access: LiveCart = {
    snapshot: () => {
      const snapshot = session.getSnapshot();
      return { cart: selectCart(snapshot), key: selectCartKey(snapshot) };
    },
    received: (cart) => {
      session.send({ type: 'cart.received', cart });
      announce(cart);
    },
    accept: (cart, key) => {
      session.send({ type: 'cart.replaced', cart, key });
      announce(cart);
    },
    keyed: (key) => session.send({ type: 'cart.keyed', key }),
    preview: (cart) => session.send({ type: 'cart.previewed', cart }),
    dropPreview: () => session.send({ type: 'cart.previewDropped' }),
    resync: () => session.send({ type: 'cart.resync' }),
    open: () => session.send({ type: 'cart.open' }),
    loaded: () =>
      new Promise<void>((resolve) => {
        if (selectCartRead(session.getSnapshot())) return resolve();
        const subscription = session.subscribe((snapshot) => {
          if (!selectCartRead(snapshot)) return;
          subscription.unsubscribe();
          resolve();
        });
      }),
    exclusive: (work) => mutations.exclusive(work),
  };
  const mutations = new CartMutationQueue(service.ports.cartRepository, service.ports.notifications, access);
  return { mutations, access };
}

/** Puts the stored deal on the running session's cart (000 §3 §4 §7); answers the stop function. */
export function startDealFollower(service: CartService, session: CartSessionRef, mutations: CartMutationQueue): () => void {
  return followDeal(service.ports, session, (work) => mutations.exclusive(work));
}
