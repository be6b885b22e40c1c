// The owners the local server starts with: INGEST_OWNERS' accounts, or one seeded owner per
// project whose password is INGEST_OWNER_PASSWORD, else one made on first start and kept in the
// data dir (0600) so it stays the same across restarts; printed at start like the demo accounts.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadOwnersFile, seedOwners, type OwnerAccount, type SeededOwner } from '../ingest/owner-accounts';
import type { IngestSettings } from '../ingest/ingest-settings';

function seededPassword(dir: string | null, setting: string | undefined): string {
  if (setting) return setting;
  const made = randomBytes(12).toString('base64url');
  if (!dir) return made;
  const file = join(dir, 'owner-password');
  try {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 12) return saved;
  } catch {
    // first start: make one
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, made, { mode: 0o600, flush: true });
  return made;
}

export async function startingOwners(settings: IngestSettings, dir: string | null): Promise<{ accounts: OwnerAccount[]; seeded: SeededOwner[] }> {
  if (settings.ownersFile) return { accounts: loadOwnersFile(settings.ownersFile), seeded: [] };
  return seedOwners(settings.projects, seededPassword(dir, settings.ownerPassword));
}
