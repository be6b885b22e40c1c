// How far one-time codes can be tried and asked for. A code takes a few wrong guesses and is then void; an
// address that keeps getting codes wrong is locked for a while; and an address gets only a few codes per
// window. The counts live in the store, so a restart does not reset them.
import type { ShopState } from './shop-state';
import { fail } from './resolver-context';

export const OTP_LIMITS = {
  /** Wrong guesses one code takes before it is void. */
  attemptsPerCode: 5,
  /** Wrong guesses for one address within the window before it is locked. */
  failuresPerAddress: 10,
  /** Codes one address may be sent within the window. */
  requestsPerAddress: 5,
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

/** Refuses a code request past the address's allowance; otherwise counts it. */
export function countCodeRequest(state: ShopState, to: string, now: number): void {
  const guard = guardOf(state, to, now);
  if (guard.lockedUntil !== null) fail(ADDRESS_LOCKED);
  if (guard.requests.length >= OTP_LIMITS.requestsPerAddress) fail(TOO_MANY_CODES);
  guard.requests.push(now);
}

/** Refuses any guess for a locked address. */
export function assertNotLocked(state: ShopState, to: string, now: number): void {
  if (guardOf(state, to, now).lockedUntil !== null) fail(ADDRESS_LOCKED);
}

/** Counts a wrong guess; true when the address is now locked. */
export function countFailure(state: ShopState, to: string, now: number): boolean {
  const guard = guardOf(state, to, now);
  guard.failures.push(now);
  if (guard.failures.length >= OTP_LIMITS.failuresPerAddress) guard.lockedUntil = now + OTP_LIMITS.lockMs;
  return guard.lockedUntil !== null;
}

export function clearFailures(state: ShopState, to: string, now: number): void {
  guardOf(state, to, now).failures = [];
}
