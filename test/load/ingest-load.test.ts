// The ingest under load and abuse, short form (a few seconds each; `npm run bench` runs the long form).
import { describe, expect, it } from 'vitest';
import { floodBytes, floodStarts, runAgents } from './ingest-load';
import { DEFAULT_THROTTLE } from '../../src/server/ingest/ingest-throttle';

describe('Ingest under load (loopback, bounded)', () => {
  // Ten batches each (2,000 in all) show the concurrency; the bench's long form keeps them posting for seconds.
  // The 45 s cap only stops a stuck ingest: every batch must be acknowledged, however slow the machine is.
  it('200 agents posting batches at once (ten each): no errors, no batch stored twice, none lost', async () => {
    const figures = await runAgents(200, 45, 10);
    expect(figures.errorStatuses).toEqual({});
    expect(figures).toMatchObject({ errors: 0, duplicates: 0, lost: 0 });
    expect(figures.acknowledged).toBe(2000);
  }, 90_000);

  it('one client starting sessions as fast as it can gets its burst, then 429', async () => {
    // 200 starts are over three times the burst of 60: enough to be refused, without flooding for the whole 2 s.
    const figures = await floodStarts(2, 200);
    const allowance = DEFAULT_THROTTLE.startsPerClient.burst + DEFAULT_THROTTLE.startsPerClient.perSecond * (figures.seconds + 1);
    expect(figures.accepted).toBeLessThanOrEqual(allowance);
    expect(figures.refused).toBeGreaterThan(0);
  }, 30_000);

  it('one client posting 1 MB batches as fast as it can: what reaches disk stays within its byte allowance', async () => {
    const figures = await floodBytes(15, 40);
    const { burst, perSecond } = DEFAULT_THROTTLE.bytesPerClient;
    expect(figures.refused).toBeGreaterThan(0);
    expect(figures.storedBytes).toBeLessThanOrEqual(burst + perSecond * (figures.seconds + 1) + 1024 * 1024);
  }, 30_000);
});
