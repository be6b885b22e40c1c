import { serviceToken } from '../../ports/service-token';
import type { CartChangeSignal } from '../../ports/cart-change-signal';
import type { CartRepository } from '../../ports/cart-repository';
import type { CatalogRepository } from '../../ports/catalog-repository';
import type { Clock } from '../../ports/clock';
import type { LocalStore } from '../../ports/local-store';
import type { Navigation } from '../../ports/navigation';
import type { Notifications } from '../../ports/notifications';
import type { UserSession } from '../session/user-session';
import { createAddToCartMachine, type AddToCartMachine } from './add-to-cart.machine';
import type { BrowserInfo } from './browser-info';
import type { CartAccess } from './cart-access';
import { CartMutationQueue, type CartLink } from './cart-mutation-queue';
import { createCartSessionMachine, type CartSessionMachine } from './cart-session.machine';
import { loadBundleSuggestions } from './bundle-suggestions';
import { createCheckoutEntry, type CheckoutEntry } from './checkout-entry';
import type { Cart, Sku } from '../../domain';

export interface CartFeaturePorts {
  cartRepository: CartRepository;
  catalog: CatalogRepository;
  localStore: LocalStore;
  notifications: Notifications;
  navigation: Navigation;
  userSession: UserSession;
  browser: BrowserInfo;
  clock: Clock;
  /** cart-data-change between tabs; without it a tab hears other tabs' changes only through the server. */
  cartSignal?: CartChangeSignal;
}

/** The cart's machines and use cases, given their ports; the UI starts the actors. */
export interface CartFeature {
  readonly ports: CartFeaturePorts;
  readonly sessionMachine: CartSessionMachine;
  readonly addToCartMachine: AddToCartMachine;
  createMutations(link: CartLink): CartMutationQueue;
  createCheckoutEntry(access: Pick<CartAccess, 'snapshot'>): CheckoutEntry;
  suggestionsFor(bundle: Cart['items'][number]): Promise<Sku[]>;
}

export const CartFeature = serviceToken<CartFeature>('CartFeature');

export function createCartFeature(ports: CartFeaturePorts): CartFeature {
  return {
    ports,
    sessionMachine: createCartSessionMachine(ports),
    addToCartMachine: createAddToCartMachine(ports),
    createMutations: (link) => new CartMutationQueue(ports.cartRepository, ports.notifications, link),
    createCheckoutEntry: (access) => createCheckoutEntry(ports, access),
    suggestionsFor: (bundle) => loadBundleSuggestions(ports.catalog, bundle),
  };
}
