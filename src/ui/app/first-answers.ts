/**
 * The first page's data, asked for while the page's code is still on its way: the entry starts the request as soon
 * as the services exist, and the page's loader takes the answer instead of asking again. Each answer serves one
 * loader once, and only while the first page is showing; a retry, a later visit or another key asks anew. On a
 * phone every round trip saved is 150 ms or more.
 */
const waiting = new Map<string, { answer: Promise<unknown>; askedAt: number }>();

/** An answer not taken by then was for a page the visitor never saw: a later visit asks afresh. */
const KEPT_MS = 10_000;

/** Starts `load` now and keeps its answer for the first loader with `key`. */
export function askEarly<T>(key: string, load: () => Promise<T>, now = Date.now()): void {
  const answer = load();
  // Not taken yet is not unhandled: the loader that takes it shows the error.
  answer.catch(() => {});
  waiting.set(key, { answer, askedAt: now });
}

/** The early answer for `key`, once; null when none was asked for, it was taken, or it is too old. */
export function takeEarlyAnswer<T>(key: string, now = Date.now()): Promise<T> | null {
  const kept = waiting.get(key);
  if (!kept) return null;
  waiting.delete(key);
  return now - kept.askedAt <= KEPT_MS ? (kept.answer as Promise<T>) : null;
}
