// The transport's rules, apart from the timers and fetch that carry them out: where a batch
// goes, when it is gzipped or sent with keepalive, how long to wait before the next attempt
// and when to give up.
import { DEFAULT_COMPRESSION_THRESHOLD, KEEPALIVE_LIMIT } from '../../protocol/wire-format';

/** Attempts at one batch before the worker gives up and the tracker stops. */
export const CONNECTION_ATTEMPTS = 10;
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

/** Wait before the next attempt after `failedAttempts` attempts failed: 250 ms, 500 ms, 750 ms, … */
export function retryDelay(failedAttempts: number, gap = ATTEMPT_GAP): number {
  return gap * failedAttempts;
}

export function hasAttemptsLeft(failedAttempts: number, attempts = CONNECTION_ATTEMPTS): boolean {
  return failedAttempts < attempts;
}

/** The failure the tracker stops with (the specification's words). */
export function failureReason(attempts: number): string {
  return `Failed to send batch after ${attempts} attempts`;
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

/** A number the start reply may or may not carry; anything not a positive number keeps the default. */
export function positiveOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && value > 0 && Number.isFinite(value) ? value : fallback;
}
