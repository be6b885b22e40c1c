// Sends sealed batches to the ingest one at a time and in order. A batch leaves the queue only
// when the ingest acknowledged it, so whatever is in the queue is exactly what the main thread
// must keep for the next start. 401 holds the queue until a new token arrives; other failures
// are retried with a growing delay (capped) for as long as the page lives: when the attempts run out the
// sender says so once and goes on; only more unsent bytes than the cap stop it.
import { gzipSync } from './gzip';
import type { EncodedBatch } from './worker-messages';
import {
  ATTEMPT_GAP,
  CONNECTION_ATTEMPTS,
  batchUrl,
  failureReason,
  hasAttemptsLeft,
  retryDelay,
  UNSENT_BYTES_CAP,
  unsentCapReason,
  sendOutcome,
  sendWithKeepalive,
  shouldCompress,
} from './send-policy';

export type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'status'> & { body?: Response['body'] }>;

export interface BatchSenderOptions {
  ingestPoint: string;
  token: string;
  compressionThreshold: number;
  fetch: FetchLike;
  /** The ingest answered 401: the tracker must start again for a new token. */
  onUnauthorised: () => void;
  /** Sending cannot go on (more unsent bytes than the cap): the recording must stop. */
  onFailure: (reason: string) => void;
  /** The attempts at one batch ran out (the specification's text); the sender keeps trying. */
  onStruggling?: (reason: string) => void;
  /** Unsent bytes that stop the sender (default UNSENT_BYTES_CAP). */
  unsentCap?: number;
  /** The batches not yet acknowledged, after every change. */
  onQueueChange: (unacknowledged: EncodedBatch[]) => void;
  attempts?: number;
  attemptGap?: number;
  gzip?: (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>;
}


interface Queued {
  batch: EncodedBatch;
  /** The body as sent, gzipped once and reused by the retries. */
  body?: Uint8Array;
  compressed?: boolean;
}

export class BatchSender {
  readonly #queue: Queued[] = [];
  #token: string;
  #busy = false;
  /** Waiting for a new token after a 401. */
  #held = false;
  /** Gave up or stopped: nothing more is sent. */
  #closed = false;
  #failedAttempts = 0;
  #queuedBytes = 0;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #idleWaiters: (() => void)[] = [];

  constructor(private readonly options: BatchSenderOptions) {
    this.#token = options.token;
  }

  /** Batches not yet acknowledged, oldest first (the one in flight included). */
  get unacknowledged(): EncodedBatch[] {
    return this.#queue.map((q) => q.batch);
  }

  /** Queues batches behind the ones already waiting (once closed, only to be reported as unsent). */
  push(...batches: EncodedBatch[]): void {
    if (batches.length === 0) return;
    for (const batch of batches) {
      this.#queue.push({ batch });
      this.#queuedBytes += batch.bytes.length;
    }
    this.options.onQueueChange(this.unacknowledged);
    if (!this.#closed && this.#queuedBytes > (this.options.unsentCap ?? UNSENT_BYTES_CAP)) {
      this.close();
      this.options.onFailure(unsentCapReason(this.options.unsentCap ?? UNSENT_BYTES_CAP));
      return;
    }
    this.#pump();
  }

  /** A new token after a restart: the held batch goes again, with fresh attempts. */
  setToken(token: string): void {
    this.#token = token;
    if (!this.#held) return;
    this.#held = false;
    this.#failedAttempts = 0;
    this.#pump();
  }

  /** Stops sending; the unacknowledged batches stay readable for the offline buffer. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    this.#settleIdle();
  }

  /** Resolves when the queue is empty, or sending cannot go on (held, closed). */
  whenSettled(): Promise<void> {
    if (this.#settled()) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  #settled(): boolean {
    return this.#queue.length === 0 || this.#held || this.#closed;
  }

  #settleIdle(): void {
    if (!this.#settled()) return;
    const waiters = this.#idleWaiters;
    this.#idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  #pump(): void {
    if (this.#busy || this.#held || this.#closed || this.#queue.length === 0) return;
    this.#busy = true;
    void this.#sendHead();
  }

  async #sendHead(): Promise<void> {
    const head = this.#queue[0];
    if (head.body === undefined) {
      head.compressed = false;
      head.body = head.batch.bytes;
      if (shouldCompress(head.batch.bytes.length, this.options.compressionThreshold)) {
        try {
          head.body = await (this.options.gzip ?? gzipSync)(head.batch.bytes);
          head.compressed = true;
        } catch {
          // The compressor could not load (a network hiccup): the batch goes as it is, which the ingest also reads.
        }
      }
    }
    // A batch of a past session (from the offline buffer) goes with that session's token, never this one's.
    const own = head.batch.token === undefined;
    const headers: Record<string, string> = { Authorization: `Bearer ${head.batch.token ?? this.#token}` };
    if (head.compressed) headers['Content-Encoding'] = 'gzip';
    let status: number | null = null;
    try {
      const response = await this.options.fetch(batchUrl(this.options.ingestPoint, head.batch.pageNo, head.batch.batchNum), {
        method: 'POST',
        headers,
        body: head.body as BodyInit,
        keepalive: sendWithKeepalive(head.body.length),
      });
      status = response.status;
      // The answer's body means nothing to the agent; release the connection.
      void response.body?.cancel().catch(() => {});
    } catch {
      // A network error is one more failed attempt.
    }
    this.#busy = false;
    if (this.#closed) return;
    const outcome = status === null ? 'retry' : sendOutcome(status);
    // A past session's batch its ingest no longer takes (its token expired) cannot be renewed: it is dropped.
    if (outcome === 'acknowledged' || (outcome === 'unauthorised' && !own)) {
      this.#queuedBytes -= this.#queue.shift()!.batch.bytes.length;
      this.#failedAttempts = 0;
      this.options.onQueueChange(this.unacknowledged);
      this.#settleIdle();
      this.#pump();
      return;
    }
    if (outcome === 'unauthorised') {
      this.#held = true;
      this.#settleIdle();
      this.options.onUnauthorised();
      return;
    }
    this.#failedAttempts++;
    const attempts = this.options.attempts ?? CONNECTION_ATTEMPTS;
    if (this.#failedAttempts === attempts && !hasAttemptsLeft(this.#failedAttempts, attempts)) {
      this.options.onStruggling?.(failureReason(attempts));
    }
    this.#busy = true;
    this.#retryTimer = setTimeout(() => {
      this.#busy = false;
      this.#pump();
    }, retryDelay(this.#failedAttempts, this.options.attemptGap ?? ATTEMPT_GAP));
  }
}
