import type { Promotion, ShipmentPrice } from './entities';
import { lineAmount, type PricedLine } from './line-amount';
import { FIRST_MONTH_FREE, isPromotionActive } from './promotion';

export interface SelectableLine extends PricedLine {
  selected?: boolean | null;
}

/** The lines an order charges: the selected ones (000 §4). */
export const chargedLines = <T extends SelectableLine>(lines: readonly T[] | null | undefined): T[] =>
  (lines ?? []).filter((line) => line.selected === true);

export interface PromotionInput {
  promotion: Pick<Promotion, 'type' | 'start_at' | 'end_at'> | null | undefined;
  lines: readonly SelectableLine[];
  /** The one digital subscription SKU the free-membership deal applies to (000 §9). */
  firstMonthFreeSkuId: string | null | undefined;
  /** Unix seconds; when given, a promotion outside its window takes nothing off (000 §4). */
  nowSeconds?: number;
}

/**
 * 000 §2 §9: a free_membership deal takes 'First Month Free' (2200 cents, never more than the line) off the first
 * selected line of the membership SKU. free_treat takes no money off: the gift ships with the order.
 */
export function promotionDiscount(input: PromotionInput): number {
  const { promotion, firstMonthFreeSkuId } = input;
  if (!promotion || promotion.type !== 'free_membership' || !firstMonthFreeSkuId) return 0;
  if (input.nowSeconds !== undefined && !isPromotionActive(promotion, input.nowSeconds)) return 0;
  const line = chargedLines(input.lines).find((l) => l.sku?.id === firstMonthFreeSkuId);
  return line ? Math.min(FIRST_MONTH_FREE.amount, lineAmount(line)) : 0;
}

/** The shipping a rate charges; null while no rate is known. */
export function shippingCharge(rate: Pick<ShipmentPrice, 'shipmentCost' | 'freeShipment'> | null | undefined): number | null {
  if (!rate) return null;
  if (rate.freeShipment) return 0;
  const cost = rate.shipmentCost ?? 0;
  return Number.isFinite(cost) && cost > 0 ? Math.round(cost) : 0;
}

export interface OrderTotalsInput {
  lines: readonly SelectableLine[];
  promotionDiscount?: number;
  tax?: number | null;
  shipping?: number | null;
  /** Wallet coins offered (1 coin = 1 cent); never more than what is left to pay. */
  wallet?: number | null;
}

export interface OrderTotals {
  subtotal: number;
  promotionDiscount: number;
  /** The subtotal less the promotion: what the cart panel shows as Subtotal. */
  discountedTotal: number;
  tax: number;
  shipping: number;
  walletDiscount: number;
  total: number;
}

const cents = (n: number | null | undefined): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : 0);

/**
 * The money of an order, in cents, computed once: the cart panel, the checkout page and the server that charges
 * all call this. total = subtotal − promotion + tax + shipping − wallet, and never below zero.
 */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const subtotal = chargedLines(input.lines).reduce((sum, line) => sum + lineAmount(line), 0);
  const promotion = Math.min(cents(input.promotionDiscount), subtotal);
  const discountedTotal = subtotal - promotion;
  const tax = cents(input.tax);
  const shipping = cents(input.shipping);
  const beforeWallet = discountedTotal + tax + shipping;
  const walletDiscount = Math.min(cents(input.wallet), beforeWallet);
  return { subtotal, promotionDiscount: promotion, discountedTotal, tax, shipping, walletDiscount, total: beforeWallet - walletDiscount };
}

export interface CartMoney {
  items: readonly SelectableLine[];
  promotion?: Pick<Promotion, 'type' | 'start_at' | 'end_at'> | null;
  wallet_discount?: number | null;
}

/**
 * The totals of a cart as the shopper sees it: the cart panel without tax and shipping, checkout with the rates it
 * fetched for the chosen address. The wallet counts once the server has applied it to the cart.
 */
export function cartTotals(
  cart: CartMoney,
  options: { firstMonthFreeSkuId: string | null | undefined; tax?: number | null; shipping?: number | null; nowSeconds?: number },
): OrderTotals {
  return orderTotals({
    lines: cart.items,
    promotionDiscount: promotionDiscount({
      promotion: cart.promotion,
      lines: cart.items,
      firstMonthFreeSkuId: options.firstMonthFreeSkuId,
      nowSeconds: options.nowSeconds,
    }),
    tax: options.tax,
    shipping: options.shipping,
    wallet: cart.wallet_discount,
  });
}

/** The 'First Month Free' amount shown on one line of the cart (000 §2), or 0. */
export function lineDealDiscount(
  cart: CartMoney,
  line: SelectableLine,
  firstMonthFreeSkuId: string | null | undefined,
): number {
  const discount = promotionDiscount({ promotion: cart.promotion, lines: cart.items, firstMonthFreeSkuId });
  if (discount === 0) return 0;
  return chargedLines(cart.items).find((l) => l.sku?.id === firstMonthFreeSkuId) === line ? discount : 0;
}

/** The server's answer when the order's total is not the one the shopper saw: nothing is charged. */
export const orderTotalChangedMessage = (total: string): string =>
  `Your order total has changed to ${total}. Please check the updated total and place your order again.`;

/**
 * What a placed order took off besides the wallet (the promotion): its subtotal, shipping and tax less what was
 * charged and the coins used. The confirmation shows it so its lines add up to the Total charged.
 */
export function placedOrderDiscount(order: {
  subtotal_amount: number;
  shipping_amount: number;
  tax: number;
  used_coins_amount: number;
  total_amount: number;
}): number {
  const off = cents(order.subtotal_amount) + cents(order.shipping_amount) + cents(order.tax) - cents(order.used_coins_amount) - cents(order.total_amount);
  return Math.max(0, off);
}
