// The test's video survives a reload: each second of it is kept in IndexedDB as it is recorded, under
// its page's segment. A reload ends that page's recorder; at the end of the test the segments of
// the earlier pages are uploaded with the last one, then forgotten. Where IndexedDB is missing or
// refused, the video of the earlier pages is lost and the log says so; the test goes on.
import type { Log } from './usability-api';

const STORE = 'slices';

interface Slice {
  segment: string;
  type: string;
  blob: Blob;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export class VideoSegments {
  #db: Promise<IDBDatabase | null> | null = null;
  readonly #ownSegments = new Set<string>();
  #writes: Promise<void> = Promise.resolve();

  readonly #name: string;

  readonly #log: Log;

  readonly #pageId;

  constructor(
    name: string,
    log: Log,
    /** This page's segments get ids unique to it. */
    pageId = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  ) {
    this.#pageId = pageId;
    this.#log = log;
    this.#name = name;
  }

  #open(): Promise<IDBDatabase | null> {
    this.#db ??= new Promise<IDBDatabase | null>((resolve) => {
      try {
        const req = indexedDB.open(this.#name, 1);
        req.onupgradeneeded = () => req.result.createObjectStore(STORE, { autoIncrement: true });
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => resolve(null);
      } catch {
        resolve(null);
      }
    }).then((db) => {
      if (!db) this.#log('IndexedDB is not available: the video of a page left before the end is lost');
      return db;
    });
    return this.#db;
  }

  /** Keeps one slice of this page's video of `kind`. */
  keep(kind: string, blob: Blob, type: string): void {
    const segment = `${this.#pageId}-${kind}`;
    this.#ownSegments.add(segment);
    this.#writes = this.#writes.then(async () => {
      const db = await this.#open();
      if (!db) return;
      try {
        await request(db.transaction(STORE, 'readwrite').objectStore(STORE).add({ segment, type, blob } satisfies Slice));
      } catch (error) {
        this.#log(`cannot keep the video: ${String(error)}`);
      }
    });
  }

  /** The videos recorded on earlier pages of the test, one per segment, oldest first. */
  async earlier(): Promise<Blob[]> {
    await this.#writes;
    const db = await this.#open();
    if (!db) return [];
    try {
      const slices = (await request(db.transaction(STORE, 'readonly').objectStore(STORE).getAll())) as Slice[];
      const bySegment = new Map<string, Slice[]>();
      for (const s of slices) if (!this.#ownSegments.has(s.segment)) bySegment.set(s.segment, [...(bySegment.get(s.segment) ?? []), s]);
      return [...bySegment.values()].map((parts) => new Blob(parts.map((p) => p.blob), { type: parts[0].type }));
    } catch (error) {
      this.#log(`cannot read the kept video: ${String(error)}`);
      return [];
    }
  }

  /** Forgets every kept slice (the test ended and its videos were sent, or a new test begins). */
  clear(): Promise<void> {
    // In line with the writes, so a slice kept after this call is not forgotten with the old ones.
    this.#writes = this.#writes.then(async () => {
      const db = await this.#open();
      if (!db) return;
      try {
        await request(db.transaction(STORE, 'readwrite').objectStore(STORE).clear());
      } catch {
        // nothing kept, or nothing to forget
      }
    });
    return this.#writes;
  }
}
