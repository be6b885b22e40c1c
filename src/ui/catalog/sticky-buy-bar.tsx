import { INITIAL_STICKY_BAR, nextStickyBarState, type StickyBarState } from '../../domain';
import type { Product, Sku } from '../../domain/shop';
import { useRef } from 'react';
import { useReservedHeight } from '../app/use-reserved-height';
import { useScrollState } from '../app/use-scroll-y';
import { AddToCartButton } from './add-to-cart-button';
import { PriceTag } from './price-tag';

/** 000 §2 §9: a bottom bar after 600 px of scroll that hides while scrolling up (20 px direction threshold). */
export function StickyBuyBar({ product, sku, quantity }: { product: Product; sku: Sku; quantity: number }) {
  const [state] = useScrollState<StickyBarState>(INITIAL_STICKY_BAR, nextStickyBarState);
  const hidden = !state.visible;
  // While the bar is up, the docked promo banner sits on top of it, so its '+' is never hidden under the bar.
  const bar = useRef<HTMLDivElement>(null);
  useReservedHeight(bar, !hidden, '--pp-sticky-bar-height');
  return (
    <div
      ref={bar}
      className={`sticky-bar${hidden ? '' : ' sticky-bar--visible'}`}
      role="region"
      aria-label="Quick purchase"
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
    >
      <p className="sticky-bar__name">{product.name}</p>
      <PriceTag sku={sku} className="price--small" />
      <AddToCartButton product={product} sku={sku} quantity={quantity} />
    </div>
  );
}
