// Signed-in owners: an unguessable token in an HttpOnly, SameSite=Strict cookie, kept in memory
// with its owner and an expiry. A restart signs every owner out, which costs them one sign-in.
import { randomBytes } from 'node:crypto';
import type { Owner } from './owner-accounts';

export const OWNER_COOKIE = 'pawprint_owner';
export const OWNER_SESSION_MS = 12 * 60 * 60 * 1000;
const TOKEN = /^[0-9a-f]{64}$/;

export class OwnerSessions {
  private readonly sessions = new Map<string, { owner: Owner; expires: number }>();

  open(owner: Owner, now: number): string {
    const token = randomBytes(32).toString('hex');
    this.sessions.set(token, { owner, expires: now + OWNER_SESSION_MS });
    return token;
  }

  ownerOf(token: string | null, now: number): Owner | null {
    if (!token) return null;
    const session = this.sessions.get(token);
    if (!session) return null;
    if (session.expires <= now) {
      this.sessions.delete(token);
      return null;
    }
    return session.owner;
  }

  close(token: string | null): void {
    if (token) this.sessions.delete(token);
  }
}

/** The owner token in a Cookie header, or null when there is none or it is not one we could have set. */
export function ownerToken(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === OWNER_COOKIE) return TOKEN.test(value) ? value : null;
  }
  return null;
}

/** Set-Cookie for a signed-in owner, or one that clears the cookie. */
export function ownerCookie(token: string | null, secure: boolean): string {
  const attributes = `HttpOnly; SameSite=Strict; Path=/${secure ? '; Secure' : ''}`;
  return token ? `${OWNER_COOKIE}=${token}; ${attributes}; Max-Age=${OWNER_SESSION_MS / 1000}` : `${OWNER_COOKIE}=; ${attributes}; Max-Age=0`;
}
