// What must reach the ingest when the page goes away. The worker is ended with its document, so at
// `pagehide` the main thread sends, itself and with keepalive, the batches the worker reported unsent
// and the open batch it encodes from the chunks it kept since the worker's last report (exit-encoder,
// which the worker's script exports: the main thread imports that script as a module). A page unloaded for
// good takes its worker with it: the worker is told not to send the batch the page sent (`sentOpen`).
// Keepalive bodies share 64 KiB per page: what does not fit is left to the offline buffer.
import { batchUrl } from '../worker/send-policy';
import { workerScriptUrl } from '../worker/trusted-worker';
import { KEEPALIVE_LIMIT } from '../../protocol/wire-format';
import type { EncodedBatch, OpenBatch } from '../worker/worker-messages';
import type { MessageChunk } from '../transport/message-chunk';
import type { ExitItem } from './exit-encoder';

/** How long after recording resumes the worker's batch is sealed and sent (001 §9's flush is at most 10 s). */
export const SEAL_DELAY_MS = 1000;
/** Items kept for the exit at most; past it (a worker that stopped reporting) the tail is left to the worker. */
const MAX_KEPT_ITEMS = 4000;

export interface ExitPage {
  ingestPoint: string;
  token: string;
  pageNo: number;
  tabId: string;
  sizeLimit: number;
}

export interface Encoder {
  encodeOpenBatch: typeof import('./exit-encoder').encodeOpenBatch;
}

/** The worker's script, imported as a module on the main thread (a site's own worker script may lack the export). */
const fromWorkerScript = (): Promise<Encoder> => {
  const url = workerScriptUrl();
  return url === null ? Promise.reject(new Error('no worker')) : (import(/* @vite-ignore */ url) as Promise<Encoder>);
};

export class PageExit {
  #seq = 0;
  #items: ExitItem[] = [];
  #open: OpenBatch | null = null;
  #page: ExitPage | null = null;
  #encoder: Encoder | null = null;
  /** The worker's last report of sealed batches not yet acknowledged. */
  unsent: EncodedBatch[] = [];
  /** The last leave() encoded the open batch (one, as the worker has it open) and sent it. Set by leave() only. */
  declare sentOpen: boolean;

  /** `load` brings the encoder (by default from the worker's own script, which exports it), once recording runs. */
  readonly #load: () => Promise<Encoder>;

  constructor(load: () => Promise<Encoder> = fromWorkerScript) {
    this.#load = load;
  }

  /** A recording (re)starts: the next item's number, for the worker's start message. */
  begin(page: ExitPage): number {
    this.#page = page;
    this.#items = [];
    this.#open = null;
    this.unsent = [];
    if (this.#encoder === null) {
      this.#load().then(
        (m) => (this.#encoder = typeof m.encodeOpenBatch === 'function' ? m : null),
        () => {},
      );
    }
    return this.#seq;
  }

  setToken(token: string): void {
    if (this.#page) this.#page.token = token;
  }

  end(): void {
    this.#page = null;
    this.#items = [];
    this.#open = null;
  }

  /** Numbers a chunk (or a flush, null) posted to the worker and keeps it until the worker sealed it. */
  keep(chunk: MessageChunk | null): number {
    const seq = this.#seq++;
    if (this.#page === null) return seq;
    if (this.#items.length >= MAX_KEPT_ITEMS) {
      this.#items = [];
      this.#open = null;
    }
    this.#items.push({ seq, chunk });
    return seq;
  }

  /** The worker sealed up to here: what came before is its to send. */
  sealed(open: OpenBatch): void {
    this.#open = open;
    let drop = 0;
    while (drop < this.#items.length && this.#items[drop].seq < open.seq) drop++;
    if (drop) this.#items = this.#items.slice(drop);
  }

  /**
   * The page is going away: every batch not acknowledged (the open batch encoded here, then the ones the
   * worker reported), each sent with keepalive if it fits what is left of the quota (the ingest orders a
   * session's batches by their numbers, so the order of arrival does not matter); all of them are returned,
   * oldest first, for the offline buffer, since a keepalive request may still fail after the page is gone.
   */
  leave(fetchFn: typeof fetch): EncodedBatch[] {
    const page = this.#page;
    if (page === null) return this.unsent;
    let tail: EncodedBatch[] = [];
    if (this.#open && this.#encoder) {
      try {
        tail = this.#encoder.encodeOpenBatch(this.#open, this.#items, page);
      } catch {
        tail = [];
      }
    }
    const seen = new Set(this.unsent.map((b) => `${b.session ?? ''}:${b.pageNo}_${b.batchNum}`));
    const open = tail.filter((b) => !seen.has(`:${b.pageNo}_${b.batchNum}`));
    // what the requests' headers take besides
    let budget = KEEPALIVE_LIMIT - 1536;
    // The open batch first: nobody else holds it, while the worker may still have the others on the wire. So it is
    // sent when it fits (one the keepalive quota, taken by requests still in flight, refuses is the offline buffer's).
    this.sentOpen = open.length === 1 && open[0].bytes.length <= budget;
    for (const batch of [...open, ...this.unsent]) {
      if (batch.bytes.length > budget) continue;
      budget -= batch.bytes.length;
      try {
        fetchFn(batchUrl(page.ingestPoint, batch.pageNo, batch.batchNum), {
          method: 'POST',
          headers: { Authorization: `Bearer ${batch.token ?? page.token}` },
          body: batch.bytes as BodyInit,
          keepalive: true,
        }).catch(() => {});
      } catch {
        // Over the browser's keepalive quota: the offline buffer has it.
        break;
      }
    }
    return [...this.unsent, ...open];
  }
}
