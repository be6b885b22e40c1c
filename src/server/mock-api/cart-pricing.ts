// Server-side cart money: every total the cart shows is derived here on read, never stored.
import {
  isPromotionActive, isShippedLine, lineAmount, orderTotals, promotionDiscount as dealDiscount, unitPrice, type PriceParts, type SelectableLine,
} from '../../domain';
import type { AddressRecord, CartItemRecord, CartRecord, PromotionRecord, ShopState, SkuRecord } from './shop-state';

export const TAX_RATE = 0.0825;
export const FLAT_RATE_CENTS = 595;
export const FREE_SHIPPING_FROM_CENTS = 4900;

/** The price with discount of one unit: the domain's rule, the same one every screen shows. */
export const unitAmount = (sku: PriceParts): number => unitPrice(sku);

export const skuById = (state: ShopState, id: string): SkuRecord | undefined => state.skus.find((s) => s.id === id);

/** A cart record as the domain prices it: SKUs looked up, bundles with their inner items. */
export function pricedLine(state: ShopState, item: CartItemRecord): SelectableLine {
  const sku = skuById(state, item.skuId) ?? null;
  return {
    type: item.type,
    quantity: item.quantity,
    selected: item.selected,
    sku,
    items: item.items?.map((inner) => ({ quantity: inner.quantity, sku: skuById(state, inner.skuId) ?? null })) ?? null,
  };
}

/** A line's amount: the domain's lineAmount (quantity × discounted unit; a bundle sums its inner items). */
export const itemAmount = (state: ShopState, item: CartItemRecord): number => lineAmount(pricedLine(state, item));

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
  const physical = items.filter(isShippedLine);
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

export interface StoredCartTotals {
  sub_total: number;
  promotion_discount: number;
  discounted_total: number;
  wallet_discount: number;
  taxes: ReturnType<typeof taxes> | null;
  shipment_prices: ShipmentPriceView[] | null;
  shipping: number;
  total: number;
}

/** The cart's promotion while it is active (000 §4); a past or future one is not on the cart. */
export function activePromotion(state: ShopState, cart: CartRecord, nowSeconds: number): PromotionRecord | undefined {
  const promo = cart.promotionId ? state.promotions.find((p) => p.id === cart.promotionId) : undefined;
  return promo && isPromotionActive(promo, nowSeconds) ? promo : undefined;
}

/** Totals of the selected items through the domain's orderTotals; taxes and shipping only once an address is chosen. */
export function storedCartTotals(state: ShopState, cart: CartRecord, nowSeconds: number): StoredCartTotals {
  const selected = cart.items.filter((i) => i.selected);
  const lines = selected.map((i) => pricedLine(state, i));
  const promotion = activePromotion(state, cart, nowSeconds);
  const discount = dealDiscount({ promotion, lines, firstMonthFreeSkuId: state.settings.firstMonthFreeSkuId, nowSeconds });
  const address: AddressRecord | undefined = cart.addressId ? state.addresses.find((a) => a.id === cart.addressId) : undefined;
  const subTotal = lines.reduce((sum, l) => sum + lineAmount(l), 0);
  const tax = address && selected.length > 0 ? taxes(state, selected) : null;
  const shipment = address && selected.length > 0 ? shipmentPrices(state, selected, subTotal) : null;
  const shipping = shipment?.[0]?.shipmentCost ?? 0;
  const totals = orderTotals({ lines, promotionDiscount: discount, tax: tax?.tax ?? 0, shipping, wallet: cart.walletDiscount });
  return {
    sub_total: totals.subtotal, promotion_discount: totals.promotionDiscount, discounted_total: totals.discountedTotal,
    wallet_discount: totals.walletDiscount, taxes: tax, shipment_prices: shipment, shipping: totals.shipping, total: totals.total,
  };
}
