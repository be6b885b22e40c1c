// What every ingest endpoint works with: the store, the projects, the token secret, the
// limits, the clock and the counters the replay page's stats show.
import { text, type IngestRequest, type IngestResponse } from './ingest-http';
import type { IngestProject } from './ingest-projects';
import type { SessionStore } from './session-store';
import type { StartedSession } from './session-summary';
import { bearerToken, tokenExpired, verifyToken, type TokenClaims } from './session-token';
import { DEFAULT_THROTTLE, type IngestThrottle, type ThrottleLimits } from './ingest-throttle';

export interface IngestLimits {
  /** Largest request body, and largest batch after gunzip, in bytes. */
  maxRequestBytes: number;
  /** Largest session file, in bytes; batches past it are refused with 413. */
  maxSessionBytes: number;
  /** Largest usability-test video upload, in bytes. */
  maxUploadBytes: number;
  /** A start with a token continues that session (a new page) if it was active this recently, ms. */
  sessionIdleMs: number;
  /** How long an upload URL stays valid, ms. */
  uploadUrlMs: number;
  /** How long a session token may send batches; an older one gets 401 and the agent renews it (001 §9). */
  tokenTtlMs: number;
  /** Usability-test video bytes one project may keep in all. */
  uploadQuotaBytes: number;
  /** Starts and bytes per client and per project. */
  throttle: ThrottleLimits;
}

export const DEFAULT_LIMITS: IngestLimits = {
  maxRequestBytes: 4 * 1024 * 1024,
  maxSessionBytes: 100 * 1024 * 1024,
  maxUploadBytes: 200 * 1024 * 1024,
  sessionIdleMs: 30 * 60 * 1000,
  uploadUrlMs: 15 * 60 * 1000,
  tokenTtlMs: 60 * 60 * 1000,
  uploadQuotaBytes: 2 * 1024 * 1024 * 1024,
  throttle: DEFAULT_THROTTLE,
};


export interface IngestStats {
  sessionsStarted: number;
  batchesStored: number;
  batchesDuplicate: number;
  batchesMalformed: number;
  refusedUnauthorized: number;
  refusedTooLarge: number;
  refusedThrottled: number;
  faultsInjected: number;
}

export const emptyStats = (): IngestStats => ({
  sessionsStarted: 0, batchesStored: 0, batchesDuplicate: 0, batchesMalformed: 0, refusedUnauthorized: 0, refusedTooLarge: 0, refusedThrottled: 0, faultsInjected: 0,
});

export interface IngestContext {
  store: SessionStore;
  projects: IngestProject[];
  secret: Uint8Array;
  limits: IngestLimits;
  now: () => number;
  random: () => number;
  stats: IngestStats;
  log: (line: string) => void;
  throttle: IngestThrottle;
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized: missing, invalid or expired session token';

export type Authorized = { ok: true; claims: TokenClaims; started: StartedSession; project: IngestProject } | { ok: false; response: IngestResponse };

/** The session of the request's bearer token; 401 when there is none, it is forged, or its session is gone. */
export function authorize(ctx: IngestContext, request: IngestRequest): Authorized {
  const token = bearerToken(request.headers.authorization);
  const genuine = token ? verifyToken(token, ctx.secret) : null;
  const claims = genuine && !tokenExpired(genuine, ctx.now(), ctx.limits.tokenTtlMs) ? genuine : null;
  const started = claims ? ctx.store.started(claims.sessionID) : undefined;
  const project = claims ? ctx.projects.find((p) => p.projectID === claims.projectID) : undefined;
  if (!claims || !started || !project) {
    ctx.stats.refusedUnauthorized++;
    return { ok: false, response: text(401, UNAUTHORIZED_MESSAGE) };
  }
  return { ok: true, claims, started, project };
}
