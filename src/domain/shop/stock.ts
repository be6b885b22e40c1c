import type { Sku } from './entities';
import { PRODUCT_CARD_TEXTS } from '../messages';

// Spec silent on the low-stock threshold: 'Only N left' from 5 items down.
export const LOW_STOCK_THRESHOLD = 5;

/** 000 §2: unavailable (Sold Out) when the SKU is inactive or its finite stock is gone. */
export function isAvailable(sku: Pick<Sku, 'status' | 'inventory'>): boolean {
  if (!sku.status) return false;
  const inv = sku.inventory;
  return !(inv?.type === 'finite' && typeof inv.quantity === 'number' && inv.quantity <= 0);
}

export type StockBadge = { label: string; tone: 'ok' | 'low' | 'out' };

/** The stock badge of a product card: Sold Out, 'Only N left', or In stock. */
export function stockBadge(sku: Pick<Sku, 'status' | 'inventory'>): StockBadge {
  if (!isAvailable(sku)) return { label: PRODUCT_CARD_TEXTS.soldOut, tone: 'out' };
  const inv = sku.inventory;
  if (inv?.type === 'finite' && typeof inv.quantity === 'number' && inv.quantity <= LOW_STOCK_THRESHOLD) {
    return { label: `Only ${inv.quantity} left`, tone: 'low' };
  }
  return { label: 'In stock', tone: 'ok' };
}

/** A product is sold out when none of its SKUs can be bought: its tile in a listing says so. */
export function isProductSoldOut(product: { skus?: readonly Pick<Sku, 'status' | 'inventory'>[] | null }): boolean {
  const skus = product.skus ?? [];
  return skus.length > 0 && !skus.some(isAvailable);
}
