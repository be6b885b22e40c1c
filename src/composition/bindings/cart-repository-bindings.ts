import { ContainerModule } from 'inversify';
import { UrqlCartRepository } from '../../adapters/urql/urql-cart-repository';
import { UrqlCheckoutRepository } from '../../adapters/urql/urql-checkout-repository';
import { CartRepository } from '../../ports/cart-repository';
import { CheckoutRepository } from '../../ports/checkout-repository';

/**
 * The cart's and the checkout's repositories over the shop's API: only the cart feature asks for them, so they
 * come with its chunk (cart-services.ts) rather than with every visitor's first load. A container given its own
 * (a test's fakes) keeps them.
 */
export const cartRepositoryBindings = new ContainerModule(({ bind, isBound }) => {
  if (!isBound(CartRepository)) bind<CartRepository>(CartRepository).to(UrqlCartRepository).inSingletonScope();
  if (!isBound(CheckoutRepository)) bind<CheckoutRepository>(CheckoutRepository).to(UrqlCheckoutRepository).inSingletonScope();
});
