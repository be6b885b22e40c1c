// The replay page's JSON endpoints (same origin, read-only): the session list with its
// filters and pages, one session's details, and its batches as stored, for the player.
import type { IngestContext } from './ingest-context';
import { json, streamed, text, type IngestRequest, type IngestResponse } from './ingest-http';

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

/** GET /api/sessions?userId=&from=&to=&page=&pageSize=: newest first; from/to are ms since the epoch. */
export function listSessions(ctx: IngestContext, request: IngestRequest): IngestResponse {
  const q = request.query;
  const page = intParam(q.get('page'), 1, 1, 1_000_000);
  const pageSize = intParam(q.get('pageSize'), DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const { sessions, total } = ctx.store.list({
    userID: q.get('userId')?.trim() || undefined,
    from: timeParam(q.get('from')),
    to: timeParam(q.get('to')),
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return json(200, { sessions, total, page, pageSize });
}

/** GET /api/sessions/{id}: the list's summary plus the session's notes (later starts, signals, uploads). */
export function sessionDetails(ctx: IngestContext, sessionID: string): IngestResponse {
  const session = ctx.store.summary(sessionID);
  if (!session) return text(404, 'Session not found');
  return json(200, { session, notes: ctx.store.notes(sessionID) });
}

/**
 * GET /api/sessions/{id}/batches: the batches in recording order, each as u32 LE length then
 * its bytes, so the player decodes them with the same decoder the ingest checked them with.
 */
export async function sessionBatches(ctx: IngestContext, sessionID: string): Promise<IngestResponse> {
  if (!ctx.store.has(sessionID)) return text(404, 'Session not found');
  // Streamed a batch at a time: ten viewers of a 100 MB session must not hold ten copies of it.
  return streamed(ctx.store.batchStream(sessionID));
}

export function ingestStats(ctx: IngestContext): IngestResponse {
  return json(200, { stats: ctx.stats });
}
