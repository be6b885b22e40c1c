import type { CartItem, Sku } from './entities';
import { isAvailable } from './stock';

// 000 §2 §9: suggested bundle items are added with quantity 1.
export const SUGGESTED_ITEM_QUANTITY = 1;

// 000 §4: recurring SKUs of non-digital products in a SKU group (except the special group) go in a bundle.
// A SKU without product data counts as non-digital (spec silent).
export function shouldWrapInBundle(sku: Sku, specialSkuGroupId: string): boolean {
  return (
    sku.type === 'recurring' &&
    sku.product?.type !== 'digital' &&
    typeof sku.skuGroupId === 'string' &&
    sku.skuGroupId !== '' &&
    sku.skuGroupId !== specialSkuGroupId
  );
}

// 000 §2: other active SKUs of the same group that are not already inside the bundle, first occurrence kept.
// Only add-ons (docs/decisions.md): a subscription SKU is a box of its own, never something to put in a box.
// Only what can be bought: a sold-out SKU (000 §2 'Sold Out') is not offered.
export function bundleSuggestions(groupSkus: Sku[], bundle: CartItem): Sku[] {
  const inside = new Set((bundle.items ?? []).map((inner) => inner.sku?.id));
  const seen = new Set<string>();
  return (groupSkus ?? []).filter((sku) => {
    if (sku.status !== true || !isAvailable(sku) || sku.type === 'recurring' || inside.has(sku.id) || seen.has(sku.id)) return false;
    seen.add(sku.id);
    return true;
  });
}

/**
 * A box's core item is its own SKU (the box the dog subscribed to); the rest are add-ons. The core item stays
 * while the box does: removing it would leave a box of add-ons only. Without the box's SKU, the first item is it.
 */
export function isBoxCoreItem(bundle: Pick<CartItem, 'sku' | 'items'>, skuId: string): boolean {
  const own = bundle.sku?.id;
  if (own && (bundle.items ?? []).some((inner) => inner.sku?.id === own)) return skuId === own;
  return bundle.items?.[0]?.sku?.id === skuId;
}
