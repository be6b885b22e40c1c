import type { Product, Sku } from '../../domain/entities';

/** What the rest of the UI reads of the cart (implemented in src/ui/cart by the cart feature). */
export interface CartSummary {
  /** Number of lines in the cart (bundles count once). */
  itemCount: number;
  /** True while the cart is first loading or being re-synced. */
  loading: boolean;
  /** Ids of the SKUs already in the cart, including inside bundles. */
  skuIds: ReadonlySet<string>;
  /** True while an 'Add to Cart' press waits for the cart feature to arrive (the button shows it is busy). */
  addPending?: boolean;
  open(): void;
}

export interface AddToCartRequest {
  product: Product;
  sku: Sku;
  quantity: number;
}
