// The shop's durable store on disk: the snapshot (shop.json) plus an append-only journal (shop.journal) of what
// changed since. A change is answered only after its journal line is on disk (fdatasync), so a crash, even
// kill -9, loses no acknowledged write. Changes arriving together share one line and one sync (group commit);
// the journal is folded into a new snapshot when it grows and at shutdown.
// Carts are journalled one by one ("carts#{id}"): a change to one cart writes that cart, not all of them, and
// when the change says which carts it touched (PersistHint) only those are even serialised.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { CartRecord, ShopState } from '../mock-api/shop-state';
import type { PersistHint } from '../mock-api/mock-backend';
import { isShopState } from '../mock-api/seed';
import { ensurePrivateDir, loadStateFile, OWNER_ONLY, writeStateFile } from './state-file';

export const JOURNAL_FILE_NAME = 'shop.journal';
/** Past this size the journal is folded into the snapshot. */
const COMPACT_BYTES = 8 * 1024 * 1024;

export const journalPath = (dataDir: string): string => join(dataDir, JOURNAL_FILE_NAME);

type Parts = Record<string, unknown>;

const CART_PART = 'carts#';

/** The state cut into the parts a journal line replaces whole: top-level fields, and each account collection (carts apart). */
function partsOf(state: ShopState): Map<string, string> {
  const parts = new Map<string, string>();
  for (const [key, value] of Object.entries(state)) {
    if (key === 'records' || key === 'carts') continue;
    parts.set(key, JSON.stringify(value));
  }
  for (const [collection, list] of Object.entries(state.records)) parts.set(`records.${collection}`, JSON.stringify(list));
  return parts;
}

/** Each cart's text, by id. */
function cartTexts(state: ShopState): Map<string, string> {
  return new Map(state.carts.map((cart) => [cart.id, JSON.stringify(cart)]));
}

function applyCart(state: ShopState, id: string, value: unknown): void {
  const at = state.carts.findIndex((c) => c.id === id);
  if (value === null) {
    if (at >= 0) state.carts.splice(at, 1);
  } else if (at >= 0) state.carts[at] = value as CartRecord;
  else state.carts.push(value as CartRecord);
}

function applyParts(state: ShopState, parts: Parts): void {
  for (const [key, value] of Object.entries(parts)) {
    if (key.startsWith(CART_PART)) {
      applyCart(state, key.slice(CART_PART.length), value);
      continue;
    }
    const collection = key.startsWith('records.') ? key.slice('records.'.length) : null;
    if (collection !== null) {
      if (value === null) delete state.records[collection];
      else state.records[collection] = value as ShopState['records'][string];
    } else if (value === null && key !== 'settings') delete (state as unknown as Record<string, unknown>)[key];
    else (state as unknown as Record<string, unknown>)[key] = value;
  }
}

/** The snapshot with the journal's complete lines replayed over it; a torn last line (the crash) is dropped. */
export function loadDurableState(dataDir: string, log: (line: string) => void = () => {}): ShopState | null {
  const snapshot = loadStateFile(dataDir, log);
  const file = journalPath(dataDir);
  if (!existsSync(file)) return snapshot;
  const lines = readFileSync(file, 'utf8').split('\n');
  if (!snapshot) {
    log(`[mock] ${file} has no snapshot to replay over; starting from the seed`);
    return null;
  }
  let replayed = 0;
  for (const line of lines) {
    if (!line.trim()) continue;
    try {
      applyParts(snapshot, JSON.parse(line) as Parts);
      replayed += 1;
    } catch {
      log(`[mock] dropped an unfinished journal line in ${file}`);
      break;
    }
  }
  if (!isShopState(snapshot)) {
    log(`[mock] ${file} does not replay into a shop; starting from the seed`);
    return null;
  }
  if (replayed) log(`[mock] replayed ${replayed} journal entries from ${file}`);
  return snapshot;
}

export interface DurableStore {
  /** Resolves once the state's changes are on disk; `hint` names the carts changed, when the change knows. */
  persist(state: ShopState, hint?: PersistHint): Promise<void>;
  /** Folds the journal into the snapshot (shutdown). */
  close(): Promise<void>;
}

export function createDurableStore(dataDir: string, initial: ShopState, log: (line: string) => void = () => {}): DurableStore {
  ensurePrivateDir(dataDir);
  // Start from a snapshot of what was loaded, with an empty journal.
  writeStateFile(dataDir, initial);
  truncateJournal(dataDir);
  let written = partsOf(initial);
  let writtenCarts = cartTexts(initial);
  // The carts named by the changes waiting; null when one of them did not say (every cart is compared).
  let hinted: Set<string> | null = new Set();
  let handle: Promise<FileHandle> | null = null;
  let size = 0;
  let latest: ShopState | null = null;
  let current = initial;
  let waiting: { resolve(): void; reject(error: unknown): void }[] = [];
  let flushing: Promise<void> | null = null;

  const journal = () => (handle ??= open(journalPath(dataDir), 'a', OWNER_ONLY));

  async function flushOnce(): Promise<void> {
    const state = latest;
    const settled = waiting;
    const carts = hinted;
    latest = null;
    waiting = [];
    hinted = new Set();
    try {
      if (state) {
        const now = partsOf(state);
        // The line is put together from the parts' texts as they are: nothing is parsed or written twice.
        const changed: string[] = [];
        for (const [key, text] of now) {
          if (written.get(key) !== text) changed.push(`${JSON.stringify(key)}:${text}`);
        }
        // A part that is gone (the shop put back to its seed) is written as null, and removed on replay.
        for (const key of written.keys()) if (!now.has(key)) changed.push(`${JSON.stringify(key)}:null`);
        const nextCarts = changedCarts(state, carts, changed);
        if (changed.length) {
          const line = `{${changed.join(',')}}\n`;
          const fh = await journal();
          await fh.write(line);
          await fh.datasync();
          size += Buffer.byteLength(line);
          written = now;
          writtenCarts = nextCarts;
          if (size > COMPACT_BYTES) await compact(state);
        }
      }
      settled.forEach((w) => w.resolve());
    } catch (error) {
      log(`[mock] could not write the journal: ${String(error)}`);
      hinted = null; // the carts named by the failed line are compared again next time
      settled.forEach((w) => w.reject(error));
    }
  }

  async function compact(state: ShopState): Promise<void> {
    writeStateFile(dataDir, state);
    const fh = await journal();
    await fh.truncate(0);
    await fh.sync();
    size = 0;
    written = partsOf(state);
    writtenCarts = cartTexts(state);
  }

  /**
   * Adds the carts that changed to the line's entries and answers the carts' texts as they will then be. Carts
   * added or removed are found from their ids alone; a cart's text is made only when it was named or unnamed
   * changes are waiting.
   */
  function changedCarts(state: ShopState, named: Set<string> | null, entries: string[]): Map<string, string> {
    const next = new Map<string, string>();
    for (const cart of state.carts) {
      const before = writtenCarts.get(cart.id);
      const text = before === undefined || named === null || named.has(cart.id) ? JSON.stringify(cart) : before;
      if (text !== before) entries.push(`${JSON.stringify(CART_PART + cart.id)}:${text}`);
      next.set(cart.id, text);
    }
    for (const id of writtenCarts.keys()) if (!next.has(id)) entries.push(`${JSON.stringify(CART_PART + id)}:null`);
    return next;
  }

  function schedule(): void {
    if (flushing) return;
    flushing = (async () => {
      // Everything that changes during one write goes into the next line together.
      while (waiting.length) await flushOnce();
      flushing = null;
    })();
  }

  return {
    persist(state, hint) {
      if (!hint) hinted = null;
      else if (hinted) for (const id of hint.carts) hinted.add(id);
      latest = state;
      current = state;
      const done = new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
      schedule();
      return done;
    },
    async close() {
      while (flushing) await flushing;
      if (handle) await (await handle).close();
      handle = null;
      writeSnapshotAndClearJournal(dataDir, current);
    },
  };
}

function truncateJournal(dataDir: string): void {
  const fd = openSync(journalPath(dataDir), 'w', OWNER_ONLY);
  fsyncSync(fd);
  closeSync(fd);
}

/** The snapshot of `state` with an empty journal (npm run mock:reset; a clean shutdown). */
export function writeSnapshotAndClearJournal(dataDir: string, state: ShopState): void {
  writeStateFile(dataDir, state);
  truncateJournal(dataDir);
}
