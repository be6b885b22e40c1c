// The one place the site half reads the cart feature's hooks (cart-contract.ts); tests replace this module.
export { useAddToCart, useCartSummary } from '../cart/cart-hooks';
