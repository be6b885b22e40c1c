import type { Container } from 'inversify';
import { cartBindings } from '../adapters/bindings/cart-bindings';
import { CartFeature } from '../application/cart/cart-feature';
import { CartRuntimeHost } from '../ui/cart/cart-provider';
import type { CartHost } from '../ui/app/deferred-cart-provider';

/**
 * The cart feature's chunk, loaded after the first view: binds the cart services into the one
 * container (cart-bindings.ts) and hands over the component that starts the cart.
 */
export function loadCartServices(container: Container): CartHost {
  if (!container.isBound(CartFeature)) container.load(cartBindings);
  return CartRuntimeHost;
}
