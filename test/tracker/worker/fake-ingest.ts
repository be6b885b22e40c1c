// A fake fetch standing in for the ingest's batch endpoint: records every request (URL,
// headers, body as the agent sent it and as the ingest reads it) and answers with the status
// the test chooses, now or when the test releases it.
import { gunzipSync } from 'fflate';
import type { FetchLike } from '../../../src/tracker/worker/batch-sender';

export interface IngestCall {
  url: string;
  batch: string;
  headers: Record<string, string>;
  keepalive: boolean;
  /** Bytes on the wire. */
  body: Uint8Array;
  /** The batch as the ingest reads it (gunzipped when sent gzipped). */
  bytes: Uint8Array;
}

export type Answer = number | 'network-error' | Promise<number | 'network-error'>;

export function fakeIngest(answer: (call: IngestCall, index: number) => Answer = () => 200) {
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
      const status = await answer(call, calls.length - 1);
      if (status === 'network-error') throw new TypeError('Failed to fetch');
      return { status };
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
  };
}

/** A promise the test resolves later. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
