// The hand-made ingests of the transport tests (ingest-double.ts), of the journeys (e2e/tracker-ingest.ts) and
// the scripted fetch of the sender's tests (fake-ingest.ts), held to the real ingest's batch endpoint.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeBatch } from '../../src/protocol/decoder';
import { startMockServer } from '../../src/server/http/server';
import { startTestIngest } from '../e2e/tracker-ingest';
import { fakeIngest } from '../tracker/worker/fake-ingest';
import { startIngestDouble } from '../tracker/worker/ingest-double';
import { agentBatch, ingestBatchContract, sendBatch, type IngestUnderContract } from './ingest-doubles.contract';

/** The agent's start request, as it asks for a session of the shop's project. */
const startRequest = (base: string) =>
  fetch(`${base}/v1/web/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: Date.now(), token: null, userID: null }),
  }).then(async (r) => {
    expect(r.status).toBe(200);
    return (await r.json()) as { token: string; sessionID: string };
  });

async function realIngest(): Promise<IngestUnderContract> {
  const server = await startMockServer({ port: 0, dataDir: null, staticDir: null, publicDir: null, log: () => {} });
  const base = `http://127.0.0.1:${server.port}/ingest`;
  return {
    base,
    session: async () => {
      const { token, sessionID } = await startRequest(base);
      return {
        token,
        stored: async () =>
          (await server.recordings.ingest.store.batches(sessionID)).map((b) => ({ identity: `${b.pageNo}_${b.batchNum}`, messages: decodeBatch(b.bytes) })),
      };
    },
    close: () => server.close(),
  };
}

ingestBatchContract('the real ingest (in-process, behind the shop server)', realIngest);

ingestBatchContract('the transport tests\' ingest double', async () => {
  const double = await startIngestDouble();
  return {
    base: double.url,
    // The double is set up with one token, the one its tests send.
    session: async () => ({ token: 'T1', stored: async () => double.stored.map((b) => ({ identity: b.identity, messages: b.messages })) }),
    close: () => double.close(),
  };
});

ingestBatchContract('the journeys\' test ingest', async () => {
  const ingest = await startTestIngest();
  const base = `${ingest.url}/ingest`;
  return {
    base,
    session: async () => {
      const { token } = await startRequest(base);
      return { token, stored: async () => ingest.batches.filter((b) => b.token === token).map((b) => ({ identity: b.batch, messages: b.messages })) };
    },
    close: () => ingest.close(),
  };
});

describe("the sender tests' scripted fetch", () => {
  it('keeps, as what the ingest reads, the very messages the real ingest stores from the same request', async () => {
    const real = await realIngest();
    try {
      const { token, stored } = await real.session();
      const fake = fakeIngest();
      const batch = agentBatch(1, 0);
      for (const gzip of [false, true]) {
        const query = gzip ? '1_2' : '1_1';
        const sent = await sendBatch(real.base, token, query, batch.bytes, gzip);
        const body = gzip ? new Uint8Array(gzipSync(batch.bytes)) : batch.bytes;
        const answer = await fake.fetch(`${real.base}/v1/web/i?batch=${query}`, {
          method: 'POST', headers: { Authorization: `Bearer ${token}`, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) }, body, keepalive: false,
        });
        // Its default answer to a good batch is the real ingest's.
        expect(answer.status).toBe(sent.status);
      }
      expect(fake.calls.map((c) => ({ identity: c.batch, messages: decodeBatch(c.bytes) }))).toEqual(await stored());
    } finally {
      await real.close();
    }
  });
});
