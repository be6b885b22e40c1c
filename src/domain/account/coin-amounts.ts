// Wallet coins are cents (1 coin = 1 cent, 000 §1 amounts in minor units). Moving pending coins into the wallet
// (transferCoins) and asking for a cash-out (withdrawCoinsRequest) take a whole number of cents, above zero and
// no more than there is; the dashboard and the mock server check it with this one rule.
import { formatCents } from '../shop/money';

export type CoinAction = 'transfer' | 'withdraw';

const WHAT_THERE_IS: Record<CoinAction, string> = {
  transfer: 'pending',
  withdraw: 'in your wallet',
};

/** Dollars as a person types them ('12', '12.5', '$1,200.50') in cents, or null when it is not an amount of money. */
export function dollarsToCents(typed: string): number | null {
  const compact = typed.replace(/[\s$,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  const [whole, fraction = ''] = compact.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Why this amount of coins cannot be moved, or null when it can. */
export function coinAmountProblem(action: CoinAction, cents: number | null, available: number): string | null {
  if (cents === null || !Number.isSafeInteger(cents)) return 'Please enter an amount in dollars, for example 12.50.';
  if (cents <= 0) return 'Please enter an amount above $0.00.';
  if (cents > available) return `You have ${formatCents(available)} ${WHAT_THERE_IS[action]}.`;
  return null;
}
