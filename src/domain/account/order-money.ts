// An order's money as the customer reads it back (001 §3 Order): computed once, here, for the orders page, the
// mock server's seed and its placed orders. An order line keeps the SKU's price parts as charged — the list
// unit_amount with its discount_amount or discount_perc — so its amount is the cart line's rule: quantity × the
// price with discount (000 §2), discount_amount winning over discount_perc.
import { placedOrderDiscount } from '../shop/cart-totals';
import { discountedUnitAmount } from '../shop/money';
import type { OrderItem } from './account-entities';

type OrderItemMoney = Pick<OrderItem, 'unit_amount' | 'quantity' | 'discount_amount' | 'discount_perc'>;

const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** What one order line cost: quantity × the unit price with its discount. */
export const orderLineAmount = (item: OrderItemMoney): number => count(item.quantity) * discountedUnitAmount(item);

/** The goods of an order: the sum of its lines, which is its subtotal. */
export const orderSubtotal = (items: readonly OrderItemMoney[]): number => items.reduce((sum, item) => sum + orderLineAmount(item), 0);

/** An order as the orders page reads it: each row of money it shows. */
export interface OrderFigures {
  /** Each line's amount, in the order's item order. */
  lines: number[];
  subtotal: number;
  /** What a deal took off (First Month Free, a free item): what the server charged less than the other rows. */
  discount: number;
  shipping: number;
  tax: number;
  coins: number;
  total: number;
}

type OrderMoney = {
  items: readonly OrderItemMoney[];
  subtotal_amount?: number | null; shipping_amount?: number | null; tax?: number | null;
  used_coins_amount?: number | null; total_amount?: number | null;
};

const amount = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/**
 * The rows the orders page shows for an order, from what the server charged: the lines, its Subtotal, the deal's
 * discount, Shipping, Tax, the wallet's coins and the Total charged. Subtotal − discount + shipping + tax − coins is
 * the Total, so the rows always add up to the charge.
 */
export function orderFigures(order: OrderMoney): OrderFigures {
  const money = {
    subtotal_amount: amount(order.subtotal_amount), shipping_amount: amount(order.shipping_amount), tax: amount(order.tax),
    used_coins_amount: amount(order.used_coins_amount), total_amount: amount(order.total_amount),
  };
  return {
    lines: order.items.map(orderLineAmount),
    subtotal: money.subtotal_amount,
    discount: placedOrderDiscount(money),
    shipping: money.shipping_amount,
    tax: money.tax,
    coins: money.used_coins_amount,
    total: money.total_amount,
  };
}
