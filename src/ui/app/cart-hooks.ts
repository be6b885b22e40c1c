// The one place the site half reads the cart (cart-contract.ts); tests replace this module. It reads the cart
// gate, never the cart feature's own hooks, so the site half loads without xstate (the cart comes later).
import type { AddToCartRequest, CartSummary } from '../cart/cart-contract';
import { useCartGate } from './cart-gate';

export function useCartSummary(): CartSummary {
  return useCartGate().summary;
}

/** Starts the add-to-cart flow for a product card's SKU (000 §4); before the cart has loaded, it waits for it. */
export function useAddToCart(): (request: AddToCartRequest) => void {
  return useCartGate().addToCart;
}
