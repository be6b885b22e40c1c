// 001 §3, §9: the agent's tab id (12 hex characters) and the page number kept per tab.
export const TAB_ID_LENGTH = 12;
export const PAGE_NUMBER_FALLBACK = 100500;

/** 12 hex characters from 6 random bytes (the caller supplies the randomness). */
export function tabIdFromBytes(bytes: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < TAB_ID_LENGTH / 2; i++) out += ((bytes[i] ?? 0) & 0xff).toString(16).padStart(2, '0');
  return out;
}

export function isTabId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{12}$/.test(value);
}

/**
 * The page number of this page load: one more than the tab's stored one; a stored value that cannot be
 * read (storage unavailable or garbled) gives the fallback, so pages of a broken tab stay recognisable.
 */
export function nextPageNumber(stored: string | null | undefined): number {
  if (stored === null || stored === undefined || stored === '') return 1;
  const n = Number(stored);
  if (!Number.isSafeInteger(n) || n < 0) return PAGE_NUMBER_FALLBACK;
  return n + 1;
}
