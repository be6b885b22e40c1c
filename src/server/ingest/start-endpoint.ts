// POST /v1/web/start (no auth): checks the tracker's start request and the project key,
// begins a session (or continues the token's session on a new page) and answers the start
// reply of 001 §3.
import { randomUUID } from 'node:crypto';
import { DEFAULT_BEACON_SIZE_LIMIT, DEFAULT_COMPRESSION_THRESHOLD } from '../../protocol/wire-format';
import type { IngestContext } from './ingest-context';
import type { StartResponse } from '../../domain/recording';
import { json, jsonBody, text, type IngestRequest, type IngestResponse } from './ingest-http';
import type { IngestProject } from './ingest-projects';
import type { StartedSession } from './session-summary';
import { randomSessionID } from './session-id';
import { signToken, verifyToken } from './session-token';
import { userInfoOf } from './user-agent';
import type { StartRequestBody } from '../../protocol/start-request-body';

/** The agent's capabilities this ingest serves. */
export const INGEST_FEATURES = ['feature-flags', 'usability-test'];

/** The agent's start body, as the agent's protocol declares it. */
export type StartRequest = StartRequestBody;

type Check<T> = { ok: true; value: T } | { ok: false; error: string };

const isNum = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isStr = (v: unknown) => typeof v === 'string';
const isBool = (v: unknown) => typeof v === 'boolean';

/** The start request's fields (001 §7); the tracker info may come flat or under `trackerInfo`. */
export function parseStartRequest(raw: Record<string, unknown> | null): Check<StartRequest> {
  if (!raw) return { ok: false, error: 'body must be a JSON object' };
  const body = { ...(typeof raw.trackerInfo === 'object' && raw.trackerInfo ? (raw.trackerInfo as Record<string, unknown>) : {}), ...raw };
  if (typeof body.projectKey !== 'string' || !body.projectKey.trim()) return { ok: false, error: 'projectKey is required' };
  if (typeof body.trackerVersion !== 'string' || !body.trackerVersion) return { ok: false, error: 'trackerVersion is required' };
  if (!isNum(body.timestamp)) return { ok: false, error: 'timestamp must be a number' };
  const errors: string[] = [];
  // Absent and null mean "not given"; anything else must have the field's type.
  const pick = <V>(key: string, test: (v: unknown) => boolean, fallback: V, what: string): V => {
    const v = body[key];
    if (v === undefined || v === null) return fallback;
    if (test(v)) return v as V;
    errors.push(`${key} must be ${what}`);
    return fallback;
  };
  const value: StartRequest = {
    projectKey: body.projectKey.trim(),
    trackerVersion: body.trackerVersion,
    timestamp: body.timestamp as number,
    userUUID: pick<string | null>('userUUID', isStr, null, 'a string'),
    revID: pick('revID', isStr, '', 'a string'),
    isSnippet: pick('isSnippet', isBool, false, 'true or false'),
    doNotRecord: pick('doNotRecord', isBool, false, 'true or false'),
    bufferDiff: pick('bufferDiff', isNum, 0, 'a number'),
    userID: pick<string | null>('userID', isStr, null, 'a string'),
    token: pick<string | null>('token', isStr, null, 'a string'),
    deviceMemory: pick<number | null>('deviceMemory', isNum, null, 'a number'),
    jsHeapSizeLimit: pick<number | null>('jsHeapSizeLimit', isNum, null, 'a number'),
    timezone: pick('timezone', isStr, '', 'a string'),
    condition: pick<string | null>('condition', isStr, null, 'a string'),
    assistOnly: pick('assistOnly', isBool, false, 'true or false'),
    width: pick('width', isNum, 0, 'a number'),
    height: pick('height', isNum, 0, 'a number'),
  };
  return errors.length > 0 ? { ok: false, error: errors[0] } : { ok: true, value };
}

function newSessionID(ctx: IngestContext): string {
  // Random, so knowing when someone visited tells nothing about their session's address.
  let id = randomSessionID();
  while (ctx.store.has(id)) id = randomSessionID();
  return id;
}

/** The session a start with a token continues: same project, still there, active recently. */
function continuedSession(ctx: IngestContext, start: StartRequest, project: IngestProject, now: number): StartedSession | null {
  const claims = start.token ? verifyToken(start.token, ctx.secret) : null;
  if (!claims || claims.projectID !== project.projectID) return null;
  const started = ctx.store.started(claims.sessionID);
  const last = ctx.store.lastActivity(claims.sessionID);
  if (!started || last === undefined || now - last > ctx.limits.sessionIdleMs || started.doNotRecord !== start.doNotRecord) return null;
  return started;
}

export async function startSession(ctx: IngestContext, request: IngestRequest): Promise<IngestResponse> {
  const parsed = parseStartRequest(jsonBody(request));
  if (!parsed.ok) return text(400, `Invalid start request: ${parsed.error}`);
  const start = parsed.value;
  const project = ctx.projects.find((p) => p.projectKey === start.projectKey);
  if (!project) return text(403, `Unknown project key: ${start.projectKey}`);
  const now = ctx.now();
  const throttled = ctx.throttle.start(request, project.projectID, now);
  if (throttled) {
    ctx.stats.refusedThrottled++;
    return throttled;
  }
  const userAgent = request.headers['user-agent'] ?? '';
  let session = continuedSession(ctx, start, project, now);
  if (session) {
    await ctx.store.addNote(session.sessionID, { type: 'start', at: now, userID: start.userID, width: start.width, height: start.height });
  } else {
    session = {
      sessionID: newSessionID(ctx),
      projectID: project.projectID,
      userUUID: start.userUUID && start.userUUID.length <= 64 ? start.userUUID : randomUUID(),
      userID: start.userID,
      startTimestamp: now,
      trackerVersion: start.trackerVersion,
      userAgent,
      width: start.width,
      height: start.height,
      timezone: start.timezone,
      doNotRecord: start.doNotRecord,
      ...(start.condition ? { condition: start.condition } : {}),
      ...userInfoOf(userAgent),
    };
    await ctx.store.create(session);
    ctx.stats.sessionsStarted++;
  }
  const reply: StartResponse = {
    token: signToken({ sessionID: session.sessionID, projectID: project.projectID }, ctx.secret, now),
    userUUID: session.userUUID,
    sessionID: session.sessionID,
    projectID: project.projectID,
    // Added by the agent to its own clock so its timestamps line up with the ingest's.
    delay: now - start.timestamp,
    startTimestamp: session.startTimestamp,
    beaconSizeLimit: project.beaconSizeLimit ?? DEFAULT_BEACON_SIZE_LIMIT,
    compressionThreshold: project.compressionThreshold ?? DEFAULT_COMPRESSION_THRESHOLD,
    userBrowser: session.userBrowser,
    userCity: session.userCity,
    userCountry: session.userCountry,
    userDevice: session.userDevice,
    userOS: session.userOS,
    userState: session.userState,
    canvasEnabled: project.canvasEnabled === true,
    canvasQuality: project.canvasQuality ?? 'medium',
    canvasFPS: project.canvasFPS ?? 1,
    assistOnly: start.assistOnly,
    features: INGEST_FEATURES,
  };
  return json(200, reply);
}
