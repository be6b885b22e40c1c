import type { Client } from '@urql/core';
import { UrqlClient } from '../../adapters/urql/api-client';
import { UrqlCartRepository } from '../../adapters/urql/urql-cart-repository';
import { UrqlCheckoutRepository } from '../../adapters/urql/urql-checkout-repository';
import { CartRepository } from '../../ports/cart-repository';
import { CheckoutRepository } from '../../ports/checkout-repository';
import { ServiceModule } from '../service-container';

/**
 * The cart's and the checkout's repositories over the shop's API: only the cart feature asks for them, so they
 * come with its chunk (cart-services.ts) rather than with every visitor's first load. A container given its own
 * (a test's fakes) keeps them.
 */
export const cartRepositoryBindings = new ServiceModule(({ bind, isBound }) => {
  if (!isBound(CartRepository)) bind<CartRepository>(CartRepository).toResolvedValue((client: Client) => new UrqlCartRepository(client), [UrqlClient]).inSingletonScope();
  if (!isBound(CheckoutRepository)) bind<CheckoutRepository>(CheckoutRepository).toResolvedValue((client: Client) => new UrqlCheckoutRepository(client), [UrqlClient]).inSingletonScope();
});
