// The one test double of the ingest the agent's tests use: the real ingest (src/server/ingest, in-process, storage in
// memory, its clock the test's) behind a front that notes every call the agent makes and can fail the calls a test
// picks: answered with a status of its choosing, answered late, never answered, or its connection cut. Every call not
// failed reaches the real ingest, which alone decides what is accepted and stored. The worker's tests reach the front
// in-process through `frontFetch`; the browser tests over HTTP through the site in ingest-site.ts.
import { gunzipSync } from 'fflate';
import { decodeBatch } from '../../src/protocol/decoder';
import type { Message } from '../../src/protocol/messages';
import type { IngestResponse } from '../../src/server/ingest/ingest-http';
import type { FetchLike } from '../../src/tracker/worker/batch-sender';
import { startRealIngest, type RealIngest, type RealIngestOptions, type StoredBatchView } from './real-ingest';

const INGEST_BASE = '/ingest';
const BATCH_PATH = '/v1/web/i';
const START_PATH = '/v1/web/start';

/** One request of the agent to the ingest, as the front saw it. */
export interface IngestCall {
  method: string;
  /** The URL as the agent called it. */
  url: string;
  /** The path under the ingest's base: '/v1/web/start', '/v1/web/i' … */
  path: string;
  /** The batch query of a batch ('{page}_{batch}'), '' otherwise. */
  batch: string;
  /** The bearer token it came with ('' for a first start). */
  token: string;
  gzip: boolean;
  keepalive: boolean;
  /** The body as it was on the wire (gzipped when the agent compressed it). */
  raw: Uint8Array;
  /** The body as the ingest reads it. */
  bytes: Uint8Array;
  /** How many calls to this path came before it (0 for the first). */
  n: number;
  /** When it arrived (Date.now()). */
  at: number;
  /** What it got: the real ingest's status, a fault's status, or 'silent' / 'cut'. */
  outcome?: number | 'silent' | 'cut';
}

/**
 * What happens to a call: a status (other than 200: answered by the front, the ingest never sees it, after `delayMs`
 * when given); `{ delayMs }` alone: the ingest answers, but the answer reaches the agent that much later (it is
 * stored at once, as over a slow network); 'silent': never answered; 'cut': the connection cut, as if the host were
 * gone (a network error to the agent).
 */
export type Fault = number | { status?: number; body?: string; delayMs?: number } | 'silent' | 'cut';

/** Picks the fault for a call (`undefined` or 200: it reaches the ingest); may decide later (a promise). */
export type FaultRule = (call: IngestCall, index: number) => Fault | undefined | Promise<Fault | undefined>;

/** A batch the ingest accepted, the first copy of its identity (token and batch query). */
export interface AcceptedBatch {
  batch: string;
  token: string;
  gzip: boolean;
  raw: Uint8Array;
  bytes: Uint8Array;
  messages: Message[];
}

export interface WireRequest {
  method: string;
  url: URL;
  headers: Record<string, string | undefined>;
  body: Uint8Array | null;
  client?: string;
  keepalive?: boolean;
}

export type WireAnswer = IngestResponse | 'silent' | 'cut';

export interface IngestFront {
  real: RealIngest;
  fault: FaultRule | null;
  /** Every call in arrival order, with its outcome once it has one. */
  calls: IngestCall[];
  /** Each batch identity the ingest accepted, once: its first copy, as the agent sent it. */
  batches: AcceptedBatch[];
  /** Later copies of an identity already accepted (resent, or sent by both threads), and whether their bytes were the same. */
  repeats: { batch: string; token: string; same: boolean }[];
  /** Every batch identity the ingest answered 200, in order, repeats included. */
  acknowledged: string[];
  /** Every start request as the agent sent it, and the ingest's replies to those it accepted. */
  starts: Record<string, unknown>[];
  startReplies: Record<string, unknown>[];
  /** What the ingest holds, read after each batch it accepted (before the answer leaves, however late it arrives). */
  stored: StoredBatchView[];
  /** The most calls that were waiting for an answer at once. */
  readonly maxInFlight: number;
  /** Every decoded message of every accepted batch, in recording order: session by session, then by page and batch
   * number, as the ingest reads a session back (at a page's exit the main thread's batch may overtake the worker's). */
  messages(): Message[];
  /** The ids of the sessions the ingest started, oldest first. */
  sessionIDs(): string[];
  /** One request, through the front: the fault's answer or the real ingest's. */
  answer(request: WireRequest): Promise<WireAnswer>;
  close(): Promise<void>;
}

const bearer = (headers: Record<string, string | undefined>) => String(headers.authorization ?? '').replace(/^Bearer /, '');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const never = new Promise<never>(() => {});

export async function startIngestFront(options: RealIngestOptions & { fault?: FaultRule } = {}): Promise<IngestFront> {
  const real = await startRealIngest(options);
  const counts = new Map<string, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const front: IngestFront = {
    real,
    fault: options.fault ?? null,
    calls: [],
    batches: [],
    repeats: [],
    acknowledged: [],
    starts: [],
    startReplies: [],
    stored: [],
    get maxInFlight() {
      return maxInFlight;
    },
    messages: () => inRecordingOrder(front.batches).flatMap((b) => b.messages),
    sessionIDs: () =>
      real.ingest.store
        .list({ offset: 0, limit: 10_000 })
        .sessions.map((s) => s.sessionID)
        .reverse(),
    async answer(request) {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
      // A preflight is the browser's, not the agent's: it goes to the ingest and is neither noted nor counted.
      if (request.method === 'OPTIONS') return real.handle({ ...request, headers });
      const path = request.url.pathname.startsWith(`${INGEST_BASE}/`) ? request.url.pathname.slice(INGEST_BASE.length) : request.url.pathname;
      const raw = request.body ?? new Uint8Array();
      const gzip = headers['content-encoding'] === 'gzip';
      const n = counts.get(path) ?? 0;
      counts.set(path, n + 1);
      const call: IngestCall = {
        method: request.method,
        url: request.url.href,
        path,
        batch: request.url.searchParams.get('batch') ?? '',
        token: bearer(headers),
        gzip,
        keepalive: request.keepalive === true,
        raw,
        bytes: gzip ? gunzipSync(raw) : raw,
        n,
        at: Date.now(),
      };
      front.calls.push(call);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        return await through(call, { ...request, headers }, front.calls.length - 1);
      } finally {
        inFlight--;
      }
    },
    close: () => real.close(),
  };

  async function through(call: IngestCall, request: WireRequest, index: number): Promise<WireAnswer> {
    const chosen = (await front.fault?.(call, index)) ?? undefined;
    if (chosen === 'silent' || chosen === 'cut') {
      call.outcome = chosen;
      return chosen === 'silent' ? never : 'cut';
    }
    const fault = typeof chosen === 'number' ? { status: chosen } : (chosen ?? {});
    if (fault.status !== undefined && fault.status !== 200) {
      if (fault.delayMs) await sleep(fault.delayMs);
      call.outcome = fault.status;
      return { status: fault.status, headers: { 'content-type': 'text/plain' }, body: fault.body ?? 'Ingest unavailable' };
    }
    const isStart = call.method === 'POST' && call.path === START_PATH;
    const isBatch = call.method === 'POST' && call.path === BATCH_PATH;
    if (isStart) front.starts.push(JSON.parse(new TextDecoder().decode(call.bytes)) as Record<string, unknown>);
    const answered = await real.handle(request);
    call.outcome = answered.status;
    if (isStart && answered.status === 200) front.startReplies.push(JSON.parse(String(answered.body)) as Record<string, unknown>);
    if (isBatch && answered.status === 200) {
      const earlier = front.batches.find((b) => b.batch === call.batch && b.token === call.token);
      if (earlier) front.repeats.push({ batch: call.batch, token: call.token, same: Buffer.from(earlier.bytes).equals(Buffer.from(call.bytes)) });
      else front.batches.push({ batch: call.batch, token: call.token, gzip: call.gzip, raw: call.raw, bytes: call.bytes, messages: decodeBatch(call.bytes) });
      front.stored = await real.stored();
    }
    if (fault.delayMs) await sleep(fault.delayMs);
    if (isBatch && answered.status === 200) front.acknowledged.push(call.batch);
    return answered;
  }

  return front;
}

function inRecordingOrder(batches: AcceptedBatch[]): AcceptedBatch[] {
  const session = new Map<string, number>();
  for (const b of batches) if (!session.has(b.token)) session.set(b.token, session.size);
  const place = (b: AcceptedBatch) => b.batch.split('_').map(Number);
  return [...batches].sort((a, b) => {
    const [pageA, numA] = place(a);
    const [pageB, numB] = place(b);
    return session.get(a.token)! - session.get(b.token)! || pageA - pageB || numA - numB;
  });
}

/** The front as the worker's fetch, in-process: a cut connection is the network error fetch throws. */
export function frontFetch(front: IngestFront): FetchLike {
  return async (url, init) => {
    const answer = await front.answer({
      method: String(init.method ?? 'POST'),
      url: new URL(url),
      headers: { ...(init.headers as Record<string, string>) },
      body: (init.body as Uint8Array | undefined) ?? null,
      keepalive: init.keepalive === true,
    });
    if (answer === 'silent' || answer === 'cut') throw new TypeError('Failed to fetch');
    return { status: answer.status };
  };
}

/** A promise the test resolves later (an answer the front gives when the test says so). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
