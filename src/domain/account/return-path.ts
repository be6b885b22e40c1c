// 001 §2: after signing in the visitor comes back where they were, but only to a page of this shop;
// anything else (another site, '//host', '/\host', a scheme) would be an open redirect.
export const DEFAULT_RETURN_PATH = '/dashboard';

export function safeReturnPath(target: string | null | undefined, fallback: string = DEFAULT_RETURN_PATH): string {
  if (!target || !target.startsWith('/')) return fallback;
  const second = target.charAt(1);
  if (second === '/' || second === '\\') return fallback;
  // Control characters and whitespace inside a path are how browsers get tricked into another origin.
  if (/[\u0000-\u001f\u007f\s\\]/.test(target)) return fallback;
  return target;
}
