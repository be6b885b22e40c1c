// Session tokens: the session and project, signed with the ingest's secret (HMAC-SHA256),
// so a token survives a restart (the secret is kept beside the sessions) and cannot be forged.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  sessionID: string;
  projectID: number;
  /** When the token was signed, ms (0 for a token without a date). */
  issuedAt?: number;
}

/** True when a genuine token is too old to send batches with (or dated in the future): the agent must renew it. */
export const tokenExpired = (claims: TokenClaims, now: number, ttlMs: number): boolean => {
  const issued = claims.issuedAt ?? 0;
  return now - issued > ttlMs || issued - now > 60_000;
};

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

export function signToken(claims: TokenClaims, secret: Uint8Array, issuedAt: number): string {
  const payload = b64(JSON.stringify({ s: claims.sessionID, p: claims.projectID, t: issuedAt }));
  const signature = b64(createHmac('sha256', secret).update(payload).digest());
  return `${payload}.${signature}`;
}

/** The claims of a token this ingest signed, or null. */
export function verifyToken(token: string, secret: Uint8Array): TokenClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof value?.s === 'string' && typeof value?.p === 'number') {
      return { sessionID: value.s, projectID: value.p, issuedAt: typeof value.t === 'number' ? value.t : 0 };
    }
  } catch {
    // signed but unreadable cannot happen with our own tokens
  }
  return null;
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
