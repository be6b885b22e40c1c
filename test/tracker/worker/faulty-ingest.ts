// The real ingest, in-process, as the worker's fetch, behind the faults a test scripts: each request is recorded (URL,
// headers, body as the agent sent it and as the ingest reads it) and either answered with the scripted fault (a 5xx,
// a 401 for a revoked token, a network error, now or when the test releases it) or handed to the real ingest, whose
// answer the sender then gets. What is accepted is judged, and stored, by the real ingest.
import { gunzipSync } from 'fflate';
import type { FetchLike } from '../../../src/tracker/worker/batch-sender';
import { startRealIngest, type RealIngest } from '../../support/real-ingest';

export interface IngestCall {
  url: string;
  batch: string;
  headers: Record<string, string>;
  keepalive: boolean;
  /** Bytes on the wire. */
  body: Uint8Array;
  /** The batch as the ingest reads it (gunzipped when sent gzipped). */
  bytes: Uint8Array;
  /** What the sender was answered: the fault, or the real ingest's status. */
  status?: number | 'network-error';
}

/** 200: the real ingest answers; any other status or 'network-error': that fault, and the ingest never sees the request. */
export type Answer = number | 'network-error' | Promise<number | 'network-error'>;

export interface FaultyIngest {
  fetch: FetchLike;
  calls: IngestCall[];
  readonly maxInFlight: number;
  real: RealIngest;
  /** A token the ingest issued for a session of the test project, the one the worker starts with. */
  token: string;
  /** Another token for the same session, as the main thread's restart gets it. */
  renewToken(): Promise<string>;
  /** The batches the real ingest stored, in order. */
  stored(): ReturnType<RealIngest['stored']>;
}

export async function faultyIngest(answer: (call: IngestCall, index: number) => Answer = () => 200): Promise<FaultyIngest> {
  const real = await startRealIngest();
  const session = await real.start();
  let latest = session.token;
  const calls: IngestCall[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetch: FetchLike = async (url, init) => {
    const headers = { ...(init.headers as Record<string, string>) };
    const body = init.body as Uint8Array;
    const call: IngestCall = {
      url,
      batch: new URL(url).searchParams.get('batch') ?? '',
      headers,
      keepalive: init.keepalive === true,
      body,
      bytes: headers['Content-Encoding'] === 'gzip' ? gunzipSync(body) : body,
    };
    calls.push(call);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const scripted = await answer(call, calls.length - 1);
      if (scripted === 'network-error') {
        call.status = scripted;
        throw new TypeError('Failed to fetch');
      }
      if (scripted !== 200) {
        call.status = scripted;
        return { status: scripted };
      }
      const answered = await real.handle({ method: String(init.method ?? 'POST'), url: new URL(url), headers, body });
      call.status = answered.status;
      return { status: answered.status };
    } finally {
      inFlight--;
    }
  };
  return {
    fetch,
    calls,
    get maxInFlight() {
      return maxInFlight;
    },
    real,
    token: session.token,
    async renewToken() {
      latest = (await real.start(latest)).token;
      return latest;
    },
    stored: () => real.stored(session.sessionID),
  };
}

/** A promise the test resolves later. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
