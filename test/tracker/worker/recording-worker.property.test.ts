// Property: whatever the interleaving of recorded messages, flushes, time passing and ingest answers
// (acknowledgements, 5xx, network errors, 401s), every batch the worker seals is acknowledged exactly
// once and in order, and the messages arrive as recorded, outages of 10 failed attempts included: the
// tracker is then told 'Failed to send batch after 10 attempts' once, and the worker keeps trying, so
// nothing is lost and nothing is sent twice. The answers that are not faults are the real ingest's (in-process), which
// stores every batch once.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeBatch } from '../../../src/protocol/decoder';
import type { Message } from '../../../src/protocol/messages';
import { RecordingWorker } from '../../../src/tracker/worker/recording-worker';
import type { FromWorker } from '../../../src/tracker/worker/worker-messages';
import { frontFetch, startIngestFront, type Fault } from '../../support/ingest-front';

type Step = { kind: 'record'; count: number } | { kind: 'flush' } | { kind: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('record' as const), count: fc.integer({ min: 1, max: 30 }) }),
  fc.constant({ kind: 'flush' as const }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 12_000 }) }),
);

const answer: fc.Arbitrary<Fault> = fc.constantFrom<Fault>(200, 200, 200, 500, 503, 400, 401, 'cut');
/** Mixed answers, sometimes followed by an outage long enough to exhaust the attempts. */
const answers: fc.Arbitrary<Fault[]> = fc.oneof(
  fc.array(answer, { maxLength: 40 }),
  fc
    .tuple(fc.array(answer, { maxLength: 12 }), fc.constantFrom<Fault>(500, 'cut'))
    .map(([before, outage]) => [...before, ...Array<Fault>(10).fill(outage)]),
);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Recording worker: delivery property', () => {
  it('every sealed batch is acknowledged once and in order, through outages that exhaust the attempts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), answers, async (steps, answers) => {
        const ingest = await startIngestFront({ fault: (_, index) => answers[index] });
        const session = await ingest.real.start();
        let latest = session.token;
        const posted: FromWorker[] = [];
        const worker: RecordingWorker = new RecordingWorker({
          post: (m) => {
            posted.push(m);
            // The main thread answers a restart with a new token (the ingest's, for the same session) some time later,
            // while batches keep coming.
            if (m.type === 'restart') {
              setTimeout(() => void ingest.real.start(latest).then(({ token }) => {
                latest = token;
                worker.handle({ type: 'token', token });
              }), 50);
            }
          },
          fetch: frontFetch(ingest),
          warn: () => {},
        });
        worker.handle({
          type: 'start', ingestPoint: 'https://rec.test/ingest', token: session.token, pageNo: 1, tabId: 'a1b2c3d4e5f6',
          beaconSizeLimit: 1000000, compressionThreshold: 24000, timestamp: 0, url: 'https://shop.test/', unsent: [],
        });
        const recorded: Message[] = [];
        let next = 0;
        for (const s of steps) {
          if (s.kind === 'record') {
            const messages: Message[] = Array.from({ length: s.count }, () => [11, next++]);
            recorded.push(...messages);
            worker.handle({ type: 'messages', messages });
          } else if (s.kind === 'flush') worker.handle({ type: 'flush' });
          else await vi.advanceTimersByTimeAsync(s.ms);
        }
        worker.handle({ type: 'flush' });
        await vi.advanceTimersByTimeAsync(120_000);

        const acknowledged = ingest.calls.filter((_, i) => (answers[i] ?? 200) === 200);
        expect(acknowledged.every((c) => c.outcome === 200)).toBe(true);
        const ackIds = acknowledged.map((c) => c.batch);
        expect(new Set(ackIds).size).toBe(ackIds.length);
        expect(ackIds).toEqual(ackIds.map((_, i) => `1_${i + 1}`));
        expect(ingest.maxInFlight).toBeLessThanOrEqual(1);
        const delivered = acknowledged.flatMap((c) => decodeBatch(c.bytes).slice(3));

        expect(posted.some((m) => m.type === 'failure')).toBe(false);
        expect(delivered).toEqual(recorded);
        const stored = ingest.stored;
        expect(stored.map((b) => b.identity)).toEqual(ackIds);
        expect(stored.flatMap((b) => b.messages.slice(3))).toEqual(recorded);
        await ingest.close();
        if (recorded.length) expect(posted.at(-1)).toEqual({ type: 'idle' });
        const struggled = posted.filter((m) => m.type === 'struggling');
        expect(struggled.every((m) => m.type === 'struggling' && m.reason === 'Failed to send batch after 10 attempts')).toBe(true);
      }),
      { numRuns: 60 },
    );
    // Each run plays minutes of fake time; on a loaded machine that is more than the default 5 s.
  }, 60_000);
});
