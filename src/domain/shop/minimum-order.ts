import { formatCents } from './money';
import { minimumOrderMessage } from '../messages';
import type { CartItem, Role } from './entities';
import { isGoodItem } from './cart-panel-order';
import { isRetailer } from './roles';

export const RETAIL_MINIMUM_ORDER_CENTS = 20000;

export interface MinimumOrderLine {
  quantity: number;
  unitAmount: number;
  isGood: boolean;
}

const num = (n: number): number => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

export function goodsTotal(lines: MinimumOrderLine[]): number {
  return lines.filter((l) => l.isGood).reduce((sum, l) => sum + num(l.quantity) * num(l.unitAmount), 0);
}

// 000 §5: goods total below the minimum blocks the retail checkout; new users are exempt.
export function checkMinimumOrder(input: {
  lines: MinimumOrderLine[];
  isNewUser: boolean;
  storeName: string;
  minimumCents?: number;
}): { ok: true } | { ok: false; message: string } {
  if (input.isNewUser) return { ok: true };
  const minimum = input.minimumCents ?? RETAIL_MINIMUM_ORDER_CENTS;
  if (goodsTotal(input.lines ?? []) >= minimum) return { ok: true };
  return { ok: false, message: minimumOrderMessage(formatCents(minimum), input.storeName) };
}

export interface RetailOrderLine {
  type: string;
  selected?: boolean | null;
  quantity: number;
  sku?: { storeId?: string | null; unit_amount: number; type?: string | null; product?: { type?: string | null } | null } | null;
}

/**
 * 000 §5 for a whole cart: a retailer's selected goods from the retail store must reach the minimum (new users
 * exempt). The cart's Checkout button, the checkout page and the server's order all ask this one rule.
 */
export function retailMinimumOrder(input: {
  roles: Pick<Role, 'id' | 'name'>[] | null | undefined;
  isNewUser: boolean;
  items: readonly RetailOrderLine[];
  retailStoreId: string | null | undefined;
  storeName: string | null | undefined;
}): { ok: true } | { ok: false; message: string } {
  if (!isRetailer(input.roles) || !input.retailStoreId) return { ok: true };
  const lines = input.items.filter(
    (item) => item.selected === true && isGoodItem(item as CartItem) && item.sku?.storeId === input.retailStoreId,
  );
  if (lines.length === 0) return { ok: true };
  return checkMinimumOrder({
    lines: lines.map((item) => ({ quantity: item.quantity, unitAmount: item.sku?.unit_amount ?? 0, isGood: true })),
    isNewUser: input.isNewUser,
    storeName: input.storeName || 'the retail store',
  });
}
