import type { ActorRefFrom } from 'xstate';
import type { Cart, Product, Sku } from '../../domain';
import type { CartKey } from '../../ports/cart-repository';
import type { CartSessionMachine } from './cart-session.machine';

/** The running cart session actor (started by the UI from the cart service's session machine). */
export type CartSessionRef = ActorRefFrom<CartSessionMachine>;

/** A shopper's press of 'Add to Cart' on a product card. */
export interface AddToCartRequest {
  product: Product;
  sku: Sku;
  quantity: number;
}

/**
 * The shopper's cart as it is now, as the add-to-cart flow, the checkout entry and the queue of cart changes
 * work on it: what was last read, the server's answers handed back, and cart calls kept in line.
 */
export interface LiveCart {
  snapshot(): { cart: Cart | null; key: CartKey | null };
  /** The server's cart after a change made to it. */
  received(cart: Cart): void;
  /** A new or replaced cart with the key it is read by. */
  accept(cart: Cart, key: CartKey): void;
  /** A new cart's key, known before the cart is read: the cart shown stays as it is (the add's preview). */
  keyed(key: CartKey): void;
  /** An add's line shown at once, before the server answers (`previewCartAdd`); its answer replaces it. */
  preview(cart: Cart): void;
  /** The add failed: the cart shown goes back to what it was before the preview. */
  dropPreview(): void;
  /** After a failure: read the server's cart again so nothing shown is stale. */
  resync(): void;
  open(): void;
  /**
   * Resolves once the cart session has read the shopper's cart (own or stored), or found there is none: an add
   * pressed while it still reads (just after the page loaded) must see that cart, not start a new one.
   */
  loaded(): Promise<void>;
  /** Runs a cart call in line with the queued cart changes. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}
