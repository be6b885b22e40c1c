import type { Container } from 'inversify';
import { cartBindings } from './bindings/cart-bindings';
import { cartRepositoryBindings } from './bindings/cart-repository-bindings';
import { CartService } from '../application/cart/cart-service';
import { CartHost } from '../ui/cart/cart-host';

/**
 * The cart's own chunk, loaded after the first view: binds the cart services into the one
 * container (cart-bindings.ts) and hands over the component that starts the cart.
 */
export function loadCartServices(container: Container): CartHost {
  if (!container.isBound(CartService)) container.load(cartRepositoryBindings, cartBindings);
  return CartHost;
}
