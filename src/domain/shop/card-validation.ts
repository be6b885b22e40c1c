// The payment card as the shopper types it; the server still decides whether it is accepted.

export type CardField = 'number' | 'expiry' | 'cvc';

export interface CardEntry {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name?: string;
}

// The card texts are not in the spec.
export const CARD_MESSAGES = {
  number: 'Card number is not valid',
  expiry: 'Expiry must be MM/YY',
  expired: 'This card has expired',
  cvc: 'CVC is not valid',
} as const;

/** Today's month on the shopper's calendar, from the clock the application reads. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/**
 * Reads number, MM/YY expiry and CVC. A card is good through the last day of its expiry month, so 11/26 is
 * accepted all of November 2026 and refused from December.
 */
export function validateCard(
  form: { number: string; expiry: string; cvc: string; name?: string },
  today: CalendarMonth,
): { ok: true; card: CardEntry } | { ok: false; errors: Partial<Record<CardField, string>> } {
  const errors: Partial<Record<CardField, string>> = {};
  const number = form.number.replace(/[\s-]+/g, '');
  if (!/^\d{13,19}$/.test(number)) errors.number = CARD_MESSAGES.number;
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = CARD_MESSAGES.expiry;
  else if (year < today.year || (year === today.year && month < today.month)) errors.expiry = CARD_MESSAGES.expired;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    card: { number, exp_month: month, exp_year: year, cvc: form.cvc.trim(), ...(form.name ? { name: form.name } : {}) },
  };
}
