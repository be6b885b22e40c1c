import 'reflect-metadata';
import type { ApiConfig } from '../../adapters/api-config';
import { cartBindings } from '../../adapters/bindings/cart-bindings';
import { siteBindings } from '../../adapters/bindings/site-bindings';
import { BrowserNavigation, type NavigateFn } from '../../adapters/browser/browser-navigation';
import { createContainer } from '../../adapters/container';
import { CartProvider } from '../cart/cart-provider';
import type { ServiceLocator } from './services-context';

/**
 * The composition root and the cart runtime, loaded as their own chunk right after the entry starts:
 * inversify, the API client and the cart machines stay out of the first chunk (issue 4, Speed).
 */
export function bootstrapServices(config: ApiConfig) {
  const container = createContainer(config, [siteBindings, cartBindings]);
  const services: ServiceLocator = { get: <T,>(token: symbol) => container.get<T>(token) };
  const navigation = container.get<BrowserNavigation>(BrowserNavigation);
  return {
    services,
    CartProvider,
    /** Routes the Navigation port through the router (push and replace keep the router in step). */
    connectRouter: (navigate: NavigateFn) => navigation.setNavigator(navigate),
  };
}
