// The worker's transport against the real ingest on a local port, behind a front that injects faults: 5xx answers,
// a token expiring on the ingest's clock, random latency, an ingest that stays down, a page that goes away with
// batches unacknowledged. The retry schedule itself (250 ms × attempt) is checked with fake timers in
// batch-sender.test.ts; here the gap is shortened so the faults run in real time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../src/protocol/messages';
import { RecordingWorker } from '../../../src/tracker/worker/recording-worker';
import type { EncodedBatch, FromWorker, ToWorker } from '../../../src/tracker/worker/worker-messages';
import { startIngestSite, type IngestSite } from '../../support/ingest-site';

const GAP = 5;

/** Seeded randomness, so a failing run can be repeated. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The main thread's side: answers restarts with a new token from the ingest and keeps the offline buffer. */
function page(ingest: IngestSite, token: string, pageNo: number, unsent: EncodedBatch[] = []) {
  const posted: FromWorker[] = [];
  let offline: EncodedBatch[] = unsent;
  let latest = token;
  // The page closed: the browser ends its worker, so nothing it asks for afterwards leaves (what is on the wire goes on).
  let gone = false;
  const worker = new RecordingWorker({
    post: (message) => {
      posted.push(message);
      if (message.type === 'unsent') offline = message.batches;
      if (message.type === 'idle') offline = [];
      if (message.type === 'restart') {
        // The main thread's start call continues the session and answers a new token a little later.
        setTimeout(() => void ingest.real.start(latest).then((next) => {
          latest = next.token;
          worker.handle({ type: 'token', token: next.token });
        }), 5);
      }
    },
    fetch: (url, init) => (gone ? new Promise<never>(() => {}) : fetch(url, init)),
    attemptGap: GAP,
    warn: () => {},
  });
  const start: ToWorker = {
    type: 'start',
    ingestPoint: `${ingest.url}/ingest`,
    token,
    pageNo,
    tabId: 'a1b2c3d4e5f6',
    beaconSizeLimit: 1000000,
    compressionThreshold: 24000,
    timestamp: 1000,
    url: 'https://shop.test/',
    unsent,
  };
  worker.handle(start);
  return {
    worker,
    posted,
    get offline() {
      return offline;
    },
    /** Records messages and seals them as one batch. */
    batch(messages: Message[]) {
      worker.handle({ type: 'messages', messages });
      worker.handle({ type: 'flush' });
    },
    /** The page closes: its worker sends nothing more, and its timers end. */
    close() {
      gone = true;
      worker.handle({ type: 'stop' });
    },
  };
}

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  await vi.waitFor(() => {
    if (!condition()) throw new Error(`timed out waiting for ${what}`);
  }, { timeout: timeoutMs, interval: 10 });
}

/** The recorded messages of stored batches, without each batch's three header messages. */
const bodies = (ingest: IngestSite) => ingest.stored.flatMap((b) => b.messages.slice(3));

/** The batch requests that reached the site, in arrival order. */
const batchCalls = (ingest: IngestSite) => ingest.calls.filter((c) => c.path === '/v1/web/i');

let ingest: IngestSite | undefined;

/** The ingest's tokens live ten minutes here, so a test can move its clock past one without the session going idle. */
const TOKEN_TTL_MS = 10 * 60_000;
afterEach(async () => {
  await ingest?.close();
  ingest = undefined;
});

// Real sockets and real waits: generous time on a loaded machine.
const SLOW = 60_000;

describe('Transport under faults, real HTTP ingest', () => {
  it('30% of requests fail with 5xx, one 401, random latency: every batch arrives exactly once and in order', async () => {
    const rand = random(20261125);
    ingest = await startIngestSite({
      limits: { tokenTtlMs: TOKEN_TTL_MS },
      fault: ({ n }) => {
        // The token expires mid-session on the ingest's clock: one 401, from the ingest itself.
        if (n === 7) ingest!.real.clockOffsetMs += TOKEN_TTL_MS + 60_000;
        return { status: rand() < 0.3 ? [500, 502, 503][n % 3] : 200, delayMs: Math.floor(rand() * 25) };
      },
    });
    const { token } = await ingest.real.start();
    const p = page(ingest, token, 5);
    const recorded: Message[] = [];
    for (let n = 0; n < 40; n++) {
      // Every fifth batch is big enough to be gzipped.
      const messages: Message[] = [[14, n, n % 5 === 0 ? `text ${n} `.repeat(3000) : `text ${n}`], [20, n, n * 2]];
      recorded.push(...messages);
      p.batch(messages);
      // Real time on purpose: some batches are recorded while earlier ones are still on the wire.
      if (n % 4 === 0) await new Promise((r) => setTimeout(r, 15));
    }
    await until(() => ingest!.stored.length === 40 && p.posted.at(-1)?.type === 'idle', 'all 40 batches');
    const expected = Array.from({ length: 40 }, (_, i) => `5_${i + 1}`);
    expect(ingest.stored.map((b) => b.identity)).toEqual(expected);
    expect(ingest.acknowledged).toEqual(expected);
    expect(bodies(ingest)).toEqual(recorded);
    expect(batchCalls(ingest).filter((r) => r.token === token).length).toBeGreaterThan(0);
    expect(p.posted.filter((m) => m.type === 'restart')).toHaveLength(1);
    // The one 401 was the ingest's own answer to the expired token.
    expect(ingest.real.ingest.stats.refusedUnauthorized).toBe(1);
    expect(batchCalls(ingest).some((r) => r.gzip)).toBe(true);
    // The faults really happened: more requests than batches.
    expect(batchCalls(ingest).length).toBeGreaterThan(45);
    expect(p.posted.some((m) => m.type === 'failure')).toBe(false);
    expect(p.offline).toEqual([]);
  }, SLOW);

  it('an ingest down for longer than the attempts: the worker says so, keeps trying, and delivers everything once it is back', async () => {
    let down = true;
    ingest = await startIngestSite({ fault: () => (down ? 503 : undefined) });
    const { token } = await ingest.real.start();
    const first = page(ingest, token, 5);
    first.batch([[14, 1, 'one']]);
    first.batch([[14, 2, 'two']]);
    first.batch([[14, 3, 'three']]);
    await until(() => first.posted.some((m) => m.type === 'struggling'), 'the attempts running out');
    expect(first.posted.filter((m) => m.type === 'struggling')).toEqual([{ type: 'struggling', reason: 'Failed to send batch after 10 attempts' }]);
    expect(first.posted.some((m) => m.type === 'failure')).toBe(false);
    expect(first.worker.status.state).toBe('Active');
    expect(ingest.stored).toEqual([]);
    expect(first.offline.map((b) => `${b.pageNo}_${b.batchNum}`)).toEqual(['5_1', '5_2', '5_3']);
    first.batch([[14, 4, 'four']]);
    down = false;
    await until(() => ingest!.stored.length === 4 && first.posted.at(-1)?.type === 'idle', 'the batches after the outage');
    expect(ingest.stored.map((b) => b.identity)).toEqual(['5_1', '5_2', '5_3', '5_4']);
    expect(ingest.acknowledged).toEqual(['5_1', '5_2', '5_3', '5_4']);
    expect(bodies(ingest)).toEqual([[14, 1, 'one'], [14, 2, 'two'], [14, 3, 'three'], [14, 4, 'four']]);
  }, SLOW);

  it('a page gone with batches unacknowledged: the next start sends them first, with their identity, stored once', async () => {
    // The first page's requests reach the ingest but are answered only after the page is gone.
    ingest = await startIngestSite({ fault: (call) => (call.batch.startsWith('5_') && call.n === 0 ? { delayMs: 300 } : undefined) });
    const { token } = await ingest.real.start();
    const first = page(ingest, token, 5);
    first.batch([[14, 1, 'one']]);
    first.batch([[14, 2, 'two']]);
    first.batch([[14, 3, 'three']]);
    await until(() => batchCalls(ingest!).length === 1, 'the first request');
    expect(first.offline.map((b) => `${b.pageNo}_${b.batchNum}`)).toEqual(['5_1', '5_2', '5_3']);
    first.close();

    const next = page(ingest, token, 6, first.offline);
    next.batch([[14, 4, 'four']]);
    await until(() => ingest!.stored.length === 4 && next.posted.at(-1)?.type === 'idle', 'the resent batches');
    expect(batchCalls(ingest).map((r) => r.batch)).toEqual(['5_1', '5_1', '5_2', '5_3', '6_1']);
    expect(ingest.stored.map((b) => b.identity)).toEqual(['5_1', '5_2', '5_3', '6_1']);
    expect(bodies(ingest)).toEqual([[14, 1, 'one'], [14, 2, 'two'], [14, 3, 'three'], [14, 4, 'four']]);
  }, SLOW);
});
