// The worker's behaviour as the main thread sees it, with fake timers, against the real ingest (in-process) behind
// scripted faults.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeBatch } from '../../../src/protocol/decoder';
import { encodeBatch } from '../../../src/protocol/encoder';
import type { Message } from '../../../src/protocol/messages';
import { RecordingWorker } from '../../../src/tracker/worker/recording-worker';
import type { EncodedBatch, FromWorker, ToWorker } from '../../../src/tracker/worker/worker-messages';
import type { WorkerState } from '../../../src/tracker/worker/worker-state';
import { frontFetch, startIngestFront, type FaultRule } from '../../support/ingest-front';

/** A token no ingest issued: the real ingest answers 401 to it, as to one revoked or expired. */
const NEVER_ISSUED = 'token-never-issued';

const startMessage = (extra: Partial<Extract<ToWorker, { type: 'start' }>> = {}): ToWorker => ({
  type: 'start',
  ingestPoint: 'https://rec.test/ingest',
  token: NEVER_ISSUED,
  pageNo: 2,
  tabId: 'a1b2c3d4e5f6',
  beaconSizeLimit: 1000000,
  compressionThreshold: 24000,
  timestamp: 1000,
  url: 'https://shop.test/',
  unsent: [],
  ...extra,
});

async function setup(fault?: FaultRule) {
  const ingest = await startIngestFront({ fault });
  const session = await ingest.real.start();
  const posted: FromWorker[] = [];
  const states: WorkerState[] = [];
  const warnings: string[] = [];
  const worker = new RecordingWorker({
    post: (m) => posted.push(m),
    fetch: frontFetch(ingest),
    warn: (w) => warnings.push(w),
    onStateChange: (s) => states.push(s),
  });
  const send = (...messages: Message[]) => worker.handle({ type: 'messages', messages });
  const decoded = () => ingest.calls.map((c) => decodeBatch(c.bytes));
  /** The worker's start, with the token the ingest issued unless the test gives another. */
  const start = (extra: Partial<Extract<ToWorker, { type: 'start' }>> = {}) => startMessage({ token: session.token, ...extra });
  const storedIds = async () => ingest.stored.map((b) => b.identity);
  return { worker, ingest, session, posted, states, warnings, send, decoded, start, storedIds };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Recording worker', () => {
  it('moves NotActive → Starting → Active on start and Stopping → Stopped on stop once sent', async () => {
    const { worker, states, send, ingest, start } = await setup();
    expect(worker.status.state).toBe('NotActive');
    worker.handle(start());
    send([7]);
    worker.handle({ type: 'stop' });
    expect(worker.status.state).toBe('Stopping');
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['Starting', 'Active', 'Stopping', 'Stopped']);
    expect(ingest.calls.map((c) => c.batch)).toEqual(['2_1']);
    send([11, 1]);
    worker.handle({ type: 'flush' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ingest.calls).toHaveLength(1);
  });

  it('opens every batch with BatchMetadata, Timestamp and TabData and seals one every 10000 ms', async () => {
    const { worker, send, ingest, decoded, start } = await setup();
    worker.handle(start());
    send([7], [8, 1, 0, 0, 'body', false]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ingest.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    send([0, 12000], [14, 1, 'Woof']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(decoded()).toEqual([
      [[81, 1, 2, 0, 1000, 'https://shop.test/'], [0, 1000], [118, 'a1b2c3d4e5f6'], [7], [8, 1, 0, 0, 'body', false]],
      [[81, 1, 2, 2, 12000, 'https://shop.test/'], [0, 12000], [118, 'a1b2c3d4e5f6'], [0, 12000], [14, 1, 'Woof']],
    ]);
    expect(ingest.calls.map((c) => c.batch)).toEqual(['2_1', '2_2']);
    expect(ingest.stored.map((b) => b.messages)).toEqual(decoded());
  });

  it("sends what is buffered at once on 'flush' (page hidden or unloading)", async () => {
    const { worker, send, ingest, start } = await setup();
    worker.handle(start());
    send([7]);
    worker.handle({ type: 'flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ingest.calls).toHaveLength(1);
  });

  it("seals but does not send a batch the page says it sent as it was unloaded; the next batch takes the next number", async () => {
    const { worker, send, ingest, start } = await setup();
    worker.handle(start());
    send([14, 1, 'sent by the page']);
    worker.handle({ type: 'flush', sent: true });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ingest.calls).toHaveLength(0);
    send([14, 2, 'after']);
    worker.handle({ type: 'flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ingest.calls.map((c) => c.batch)).toEqual(['2_2']);
  });

  it('gzips a batch over 24000 bytes, and not one under, when the start reply names no compression threshold', async () => {
    const { worker, send, ingest, start } = await setup();
    worker.handle(start({ compressionThreshold: undefined }));
    send([14, 1, 'a'.repeat(23_500)]);
    worker.handle({ type: 'flush' });
    send([14, 2, 'b'.repeat(24_500)]);
    worker.handle({ type: 'flush' });
    await vi.waitFor(() => expect(ingest.calls).toHaveLength(2));
    expect(ingest.calls.map((c) => c.gzip)).toEqual([false, true]);
  });

  it("takes the start reply's size limit and compression threshold", async () => {
    const { worker, send, ingest, warnings, start } = await setup();
    worker.handle(start({ beaconSizeLimit: 500, compressionThreshold: 100 }));
    send([14, 1, 'a'.repeat(600)], [14, 2, 'b'.repeat(200)]);
    worker.handle({ type: 'flush' });
    await vi.waitFor(() => expect(ingest.calls).toHaveLength(1));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/skipped/);
    expect(ingest.calls).toHaveLength(1);
    expect(ingest.calls[0].gzip).toBe(true);
    expect(decodeBatch(ingest.calls[0].bytes).slice(3)).toEqual([[14, 2, 'b'.repeat(200)]]);
  });

  it("reports unacknowledged batches as 'unsent' and 'idle' once all went", async () => {
    let release!: () => void;
    const gate = new Promise<number>((r) => (release = () => r(200)));
    const { worker, send, posted, start } = await setup(() => gate);
    worker.handle(start());
    send([7]);
    worker.handle({ type: 'flush' });
    await vi.advanceTimersByTimeAsync(0);
    const unsent = posted.filter((m) => m.type === 'unsent') as Extract<FromWorker, { type: 'unsent' }>[];
    expect(unsent.at(-1)!.batches.map((b) => `${b.pageNo}_${b.batchNum}`)).toEqual(['2_1']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(posted.at(-1)).toEqual({ type: 'idle' });
  });

  it('sends the offline buffer first with its original identity, then numbers new batches after it', async () => {
    const { worker, send, ingest, start, storedIds } = await setup();
    const old: EncodedBatch[] = [
      { pageNo: 1, batchNum: 4, bytes: encodeBatch([[81, 1, 1, 9, 500, 'https://shop.test/'], [0, 500], [118, 'x'], [11, 3]]) },
      { pageNo: 2, batchNum: 1, bytes: encodeBatch([[81, 1, 2, 0, 900, 'https://shop.test/'], [0, 900], [118, 'x'], [11, 4]]) },
    ];
    worker.handle(start({ unsent: old }));
    send([7]);
    worker.handle({ type: 'flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ingest.calls.map((c) => c.batch)).toEqual(['1_4', '2_1', '2_2']);
    expect(ingest.calls[0].bytes).toEqual(old[0].bytes);
    expect(await storedIds()).toEqual(['1_4', '2_1', '2_2']);
  });

  it('asks for a restart on 401 and carries on with the new token', async () => {
    const { worker, send, ingest, session, posted, start, storedIds } = await setup();
    // The ingest itself refuses the first token.
    worker.handle(start({ token: NEVER_ISSUED }));
    send([7]);
    worker.handle({ type: 'flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(posted.filter((m) => m.type === 'restart')).toHaveLength(1);
    send([11, 1]);
    worker.handle({ type: 'flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ingest.calls).toHaveLength(1);
    worker.handle({ type: 'token', token: session.token });
    await vi.advanceTimersByTimeAsync(0);
    expect(ingest.calls.map((c) => [c.batch, c.token])).toEqual([
      ['2_1', NEVER_ISSUED],
      ['2_1', session.token],
      ['2_2', session.token],
    ]);
    expect(await storedIds()).toEqual(['2_1', '2_2']);
  });

  it('a new start while holding batches sends them once, under the new token, before the new session', async () => {
    const { worker, send, ingest, session, start, storedIds } = await setup();
    worker.handle(start({ token: NEVER_ISSUED }));
    send([7]);
    worker.handle({ type: 'flush' });
    await vi.advanceTimersByTimeAsync(0);
    const held = worker['sender']!.unacknowledged;
    worker.handle(start({ pageNo: 3, unsent: held }));
    send([7]);
    worker.handle({ type: 'flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ingest.calls.map((c) => [c.batch, c.token])).toEqual([
      ['2_1', NEVER_ISSUED],
      ['2_1', session.token],
      ['3_1', session.token],
    ]);
    expect(await storedIds()).toEqual(['2_1', '3_1']);
  });

  it("says 'Failed to send batch after 10 attempts' and keeps recording, trying and reporting every batch for the offline buffer", async () => {
    const { worker, send, ingest, posted, states, start } = await setup(() => 500);
    worker.handle(start());
    send([7]);
    worker.handle({ type: 'flush' });
    send([11, 2]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(posted.filter((m) => m.type === 'struggling')).toEqual([{ type: 'struggling', reason: 'Failed to send batch after 10 attempts' }]);
    expect(posted.some((m) => m.type === 'failure')).toBe(false);
    expect(states.at(-1)).toBe('Active');
    worker.handle({ type: 'flush' });
    const lastUnsent = posted.filter((m) => m.type === 'unsent').at(-1) as Extract<FromWorker, { type: 'unsent' }>;
    expect(lastUnsent.batches.map((b) => b.batchNum)).toEqual([1, 2]);
    expect(ingest.calls.length).toBeGreaterThan(10);
  });

  it('asks for a restart after the page has been hidden for 1800000 ms, not when it came back', async () => {
    const { worker, send, posted, start } = await setup();
    worker.handle(start());
    send([55, true]);
    await vi.advanceTimersByTimeAsync(1_000_000);
    send([55, false]);
    await vi.advanceTimersByTimeAsync(1_000_000);
    expect(posted.filter((m) => m.type === 'restart')).toEqual([]);
    send([55, true]);
    await vi.advanceTimersByTimeAsync(1_799_999);
    expect(posted.filter((m) => m.type === 'restart')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted.filter((m) => m.type === 'restart')).toEqual([{ type: 'restart' }]);
  });

  it('asks once for a start when messages arrive before any', async () => {
    const { send, posted } = await setup();
    send([7]);
    send([11, 1]);
    expect(posted).toEqual([{ type: 'restart' }]);
  });
});
