// The local test payment processor: the stand-in for a card processor such as Stripe, served by `npm start` under
// /payments (payments-handler.ts) and inside the page in the in-browser mode. The browser sends it the card; it
// answers a one-time token that stands for the card, and the shop's API only ever sees that token. Its tokens
// hold brand, last four digits, expiry and the test card's outcome, never the number or the CVC.
import { randomHex } from '../crypto/random-hex';

export type CardOutcome = 'succeeds' | 'declined' | 'insufficient_funds';

/** The test cards, as Stripe's test mode names them; any other number is refused as incorrect. */
export const TEST_CARDS: Readonly<Record<string, { brand: string; outcome: CardOutcome }>> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeeds' },
  '4000000000000002': { brand: 'visa', outcome: 'declined' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
};

// What the processor answers, in the words card processors use (the spec has no payment texts).
export const PROCESSOR_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiry: "Your card's expiration date is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  unknownToken: 'This card could not be found. Please enter it again.',
  usedToken: 'This card was already used. Please enter it again.',
} as const;

export interface CardSubmission {
  number?: unknown;
  exp_month?: unknown;
  exp_year?: unknown;
  cvc?: unknown;
  name?: unknown;
}

export interface TokenCard { brand: string; last4: string; exp_month: number; exp_year: number; name: string | null }
export type TokenAnswer = { ok: true; id: string; card: TokenCard } | { ok: false; message: string };

const TOKENS = 'processorTokens';

/** What the processor keeps for a token: the card's details and outcome, never its number or CVC. */
type TokenRecord = TokenCard & { id: string; userId: null; outcome: CardOutcome; used: boolean; createdAt: number };

/**
 * Where the processor keeps its tokens: a store of named record lists, one of them its own. The local server hands
 * it the shop's saved state, so a token outlives a restart as the shop's records do.
 */
export interface TokenHolder { records: { [collection: string]: unknown[] } }

const tokensIn = (holder: TokenHolder): TokenRecord[] => (holder.records[TOKENS] ??= []) as TokenRecord[];

/** Expired when the card's month is before this month (a card runs to the end of its month), in UTC. */
function expired(month: number, year: number, nowMs: number): boolean {
  const now = new Date(nowMs);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** Checks a card as a processor does and, when it is a test card, keeps a token for it. */
export function tokenizeCard(holder: TokenHolder, card: CardSubmission, nowMs: number): TokenAnswer {
  const number = String(card.number ?? '').replace(/[\s-]/g, '');
  const test = TEST_CARDS[number];
  if (!test) return { ok: false, message: PROCESSOR_MESSAGES.incorrectNumber };
  const month = Number(card.exp_month);
  const rawYear = Number(card.exp_year);
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return { ok: false, message: PROCESSOR_MESSAGES.invalidExpiry };
  if (expired(month, year, nowMs)) return { ok: false, message: PROCESSOR_MESSAGES.expired };
  if (!/^\d{3,4}$/.test(String(card.cvc ?? ''))) return { ok: false, message: PROCESSOR_MESSAGES.invalidCvc };
  const id = `tok_${randomHex(12)}`;
  const name = typeof card.name === 'string' && card.name.trim() ? card.name.trim().slice(0, 100) : null;
  const details: TokenCard = { brand: test.brand, last4: number.slice(-4), exp_month: month, exp_year: year, name };
  tokensIn(holder).push({ id, userId: null, ...details, outcome: test.outcome, used: false, createdAt: nowMs });
  return { ok: true, id, card: details };
}

export type ChargeAnswer = { ok: true; card: TokenCard } | { ok: false; message: string };

/**
 * Uses a token once: to charge an order or a gift, or to keep the card (saveNewPaymentMethod). The test card's
 * outcome decides; an unknown or spent token is refused.
 */
export function useToken(holder: TokenHolder, token: unknown): ChargeAnswer {
  const record = tokensIn(holder).find((t) => t.id === token);
  if (!record) return { ok: false, message: PROCESSOR_MESSAGES.unknownToken };
  if (record.used) return { ok: false, message: PROCESSOR_MESSAGES.usedToken };
  if (record.outcome === 'declined') return { ok: false, message: PROCESSOR_MESSAGES.declined };
  if (record.outcome === 'insufficient_funds') return { ok: false, message: PROCESSOR_MESSAGES.insufficientFunds };
  record.used = true;
  const { brand, last4, exp_month, exp_year, name } = record;
  return { ok: true, card: { brand, last4, exp_month, exp_year, name: name ?? null } };
}

/** The processor as the shop's API spends its tokens (the API's CardCharges port), over the holder's tokens. */
export const cardChargesIn = (holder: TokenHolder) => ({ useToken: (token: unknown): ChargeAnswer => useToken(holder, token) });

/** Tokens older than a day are dropped (a token is for the purchase at hand). */
export function dropStaleTokens(holder: TokenHolder, nowMs: number): void {
  if (holder.records[TOKENS]) holder.records[TOKENS] = tokensIn(holder).filter((t) => Number(t.createdAt) > nowMs - 86_400_000);
}
