// The transport's rules, apart from the timers and fetch that carry them out: where a batch
// goes, when it is gzipped or sent with keepalive, how long to wait before the next attempt
// and when to give up.
import { DEFAULT_COMPRESSION_THRESHOLD, KEEPALIVE_LIMIT } from '../../protocol/wire-format';

/**
 * Attempts at one batch before the worker says it cannot get through (001 §9). It does not give up
 * then: an outage ends, and a page that stopped recording would lose everything after it, so it goes
 * on trying, at most every MAX_RETRY_DELAY, while the page lives and its unsent bytes fit UNSENT_BYTES_CAP.
 */
export const CONNECTION_ATTEMPTS = 10;
/** Longest wait between two attempts: an ingest back after an outage gets the batches within this. */
export const MAX_RETRY_DELAY = 5000;
/** Unacknowledged bytes the worker (and the offline buffer's local storage after it) may hold. */
export const UNSENT_BYTES_CAP = 3_000_000;
/** Retry delay step: the wait before attempt n+1 is this times n. */
export const ATTEMPT_GAP = 250;
/** The buffered batch is sealed and sent at least this often. */
export const FLUSH_INTERVAL = 10000;
/** A page hidden this long asks the tracker to restart (the session would otherwise be stale). */
export const RESTART_AFTER_HIDDEN = 1800000;

export type SendOutcome = 'acknowledged' | 'unauthorised' | 'retry';

/** What an ingest status means for the batch: 401 wants a new token, 400 and above another attempt. */
export function sendOutcome(status: number): SendOutcome {
  if (status === 401) return 'unauthorised';
  return status >= 400 ? 'retry' : 'acknowledged';
}

/** Wait before the next attempt after `failedAttempts` attempts failed: 250 ms, 500 ms, 750 ms, … up to 5000 ms. */
export function retryDelay(failedAttempts: number, gap = ATTEMPT_GAP): number {
  return Math.min(gap * failedAttempts, Math.max(gap, MAX_RETRY_DELAY));
}

export function hasAttemptsLeft(failedAttempts: number, attempts = CONNECTION_ATTEMPTS): boolean {
  return failedAttempts < attempts;
}

/** What the worker says when the attempts ran out (the specification's words); it keeps trying. */
export function failureReason(attempts: number): string {
  return `Failed to send batch after ${attempts} attempts`;
}

/** Why the recording stops when the ingest stays out of reach for too long. */
export function unsentCapReason(cap = UNSENT_BYTES_CAP): string {
  return `more than ${cap} bytes could not be sent`;
}

/** `{ingestPoint}/v1/web/i?batch={pageNo}_{batchNum}`: the page and batch number are the batch's identity. */
export function batchUrl(ingestPoint: string, pageNo: number, batchNum: number): string {
  return `${ingestPoint.replace(/\/+$/, '')}/v1/web/i?batch=${pageNo}_${batchNum}`;
}

export function shouldCompress(size: number, threshold = DEFAULT_COMPRESSION_THRESHOLD): boolean {
  return size > threshold;
}

export function sendWithKeepalive(size: number): boolean {
  return size < KEEPALIVE_LIMIT;
}

/** A number the start reply may or may not carry (the batch writer's own rule). */
export { positiveOr } from '../../protocol/wire-format';
