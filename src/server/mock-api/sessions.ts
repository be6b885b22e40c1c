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

/** Issues a six-digit code and prints it to the server log (dev log-in). */
export function issueOtp(ctx: ResolverContext, to: string, channel: string): void {
  const target = otpTarget(to);
  countCodeRequest(ctx.state, target, ctx.now());
  const code = String(100000 + (parseInt(randomHex(4), 16) % 900000));
  ctx.state.otps = ctx.state.otps.filter((o) => o.to !== target && o.expiresAt > ctx.now());
  ctx.state.otps.push({ to: target, code, expiresAt: ctx.now() + OTP_TTL_MS });
  ctx.changed();
  ctx.log(`OTP for ${target} by ${channel}: ${code}`);
}

/**
 * Consumes a matching, unexpired code; false for a wrong one. A code is void after a few wrong guesses and an
 * address locked after more (otp-limits.ts): those refusals say so instead of answering false.
 */
export function consumeOtp(ctx: ResolverContext, to: string, code: string): boolean {
  const target = otpTarget(String(to ?? ''));
  const now = ctx.now();
  assertNotLocked(ctx.state, target, now);
  const pending = ctx.state.otps.find((o) => o.to === target && o.expiresAt > now);
  ctx.changed();
  if (pending && pending.code === String(code ?? '').trim()) {
    ctx.state.otps = ctx.state.otps.filter((o) => o !== pending);
    clearFailures(ctx.state, target, now);
    return true;
  }
  const locked = countFailure(ctx.state, target, now);
  if (pending) {
    pending.attempts = (pending.attempts ?? 0) + 1;
    if (pending.attempts >= OTP_LIMITS.attemptsPerCode || locked) {
      ctx.state.otps = ctx.state.otps.filter((o) => o !== pending);
      if (!locked) fail(CODE_USED_UP);
    }
  }
  if (locked) fail(ADDRESS_LOCKED);
  return false;
}
