import type { BundleInnerItem, CartItem, Recurring, SkuAttributeEntry } from './entities';
import { CART_PANEL_TEXTS } from '../messages';

export type CartItemBadge = typeof CART_PANEL_TEXTS.digitalBadge | typeof CART_PANEL_TEXTS.freeShippingBadge;

// 000 §2: 'Digital' for digital items; 'Free Shipping' when shipping_method is free.
export function cartItemBadges(item: Pick<CartItem, 'type' | 'shipping_method'>): CartItemBadge[] {
  const badges: CartItemBadge[] = [];
  if (item.type === 'digital') badges.push(CART_PANEL_TEXTS.digitalBadge);
  if (item.shipping_method === 'free') badges.push(CART_PANEL_TEXTS.freeShippingBadge);
  return badges;
}

const plural = (n: number, interval: string): string =>
  n === 1 || interval.endsWith('s') ? interval : `${interval}s`;

const bundleRecurring = (item: CartItem): Recurring | null =>
  item.sku?.recurring ?? (item.items ?? []).find((inner: BundleInnerItem) => inner.sku?.recurring)?.sku.recurring ?? null;

// 000 §2: digital recurring with interval_count > 1 'renews every N intervals'; a bundle 'delivered every N intervals'.
export function renewalNote(item: CartItem): string | null {
  if (item.type === 'digital') {
    const r = item.sku?.recurring;
    if (!r || !(r.interval_count > 1)) return null;
    return `renews every ${r.interval_count} ${plural(r.interval_count, r.interval)}`;
  }
  if (item.type === 'bundle') {
    const r = bundleRecurring(item);
    if (!r || !(r.interval_count > 0)) return null;
    // Spec silent on a count of 1: bundles always show the note, the interval is singular for 1.
    return `delivered every ${r.interval_count} ${plural(r.interval_count, r.interval)}`;
  }
  return null;
}

const HIDDEN_LABEL = 'giftlist';

const asText = (value: string | string[] | null | undefined): string =>
  Array.isArray(value) ? value.map(String).join(', ') : value == null ? '' : String(value);

// 000 §2: label/value lines; lists joined with ', ' via val_label; the label giftlist is hidden.
export function attributeLines(attrs?: SkuAttributeEntry[] | null): { label: string; value: string }[] {
  if (!Array.isArray(attrs)) return [];
  return attrs
    .filter((a) => a && typeof a.label === 'string' && a.label.trim().toLowerCase() !== HIDDEN_LABEL)
    .map((a) => {
      const hasValLabel = Array.isArray(a.val_label) ? a.val_label.length > 0 : !!a.val_label;
      return { label: a.label, value: asText(hasValLabel ? a.val_label : a.value) };
    });
}
