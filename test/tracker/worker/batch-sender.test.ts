// The batch sender with fake timers against the real ingest (in-process) behind scripted faults: order, one batch
// in flight, gzip, keepalive, the 401 hold and the retry schedule down to the failure message.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchSender } from '../../../src/tracker/worker/batch-sender';
import type { EncodedBatch } from '../../../src/tracker/worker/worker-messages';
import { batchHeader, uintBytes, writeBatch } from '../batch-writer';
import { deferred, frontFetch, startIngestFront, type Fault, type FaultRule } from '../../support/ingest-front';

/** A token no ingest issued: the real ingest answers 401 to it, as to one revoked or expired. */
const NEVER_ISSUED = 'token-never-issued';

/**
 * A batch of exactly `size` bytes, as the agent writes one: its header, then one text (SetNodeData) padded to the size.
 * The text's bytes are laid out here, by the wire format's rule, rather than written a byte at a time.
 */
function batchOfSize(pageNo: number, batchNum: number, size: number): Uint8Array<ArrayBuffer> {
  const header = writeBatch(batchHeader(pageNo, batchNum, 1000, 'https://shop.test/'));
  // type, three bytes of field length, the node id (1), the text's length, the text
  for (let lengthBytes = 1; lengthBytes <= 3; lengthBytes++) {
    const pad = size - header.length - 5 - lengthBytes;
    const padLength = uintBytes(pad);
    if (pad < 0 || padLength.length !== lengthBytes) continue;
    const fields = 1 + lengthBytes + pad;
    const bytes = new Uint8Array(size);
    bytes.set(header);
    bytes.set([14, fields & 0xff, (fields >> 8) & 0xff, (fields >> 16) & 0xff, 1, ...padLength], header.length);
    bytes.fill(0x78, size - pad);
    return bytes;
  }
  throw new Error(`no batch of ${size} bytes`);
}

const batch = (batchNum: number, size = 64, pageNo = 1): EncodedBatch => ({ pageNo, batchNum, bytes: batchOfSize(pageNo, batchNum, size) });

async function sender(fault?: FaultRule, compressionThreshold = 24000, unsentCap?: number, token?: string) {
  const ingest = await startIngestFront({ fault });
  const session = await ingest.real.start();
  const events: string[] = [];
  const queues: number[][] = [];
  const s = new BatchSender({
    ingestPoint: 'https://rec.test/ingest',
    token: token ?? session.token,
    compressionThreshold,
    fetch: frontFetch(ingest),
    onUnauthorised: () => events.push('restart'),
    onFailure: (reason) => events.push(`failure: ${reason}`),
    onStruggling: (reason) => events.push(reason),
    unsentCap,
    onQueueChange: (q) => queues.push(q.map((b) => b.batchNum)),
  });
  const storedIds = async () => ingest.stored.map((b) => b.identity);
  return { s, ingest, session, events, queues, storedIds };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BatchSender', () => {
  it('sends batches in order, one at a time, with the bearer token', async () => {
    const answers = [deferred<number>(), deferred<number>(), deferred<number>()];
    const { s, ingest, session, queues, storedIds } = await sender((_, i) => answers[i].promise);
    s.push(batch(1), batch(2));
    s.push(batch(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(ingest.calls.map((c) => c.batch)).toEqual(['1_1']);
    answers[0].resolve(200);
    await vi.advanceTimersByTimeAsync(0);
    expect(ingest.calls.map((c) => c.batch)).toEqual(['1_1', '1_2']);
    answers[1].resolve(200);
    answers[2].resolve(200);
    await vi.advanceTimersByTimeAsync(0);
    expect(ingest.calls.map((c) => c.url)).toEqual([
      'https://rec.test/ingest/v1/web/i?batch=1_1',
      'https://rec.test/ingest/v1/web/i?batch=1_2',
      'https://rec.test/ingest/v1/web/i?batch=1_3',
    ]);
    expect(ingest.maxInFlight).toBe(1);
    expect(ingest.calls.every((c) => c.token === session.token)).toBe(true);
    expect(queues).toEqual([[1, 2], [1, 2, 3], [2, 3], [3], []]);
    expect(s.unacknowledged).toEqual([]);
    expect(await storedIds()).toEqual(['1_1', '1_2', '1_3']);
  });

  it('gzips a batch above the compression threshold and says so; smaller ones go as they are', async () => {
    const { s, ingest } = await sender(() => 200, 100);
    const big = batch(1, 5000);
    s.push(batch(2, 100), big);
    // The compressor loads with the first batch that needs it.
    await vi.waitFor(() => expect(ingest.calls).toHaveLength(2), { timeout: 10_000 });
    const [small, gz] = ingest.calls;
    expect(small.gzip).toBe(false);
    expect(small.raw).toEqual(batch(2, 100).bytes);
    expect(gz.gzip).toBe(true);
    expect(gz.raw.length).toBeLessThan(5000);
    expect(gz.bytes).toEqual(big.bytes);
  });

  it('uses keepalive only for bodies under 65536 bytes', async () => {
    const { s, ingest, storedIds } = await sender(() => 200, 10_000_000);
    s.push(batch(1, 65535), batch(2, 65536));
    await vi.advanceTimersByTimeAsync(0);
    expect(ingest.calls.map((c) => c.keepalive)).toEqual([true, false]);
    expect(await storedIds()).toEqual(['1_1', '1_2']);
  });

  it('on 401 asks for a restart, holds every batch, and sends the same batch again with the new token', async () => {
    // The ingest itself refuses the first token.
    const { s, ingest, session, events, storedIds } = await sender(() => 200, 24000, undefined, NEVER_ISSUED);
    s.push(batch(1), batch(2));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events).toEqual(['restart']);
    // Held: nothing more is sent until a new token comes.
    expect(ingest.calls).toHaveLength(1);
    expect(s.unacknowledged.map((b) => b.batchNum)).toEqual([1, 2]);
    s.setToken(session.token);
    await vi.advanceTimersByTimeAsync(0);
    expect(ingest.calls.map((c) => [c.batch, c.token])).toEqual([
      ['1_1', NEVER_ISSUED],
      ['1_1', session.token],
      ['1_2', session.token],
    ]);
    expect(s.unacknowledged).toEqual([]);
    expect(await storedIds()).toEqual(['1_1', '1_2']);
  });

  it('retries 400 and above and network errors after 250 ms × the attempts made', async () => {
    const outcomes: Fault[] = [500, 'cut', 400, 200];
    const { s, ingest, storedIds } = await sender((_, i) => outcomes[i]);
    s.push(batch(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(ingest.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(249);
    expect(ingest.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ingest.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(ingest.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(ingest.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(750);
    expect(ingest.calls).toHaveLength(4);
    expect(s.unacknowledged).toEqual([]);
    expect(await storedIds()).toEqual(['1_1']);
  });

  it("says 'Failed to send batch after 10 attempts' once, then keeps trying at most every 5 s until the ingest is back", async () => {
    let down = true;
    const { s, ingest, events, storedIds } = await sender(() => (down ? 503 : 200));
    s.push(batch(1), batch(2));
    // 250 × (1 + 2 + … + 9) = 11250 ms of waiting between the first 10 attempts.
    await vi.advanceTimersByTimeAsync(11_249);
    expect(ingest.calls).toHaveLength(9);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ingest.calls).toHaveLength(10);
    expect(events).toEqual(['Failed to send batch after 10 attempts']);
    // Attempt 11 after 2500 ms, then the waits grow to 5000 ms and stay there.
    await vi.advanceTimersByTimeAsync(60_000);
    const later = ingest.calls.length - 10;
    expect(later).toBeGreaterThanOrEqual(11);
    expect(later).toBeLessThanOrEqual(14);
    expect(s.unacknowledged.map((b) => b.batchNum)).toEqual([1, 2]);
    down = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.unacknowledged).toEqual([]);
    expect(ingest.calls.filter((c) => c.batch === '1_2')).toHaveLength(1);
    expect(events).toEqual(['Failed to send batch after 10 attempts']);
    expect(await storedIds()).toEqual(['1_1', '1_2']);
  });

  it('stops, with the reason, once more unsent bytes than the cap pile up', async () => {
    const { s, ingest, events } = await sender(() => 503, 24000, 100);
    s.push(batch(1, 60));
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([]);
    s.push(batch(2, 60));
    expect(events).toEqual(['failure: more than 100 bytes could not be sent']);
    // Closed: nothing more goes, however long the page stays.
    const calls = ingest.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ingest.calls).toHaveLength(calls);
    expect(s.unacknowledged.map((b) => b.batchNum)).toEqual([1, 2]);
  });

  it("sends a past session's batch with its own token, and drops it when that token is refused", async () => {
    // The past session's token is one this ingest does not know: it answers 401 itself.
    const { s, ingest, session, events, storedIds } = await sender(() => 200);
    s.push({ ...batch(7, 64, 3), token: 'OLD' }, batch(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(ingest.calls.map((c) => [c.batch, c.token])).toEqual([
      ['3_7', 'OLD'],
      ['1_1', session.token],
    ]);
    expect(ingest.calls.map((c) => c.outcome)).toEqual([401, 200]);
    expect(events).toEqual([]);
    expect(s.unacknowledged).toEqual([]);
    expect(await storedIds()).toEqual(['1_1']);
  });

  it('counts attempts per batch: a success in between starts the next batch afresh', async () => {
    const { s, ingest, events } = await sender((_, i) => (i < 9 ? 500 : i === 9 ? 200 : i < 18 ? 500 : 200));
    s.push(batch(1), batch(2));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events).toEqual([]);
    expect(ingest.calls.filter((c) => c.batch === '1_1')).toHaveLength(10);
    expect(ingest.calls.filter((c) => c.batch === '1_2')).toHaveLength(9);
    expect(s.unacknowledged).toEqual([]);
  });

  it('settles when the queue is empty, held or closed', async () => {
    const { s } = await sender(() => 200);
    s.push(batch(1));
    let settled = false;
    void s.whenSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });
});
