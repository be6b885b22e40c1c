import { useEffect, useState } from 'react';
import { isAvailable, onlyOneAlreadyInCart, PRODUCT_CARD_TEXTS } from '../../domain';
import type { Product, Sku } from '../../domain/shop';
import { useAddToCart, useCartSummary } from '../cart/cart-hooks';

// 000 §2 §9: the button caption rotates every 4000 ms.
export const CAPTION_ROTATION_MS = 4000;
export const ADD_TO_CART_LABEL = 'Add to Cart';

// Spec silent on the second caption: the SKU's badge, else a shipping promise.
export const secondCaption = (sku: Sku) => sku.badge?.trim() || 'Fresh to your door';

export type PurchaseMode = 'add' | 'added' | 'soldOut';

export function purchaseMode(product: Product, sku: Sku, skuIdsInCart: ReadonlySet<string>): PurchaseMode {
  if (!isAvailable(sku)) return 'soldOut';
  if (onlyOneAlreadyInCart(product, sku, skuIdsInCart)) return 'added';
  return 'add';
}

function useRotatingCaption(captions: string[], active: boolean): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    setIndex(0);
    if (!active || captions.length < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % captions.length), CAPTION_ROTATION_MS);
    return () => clearInterval(id);
  }, [active, captions.join('\u0000')]);
  return captions[index % captions.length];
}

/**
 * The purchase button: 'Add to Cart' with a rotating caption (the accessible name is the longer caption,
 * 'Add to Cart · Fresh to your door', so it always contains the one in view),
 * 'Added to Cart' (disabled) in only-one mode once the SKU is in the cart, 'Sold Out' (disabled) when unavailable.
 */
export function AddToCartButton({ product, sku, quantity, className = '' }: { product: Product; sku: Sku; quantity: number; className?: string }) {
  const cart = useCartSummary();
  const addToCart = useAddToCart();
  const mode = purchaseMode(product, sku, cart.skuIds);
  // The caption rotates (000 §9), but the button always says what it does: the second caption keeps the action
  // beside the badge, so no moment of the rotation reads 'Best seller' alone.
  const captions = [ADD_TO_CART_LABEL, `${ADD_TO_CART_LABEL} · ${secondCaption(sku)}`];
  const caption = useRotatingCaption(captions, mode === 'add');

  if (mode !== 'add') {
    const label = mode === 'soldOut' ? PRODUCT_CARD_TEXTS.soldOut : PRODUCT_CARD_TEXTS.addedToCart;
    return (
      <button type="button" className={`button button--primary add-to-cart ${className}`} disabled>
        {label}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`button button--primary add-to-cart ${className}`}
      // Label in name: the longer caption holds the shorter, so whichever is in view is part of what is read out.
      aria-label={captions[1]}
      // A press made before the cart has arrived is kept; the button says it is on its way.
      aria-busy={cart.addPending || undefined}
      // Spec silent on quantity 0 (the card stepper's general minimum): nothing to add.
      disabled={quantity < 1}
      onClick={() => addToCart({ product, sku, quantity })}
    >
      <span className="add-to-cart__caption" key={caption}>
        {caption}
      </span>
    </button>
  );
}
