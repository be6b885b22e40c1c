import type { Sku } from './entities';
import { discountedUnitAmount } from './money';

/** The price parts of a SKU: its unit amount and discount (000 §3). */
export type PriceParts = Pick<Sku, 'unit_amount' | 'discount_amount' | 'discount_perc'>;

export interface PricedInnerItem {
  quantity: number;
  sku?: PriceParts | null;
}

/** A cart line as far as money goes: a good, digital item or other, or a bundle with its inner items (000 §3). */
export interface PricedLine {
  type: string;
  quantity: number;
  sku?: (PriceParts & { id?: string }) | null;
  items?: PricedInnerItem[] | null;
}

// A quantity is a whole, non-negative count; anything else counts as none.
const count = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** The price with discount of one unit (000 §2); a line without a SKU costs nothing. */
export const unitPrice = (sku: PriceParts | null | undefined): number => (sku ? discountedUnitAmount(sku) : 0);

/** An amount for a quantity of one SKU, as a suggestion or an item inside a box shows it. */
export const skuAmount = (sku: PriceParts | null | undefined, quantity: number): number => count(quantity) * unitPrice(sku);

/**
 * The one amount of a cart line, in cents: quantity × price with discount; a bundle (a dog box) is its
 * quantity × the sum of its inner items. The cart line, the box contents, checkout and the server all use it.
 */
export function lineAmount(line: PricedLine): number {
  if (line.type === 'bundle') {
    const inner = (line.items ?? []).reduce((sum, item) => sum + skuAmount(item.sku, item.quantity), 0);
    return count(line.quantity) * inner;
  }
  return skuAmount(line.sku, line.quantity);
}
