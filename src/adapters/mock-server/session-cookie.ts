// The session travels in an httpOnly cookie so page script never reads the token (issue 3).

export const SESSION_COOKIE = 'pawprint_session';
const MAX_AGE_SECONDS = 7 * 24 * 3600;

/** The session token in a Cookie header, or null. */
export function sessionFromCookie(header: string | string[] | undefined): string | null {
  const text = Array.isArray(header) ? header.join('; ') : header ?? '';
  for (const part of text.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return value ? decodeURIComponent(value) : null;
    }
  }
  return null;
}

/** Set-Cookie for a new token, or one that clears the cookie when the token is null. */
export function sessionCookie(token: string | null): string {
  const attributes = 'HttpOnly; SameSite=Lax; Path=/';
  return token
    ? `${SESSION_COOKIE}=${encodeURIComponent(token)}; ${attributes}; Max-Age=${MAX_AGE_SECONDS}`
    : `${SESSION_COOKIE}=; ${attributes}; Max-Age=0`;
}
