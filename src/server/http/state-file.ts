// The Node server's snapshot on disk: dataDir/shop.json, read at start and rewritten whole when the journal is
// folded into it. The folder and its files are readable by their owner only: they hold accounts and sessions.
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { ShopState } from '../mock-api/shop-state';
import { createSeedState, isShopState } from '../mock-api/seed';

export const STATE_FILE_NAME = 'shop.json';
export const OWNER_ONLY = 0o600;
const OWNER_ONLY_DIR = 0o700;

export const stateFilePath = (dataDir: string): string => join(dataDir, STATE_FILE_NAME);

/** Creates the data folder for its owner only, and takes group and world access off what is already in it. */
export function ensurePrivateDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIR });
  try {
    chmodSync(dataDir, OWNER_ONLY_DIR);
    for (const name of readdirSync(dataDir)) {
      if (name.startsWith('shop.')) chmodSync(join(dataDir, name), OWNER_ONLY);
    }
  } catch {
    // a folder we do not own keeps its modes; the files we write are still created owner-only
  }
}

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

/** Writes the whole state through a synced temporary file, so a crash leaves the old snapshot or the new one. */
export function writeStateFile(dataDir: string, state: ShopState): void {
  ensurePrivateDir(dataDir);
  const target = stateFilePath(dataDir);
  const temp = `${target}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', OWNER_ONLY);
  try {
    writeSync(fd, JSON.stringify(state));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, target);
  syncDir(dataDir);
}

/** Makes a rename in the folder durable (not possible on every platform; best effort there). */
function syncDir(dataDir: string): void {
  try {
    const fd = openSync(dataDir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Windows cannot open a folder for syncing
  }
}

/** `npm run mock:reset`: the seed, written over the saved shop, and no journal to replay over it. */
export function resetStateFile(dataDir: string): void {
  writeStateFile(dataDir, createSeedState());
  const journal = join(dataDir, 'shop.journal');
  if (existsSync(journal)) rmSync(journal);
}
