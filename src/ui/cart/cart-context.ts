import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AddToCartMachine } from '../../application/cart/add-to-cart.machine';
import type { CartAccess } from '../../application/cart/cart-access';
import type { CartFeature } from '../../application/cart/cart-feature';
import type { CartMutationQueue } from '../../application/cart/cart-mutation-queue';
import type { CartSessionRef } from '../../application/cart/cart-runtime';
import type { CheckoutEntry } from '../../application/cart/checkout-entry';

/** The running cart: its actors and services, as CartProvider or the cart runtime host starts them. */
export interface CartRuntime {
  feature: CartFeature;
  session: CartSessionRef;
  mutations: CartMutationQueue;
  access: CartAccess;
  addToCart: ActorRefFrom<AddToCartMachine>;
  checkoutEntry: CheckoutEntry;
}

/**
 * The running cart, or null while it is still loading (the deferred cart provider starts it after the page's
 * content is on screen). Types only above: this module stays out of the cart's chunk and pulls in no xstate.
 */
export const CartContext = createContext<CartRuntime | null>(null);
