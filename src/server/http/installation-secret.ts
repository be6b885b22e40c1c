// The request-signing secret (001 §7) of this installation: 32 random bytes made at the first start and kept
// in the data folder, readable by its owner only, so no one can sign requests offline with a known value.
// Without a data folder it is made per run. MOCK_SECRET, when set, is used instead (server.ts).
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDir, OWNER_ONLY } from './state-file';

export const SIGNING_SECRET_FILE = 'signing.key';

export function installationSecret(dataDir: string | null): string {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = join(dataDir, SIGNING_SECRET_FILE);
  try {
    const saved = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(saved)) return saved;
  } catch {
    // the first start: make one
  }
  ensurePrivateDir(dataDir);
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: OWNER_ONLY, flush: true });
  return secret;
}
