// Server-side sessions. The token travels only in an httpOnly cookie; response bodies carry a placeholder.
import type { ShopState, UserRecord } from './shop-state';
import { fail, randomHex, sessionUser, type ResolverContext } from './resolver-context';
import { tokenHash } from './token-hash';
import { ADDRESS_LOCKED, assertNotLocked, clearFailures, CODE_USED_UP, countCodeRequest, countFailure, OTP_LIMITS } from './otp-limits';

export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
/** What access_token holds in response bodies, so page script never sees the real token. */
export const ACCESS_TOKEN_PLACEHOLDER = 'httponly-cookie';
export const OTP_TTL_MS = 10 * 60 * 1000;

export function startSession(ctx: ResolverContext, user: UserRecord): { access_token: string; user: UserRecord } {
  const now = ctx.now();
  ctx.state.sessions = ctx.state.sessions.filter((s) => s.expiresAt > now);
  const token = randomHex(32);
  // The store keeps only the token's hash; the token itself goes to the cookie.
  ctx.state.sessions.push({ token: tokenHash(token), userId: user.id, expiresAt: now + SESSION_TTL_MS });
  ctx.sessionToken = token;
  ctx.setSessionToken(token);
  ctx.changed();
  return { access_token: ACCESS_TOKEN_PLACEHOLDER, user };
}

export function endSession(state: ShopState, token: string | null | undefined): void {
  if (!token) return;
  const hash = tokenHash(token);
  state.sessions = state.sessions.filter((s) => s.token !== hash);
}

/** The session's user for the HTTP layer (GET /api/user), null when absent or expired. */
export { sessionUser };

export const otpTarget = (to: string): string => (to.includes('@') ? to.replace(/\s+/g, '').toLowerCase() : to.replace(/\s+/g, ''));

/** What the store keeps of a code: its hash, bound to the address it was sent to. */
const codeHashOf = (target: string, code: string): string => tokenHash(`${target}:${code}`);

/** Issues a six-digit code and prints it to the server log (dev log-in); the store keeps only its hash. */
export function issueOtp(ctx: ResolverContext, to: string, channel: string): void {
  const target = otpTarget(to);
  countCodeRequest(ctx.state, ctx.client, target, ctx.now());
  const code = String(100000 + (parseInt(randomHex(4), 16) % 900000));
  ctx.state.otps = ctx.state.otps.filter((o) => o.to !== target && o.expiresAt > ctx.now());
  ctx.state.otps.push({ to: target, codeHash: codeHashOf(target, code), expiresAt: ctx.now() + OTP_TTL_MS });
  ctx.changed();
  ctx.log(`OTP for ${target} by ${channel}: ${code}`);
}

/**
 * Consumes a matching, unexpired code; false for a wrong one. A client's wrong guesses of one code are
 * limited, and a client that keeps guessing wrong is locked out of the address (otp-limits.ts): those refusals
 * say so instead of answering false. Neither touches the code itself, so no one can void or lock out the
 * owner's code from elsewhere.
 */
export function consumeOtp(ctx: ResolverContext, to: string, code: string): boolean {
  const target = otpTarget(String(to ?? ''));
  const now = ctx.now();
  assertNotLocked(ctx.state, ctx.client, target, now);
  const pending = ctx.state.otps.find((o) => o.to === target && o.expiresAt > now);
  ctx.changed();
  const tries = pending?.attemptsBy?.[ctx.client] ?? 0;
  if (pending && tries >= OTP_LIMITS.attemptsPerCode) fail(CODE_USED_UP);
  if (pending && pending.codeHash === codeHashOf(target, String(code ?? '').trim())) {
    ctx.state.otps = ctx.state.otps.filter((o) => o !== pending);
    clearFailures(ctx.state, ctx.client, target, now);
    return true;
  }
  const locked = countFailure(ctx.state, ctx.client, target, now);
  if (locked) fail(ADDRESS_LOCKED);
  if (pending) {
    pending.attemptsBy = { ...pending.attemptsBy, [ctx.client]: tries + 1 };
    if (tries + 1 >= OTP_LIMITS.attemptsPerCode) fail(CODE_USED_UP);
  }
  return false;
}
