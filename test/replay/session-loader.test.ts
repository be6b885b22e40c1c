import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { Message } from '../../src/protocol/messages';
import { BatchFrames, EarlyBatches, RETRY_DELAYS_MS, SessionLoader, type BatchSink } from '../../src/replay/session-loader';
import { pausedVisit, timedBatches } from './timed-batches';

const written = () => [...timedBatches(pausedVisit(), Date.UTC(2026, 10, 27, 9), 1000)];

/** The batches body as the ingest streams it: (u32 LE length, bytes)*. */
function framed(batches: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(batches.reduce((n, b) => n + 4 + b.length, 0));
  let pos = 0;
  for (const b of batches) {
    new DataView(out.buffer).setUint32(pos, b.length, true);
    out.set(b, pos + 4);
    pos += 4 + b.length;
  }
  return out;
}

/** A streamed answer cut into the given pieces; `breakAfter` pieces, the connection drops. */
function streamedResponse(body: Uint8Array, cuts: number[], breakAfter = Infinity): Response {
  const points = [...new Set(cuts.map((c) => Math.min(c, body.length)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let last = 0;
  for (const p of [...points, body.length]) {
    if (p > last) pieces.push(body.slice(last, p));
    last = p;
  }
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= breakAfter) controller.error(new TypeError('network error'));
      else if (sent < pieces.length) controller.enqueue(pieces[sent++]);
      else controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { 'content-type': 'application/octet-stream' } });
}

interface Recorded {
  sink: BatchSink;
  batches: Message[][];
  failures: [string, number | null][];
  done: boolean;
}

function recordingSink(): Recorded {
  const r: Recorded = {
    batches: [],
    failures: [],
    done: false,
    sink: {
      batches: (b) => r.batches.push(...b),
      failed: (reason, retryInMs) => r.failures.push([reason, retryInMs]),
      done: () => {
        r.done = true;
      },
    },
  };
  return r;
}

const noWait = { yieldToPage: async () => {}, sleep: async () => {} };

describe('Loading a session as its batches stream in', () => {
  it('property: however the stream is cut, every batch arrives whole, once and in order', async () => {
    const batches = written();
    const body = framed(batches.map((b) => b.bytes));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: body.length }), { maxLength: 40 }), async (cuts) => {
        const r = recordingSink();
        const loader = new SessionLoader('s1', { ...noWait, fetchFn: async () => streamedResponse(body, cuts) });
        await loader.start(r.sink);
        expect(r.done).toBe(true);
        expect(r.failures).toEqual([]);
        expect(r.batches).toEqual(batches.map((b) => b.messages));
        expect(loader.received).toBe(batches.length);
      }),
      { numRuns: 100 },
    );
  });

  it('hands batches over in slices, the page free between them, so the first frame shows before the last batch is read', async () => {
    const batches = written();
    let clock = 0;
    const seenAtYield: number[] = [];
    const r = recordingSink();
    const loader = new SessionLoader('s1', {
      fetchFn: async () => streamedResponse(framed(batches.map((b) => b.bytes)), []),
      // each batch takes 5 ms to decode and lay out
      now: () => (clock += 5),
      yieldToPage: async () => {
        seenAtYield.push(r.batches.length);
      },
    });
    await loader.start(r.sink);
    expect(seenAtYield.length).toBeGreaterThan(1);
    expect(seenAtYield[0]).toBeGreaterThan(0);
    expect(seenAtYield[0]).toBeLessThan(batches.length);
  });

  it('keeps what arrived when the connection drops, says so, and goes on from the next batch', async () => {
    const batches = written();
    const asked: string[] = [];
    const delays: number[] = [];
    const r = recordingSink();
    const loader = new SessionLoader('s1', {
      yieldToPage: async () => {},
      sleep: async (ms) => {
        delays.push(ms);
        // nothing lost meanwhile: the batches before the break are with the player
        expect(r.batches).toEqual(batches.slice(0, 2).map((b) => b.messages));
      },
      fetchFn: async (input) => {
        asked.push(String(input));
        const from = Number(new URL(String(input), 'http://x').searchParams.get('from') ?? 0);
        const rest = framed(batches.slice(from).map((b) => b.bytes));
        // the first read breaks off after two whole batches and half of the third
        if (asked.length === 1) {
          const two = framed(batches.slice(0, 2).map((b) => b.bytes)).length;
          return streamedResponse(rest, [two, two + 6], 2);
        }
        return streamedResponse(rest, []);
      },
    });
    await loader.start(r.sink);
    expect(asked).toEqual(['/ingest/api/sessions/s1/batches', '/ingest/api/sessions/s1/batches?from=2']);
    expect(r.failures).toEqual([['The connection to the ingest was lost', RETRY_DELAYS_MS[0]]]);
    expect(delays).toEqual([RETRY_DELAYS_MS[0]]);
    expect(r.done).toBe(true);
    expect(r.batches).toEqual(batches.map((b) => b.messages));
  });

  it('tries a failing ingest again after growing delays, and at once when asked', async () => {
    const batches = written();
    const r = recordingSink();
    let answers = 0;
    const delays: number[] = [];
    let loader!: SessionLoader;
    loader = new SessionLoader('s1', {
      yieldToPage: async () => {},
      // the owner presses 'Try again now' at the third wait
      sleep: (ms) => {
        delays.push(ms);
        if (delays.length === 3) loader.retryNow();
        return delays.length === 3 ? new Promise(() => {}) : Promise.resolve();
      },
      fetchFn: async () => (++answers <= 3 ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : streamedResponse(framed(batches.map((b) => b.bytes)), [])),
    });
    await loader.start(r.sink);
    expect(r.failures.map(([reason]) => reason)).toEqual(Array(3).fill('The ingest answered 503 Service Unavailable'));
    expect(delays).toEqual(RETRY_DELAYS_MS.slice(0, 3));
    expect(r.done).toBe(true);
    expect(r.batches).toHaveLength(batches.length);
  });

  it('does not try a refusal again by itself (the session is gone), only when asked', async () => {
    const r = recordingSink();
    let answers = 0;
    const loader = new SessionLoader('s1', { ...noWait, fetchFn: async () => (++answers, new Response('', { status: 404, statusText: 'Not Found' })) });
    const loading = loader.start(r.sink);
    await vi.waitFor(() => expect(r.failures).toEqual([['The ingest answered 404 Not Found', null]]));
    expect(answers).toBe(1);
    loader.retryNow();
    await vi.waitFor(() => expect(answers).toBe(2));
    loader.stop();
    await loading;
    expect(r.done).toBe(false);
  });

  it('counts a batch it cannot decode and goes on with the next', async () => {
    const batches = written();
    const r = recordingSink();
    const body = framed([batches[0].bytes, new Uint8Array([1, 2, 3]), batches[1].bytes]);
    const loader = new SessionLoader('s1', { ...noWait, fetchFn: async () => streamedResponse(body, [5]) });
    await loader.start(r.sink);
    expect(loader.unreadable).toBe(1);
    expect(loader.received).toBe(3);
    expect(r.batches).toEqual([batches[0].messages, batches[1].messages]);
  });

  it('started before the player is there, hands over what came in order, then the rest as it comes', async () => {
    const batches = written();
    const body = framed(batches.map((b) => b.bytes));
    let letRestGo = () => {};
    const rest = new Promise<void>((resolve) => {
      letRestGo = resolve;
    });
    const half = framed(batches.slice(0, 4).map((b) => b.bytes)).length;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(body.slice(0, half));
        await rest;
        controller.enqueue(body.slice(half));
        controller.close();
      },
    });
    const loader = new SessionLoader('s1', { ...noWait, fetchFn: async () => new Response(stream) });
    const early = new EarlyBatches(loader);
    await vi.waitFor(() => expect(loader.received).toBe(4));
    const r = recordingSink();
    await early.start(r.sink);
    expect(r.batches).toEqual(batches.slice(0, 4).map((b) => b.messages));
    expect(r.done).toBe(false);
    letRestGo();
    await vi.waitFor(() => expect(r.done).toBe(true));
    expect(r.batches).toEqual(batches.map((b) => b.messages));
  });

  it('keeps the start of a batch until its end arrives', () => {
    const frames = new BatchFrames();
    const body = framed([new Uint8Array([9, 8, 7]), new Uint8Array([6])]);
    expect(frames.push(body.subarray(0, 5))).toEqual([]);
    expect(frames.partial).toBe(5);
    expect(frames.push(body.subarray(5)).map((f) => [...f])).toEqual([[9, 8, 7], [6]]);
    expect(frames.partial).toBe(0);
  });
});
