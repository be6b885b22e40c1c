// @vitest-environment jsdom
// Whatever a host page passes to the agent's API — odd types, huge values, calls in any order, an
// ingest answering anything — nothing is thrown into the page and start() (and startOnConditions())
// always resolves.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tracker } from '../../src/tracker/tracker';
import { installAgentEnv } from './fake-agent-env';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const odd = fc.oneof(
  fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true, withDate: true, withNullPrototype: true, withSparseArray: true }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(Symbol('s'), () => 1, NaN, Infinity, -0, 2 ** 53, '\u0000', '\ud800'),
);

const cyclic = () => {
  const o: Record<string, unknown> = { token: 'x' };
  o.self = o;
  return o;
};

const call = fc.oneof(
  fc.tuple(fc.constant('event'), odd, odd),
  fc.tuple(fc.constant('issue'), odd, odd),
  fc.tuple(fc.constant('setUserID'), odd, fc.constant(undefined)),
  fc.tuple(fc.constant('setUserAnonymousID'), odd, fc.constant(undefined)),
  fc.tuple(fc.constant('setMetadata'), odd, odd),
  fc.tuple(fc.constant('start'), odd, fc.constant(undefined)),
  fc.tuple(fc.constant('startOnConditions'), odd, fc.constant(undefined)),
  fc.tuple(fc.constant('stop'), fc.constant(undefined), fc.constant(undefined)),
  fc.tuple(fc.constant('coldStart'), fc.constant(undefined), fc.constant(undefined)),
  fc.tuple(fc.constant('isFlagEnabled'), odd, fc.constant(undefined)),
  fc.tuple(fc.constant('getFeatureFlag'), odd, fc.constant(undefined)),
  fc.tuple(fc.constant('reloadFlags'), fc.constant(undefined), fc.constant(undefined)),
  fc.tuple(fc.constant('wsMessage'), odd, odd),
);
const STARTS = ['start', 'startOnConditions'];
// Taken before any test fakes the clock: a lazy chunk loads in real time, whatever the fake clock says.
const realSetTimeout = setTimeout;
const realPause = () => new Promise((resolve) => realSetTimeout(resolve, 20));

const reply = fc.oneof(
  fc.constant(() => new Response(JSON.stringify({ token: 't', userUUID: 'u', sessionID: 's', delay: 0 }), { status: 200 })),
  fc.constant(() => new Response(JSON.stringify({ token: 't', userUUID: 'u', sessionID: 's', delay: 0, projectID: 3 }), { status: 200 })),
  fc.constant(() => new Response(JSON.stringify({ conditions: [{ name: 'any event', filters: [{ type: 'custom_event', operator: 'isAny', value: [] }] }] }), { status: 200 })),
  fc.tuple(fc.integer({ min: 200, max: 599 }), fc.string()).map(([status, body]) => () => new Response(body, { status })),
  fc.anything().map((body) => () => new Response(JSON.stringify(body) ?? 'null', { status: 200 })),
  fc.constant(() => Promise.reject(new Error('offline'))),
);

describe('Tracker API under fuzzing', () => {
  it('never throws into the page and start() always resolves to success or a reason', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(odd, fc.record({ projectKey: odd, ingestPoint: odd, privateMode: odd, tabWaitMs: fc.constant(0), network: odd, console: odd, canvas: odd, tags: odd })), fc.array(call, { maxLength: 12 }), reply, reply, async (options, calls, answer, conditions) => {
        // Fake time: a start retried against a failing ingest waits seconds between its attempts.
        vi.useFakeTimers();
        const env = installAgentEnv(answer as () => Response);
        env.state.conditions = conditions as () => Response;
        let tracker: Tracker | undefined;
        expect(() => {
          tracker = new Tracker(options as never);
        }).not.toThrow();
        const results: Promise<unknown>[] = [];
        for (const [name, a, b] of calls) {
          expect(() => {
            const r = (tracker as unknown as Record<string, (x: unknown, y: unknown) => unknown>)[name](a, b);
            if (r instanceof Promise && STARTS.includes(name)) results.push(r);
            else if (r instanceof Promise) results.push(r.then(() => ({ success: true })));
          }).not.toThrow();
        }
        let settled = false;
        const all = Promise.all(results).finally(() => (settled = true));
        // A conditional start loads its chunk before it asks the ingest; the ask's retries wait on the fake
        // clock, so the clock is moved on again once the chunk is in (a start that never answers still fails).
        // The chunk is waited for, not given a fixed real time: on a busy machine loading it took longer than
        // the pauses, and the property failed for want of the chunk, not of an answer.
        for (let round = 0; round < 20 && !settled; round++) {
          await vi.advanceTimersByTimeAsync(60_000);
          if (!settled) {
            await vi.dynamicImportSettled();
            await realPause();
          }
        }
        expect(settled, 'every start answered').toBe(true);
        for (const r of await all) {
          expect(r).toEqual(expect.objectContaining({ success: expect.any(Boolean) }));
          if (!(r as { success: boolean }).success) expect((r as { reason: unknown }).reason).toEqual(expect.any(String));
        }
        tracker!.stop();
        vi.useRealTimers();
      }),
      { numRuns: 60, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
  }, 60_000);

  it('takes huge and cyclic values without throwing', async () => {
    installAgentEnv();
    const tracker = new Tracker({ projectKey: 'p', tabWaitMs: 0, warnOnFailure: false });
    await tracker.start();
    const huge = 'x'.repeat(6_000_000);
    expect(() => {
      tracker.event(huge, huge);
      tracker.issue('cycle', cyclic());
      tracker.event('bigint', { n: 10n });
      tracker.setMetadata(huge, huge);
      tracker.setUserID(huge);
      tracker.event('getter', Object.defineProperty({}, 'boom', { enumerable: true, get: () => { throw new Error('boom'); } }));
    }).not.toThrow();
    tracker.stop();
  });

  it("the page's own requests, console calls and errors behave as without the agent, whatever they are given", async () => {
    installAgentEnv();
    const tracker = new Tracker({ projectKey: 'p', tabWaitMs: 0, warnOnFailure: false, network: { captureBodies: true, sanitiser: () => { throw new Error('site bug'); } } });
    await tracker.start();
    await fc.assert(
      fc.asyncProperty(odd, odd, async (a, b) => {
        // fetch with odd arguments: the page sees the same outcome (here jsdom's fetch stub answers or rejects).
        const outcome = await Promise.resolve()
          .then(() => window.fetch(a as never, b as never))
          .then(() => 'answered', () => 'rejected');
        expect(['answered', 'rejected']).toContain(outcome);
        expect(() => console.log(a, b)).not.toThrow();
        expect(() => console.error(a)).not.toThrow();
        const xhr = new XMLHttpRequest();
        try {
          xhr.open(String(typeof a === 'string' ? a : 'GET'), '/x');
          xhr.setRequestHeader('x-a', 'b');
        } catch {
          // The page's own misuse throws as it would without the agent.
        }
      }),
      { numRuns: 40 },
    );
    tracker.stop();
  });
});
