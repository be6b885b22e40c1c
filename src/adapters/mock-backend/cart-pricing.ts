// Server-side cart money: every total the cart shows is derived here on read, never stored.
import type { AddressRecord, CartItemRecord, CartRecord, ShopState, SkuRecord } from './shop-state';

export const TAX_RATE = 0.0825;
export const FLAT_RATE_CENTS = 595;
export const FREE_SHIPPING_FROM_CENTS = 4900;
// 000 §9: the free-membership deal takes 2200 cents off one digital subscription SKU.
export const FIRST_MONTH_FREE_CENTS = 2200;

// Same rule as the client's price display: a positive discount_amount wins over discount_perc.
export function unitAmount(sku: Pick<SkuRecord, 'unit_amount' | 'discount_amount' | 'discount_perc'>): number {
  const unit = sku.unit_amount;
  if ((sku.discount_amount ?? 0) > 0) return Math.max(0, unit - (sku.discount_amount ?? 0));
  if ((sku.discount_perc ?? 0) > 0) return Math.max(0, Math.round(unit * (1 - (sku.discount_perc ?? 0) / 100)));
  return unit;
}

export const skuById = (state: ShopState, id: string): SkuRecord | undefined => state.skus.find((s) => s.id === id);

/** A line's amount: quantity × discounted unit; a bundle is the sum of its inner items. */
export function itemAmount(state: ShopState, item: CartItemRecord): number {
  if (item.type === 'bundle') {
    const inner = (item.items ?? []).reduce((sum, i) => sum + i.quantity * unitAmount(skuById(state, i.skuId) ?? zeroSku), 0);
    return inner * item.quantity;
  }
  return item.quantity * unitAmount(skuById(state, item.skuId) ?? zeroSku);
}

const zeroSku = { unit_amount: 0, discount_amount: null, discount_perc: null };

export function itemShippingMethod(state: ShopState, item: CartItemRecord): 'free' | 'flat_rate' {
  if (item.type === 'digital') return 'free';
  return skuById(state, item.skuId)?.shipping_method ?? 'flat_rate';
}

function taxableAmount(state: ShopState, item: CartItemRecord): number {
  if (item.type === 'bundle') {
    return (item.items ?? []).reduce((sum, i) => {
      const sku = skuById(state, i.skuId);
      return sum + (sku?.taxable ? i.quantity * unitAmount(sku) : 0);
    }, 0) * item.quantity;
  }
  return skuById(state, item.skuId)?.taxable ? itemAmount(state, item) : 0;
}

export interface ShipmentPriceView {
  type: string; serviceName: string; serviceCode: string; shipmentCost: number; otherCost: number; freeShipment: boolean;
  width: number; weight: number; length: number; height: number; bagsLength: number; boxes: number; items: string[];
}

export function shipmentPrices(state: ShopState, items: CartItemRecord[], subTotal: number): ShipmentPriceView[] {
  const physical = items.filter((i) => i.type !== 'digital');
  const free = physical.every((i) => itemShippingMethod(state, i) === 'free') || subTotal >= FREE_SHIPPING_FROM_CENTS;
  const weight = physical.reduce((w, i) => w + (skuById(state, i.skuId)?.package_dimensions?.weight ?? 1) * i.quantity, 0);
  return [{
    type: free ? 'free' : 'flat_rate', serviceName: free ? 'Free Shipping' : 'Flat Rate', serviceCode: free ? 'free' : 'flat_rate',
    shipmentCost: free ? 0 : FLAT_RATE_CENTS, otherCost: 0, freeShipment: free, width: 12, weight, length: 12, height: 8,
    bagsLength: physical.length, boxes: physical.length > 0 ? 1 : 0, items: physical.map((i) => i.skuId),
  }];
}

export function taxes(state: ShopState, items: CartItemRecord[]) {
  const lines = items.map((i) => ({ item_id: i.id, sku_id: i.skuId, amount: taxableAmount(state, i) })).filter((l) => l.amount > 0);
  const perLine = lines.map((l) => ({ ...l, tax: Math.round(l.amount * TAX_RATE) }));
  return { tax: perLine.reduce((sum, l) => sum + l.tax, 0), tax_rate: TAX_RATE, items: perLine };
}

export interface CartTotals {
  sub_total: number;
  promotion_discount: number;
  discounted_total: number;
  wallet_discount: number;
  taxes: ReturnType<typeof taxes> | null;
  shipment_prices: ShipmentPriceView[] | null;
  shipping: number;
  total: number;
}

/** Totals of the selected items; taxes and shipping only once an address is chosen (getTaxAndRates). */
export function cartTotals(state: ShopState, cart: CartRecord, nowSeconds: number): CartTotals {
  const selected = cart.items.filter((i) => i.selected);
  const sub_total = selected.reduce((sum, i) => sum + itemAmount(state, i), 0);
  const promotion_discount = promotionDiscount(state, cart, selected, nowSeconds);
  const discounted_total = sub_total - promotion_discount;
  const address: AddressRecord | undefined = cart.addressId ? state.addresses.find((a) => a.id === cart.addressId) : undefined;
  const tax = address && selected.length > 0 ? taxes(state, selected) : null;
  const shipment = address && selected.length > 0 ? shipmentPrices(state, selected, sub_total) : null;
  const shipping = shipment?.[0]?.shipmentCost ?? 0;
  const beforeWallet = discounted_total + (tax?.tax ?? 0) + shipping;
  const wallet_discount = Math.max(0, Math.min(cart.walletDiscount, beforeWallet));
  return { sub_total, promotion_discount, discounted_total, wallet_discount, taxes: tax, shipment_prices: shipment, shipping, total: beforeWallet - wallet_discount };
}

function promotionDiscount(state: ShopState, cart: CartRecord, selected: CartItemRecord[], nowSeconds: number): number {
  const promo = cart.promotionId ? state.promotions.find((p) => p.id === cart.promotionId) : undefined;
  if (!promo || promo.start_at > nowSeconds || promo.end_at < nowSeconds) return 0;
  if (promo.type !== 'free_membership') return 0; // free_treat adds a gift at fulfilment, not money off
  const item = selected.find((i) => i.skuId === state.settings.firstMonthFreeSkuId);
  return item ? Math.min(FIRST_MONTH_FREE_CENTS, itemAmount(state, item)) : 0;
}
