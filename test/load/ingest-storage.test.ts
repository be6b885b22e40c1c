// The ingest's storage under abuse, short form: uploads stream to disk within their limit and quota,
// a restart reads only what changed since the index, and many readers of a session hold no copies.
import { describe, expect, it } from 'vitest';
import { replayReaders, restartOver, uploadAtOnce } from './storage-load';

const MB = 1024 * 1024;

describe('Ingest storage under abuse (loopback, bounded)', () => {
  it('five 40 MB test videos at once are written as they arrive: memory grows far less than what was sent', async () => {
    const figures = await uploadAtOnce(5, 40 * MB);
    expect(figures.statuses).toEqual([200, 200, 200, 200, 200]);
    // 200 MB went through; holding them would take at least that.
    expect(figures.buffersMB).toBeLessThan(80);
  }, 60_000);

  it('an upload past the limit is refused while it arrives, and a project past its quota is refused', async () => {
    const over = await uploadAtOnce(1, 30 * MB, { maxUploadBytes: 10 * MB });
    expect(over.statuses).toEqual([413]);
    const quota = await uploadAtOnce(3, 8 * MB, { uploadQuotaBytes: 20 * MB });
    // The quota holds 2 of 3 at once (room is reserved while they arrive).
    expect(quota.statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(quota.statuses.filter((s) => s === 413)).toHaveLength(1);
  }, 60_000);

  it('a restart over 1,000 sessions reads none of their files: the index holds them', async () => {
    const figures = await restartOver(1_000);
    expect(figures.firstReads).toBe(1_000);
    expect(figures.restartReads).toBe(0);
  }, 60_000);

  it('ten viewers of a 30 MB session at once each get all of it, streamed: the server holds no copy per viewer', async () => {
    const figures = await replayReaders(30, 10);
    expect(figures.allWhole).toBe(true);
    // Ten whole copies would be 300 MB.
    expect(figures.buffersMB).toBeLessThan(120);
  }, 60_000);
});
