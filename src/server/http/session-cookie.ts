// The session travels in an httpOnly cookie so page script never reads the token.

export const SESSION_COOKIE = 'pawprint_session';
const MAX_AGE_SECONDS = 7 * 24 * 3600;
const TOKEN = /^[0-9a-f]{16,128}$/;

/** The session token in a Cookie header; malformed when the cookie is there but is no token we could have set. */
export function readSessionCookie(header: string | string[] | undefined): { token: string | null; malformed: boolean } {
  const text = Array.isArray(header) ? header.join('; ') : header ?? '';
  for (const part of text.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      if (!value) return { token: null, malformed: false };
      let decoded: string;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        return { token: null, malformed: true };
      }
      return TOKEN.test(decoded) ? { token: decoded, malformed: false } : { token: null, malformed: true };
    }
  }
  return { token: null, malformed: false };
}

/** The session token in a Cookie header, or null (a malformed cookie is no session). */
export function sessionFromCookie(header: string | string[] | undefined): string | null {
  return readSessionCookie(header).token;
}

/** Set-Cookie for a new token, or one that clears the cookie when the token is null. */
export function sessionCookie(token: string | null): string {
  const attributes = 'HttpOnly; SameSite=Lax; Path=/';
  return token
    ? `${SESSION_COOKIE}=${encodeURIComponent(token)}; ${attributes}; Max-Age=${MAX_AGE_SECONDS}`
    : `${SESSION_COOKIE}=; ${attributes}; Max-Age=0`;
}
