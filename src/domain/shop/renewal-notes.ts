// What a subscription will cost after today's order (a First Month Free membership is $0 today, then $22 every
// 4 weeks): said before Place order and on the confirmation, so nothing charged later comes as a surprise. The
// interval follows the spec's labels (000 §2 §9: names containing Yearly renew every year, all others every 4 weeks).
import type { CartItem } from './entities';
import { chargedLines } from './cart-totals';
import { lineAmount } from './line-amount';
import { formatCents } from './money';
import { recurringLabel } from './recurring-label';

const DAY_MS = 86_400_000;

export interface RenewalNote {
  name: string;
  /** Cents charged at each renewal: the line's price with its SKU discount, without the first-order deal. */
  amount: number;
  every: 'every year' | 'every 4 weeks';
  /** When the first renewal is charged (ms since the epoch). */
  nextChargeAt: number;
}

const dateText = (ms: number) => new Date(ms).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The renewals of the charged recurring lines of an order placed at `placedAt`. */
export function renewalNotes(items: readonly CartItem[], placedAt: number): RenewalNote[] {
  return chargedLines(items).flatMap((line): RenewalNote[] => {
    const sku = line.sku?.type === 'recurring' ? line.sku : line.items?.find((i) => i.sku?.type === 'recurring')?.sku;
    if (!sku) return [];
    const yearly = recurringLabel(sku.name) === '/1y';
    const name = line.type === 'bundle' ? line.name || line.description || sku.name : sku.name;
    return [{ name, amount: lineAmount(line), every: yearly ? 'every year' : 'every 4 weeks', nextChargeAt: placedAt + (yearly ? 365 : 28) * DAY_MS }];
  });
}

/** 'Wellness Membership: $22.00 every 4 weeks, first on Dec 25, 2026.' */
export const renewalText = (note: RenewalNote): string =>
  `${note.name}: ${formatCents(note.amount)} ${note.every}, first on ${dateText(note.nextChargeAt)}.`;
