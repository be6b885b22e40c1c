import type { Cart, Product, Sku } from '../../domain';
import type { CartKey } from '../../ports/cart-repository';

/** What the add-to-cart flow and the checkout entry need of the running cart. */
export interface CartAccess {
  snapshot(): { cart: Cart | null; key: CartKey | null };
  /** A new or replaced cart with the key it is read by. */
  accept(cart: Cart, key: CartKey): void;
  open(): void;
  /**
   * Resolves once the cart session has read the shopper's cart (own or stored), or found there is none: an add
   * pressed while it still reads (just after the page loaded) must see that cart, not start a new one.
   */
  loaded(): Promise<void>;
  /** Runs a cart call in line with the queued cart changes. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

/** A shopper's press of 'Add to Cart' on a product card. */
export interface AddRequest {
  product: Product;
  sku: Sku;
  quantity: number;
}
