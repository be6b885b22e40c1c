// The Node server's store on disk: dataDir/shop.json, read at start and written (debounced) after changes.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShopState } from '../mock-backend/shop-state';
import { createSeedState, isShopState } from '../mock-backend/seed';

export const STATE_FILE_NAME = 'shop.json';

export const stateFilePath = (dataDir: string): string => join(dataDir, STATE_FILE_NAME);

/** The saved shop, or null when there is none or it is unreadable (the caller reseeds). */
export function loadStateFile(dataDir: string, log: (line: string) => void = () => {}): ShopState | null {
  let text: string;
  try {
    text = readFileSync(stateFilePath(dataDir), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (isShopState(parsed)) return parsed;
  } catch {
    // fall through: a corrupt file reseeds
  }
  log(`[mock] ${stateFilePath(dataDir)} is not a saved shop; starting from the seed`);
  return null;
}

/** Writes the whole state through a temporary file so a crash never leaves half a file. */
export function writeStateFile(dataDir: string, state: ShopState): void {
  mkdirSync(dataDir, { recursive: true });
  const target = stateFilePath(dataDir);
  const temp = `${target}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(state));
  renameSync(temp, target);
}

export interface StateWriter {
  schedule(state: ShopState): void;
  /** Writes a pending change now (shutdown). */
  flush(): void;
}

export function createStateWriter(dataDir: string, delayMs = 150, log: (line: string) => void = () => {}): StateWriter {
  let pending: ShopState | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const state = pending;
    pending = null;
    try {
      writeStateFile(dataDir, state);
    } catch (error) {
      log(`[mock] could not save ${stateFilePath(dataDir)}: ${String(error)}`);
    }
  };
  return {
    schedule(state) {
      pending = state;
      if (!timer) timer = setTimeout(flush, delayMs);
    },
    flush,
  };
}

/** `npm run mock:reset`: the seed, written over the saved shop. */
export function resetStateFile(dataDir: string): void {
  writeStateFile(dataDir, createSeedState());
}
