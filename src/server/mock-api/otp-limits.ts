// How far one-time codes can be tried and asked for. A code takes a few wrong guesses and is then void; a
// client that keeps getting one address's codes wrong is locked out of that address for a while (only that
// client: the lockout cannot be aimed at the address's owner); and an address gets only a few codes per
// window. The counts live in the store, so a restart does not reset them.
import type { ShopState } from './shop-state';
import { fail } from './resolver-context';

export const OTP_LIMITS = {
  /** Wrong guesses one code takes before it is void. */
  attemptsPerCode: 5,
  /** Wrong guesses one client makes for one address within the window before that client is locked out of it. */
  failuresPerAddress: 10,
  /** Codes one client may have sent to one address within the window. */
  requestsPerAddress: 5,
  /** Codes one address may be sent within the window, whoever asks (so its inbox cannot be flooded). */
  requestsPerAddressTotal: 30,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
} as const;

export const CODE_USED_UP = 'Too many wrong codes. Please request a new code.';
export const ADDRESS_LOCKED = 'Too many wrong codes for this address. Please try again in 15 minutes.';
export const TOO_MANY_CODES = 'Too many codes requested for this address. Please try again in 15 minutes.';

export interface OtpGuardRecord { to: string; failures: number[]; requests: number[]; lockedUntil: number | null }

function guardOf(state: ShopState, to: string, now: number): OtpGuardRecord {
  const guards = (state.otpGuards ??= []);
  let guard = guards.find((g) => g.to === to);
  if (!guard) {
    guard = { to, failures: [], requests: [], lockedUntil: null };
    guards.push(guard);
  }
  const since = now - OTP_LIMITS.windowMs;
  guard.failures = guard.failures.filter((t) => t > since);
  guard.requests = guard.requests.filter((t) => t > since);
  if (guard.lockedUntil !== null && guard.lockedUntil <= now) guard.lockedUntil = null;
  // Guards with nothing left to remember go, so the list does not grow with every address ever tried.
  state.otpGuards = guards.filter((g) => g === guard || g.failures.length || g.requests.length || g.lockedUntil !== null);
  return guard;
}

/** Failures and lockouts are kept per client and address together. */
const guessKey = (client: string, to: string): string => `${to} via ${client}`;

/** Refuses a code request past the client's allowance for the address, or the address's; otherwise counts it. */
export function countCodeRequest(state: ShopState, client: string, to: string, now: number): void {
  const mine = guardOf(state, guessKey(client, to), now);
  if (mine.lockedUntil !== null) fail(ADDRESS_LOCKED);
  if (mine.requests.length >= OTP_LIMITS.requestsPerAddress) fail(TOO_MANY_CODES);
  const all = guardOf(state, to, now);
  if (all.requests.length >= OTP_LIMITS.requestsPerAddressTotal) fail(TOO_MANY_CODES);
  // Counted in this order: each guardOf drops guards with nothing to remember, and `all` now has something.
  all.requests.push(now);
  guardOf(state, guessKey(client, to), now).requests.push(now);
}

/** Refuses any guess from a client locked out of the address. */
export function assertNotLocked(state: ShopState, client: string, to: string, now: number): void {
  if (guardOf(state, guessKey(client, to), now).lockedUntil !== null) fail(ADDRESS_LOCKED);
}

/** Counts a client's wrong guess; true when the client is now locked out of the address. */
export function countFailure(state: ShopState, client: string, to: string, now: number): boolean {
  const guard = guardOf(state, guessKey(client, to), now);
  guard.failures.push(now);
  if (guard.failures.length >= OTP_LIMITS.failuresPerAddress) guard.lockedUntil = now + OTP_LIMITS.lockMs;
  return guard.lockedUntil !== null;
}

export function clearFailures(state: ShopState, client: string, to: string, now: number): void {
  guardOf(state, guessKey(client, to), now).failures = [];
}
