import { createContext, useContext } from 'react';
import type { AddToCartRequest, CartSummary } from '../cart/cart-contract';

/**
 * What the site half (header, promo banner, product cards, checkout page) holds of the cart. The cart feature
 * itself (xstate, its machines, panel and modal) may still be loading: then the summary is LOADING_CART_SUMMARY,
 * an add waits for the cart and `load` asks for it now.
 */
export interface CartGate {
  summary: CartSummary;
  addToCart(request: AddToCartRequest): void;
  /** Starts loading the cart feature if it is not loaded or loading yet. */
  load(): void;
}

/** The summary while the cart feature loads: nothing in it yet, and loading (the promo banner stays hidden). */
export const LOADING_CART_SUMMARY: CartSummary = {
  itemCount: 0,
  loading: true,
  skuIds: new Set<string>(),
  open: () => {},
};

export const CartGateContext = createContext<CartGate | null>(null);

export function useCartGate(): CartGate {
  const gate = useContext(CartGateContext);
  if (!gate) throw new Error('Cart hooks need a CartProvider above them');
  return gate;
}

/** Asks for the cart feature now (a page that shows the cart itself, such as checkout). */
export function useRequestCart(): () => void {
  return useCartGate().load;
}
