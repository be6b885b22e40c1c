// What each cart mutation does to a stored cart (000 §4 add-to-cart flow, 000 §5 quantity limits).
import type { AttributeEntry, CartItemRecord, CartRecord, InnerItemRecord, ShopState, SkuRecord } from './shop-state';
import { newId } from './shop-state';
import { fail } from './resolver-context';
import { skuById } from './cart-pricing';
import { otherPlansOf } from './order-rules';
import { maxCartQuantity } from '../../domain/shop';
import { MAXIMUM_QUANTITY_MESSAGE, PRODUCT_CARD_TEXTS } from '../../domain/messages';

export interface BundleItemInput { type: string; sku_id: string; quantity: number; sku_attributes?: AttributeEntry[] | null }
export interface CartItemInput extends BundleItemInput { items?: BundleItemInput[] | null; name?: string | null }

export function requireSku(state: ShopState, id: string): SkuRecord {
  return skuById(state, id) ?? fail(`SKU not found: ${id}`);
}

/** The largest quantity of a SKU a cart may hold: stock for finite inventory, else 99 (000 §5, §9). */
export function maxQuantity(sku: SkuRecord): number {
  return maxCartQuantity(sku.inventory);
}

function assertAvailable(sku: SkuRecord, quantity: number): void {
  if (!sku.status || maxQuantity(sku) <= 0) fail(PRODUCT_CARD_TEXTS.soldOut);
  if (quantity > maxQuantity(sku)) fail(MAXIMUM_QUANTITY_MESSAGE);
}

const productType = (state: ShopState, sku: SkuRecord): string =>
  state.products.find((p) => p.id === sku.productId)?.type ?? 'others';

/** The item type of a SKU as the cart lists it (digital, good, others). */
export function cartItemType(state: ShopState, sku: SkuRecord): string {
  const type = productType(state, sku);
  return type === 'digital' ? 'digital' : type === 'good' || type === 'bundle' ? 'good' : 'others';
}

const sameAttributes = (a: AttributeEntry[], b: AttributeEntry[]): boolean => JSON.stringify(a) === JSON.stringify(b);

// 000 §1: a bundle is named by the dog's name or the first attribute value entered.
function bundleName(input: CartItemInput, sku: SkuRecord): string {
  if (input.name) return input.name;
  const attrs = input.sku_attributes ?? [];
  const dog = attrs.find((a) => a.label === 'Dog Name') ?? attrs.find((a) => typeof a.value === 'string' && a.value !== '');
  return typeof dog?.value === 'string' && dog.value !== '' ? dog.value : sku.name;
}

function innerItem(state: ShopState, input: BundleItemInput): InnerItemRecord {
  const sku = requireSku(state, input.sku_id);
  const quantity = Math.max(1, Math.floor(input.quantity || 1));
  assertAvailable(sku, quantity);
  return { id: newId(state, 'b1'), type: cartItemType(state, sku), sku_attributes: input.sku_attributes ?? [], quantity, skuId: sku.id, description: sku.description };
}

/** Adds an item (its type comes from the product, not the caller); one-time goods of the same SKU and attributes merge their quantities. Returns the item's id. */
export function addItem(state: ShopState, cart: CartRecord, input: CartItemInput): string {
  const sku = requireSku(state, input.sku_id);
  if (input.type === 'bundle') {
    // The bundle's own SKU is its first inner item so its price counts and it is never suggested again.
    const inner = (input.items ?? []).map((i) => innerItem(state, i));
    if (!inner.some((i) => i.skuId === sku.id)) inner.unshift(innerItem(state, { type: 'good', sku_id: sku.id, quantity: 1 }));
    const item: CartItemRecord = {
      id: newId(state, 'c1'), type: 'bundle', selected: true, sku_attributes: input.sku_attributes ?? [], quantity: 1,
      choosed_amount: null, skuId: sku.id, name: bundleName(input, sku), description: sku.description, items: inner,
    };
    cart.items.push(item);
    return item.id;
  }
  const quantity = Math.floor(input.quantity);
  if (!(quantity >= 1)) fail('Quantity must be at least 1');
  // One plan per membership: choosing another plan (Monthly, Yearly) replaces the one in the cart.
  const otherPlans = otherPlansOf(state, cart, sku);
  if (otherPlans.length > 0) cart.items = cart.items.filter((i) => !otherPlans.includes(i));
  const attrs = input.sku_attributes ?? [];
  const existing = cart.items.find((i) => i.type !== 'bundle' && i.skuId === sku.id && sameAttributes(i.sku_attributes, attrs));
  if (existing) {
    // A recurring SKU outside a bundle is one plan: adding it again keeps quantity 1.
    const next = sku.type === 'one_time' ? existing.quantity + quantity : 1;
    assertAvailable(sku, next);
    existing.quantity = next;
    existing.selected = true;
    return existing.id;
  }
  assertAvailable(sku, sku.type === 'one_time' ? quantity : 1);
  const item: CartItemRecord = {
    id: newId(state, 'c1'), type: cartItemType(state, sku), selected: true, sku_attributes: attrs,
    quantity: sku.type === 'one_time' ? quantity : 1, choosed_amount: null, skuId: sku.id, name: sku.name,
    description: sku.description, items: null,
  };
  cart.items.push(item);
  return item.id;
}

export function requireItem(cart: CartRecord, itemId: string): CartItemRecord {
  return cart.items.find((i) => i.id === itemId) ?? fail('Item not found in cart');
}

function requireBundle(cart: CartRecord, bundleId: string): CartItemRecord {
  const item = requireItem(cart, bundleId);
  return item.type === 'bundle' ? item : fail('Item is not a bundle');
}

/** Quantity 0 or less removes the item (000 §5: typed negative input becomes 0). */
export function updateQuantity(state: ShopState, cart: CartRecord, itemId: string, quantity: number): void {
  const item = requireItem(cart, itemId);
  const q = Math.max(0, Math.floor(quantity));
  if (q === 0) return removeItem(cart, itemId);
  if (item.type === 'bundle') fail('A bundle has quantity 1');
  assertAvailable(requireSku(state, item.skuId), q);
  item.quantity = q;
}

export function removeItem(cart: CartRecord, itemId: string): void {
  requireItem(cart, itemId);
  cart.items = cart.items.filter((i) => i.id !== itemId);
}

export function addToBundle(state: ShopState, cart: CartRecord, bundleId: string, input: BundleItemInput): void {
  const bundle = requireBundle(cart, bundleId);
  const existing = bundle.items?.find((i) => i.skuId === input.sku_id);
  if (existing) {
    const next = existing.quantity + Math.max(1, Math.floor(input.quantity || 1));
    assertAvailable(requireSku(state, existing.skuId), next);
    existing.quantity = next;
    return;
  }
  bundle.items = [...(bundle.items ?? []), innerItem(state, input)];
}

export function updateBundleQuantity(state: ShopState, cart: CartRecord, bundleId: string, skuId: string, quantity: number): void {
  const bundle = requireBundle(cart, bundleId);
  const inner = bundle.items?.find((i) => i.skuId === skuId) ?? fail('Item not found in bundle');
  const q = Math.max(0, Math.floor(quantity));
  if (q === 0) return removeFromBundle(cart, bundleId, skuId);
  assertAvailable(requireSku(state, skuId), q);
  inner.quantity = q;
}

export const BOX_KEEPS_ITS_ITEM = "A box keeps its own item: remove the box to take it out of the cart.";

/** A box's own item stays while the box does (a box of add-ons only is no box); the add-ons may go. */
export function removeFromBundle(cart: CartRecord, bundleId: string, skuId: string): void {
  const bundle = requireBundle(cart, bundleId);
  if (!bundle.items?.some((i) => i.skuId === skuId)) fail('Item not found in bundle');
  if (skuId === bundle.skuId) fail(BOX_KEEPS_ITS_ITEM);
  bundle.items = (bundle.items ?? []).filter((i) => i.skuId !== skuId);
  if (bundle.items.length === 0) removeItem(cart, bundleId);
}

export function selectItems(cart: CartRecord, rule: { only?: string; ids?: string[]; type?: string }): void {
  for (const item of cart.items) {
    if (rule.only !== undefined) item.selected = item.id === rule.only || (rule.ids?.includes(item.id) ?? false);
    else if (rule.type !== undefined) item.selected = item.type === rule.type;
    else if (rule.ids !== undefined) item.selected = rule.ids.includes(item.id);
  }
}
