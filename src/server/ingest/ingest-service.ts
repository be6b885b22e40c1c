// The ingest service: routes the agent's endpoints (001 §7, under the ingest base) and the
// replay page's API, with CORS and the fault mode in front of the agent's endpoints.
import { randomBytes } from 'node:crypto';
import { receiveBatch } from './batch-endpoint';
import { preflight, withCors, type AllowedOrigins } from './cors';
import { DEFAULT_LIMITS, emptyStats, type IngestContext, type IngestLimits, type IngestStats } from './ingest-context';
import { INGEST_FAULT_MESSAGE, type IngestFaults } from './ingest-faults';
import { text, type IngestRequest, type IngestResponse } from './ingest-http';
import type { IngestProject } from './ingest-projects';
import { receiveImages } from './images-endpoint';
import { conditions, featureFlags, tags } from './project-endpoints';
import { deleteSession, ingestStats, listSessions, sessionBatches, sessionCanvasSnapshot, sessionDetails } from './replay-api';
import { OwnerDirectory, type OwnerAccount } from './owner-accounts';
import { ownerEndpoint } from './owner-endpoints';
import { ownerGuard, type OwnerGuard } from './owner-guard';
import { OwnerSessions } from './owner-sessions';
import { removeExpiredSessions } from './session-retention';
import type { SessionFiles } from './session-files';
import { SessionStore } from './session-store';
import { startSession } from './start-endpoint';
import { receiveUpload, uploadUrl, usabilitySignal, usabilityTest } from './usability-endpoints';
import { memoryUsabilityTests, UsabilityTestStore, type UsabilityTestFiles } from './usability-test-store';
import { ownerApi } from './usability-tests-api';
import { createIngestThrottle } from './ingest-throttle';

export interface IngestOptions {
  files: SessionFiles;
  projects: IngestProject[];
  /** Where the usability tests created on the owner page are kept (default: memory). */
  usabilityTests?: UsabilityTestFiles;
  /** Signs session tokens and upload URLs; keep it across restarts so tokens stay valid. */
  secret?: Uint8Array;
  faults?: IngestFaults;
  limits?: Partial<IngestLimits>;
  allowedOrigins?: AllowedOrigins;
  now?: () => number;
  random?: () => number;
  log?: (line: string) => void;
  /** Waits for the fault mode's latency (injectable for tests). */
  sleep?: (ms: number) => Promise<void>;
  /** Who may watch the recordings; without owners nobody can sign in. */
  owners?: OwnerAccount[];
  /** Sessions started longer ago than this are deleted (at start, then hourly); unset keeps them. */
  retentionMs?: number;
}

export interface Ingest {
  handle(request: IngestRequest): Promise<IngestResponse>;
  /** Largest body the server should read for this request before answering 413. */
  maxBodyBytes(method: string, path: string): number;
  /** True for the route whose body is handed over as it arrives (request.bodyStream), never read whole first. */
  streamsBody(method: string, path: string): boolean;
  /** The answer to a body over maxBodyBytes, read no further. */
  refuseTooLarge(request: IngestRequest): IngestResponse;
  readonly store: SessionStore;
  readonly stats: IngestStats;
  /** The owner access check, for owner pages served outside the ingest (the replay page). */
  readonly guard: OwnerGuard;
  close(): Promise<void>;
}

const AGENT_PREFIX = '/v1/web/';
const RETENTION_SWEEP_MS = 60 * 60 * 1000;

export async function createIngest(options: IngestOptions): Promise<Ingest> {
  const limits: IngestLimits = { ...DEFAULT_LIMITS, ...options.limits, throttle: { ...DEFAULT_LIMITS.throttle, ...options.limits?.throttle } };
  const log = options.log ?? (() => {});
  const store = new SessionStore(options.files, limits.maxSessionBytes, log);
  await store.load();
  const tests = new UsabilityTestStore(options.usabilityTests ?? memoryUsabilityTests());
  await tests.load();
  const ctx: IngestContext = {
    store, projects: options.projects, secret: options.secret ?? randomBytes(32), limits,
    now: options.now ?? Date.now, random: options.random ?? Math.random, stats: emptyStats(), log,
    throttle: createIngestThrottle(limits.throttle),
  };
  const faults = options.faults ?? {};
  const allowed = options.allowedOrigins ?? '*';
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let unauthorizedPending = !!faults.unauthorizedOnce;
  const ownerSessions = new OwnerSessions();
  const guard = ownerGuard(ownerSessions, ctx.now);
  const owners = { directory: new OwnerDirectory(options.owners ?? []), sessions: ownerSessions, guard, now: ctx.now };
  const retention = options.retentionMs;
  const sweep = () => (retention ? removeExpiredSessions(store, ctx.now(), retention, log) : Promise.resolve(0));
  await sweep();
  const sweeper = retention ? setInterval(() => void sweep().catch(() => undefined), RETENTION_SWEEP_MS) : null;
  sweeper?.unref();

  async function fault(route: string): Promise<IngestResponse | null> {
    if (faults.latencyMs) {
      const [min, max] = faults.latencyMs;
      await sleep(Math.round(min + (max - min) * ctx.random()));
    }
    if (route === 'POST /v1/web/i' && unauthorizedPending) {
      unauthorizedPending = false;
      ctx.stats.faultsInjected++;
      return text(401, 'Ingest fault: unauthorized once');
    }
    if (faults.errorRate && ctx.random() < faults.errorRate) {
      ctx.stats.faultsInjected++;
      return text(500, INGEST_FAULT_MESSAGE);
    }
    return null;
  }

  async function agent(request: IngestRequest): Promise<IngestResponse> {
    const { method, path } = request;
    const route = `${method} ${path.replace(/^(\/v1\/web\/(?:conditions|uxt\/test|uxt\/upload))\/[^/]+$/, '$1')}`;
    const faulted = await fault(route);
    if (faulted) return faulted;
    let last: string;
    try {
      last = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
    } catch {
      return text(400, 'Malformed path: a %-escape is not valid');
    }
    switch (route) {
      case 'POST /v1/web/start': return startSession(ctx, request);
      case 'POST /v1/web/i': return receiveBatch(ctx, request);
      case 'GET /v1/web/conditions': return conditions(ctx, request, last);
      case 'POST /v1/web/feature-flags': return featureFlags(ctx, request);
      case 'GET /v1/web/tags': return tags(ctx, request);
      case 'POST /v1/web/images': return receiveImages(ctx, request);
      case 'GET /v1/web/uxt/test': return usabilityTest(ctx, request, last, tests);
      case 'POST /v1/web/uxt/signals/task': return usabilitySignal(ctx, request, 'task');
      case 'POST /v1/web/uxt/signals/test': return usabilitySignal(ctx, request, 'test');
      case 'GET /v1/web/uxt/upload-url': return uploadUrl(ctx, request);
      case 'PUT /v1/web/uxt/upload': return receiveUpload(ctx, request, last);
      default: return text(404, 'Not found');
    }
  }

  async function replay(request: IngestRequest): Promise<IngestResponse> {
    const signing = await ownerEndpoint(owners, request);
    if (signing) return signing;
    // Every replay call is the signed-in owner's, or refused before anything is looked up.
    const access = guard.check(request);
    if (!access.ok) return access.response;
    const { owner } = access;
    const match = /^\/api\/sessions\/([0-9A-Za-z_-]{1,64})(\/batches)?$/.exec(request.path);
    if (request.method === 'DELETE' && match && !match[2]) return deleteSession(ctx, match[1], owner);
    if (request.method !== 'GET') return text(405, 'Method not allowed');
    if (request.path === '/api/sessions') return listSessions(ctx, request, owner);
    if (request.path === '/api/stats') return ingestStats(ctx);
    if (match) return match[2] ? sessionBatches(ctx, match[1], owner, request) : sessionDetails(ctx, match[1], owner);
    const canvas = /^\/api\/sessions\/([0-9A-Za-z_-]{1,64})\/canvas\/([^/]{1,80})$/.exec(request.path);
    if (canvas) return sessionCanvasSnapshot(ctx, canvas[1], canvas[2], owner);
    return text(404, 'Not found');
  }

  const isUpload = (method: string, path: string) => method === 'PUT' && path.startsWith('/v1/web/uxt/upload/');
  const maxBodyBytes = (method: string, path: string): number => (isUpload(method, path) ? limits.maxUploadBytes : limits.maxRequestBytes);

  return {
    store,
    stats: ctx.stats,
    guard,
    maxBodyBytes,
    streamsBody: isUpload,
    async handle(request) {
      if (request.path.startsWith(AGENT_PREFIX)) {
        if (request.method === 'OPTIONS') return preflight(request, allowed);
        return withCors(request, await agent(request), allowed);
      }
      // The owner's usability-test API: tests, results and videos are the signed-in owner's, like every replay call.
      if (request.path.startsWith('/api/usability-')) {
        const access = guard.check(request);
        if (!access.ok) return access.response;
        return (await ownerApi(ctx, tests, request, access.owner)) ?? text(404, 'Not found');
      }
      if (request.path.startsWith('/api/')) return replay(request);
      return text(404, 'Not found');
    },
    refuseTooLarge(request) {
      ctx.stats.refusedTooLarge++;
      const answer = text(413, `Request body larger than ${maxBodyBytes(request.method, request.path)} bytes`);
      return request.path.startsWith(AGENT_PREFIX) ? withCors(request, answer, allowed) : answer;
    },
    close: () => {
      if (sweeper) clearInterval(sweeper);
      return store.close();
    },
  };
}
