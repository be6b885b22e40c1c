// 001 §3: local storage holds the offline buffer, the batches the worker could not deliver before the
// page went away. They are handed to the worker at the next start and sent first, with their identity.
// Most batches are acknowledged within moments, so what the worker reports is written only when it is
// still unsent five seconds later (an outage), and at once when the page is hidden, left or the recording
// stops: encoding and storing 200 KB batches while a burst of changes is still being sent (a second after
// it, as before) cost the page more than recording the burst did.
import type { EncodedBatch } from '../worker/worker-messages';
import type { KeyValueStore } from './safe-storage';

interface StoredBatch {
  p: number;
  n: number;
  b: string;
  /** The session that recorded it and its token: a batch is only ever sent into its own session. */
  s?: string;
  t?: string;
}

/** The session the reported batches belong to (unless a batch names its own). */
export interface BatchOwner {
  session: string;
  token: string;
}

/** Milliseconds a reported batch waits in memory before it is written to local storage. */
export const OFFLINE_WRITE_DELAY_MS = 5000;


const toBase64 = (bytes: Uint8Array): string => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000) as unknown as number[]);
  return btoa(s);
};

const fromBase64 = (text: string): Uint8Array => {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

export class OfflineBuffer {
  /** Reported and not yet written; null when storage holds what the worker reported last. */
  #pending: EncodedBatch[] | null = null;
  #owner: BatchOwner | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  /**
   * Whether storage may hold batches of this buffer: the worker reports 'nothing unsent' after every
   * acknowledged batch, and removing an entry that was never written would still cost the page a call
   * into storage each time.
   */
  #mayHoldBatches = true;

  readonly #local: KeyValueStore;

  readonly #key: string;

  constructor(
    local: KeyValueStore,
    key: string,
  ) {
    this.#key = key;
    this.#local = local;
  }

  /**
   * The stored batches; a corrupted entry reads as empty and is dropped rather than break a start.
   * A batch of another session than `session` keeps that session's id and token, to be sent into it.
   */
  read(session?: string): EncodedBatch[] {
    this.persist();
    const raw = this.#local.get(this.#key);
    this.#mayHoldBatches = !!raw;
    if (!raw) return [];
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (!Array.isArray(parsed)) throw new Error('not a list');
      return parsed
        .filter((e): e is StoredBatch => !!e && typeof e.p === 'number' && typeof e.n === 'number' && typeof e.b === 'string')
        .map((e) => {
          const batch: EncodedBatch = { pageNo: e.p, batchNum: e.n, bytes: fromBase64(e.b) };
          if (typeof e.s === 'string' && e.s !== session && typeof e.t === 'string') {
            batch.session = e.s;
            batch.token = e.t;
          }
          return batch;
        });
    } catch {
      this.clear();
      return [];
    }
  }

  /** Replaces what the buffer holds (the worker reports every batch still unacknowledged), a moment later. */
  replace(batches: EncodedBatch[], owner: BatchOwner | null = this.#owner): void {
    if (!batches.length) return this.clear();
    this.#pending = batches;
    this.#owner = owner;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return this.persist();
    if (this.#timer === null) this.#timer = setTimeout(() => this.persist(), OFFLINE_WRITE_DELAY_MS);
  }

  /** Writes what was reported and is not stored yet (the page is hidden or left, or recording stops). */
  persist(): void {
    this.#cancel();
    const batches = this.#pending;
    if (batches === null) return;
    this.#pending = null;
    const owner = this.#owner;
    const stored: StoredBatch[] = batches.map((b) => ({
      p: b.pageNo,
      n: b.batchNum,
      b: toBase64(b.bytes),
      s: b.session ?? owner?.session,
      t: b.token ?? owner?.token,
    }));
    this.#local.set(this.#key, JSON.stringify(stored));
    this.#mayHoldBatches = true;
  }

  clear(): void {
    this.#cancel();
    this.#pending = null;
    if (!this.#mayHoldBatches) return;
    this.#local.remove(this.#key);
    this.#mayHoldBatches = false;
  }

  #cancel(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
