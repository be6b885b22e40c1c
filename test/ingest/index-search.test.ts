// The session list after a restart: sessions known only from the on-disk index are searched in
// the same texts as live ones (page addresses, custom event names, click labels).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileSessionFiles } from '../../src/server/ingest/session-files';
import { ingestHarness, sampleBatch } from './ingest-harness';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('Session search after a restart', () => {
  it('finds a session known only from the index by a click label, a custom event and a later page address', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pawprint-index-search-'));
    dirs.push(dir);
    const first = await ingestHarness({ files: fileSessionFiles(dir) });
    const { token, sessionID } = await first.start({ userID: 'demo@pawprint.test' });
    const batch = sampleBatch(1, 1, first.clock.now + 1, [
      [122, 'http://127.0.0.1:5173/', '', 0, 'Pawprint'],
      [68, 4, 100, 'Add to Cart', 'button', 50, 50],
      [27, 'subscription-chosen', '{}'],
      [122, 'http://127.0.0.1:5173/checkout', '', 0, 'Pawprint'],
      // the same address again: its title arriving, not another page view
      [122, 'http://127.0.0.1:5173/checkout', '', 0, 'Checkout · Pawprint'],
    ]);
    expect((await first.postBatch(token, 1, 1, batch)).status).toBe(200);
    await first.ingest.close();

    const second = await ingestHarness({ files: fileSessionFiles(dir) });
    const found = (search: string) => second.ingest.store.list({ search, offset: 0, limit: 20 }).sessions.map((s) => s.sessionID);
    expect(found('add to cart')).toEqual([sessionID]);
    expect(found('subscription-chosen')).toEqual([sessionID]);
    expect(found('/checkout')).toEqual([sessionID]);
    expect(found('nothing like this')).toEqual([]);
    expect(second.ingest.store.summary(sessionID)).toMatchObject({ pages: 2 });
    await second.ingest.close();
  });
});
