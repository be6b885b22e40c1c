// An order's money as the customer reads it back (001 §3 Order): computed once, here, for the orders page, the
// mock server's seed and its placed orders. An order line keeps the SKU's price parts as charged — the list
// unit_amount with its discount_amount or discount_perc — so its amount is the cart line's rule: quantity × the
// price with discount (000 §2), discount_amount winning over discount_perc.
import { discountedUnitAmount } from '../shop/money';
import type { OrderItem } from './account-entities';

type OrderItemMoney = Pick<OrderItem, 'unit_amount' | 'quantity' | 'discount_amount' | 'discount_perc'>;

const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** What one order line cost: quantity × the unit price with its discount. */
export const orderLineAmount = (item: OrderItemMoney): number => count(item.quantity) * discountedUnitAmount(item);

/** The goods of an order: the sum of its lines, which is its subtotal. */
export const orderSubtotal = (items: readonly OrderItemMoney[]): number => items.reduce((sum, item) => sum + orderLineAmount(item), 0);
