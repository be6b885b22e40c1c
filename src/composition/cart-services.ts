import type { Container } from 'inversify';
import { cartBindings } from './bindings/cart-bindings';
import { cartAdapterBindings } from './bindings/cart-adapter-bindings';
import { CartHost } from '../ui/cart/cart-host';
import { ApiClientToken } from './container';
import type { LazyApiClient } from '../adapters/graphql/client/lazy-api-client';

/**
 * The cart's own chunk, loaded after the first view: binds the cart's adapters and services into the one
 * container (bindings/cart-adapter-bindings.ts, cart-bindings.ts) and hands over the component that starts the
 * cart. The composition root loads it once (bootstrap-services.ts keeps the promise).
 */
export async function loadCartServices(container: Container): Promise<CartHost> {
  // Its repositories are made over the urql client itself: made now if no call has made it yet.
  await container.get<LazyApiClient>(ApiClientToken).client();
  await container.load(cartAdapterBindings, cartBindings);
  return CartHost;
}
