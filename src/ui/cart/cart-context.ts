import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AddToCartMachine } from '../../application/cart/add-to-cart.machine';
import type { CartMutationQueue } from '../../application/cart/cart-mutation-queue';
import type { CartService } from '../../application/cart/cart-service';
import type { CheckoutEntry } from '../../application/cart/checkout-entry';
import type { AddToCartRequest, CartSessionRef, LiveCart } from '../../application/cart/live-cart';

export type { AddToCartRequest } from '../../application/cart/live-cart';

/** What the whole site (header, promo banner, product cards) reads of the cart, loaded or not. */
export interface CartSummary {
  /** Number of lines in the cart (bundles count once). */
  itemCount: number;
  /** True while the cart is first loading or being re-synced. */
  loading: boolean;
  /** Ids of the SKUs already in the cart, including inside bundles. */
  skuIds: ReadonlySet<string>;
  /** True while an 'Add to Cart' press waits for the cart's code to arrive (the button shows it is busy). */
  addPending?: boolean;
  open(): void;
}

/** The summary while the cart's code loads: nothing in it yet, and loading (the promo banner stays hidden). */
export const LOADING_CART_SUMMARY: CartSummary = {
  itemCount: 0,
  loading: true,
  skuIds: new Set<string>(),
  open: () => {},
};

/** The cart once its code has arrived and its actors run: the session, its change queue and the add flow. */
export interface StartedCart {
  service: CartService;
  session: CartSessionRef;
  mutations: CartMutationQueue;
  access: LiveCart;
  addToCart: ActorRefFrom<AddToCartMachine>;
  checkoutEntry: CheckoutEntry;
}

/**
 * The cart as the page holds it. The cart's own code (xstate, its machines, drawer and modal) comes after the
 * page's content: until then `started` is null, the summary is LOADING_CART_SUMMARY, an add waits for the cart
 * and `request` asks for it now. Types only above: this module stays out of the cart's chunk.
 */
export interface CartInPage {
  summary: CartSummary;
  addToCart(request: AddToCartRequest): void;
  /** Starts loading the cart's code if it is not loaded or loading yet (a page that shows the cart itself). */
  request(): void;
  started: StartedCart | null;
}

export const CartContext = createContext<CartInPage | null>(null);
