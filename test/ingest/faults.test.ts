import { describe, expect, it } from 'vitest';
import { hasIngestFaults, parseIngestFaults } from '../../src/server/ingest/ingest-faults';
import { ingestHarness, sampleBatch } from './ingest-harness';

describe('INGEST_FAULTS', () => {
  it('parses error rate, one 401 and latency', () => {
    expect(parseIngestFaults('error=0.3,unauthorized-once,latency=50-300')).toEqual({ errorRate: 0.3, unauthorizedOnce: true, latencyMs: [50, 300] });
    expect(parseIngestFaults('error=7, latency=80')).toEqual({ errorRate: 1, latencyMs: [80, 80] });
    expect(hasIngestFaults(parseIngestFaults(''))).toBe(false);
  });

  it('unauthorized-once answers the first batch 401, then batches are stored', async () => {
    const h = await ingestHarness({ faults: { unauthorizedOnce: true } });
    const { token, sessionID } = await h.start();
    expect((await h.postBatch(token, 1, 1, sampleBatch(1, 0, 1))).status).toBe(401);
    expect((await h.postBatch(token, 1, 1, sampleBatch(1, 0, 1))).status).toBe(200);
    expect(await h.ingest.store.batches(sessionID)).toHaveLength(1);
  });

  it('error=R answers a share R of the agent’s requests 500 and stores nothing for them; latency waits', async () => {
    let draw = 0;
    const draws = [0.9, 0.1, 0.1, 0.9];
    const waits: number[] = [];
    const h = await ingestHarness({ faults: { errorRate: 0.3, latencyMs: [50, 300] }, random: () => draws[draw++ % draws.length], sleep: async (ms) => void waits.push(ms) });
    // start: latency draw 0.9, error draw 0.1 -> 500
    const refused = await h.call('POST', '/v1/web/start', { body: { projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: 1 } });
    expect(refused).toMatchObject({ status: 500, body: 'Ingest fault: internal server error' });
    // next: latency draw 0.1, error draw 0.9 -> served
    const served = await h.call('POST', '/v1/web/start', { body: { projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: 1 } });
    expect(served.status).toBe(200);
    expect(waits).toEqual([275, 75]);
    expect(h.ingest.store.list({ offset: 0, limit: 10 }).total).toBe(1);
    expect(h.ingest.stats.faultsInjected).toBe(1);
  });
});
