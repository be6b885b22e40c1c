// What every ingest endpoint works with: the store, the projects, the token secret, the
// limits, the clock and the counters the replay page's stats show.
import { text, type IngestRequest, type IngestResponse } from './ingest-http';
import type { IngestProject } from './ingest-projects';
import type { SessionStore } from './session-store';
import type { StartedSession } from './session-summary';
import { bearerToken, verifyToken, type TokenClaims } from './session-token';

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
}

export const DEFAULT_LIMITS: IngestLimits = {
  maxRequestBytes: 4 * 1024 * 1024,
  maxSessionBytes: 100 * 1024 * 1024,
  maxUploadBytes: 200 * 1024 * 1024,
  sessionIdleMs: 30 * 60 * 1000,
  uploadUrlMs: 15 * 60 * 1000,
};


export interface IngestStats {
  sessionsStarted: number;
  batchesStored: number;
  batchesDuplicate: number;
  batchesMalformed: number;
  refusedUnauthorized: number;
  refusedTooLarge: number;
  faultsInjected: number;
}

export const emptyStats = (): IngestStats => ({
  sessionsStarted: 0, batchesStored: 0, batchesDuplicate: 0, batchesMalformed: 0, refusedUnauthorized: 0, refusedTooLarge: 0, faultsInjected: 0,
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
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized: missing, invalid or expired session token';

export type Authorized = { ok: true; claims: TokenClaims; started: StartedSession; project: IngestProject } | { ok: false; response: IngestResponse };

/** The session of the request's bearer token; 401 when there is none, it is forged, or its session is gone. */
export function authorize(ctx: IngestContext, request: IngestRequest): Authorized {
  const token = bearerToken(request.headers.authorization);
  const claims = token ? verifyToken(token, ctx.secret) : null;
  const started = claims ? ctx.store.started(claims.sessionID) : undefined;
  const project = claims ? ctx.projects.find((p) => p.projectID === claims.projectID) : undefined;
  if (!claims || !started || !project) {
    ctx.stats.refusedUnauthorized++;
    return { ok: false, response: text(401, UNAUTHORIZED_MESSAGE) };
  }
  return { ok: true, claims, started, project };
}
