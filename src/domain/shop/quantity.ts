import type { Inventory } from './entities';

export const MAX_QUANTITY = 99;
export const DEFAULT_MIN_QUANTITY = 0;

export interface QuantityBounds {
  min: number;
  max: number;
}

const finiteOr = (value: number | undefined, fallback: number): number =>
  typeof value === 'number' && !Number.isNaN(value) ? value : fallback;

// 000 §5 quantity stepper (general): default 0..99, typed negatives become 0 before the min applies.
export function clampQuantity(
  value: number,
  bounds?: { min?: number; max?: number },
): { quantity: number; atMaximum: boolean } {
  const max = finiteOr(bounds?.max, MAX_QUANTITY);
  // Spec silent on min > max (e.g. stock below min_quantity): the maximum wins.
  const min = Math.min(finiteOr(bounds?.min, DEFAULT_MIN_QUANTITY), max);
  if (typeof value !== 'number' || Number.isNaN(value)) return { quantity: min, atMaximum: false };
  const typed = Math.max(0, Math.floor(value));
  if (typed > max) return { quantity: max, atMaximum: true };
  return { quantity: Math.max(min, typed), atMaximum: false };
}

const stock = (inventory: Inventory | null | undefined): number | null => {
  if (!inventory || inventory.type !== 'finite') return null;
  const q = inventory.quantity;
  return typeof q === 'number' && Number.isFinite(q) ? Math.max(0, Math.floor(q)) : null;
};

/**
 * The most of one SKU a cart line may hold (000 §5, §9): 99, the stock of a finite inventory, and the SKU's own
 * max_quantity where it sets a lower cap. The stepper and the server both hold it.
 */
export function maxCartQuantity(inventory?: Inventory | null): number {
  const own = inventory?.max_quantity;
  const cap = typeof own === 'number' && own > 0 ? Math.min(MAX_QUANTITY, Math.floor(own)) : MAX_QUANTITY;
  const available = stock(inventory);
  return available === null ? cap : Math.min(cap, available);
}

// 000 §5 §9: bounds per place the stepper is shown.
export function quantityBounds(
  kind: 'good' | 'bundle-item' | 'product-card',
  inventory?: Inventory | null,
): QuantityBounds {
  const available = stock(inventory);
  switch (kind) {
    case 'good': {
      // 000 §5: min is inventory min_quantity or 1; max is the inventory quantity (infinite or absent: 99).
      const minQ = inventory?.min_quantity;
      const min = typeof minQ === 'number' && minQ > 0 ? Math.floor(minQ) : 1;
      return { min, max: maxCartQuantity(inventory) };
    }
    case 'bundle-item':
      // 000 §5: max is inventory quantity or 99. Spec silent on the min: 1, so an inner item never shows 0.
      return { min: 1, max: available || MAX_QUANTITY };
    case 'product-card':
      // 000 §5: finite inventory gives 1..stock; otherwise the general 0..99.
      return available === null ? { min: DEFAULT_MIN_QUANTITY, max: MAX_QUANTITY } : { min: 1, max: available };
  }
}
