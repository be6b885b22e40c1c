import { FATAL_CLOSE_CODES, isCloseEventLike } from './close-codes';

// 001 §9: 5 retries; wait 1 s doubled each attempt plus 0.3 to 3 s random.
export const WS_RETRY_ATTEMPTS = 5;
export const WS_BASE_WAIT_MS = 1000;
export const WS_JITTER_MIN_MS = 300;
export const WS_JITTER_MAX_MS = 3000;

/** The wait before retry number `retries` (0 for the first retry): 1 s · 2^retries + 0.3–3 s. */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  const jitter = WS_JITTER_MIN_MS + random() * (WS_JITTER_MAX_MS - WS_JITTER_MIN_MS);
  return WS_BASE_WAIT_MS * 2 ** retries + jitter;
}

export interface RetryTimers {
  setTimeout(fn: () => void, ms: number): unknown;
}

/** graphql-ws `retryWait`: resolves after retryDelayMs(retries). */
export function createRetryWait(
  random: () => number = Math.random,
  timers: RetryTimers = globalThis,
): (retries: number) => Promise<void> {
  return (retries) => new Promise<void>((resolve) => void timers.setTimeout(resolve, retryDelayMs(retries, random)));
}

/** graphql-ws `shouldRetry`: close events retry unless their code is fatal; anything else is fatal. */
export function shouldRetry(errOrCloseEvent: unknown): boolean {
  if (isCloseEventLike(errOrCloseEvent)) return !FATAL_CLOSE_CODES.has(errOrCloseEvent.code);
  return false;
}
