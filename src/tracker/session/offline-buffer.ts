// 001 §3: local storage holds the offline buffer, the batches the worker could not deliver before the
// page went away. They are handed to the worker at the next start and sent first, with their identity.
import type { EncodedBatch } from '../worker/worker-messages';
import type { KeyValueStore } from './safe-storage';

interface StoredBatch {
  p: number;
  n: number;
  b: string;
}

const toBase64 = (bytes: Uint8Array): string => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, Array.from(bytes.subarray(i, i + 0x8000)));
  return btoa(s);
};

const fromBase64 = (text: string): Uint8Array => {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

export class OfflineBuffer {
  constructor(
    private readonly local: KeyValueStore,
    private readonly key: string,
  ) {}

  /** The stored batches; a corrupted entry reads as empty and is dropped rather than break a start. */
  read(): EncodedBatch[] {
    const raw = this.local.get(this.key);
    if (!raw) return [];
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (!Array.isArray(parsed)) throw new Error('not a list');
      return parsed
        .filter((e): e is StoredBatch => !!e && typeof e.p === 'number' && typeof e.n === 'number' && typeof e.b === 'string')
        .map((e) => ({ pageNo: e.p, batchNum: e.n, bytes: fromBase64(e.b) }));
    } catch {
      this.clear();
      return [];
    }
  }

  /** Replaces what the buffer held (the worker reports every batch still unacknowledged). */
  replace(batches: EncodedBatch[]): void {
    if (!batches.length) return this.clear();
    const stored: StoredBatch[] = batches.map((b) => ({ p: b.pageNo, n: b.batchNum, b: toBase64(b.bytes) }));
    this.local.set(this.key, JSON.stringify(stored));
  }

  clear(): void {
    this.local.remove(this.key);
  }
}
