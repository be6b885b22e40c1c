// The replay page's JSON endpoints (same origin, behind the owner guard): the session list with
// its filters and pages, one session's details, its batches as stored for the player, and delete.
// Each answers only about the signed-in owner's projects; another project's session is 'not found'.
import { userFilterIds } from '../../domain/recording';
import type { IngestContext } from './ingest-context';
import { bytes, empty, json, streamed, text, type IngestRequest, type IngestResponse } from './ingest-http';
import type { Owner } from './owner-accounts';
import { mayOpen, ownsSession } from './owner-guard';

export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

const intParam = (value: string | null, fallback: number, min: number, max: number): number => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

const timeParam = (value: string | null): number | undefined => {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** GET /api/sessions?userId=(repeatable)&q=&from=&to=&page=&pageSize=: newest first; from/to are ms since the epoch; q searches addresses, events and clicks. */
export function listSessions(ctx: IngestContext, request: IngestRequest, owner: Owner): IngestResponse {
  const q = request.query;
  const page = intParam(q.get('page'), 1, 1, 1_000_000);
  const pageSize = intParam(q.get('pageSize'), DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const { sessions, total } = ctx.store.list({
    // an e-mail finds the signed-in shopper's sessions and the guest's, named by its pseudonym
    userIDs: q.getAll('userId').flatMap(userFilterIds),
    search: q.get('q')?.trim() || undefined,
    projectIDs: owner.projectIDs,
    recordedOnly: true,
    from: timeParam(q.get('from')),
    to: timeParam(q.get('to')),
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return json(200, { sessions, total, page, pageSize });
}

/** GET /api/sessions/{id}: the list's summary plus the session's notes (later starts, signals, uploads). */
export function sessionDetails(ctx: IngestContext, sessionID: string, owner: Owner): IngestResponse {
  const session = ctx.store.summary(sessionID);
  if (!session || !mayOpen(owner, session.projectID)) return text(404, 'Session not found');
  return json(200, { session, notes: ctx.store.notes(sessionID) });
}

/**
 * GET /api/sessions/{id}/batches?from=: the batches in recording order, each as u32 LE length then
 * its bytes, so the player decodes them with the same decoder the ingest checked them with; `from`
 * (default 0) leaves out the first batches, which a player whose read broke off already has.
 */
export async function sessionBatches(ctx: IngestContext, sessionID: string, owner: Owner, request: IngestRequest): Promise<IngestResponse> {
  if (!ownsSession(ctx.store, sessionID, owner)) return text(404, 'Session not found');
  // Streamed a batch at a time: ten viewers of a 100 MB session must not hold ten copies of it.
  return streamed(ctx.store.batchStream(sessionID, intParam(request.query.get('from'), 0, 0, Number.MAX_SAFE_INTEGER)));
}

/** DELETE /api/sessions/{id}: the session file and its uploads are gone; 204. */
export async function deleteSession(ctx: IngestContext, sessionID: string, owner: Owner): Promise<IngestResponse> {
  if (!ownsSession(ctx.store, sessionID, owner)) return text(404, 'Session not found');
  await ctx.store.remove(sessionID);
  ctx.log(`[ingest] session ${sessionID} deleted by ${owner.email}`);
  return empty(204);
}

export function ingestStats(ctx: IngestContext): IngestResponse {
  return json(200, { stats: ctx.stats });
}

const SNAPSHOT_FILE = /^\d{1,16}_\d{1,16}_\d{1,16}\.(webp|png|jpeg|jpg)$/;

/** GET /api/sessions/{id}/canvas/{name}: one canvas snapshot the agent uploaded, for the player. */
export async function sessionCanvasSnapshot(ctx: IngestContext, sessionID: string, name: string, owner: Owner): Promise<IngestResponse> {
  if (!SNAPSHOT_FILE.test(name) || !ownsSession(ctx.store, sessionID, owner)) return text(404, 'Not found');
  const data = await ctx.store.readUpload(sessionID, `canvas-${name}`);
  if (!data) return text(404, 'Not found');
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return bytes(data, `image/${ext === 'jpg' ? 'jpeg' : ext}`);
}
