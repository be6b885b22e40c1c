import { describe, expect, it } from 'vitest';
import { memorySessionFiles } from '../../src/server/ingest/session-files';
import { bodyText, gzip, ingestHarness, sampleBatch } from './ingest-harness';

const CLICK = [68, 12, 300, 'Add to Cart', 'button.add', 40, 60] as const;

describe('POST /v1/web/i?batch={page}_{batchnum}', () => {
  it('stores a decoded batch and counts it in the session list', async () => {
    const h = await ingestHarness();
    const { token, sessionID } = await h.start();
    const r = await h.postBatch(token, 1, 1, sampleBatch(1, 0, h.clock.now, [[28, 'demo@pawprint.test'], [...CLICK], [0, h.clock.now + 4000]]));
    expect(r.status).toBe(200);
    expect(r.body).toBe('');
    const batches = await h.ingest.store.batches(sessionID);
    expect(batches.map((b) => [b.pageNo, b.batchNum])).toEqual([[1, 1]]);
    expect(h.ingest.store.summary(sessionID)).toMatchObject({ userID: 'demo@pawprint.test', events: 1, pages: 1, batches: 1, duration: 4000 });
    expect(h.ingest.stats.batchesStored).toBe(1);
  });

  it('decodes gzip bodies (Content-Encoding: gzip)', async () => {
    const h = await ingestHarness();
    const { token, sessionID } = await h.start();
    const plain = sampleBatch(1, 0, h.clock.now, Array.from({ length: 2000 }, (_, i) => [20, i, i] as [20, number, number]));
    const r = await h.postBatch(token, 1, 1, gzip(plain), { 'content-encoding': 'gzip' });
    expect(r.status).toBe(200);
    expect((await h.ingest.store.batches(sessionID))[0].bytes).toEqual(plain);
  });

  it('a resend with the same page and batch number is acknowledged and stored once', async () => {
    const h = await ingestHarness();
    const { token, sessionID } = await h.start();
    const batch = sampleBatch(1, 0, h.clock.now, [[...CLICK]]);
    const answers = await Promise.all([h.postBatch(token, 1, 1, batch), h.postBatch(token, 1, 1, batch), h.postBatch(token, 1, 1, gzip(batch), { 'content-encoding': 'gzip' })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await h.postBatch(token, 2, 1, sampleBatch(2, 0, h.clock.now, [[...CLICK]]))).toMatchObject({ status: 200 });
    const stored = await h.ingest.store.batches(sessionID);
    expect(stored.map((b) => `${b.pageNo}_${b.batchNum}`)).toEqual(['1_1', '2_1']);
    expect(h.ingest.store.summary(sessionID)).toMatchObject({ events: 2, pages: 2, batches: 2 });
    expect(h.ingest.stats.batchesDuplicate).toBe(2);
  });

  it("accepts the reference agent's retried batch query (batch=0_4_network:500_$3) as the batch it repeats", async () => {
    const h = await ingestHarness();
    const { token, sessionID } = await h.start();
    const batch = sampleBatch(0, 0, h.clock.now, [[...CLICK]]);
    const auth = { authorization: `Bearer ${token}` };
    const retried = await h.call('POST', '/v1/web/i', { body: batch, query: 'batch=0_4_network:500_$3&keepalive=yes', headers: auth });
    expect(retried.status).toBe(200);
    expect((await h.call('POST', '/v1/web/i', { body: batch, query: 'batch=0_4', headers: auth })).status).toBe(200);
    expect((await h.ingest.store.batches(sessionID)).map((b) => `${b.pageNo}_${b.batchNum}`)).toEqual(['0_4']);
    expect(h.ingest.stats.batchesDuplicate).toBe(1);
    for (const query of ['batch=0_', 'batch=_4', 'batch=0_4_has space', 'batch=a_b']) {
      expect((await h.call('POST', '/v1/web/i', { body: batch, query, headers: auth })).status).toBe(400);
    }
  });

  it.each([
    ['a batch not starting with BatchMetadata', Uint8Array.from([0x00, 0x02, 0x00, 0x00, 0xe8, 0x07]), /Malformed batch: Batch must start with BatchMetadata/],
    ['a truncated batch', sampleBatch(1, 0, 5, [[...CLICK]]).subarray(0, 30), /Malformed batch: .*truncated|Malformed batch: .*past the end/],
    ['batch version 2', Uint8Array.from([0x51, 0x02, 0x01, 0x00, 0x00, 0x00]), /Malformed batch: Unsupported batch version 2/],
    ['an empty body', new Uint8Array(), /Malformed batch: Empty batch/],
  ])('refuses %s with 400, counts it and stores nothing', async (_, bytes, message) => {
    const h = await ingestHarness();
    const { token, sessionID } = await h.start();
    const r = await h.postBatch(token, 1, 1, bytes);
    expect(r.status).toBe(400);
    expect(bodyText(r)).toMatch(message);
    expect(h.ingest.stats.batchesMalformed).toBe(1);
    expect(await h.ingest.store.batches(sessionID)).toEqual([]);
    // the identity stays free: the good batch sent after is stored
    expect((await h.postBatch(token, 1, 1, sampleBatch(1, 0, 5))).status).toBe(200);
    expect(await h.ingest.store.batches(sessionID)).toHaveLength(1);
  });

  it('refuses broken gzip (400), an unknown encoding (415) and a batch query that is not {page}_{batchnum} (400)', async () => {
    const h = await ingestHarness();
    const { token, sessionID } = await h.start();
    const batch = sampleBatch(1, 0, 5);
    expect(await h.postBatch(token, 1, 1, batch.subarray(0, 5), { 'content-encoding': 'gzip' })).toMatchObject({ status: 400, body: 'Malformed batch: body is not valid gzip' });
    expect((await h.postBatch(token, 1, 1, batch, { 'content-encoding': 'br' })).status).toBe(415);
    const noQuery = await h.call('POST', '/v1/web/i', { body: batch, headers: { authorization: `Bearer ${token}` } });
    expect(noQuery).toMatchObject({ status: 400, body: 'Malformed batch: the query must be batch={page}_{batchnum}' });
    expect(await h.ingest.store.batches(sessionID)).toEqual([]);
  });

  it('refuses requests without a valid bearer token (401) and stores nothing', async () => {
    const h = await ingestHarness();
    const { token, sessionID } = await h.start();
    const batch = sampleBatch(1, 0, 5);
    const [payload] = token.split('.');
    for (const authorization of [undefined, 'Bearer', `Basic ${token}`, `Bearer ${payload}.forged`, `Bearer ${token}x`]) {
      const r = await h.call('POST', '/v1/web/i', { body: batch, query: 'batch=1_1', headers: authorization ? { authorization } : {} });
      expect(r.status).toBe(401);
      expect(bodyText(r)).toBe('Unauthorized: missing, invalid or expired session token');
    }
    // a token signed by another ingest (another secret) is refused too
    const other = await ingestHarness({ secret: new TextEncoder().encode('another-secret-another-secret-xx') });
    const foreign = await other.start();
    expect((await h.postBatch(foreign.token, 1, 1, batch)).status).toBe(401);
    expect(await h.ingest.store.batches(sessionID)).toEqual([]);
    expect(h.ingest.stats.refusedUnauthorized).toBe(6);
  });

  it('refuses a batch over the request cap once unzipped (413) and stores nothing', async () => {
    const h = await ingestHarness({ limits: { maxRequestBytes: 10_000 } });
    const { token, sessionID } = await h.start();
    const big = sampleBatch(1, 0, 5, [[27, 'big', 'x'.repeat(50_000)]]);
    const r = await h.postBatch(token, 1, 1, gzip(big), { 'content-encoding': 'gzip' });
    expect(r.status).toBe(413);
    expect(bodyText(r)).toBe('Batch larger than 10000 bytes once unzipped');
    expect(await h.ingest.store.batches(sessionID)).toEqual([]);
  });

  it('refuses batches past the session cap (413) and keeps what came before', async () => {
    const files = memorySessionFiles();
    const h = await ingestHarness({ files, limits: { maxSessionBytes: 4_000 } });
    const { token, sessionID } = await h.start();
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++) statuses.push((await h.postBatch(token, 1, n, sampleBatch(1, n, 5, [[27, 'e', 'y'.repeat(900)]]))).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.at(-1)).toBe(413);
    const stored = await h.ingest.store.batches(sessionID);
    expect(stored.length).toBe(statuses.filter((s) => s === 200).length);
    expect((await files.read(sessionID)).length).toBeLessThanOrEqual(4_000);
  });

  it('acknowledges but keeps nothing for a session started with doNotRecord, and lists it nowhere', async () => {
    const h = await ingestHarness();
    const { token, sessionID } = await h.start({ doNotRecord: true });
    expect((await h.postBatch(token, 1, 1, sampleBatch(1, 0, 5))).status).toBe(200);
    expect(await h.ingest.store.batches(sessionID)).toEqual([]);
    expect(h.ingest.store.list({ offset: 0, limit: 10 }).total).toBe(0);
  });
});
