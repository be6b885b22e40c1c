import { formatCents } from './money';
import { minimumOrderMessage } from './messages';

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
