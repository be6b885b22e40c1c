import { createContext } from 'react';

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

/**
 * The first page's data as the server rendered it into the HTML (the first screen painted before any script):
 * the loaders of that page start from these answers, so the page hydrates with the very markup the server sent
 * and asks nothing again. Each answer serves its loader's first mount only; a retry or a later visit asks anew.
 * On the server the render reads the same map, filled before rendering.
 */
export type GivenAnswers = Map<string, unknown>;

export const GivenAnswersContext = createContext<GivenAnswers | null>(null);

/** The id of the page's `<script type="application/json">` block holding the given answers (never executed). */
export const GIVEN_ANSWERS_ELEMENT_ID = 'first-page-data';

/** The given answers as JSON safe inside a `<script>` element: no `<` can close it early. */
export function givenAnswersJson(answers: GivenAnswers): string {
  return JSON.stringify(Object.fromEntries(answers)).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The answers a server-rendered page carries; an empty map for a page without them (or with a damaged block). */
export function readGivenAnswers(doc: Pick<Document, 'getElementById'>): GivenAnswers {
  const text = doc.getElementById(GIVEN_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    return new Map();
  }
}
