// Loads a session's batches as they stream from the ingest, so the player shows the first frame
// once the first batch is in and the rest arrives under it. Batches are decoded and handed over in
// short slices with the page free between them (the player paints and plays meanwhile). A read that
// breaks off keeps what arrived and goes on from the next stored batch (`?from=`), tried again after
// a growing delay or at once when the owner asks.
import { decodeBatch } from '../protocol/decoder';
import type { Message } from '../protocol/messages';
import { answer, INGEST_API } from './session-source';

export interface BatchSink {
  /** Decoded batches, in recording order, as they arrive. */
  batches(batches: Message[][]): void;
  /** The read broke off: what arrived is kept; it is tried again in `retryInMs`, or only when asked (null). */
  failed(reason: string, retryInMs: number | null): void;
  /** Every stored batch is in. */
  done(): void;
}

/** Delays before trying a broken read again: growing, then every 30 s. */
export const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];
/** Decoding hands over batches and lets the page paint at least this often (ms). */
const SLICE_MS = 12;

export interface LoaderOptions {
  fetchFn?: typeof fetch;
  /** Frees the page between slices (a task, so painting and playing get their turn). */
  yieldToPage?: () => Promise<void>;
  /** Waits `ms` before trying again; resolves early when the owner asks to try now. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Splits the batches body, (u32 LE length, bytes)*, into batches as its chunks arrive. */
export class BatchFrames {
  private pending = new Uint8Array(0);

  push(chunk: Uint8Array): Uint8Array[] {
    const bytes = this.pending.length ? concat(this.pending, chunk) : chunk;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const frames: Uint8Array[] = [];
    let pos = 0;
    while (pos + 4 <= bytes.length) {
      const length = view.getUint32(pos, true);
      if (pos + 4 + length > bytes.length) break;
      frames.push(bytes.subarray(pos + 4, pos + 4 + length));
      pos += 4 + length;
    }
    // the rest waits for the next chunk (copied: the chunk's buffer may be reused)
    this.pending = bytes.slice(pos);
    return frames;
  }

  /** Bytes of a batch whose end has not arrived. */
  get partial(): number {
    return this.pending.length;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

const yieldByTask = (): Promise<void> =>
  typeof MessageChannel === 'undefined'
    ? new Promise((resolve) => setTimeout(resolve, 0))
    : new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      });

/** A refusal that trying again will not change (the session is gone, or not this owner's). */
class Refused extends Error {}

export class SessionLoader {
  /** Stored batches received, readable or not: where a new read goes on from. */
  received = 0;
  /** Stored batches this player could not decode (left out of the replay). */
  unreadable = 0;
  private stopped = false;
  private controller: AbortController | null = null;
  private wake: (() => void) | null = null;
  private readonly fetchFn: typeof fetch;
  private readonly yieldToPage: () => Promise<void>;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly sessionID: string, options: LoaderOptions = {}) {
    this.fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
    this.yieldToPage = options.yieldToPage ?? yieldByTask;
    this.now = options.now ?? (() => performance.now());
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** Reads every batch into `sink`, trying again after a broken read, until all are in or the loader stops. */
  async start(sink: BatchSink): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      const before = this.received;
      try {
        await this.read(sink);
        if (!this.stopped) sink.done();
        return;
      } catch (error) {
        if (this.stopped) return;
        // a read that brought batches counts as progress: the delays start over
        failures = this.received > before ? 1 : failures + 1;
        const delay = error instanceof Refused ? null : RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1];
        sink.failed(reasonOf(error), delay);
        await this.pause(delay);
      }
    }
  }

  /** Tries a broken read again now, without waiting out the delay. */
  retryNow(): void {
    this.wake?.();
  }

  stop(): void {
    this.stopped = true;
    this.controller?.abort();
    this.wake?.();
  }

  private pause(delay: number | null): Promise<void> {
    return new Promise<void>((resolve) => {
      this.wake = () => {
        this.wake = null;
        resolve();
      };
      if (delay !== null) void this.sleep(delay).then(() => this.wake?.());
    });
  }

  private async read(sink: BatchSink): Promise<void> {
    this.controller = new AbortController();
    const query = this.received > 0 ? `?from=${this.received}` : '';
    const response = await this.fetchFn(`${INGEST_API}/sessions/${encodeURIComponent(this.sessionID)}/batches${query}`, { signal: this.controller.signal });
    try {
      await answer(response);
    } catch (error) {
      const final = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
      throw final ? new Refused(reasonOf(error)) : error;
    }
    const frames = new BatchFrames();
    const chunks = response.body ? readerChunks(response.body) : wholeBody(response);
    let sliceStart = this.now();
    for await (const chunk of chunks) {
      const out: Message[][] = [];
      for (const frame of frames.push(chunk)) {
        if (this.stopped) return;
        this.received++;
        try {
          out.push(decodeBatch(frame));
        } catch {
          this.unreadable++;
        }
        if (this.now() - sliceStart >= SLICE_MS) {
          if (out.length) sink.batches(out.splice(0));
          await this.yieldToPage();
          sliceStart = this.now();
        }
      }
      if (out.length && !this.stopped) sink.batches(out);
    }
    if (frames.partial) throw new Error('the connection closed in the middle of a batch');
  }
}

async function* readerChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value?.length) yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

async function* wholeBody(response: Response): AsyncGenerator<Uint8Array> {
  yield new Uint8Array(await response.arrayBuffer());
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // a browser says only 'Failed to fetch' or 'network error': say it in the owner's words
  if (/failed to fetch/i.test(text)) return 'The ingest could not be reached';
  if (/network/i.test(text)) return 'The connection to the ingest was lost';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Where the player's batches come from: a loader, or one started before the player was there. */
export interface BatchSource {
  start(sink: BatchSink): Promise<void>;
  retryNow(): void;
  stop(): void;
  readonly unreadable: number;
}

/**
 * A loader started at once, while the session's details are still on their way: what it brings
 * before the player is there is kept and handed over, in order, when the player starts it.
 */
export class EarlyBatches implements BatchSource {
  private sink: BatchSink | null = null;
  private readonly kept: Message[][] = [];
  private failure: [string, number | null] | null = null;
  private finished = false;

  constructor(private readonly loader: SessionLoader) {
    void loader.start({
      batches: (batches) => {
        if (this.sink) this.sink.batches(batches);
        else {
          this.kept.push(...batches);
          this.failure = null;
        }
      },
      failed: (reason, retryInMs) => {
        if (this.sink) this.sink.failed(reason, retryInMs);
        else this.failure = [reason, retryInMs];
      },
      done: () => {
        if (this.sink) this.sink.done();
        else this.finished = true;
      },
    });
  }

  get unreadable(): number {
    return this.loader.unreadable;
  }

  async start(sink: BatchSink): Promise<void> {
    this.sink = sink;
    if (this.kept.length) sink.batches(this.kept.splice(0));
    if (this.failure) sink.failed(...this.failure);
    if (this.finished) sink.done();
  }

  retryNow(): void {
    this.loader.retryNow();
  }

  stop(): void {
    this.loader.stop();
  }
}
