// What one client or one project may cost the ingest: new sessions a second, and bytes a second
// sent in batches and snapshots. A refusal is 429 with Retry-After; the agent retries a batch
// with growing delay (001 §9), so a throttled batch arrives later rather than never.
import { text, type IngestRequest, type IngestResponse } from './ingest-http';
import { TokenBuckets, type RateLimit, type Taken } from './rate-limits';

export interface ThrottleLimits {
  startsPerClient: RateLimit;
  startsPerProject: RateLimit;
  bytesPerClient: RateLimit;
  bytesPerProject: RateLimit;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  // A visitor starts a session per tab and renews a token now and then; 60 at once covers a browser's tabs.
  startsPerClient: { perSecond: 2, burst: 60 },
  startsPerProject: { perSecond: 200, burst: 2_000 },
  // An agent sends a few KB a second; 2 MB/s with 16 MB at once leaves room for a page's first snapshot.
  bytesPerClient: { perSecond: 2 * 1024 * 1024, burst: 16 * 1024 * 1024 },
  bytesPerProject: { perSecond: 32 * 1024 * 1024, burst: 256 * 1024 * 1024 },
};

export const TOO_MANY_STARTS = 'Too many sessions started; try again later';
export const TOO_MANY_BYTES = 'Too much recording data sent; try again later';

export interface IngestThrottle {
  /** Counts a start; a refusal to answer, or null. */
  start(request: IngestRequest, projectID: number, now: number): IngestResponse | null;
  /** Counts bytes received for a project; a refusal to answer, or null. */
  bytes(request: IngestRequest, projectID: number, amount: number, now: number): IngestResponse | null;
  refused: number;
}

const refusal = (taken: Taken & { ok: false }, message: string): IngestResponse => {
  const answer = text(429, message);
  answer.headers['retry-after'] = String(Math.max(1, Math.ceil(taken.retryAfterMs / 1000)));
  return answer;
};

/** The client a request came from: its socket's address (headers a client writes are not trusted). */
const clientOf = (request: IngestRequest): string => request.client ?? 'unknown';

export function createIngestThrottle(limits: ThrottleLimits): IngestThrottle {
  const startsByClient = new TokenBuckets(limits.startsPerClient);
  const startsByProject = new TokenBuckets(limits.startsPerProject);
  const bytesByClient = new TokenBuckets(limits.bytesPerClient);
  const bytesByProject = new TokenBuckets(limits.bytesPerProject);
  // Both buckets must allow it; the client's is asked first so one client's flood never spends the project's.
  const both = (a: TokenBuckets, aKey: string, b: TokenBuckets, bKey: string, amount: number, now: number): Taken => {
    const first = a.take(aKey, amount, now);
    if (!first.ok) return first;
    return b.take(bKey, amount, now);
  };
  const throttle: IngestThrottle = {
    refused: 0,
    start(request, projectID, now) {
      const taken = both(startsByClient, clientOf(request), startsByProject, String(projectID), 1, now);
      if (taken.ok) return null;
      throttle.refused++;
      return refusal(taken, TOO_MANY_STARTS);
    },
    bytes(request, projectID, amount, now) {
      const taken = both(bytesByClient, clientOf(request), bytesByProject, String(projectID), amount, now);
      if (taken.ok) return null;
      throttle.refused++;
      return refusal(taken, TOO_MANY_BYTES);
    },
  };
  return throttle;
}
