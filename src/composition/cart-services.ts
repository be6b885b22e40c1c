import type { Container } from 'inversify';
import { cartBindings } from './bindings/cart-bindings';
import { cartAdapterBindings } from './bindings/cart-adapter-bindings';
import { CartHost } from '../ui/cart/cart-host';

/**
 * The cart's own chunk, loaded after the first view: binds the cart's adapters and services into the one
 * container (bindings/cart-adapter-bindings.ts, cart-bindings.ts) and hands over the component that starts the
 * cart. The composition root loads it once (bootstrap-services.ts keeps the promise).
 */
export function loadCartServices(container: Container): CartHost {
  container.load(cartAdapterBindings, cartBindings);
  return CartHost;
}
