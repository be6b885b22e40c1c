import type { Sku } from './entities';

// 000 §1, 001 §5: cents shown as dollars with two decimals and thousands separated ('$1,000.00'); a non-number shows as 0.
export function formatCents(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '$0.00';
  const cents = BigInt(Math.round(Math.abs(value)));
  const dollars = cents / 100n;
  const rest = (cents % 100n).toString().padStart(2, '0');
  const sign = value < 0 && cents !== 0n ? '-' : '';
  // Thousands grouped with commas, as the spec writes amounts ('$1,000', 001 §9).
  const grouped = dollars.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${grouped}.${rest}`;
}

// 000 §2: the price shown with discount. A positive discount_amount wins over discount_perc (spec silent).
export function discountedUnitAmount(
  sku: Pick<Sku, 'unit_amount' | 'discount_amount' | 'discount_perc'>,
): number {
  const unit = Number.isFinite(sku.unit_amount) ? sku.unit_amount : 0;
  const amount = sku.discount_amount ?? 0;
  const perc = sku.discount_perc ?? 0;
  let result = unit;
  if (Number.isFinite(amount) && amount > 0) result = unit - amount;
  else if (Number.isFinite(perc) && perc > 0) result = Math.round(unit * (1 - perc / 100));
  return Math.max(0, result);
}
