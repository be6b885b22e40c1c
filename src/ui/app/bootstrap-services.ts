import 'reflect-metadata';
import type { ApiConfig } from '../../adapters/api-config';
import { siteBindings } from '../../adapters/bindings/site-bindings';
import { BrowserNavigation, type NavigateFn } from '../../adapters/browser/browser-navigation';
import { createContainer } from '../../adapters/container';
import type { CartHost } from './deferred-cart-provider';
import type { ServiceLocator } from './services-context';

/**
 * The composition root, loaded as its own chunk right after the entry starts: inversify and the API client stay
 * out of the first chunk (issue 4, Speed). The cart feature (its bindings, machines, drawer and modal) is a chunk
 * of its own again, loaded into the same container when `loadCart` is first called (after the first view).
 */
export function bootstrapServices(config: ApiConfig) {
  const container = createContainer(config, [siteBindings]);
  const services: ServiceLocator = { get: <T,>(token: symbol) => container.get<T>(token) };
  const navigation = container.get<BrowserNavigation>(BrowserNavigation);
  let cart: Promise<CartHost> | null = null;
  const loadCart = (): Promise<CartHost> =>
    (cart ??= import('./cart-services').then(
      (m) => m.loadCartServices(container),
      (error: unknown) => {
        cart = null;
        throw error;
      },
    ));
  return {
    services,
    loadCart,
    /** Routes the Navigation port through the router (push and replace keep the router in step). */
    connectRouter: (navigate: NavigateFn) => navigation.setNavigator(navigate),
  };
}
