// Reads recorded sessions from the ingest's replay API.
import type { SessionSummary } from '../protocol/replay-api';
import { decodeBatch } from '../protocol/decoder';
import type { Message } from '../protocol/messages';

export const INGEST_API = '/ingest/api';

// The list's row is the ingest's own summary of a session: one shape on both sides of /ingest/api.
export type { SessionSummary };

export interface SessionPage {
  sessions: SessionSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SessionFilter {
  userId: string;
  /** Text in a page address, custom event or click label, or ''. */
  search?: string;
  /** A local calendar day, yyyy-mm-dd, or ''. */
  date: string;
  page: number;
}

/** Where a signed-out owner signs in and comes back to this address. */
export const signInAddress = (here: string): string => `/replay/sign-in?${new URLSearchParams({ next: here })}`;

export async function answer(response: Response): Promise<Response> {
  // The owner's sign-in ran out while the page was open: sign in again and come back here.
  if (response.status === 401 && typeof location !== 'undefined') location.assign(signInAddress(location.pathname + location.search));
  if (!response.ok) throw new Error(`The ingest answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  return response;
}

export async function fetchSessions(filter: SessionFilter, fetchFn: typeof fetch = fetch): Promise<SessionPage> {
  const query = new URLSearchParams({ page: String(filter.page), pageSize: '20' });
  if (filter.userId.trim()) query.set('userId', filter.userId.trim());
  if (filter.search?.trim()) query.set('q', filter.search.trim());
  if (filter.date) {
    const [y, m, d] = filter.date.split('-').map(Number);
    const from = new Date(y, m - 1, d).getTime();
    query.set('from', String(from));
    query.set('to', String(new Date(y, m - 1, d + 1).getTime()));
  }
  return (await answer(await fetchFn(`${INGEST_API}/sessions?${query}`))).json();
}

/** What the player needs before the first batch: the list's summary and the session's notes. */
export interface SessionDetails {
  summary: SessionSummary;
  /** The session's notes (later starts, signals, uploads such as canvas snapshots). */
  notes: unknown[];
}

/** Splits a whole batches body, (u32 LE length, bytes)*, and decodes each batch (the player reads them as they stream: session-loader). */
export function decodeStoredBatches(body: Uint8Array): { batches: Message[][]; unreadable: number } {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const batches: Message[][] = [];
  let unreadable = 0;
  for (let pos = 0; pos + 4 <= body.length; ) {
    const length = view.getUint32(pos, true);
    try {
      batches.push(decodeBatch(body.subarray(pos + 4, pos + 4 + length)));
    } catch {
      unreadable++;
    }
    pos += 4 + length;
  }
  return { batches, unreadable };
}

export async function fetchSessionDetails(sessionID: string, fetchFn: typeof fetch = fetch): Promise<SessionDetails> {
  const details = await (await answer(await fetchFn(`${INGEST_API}/sessions/${encodeURIComponent(sessionID)}`))).json();
  return { summary: details.session, notes: Array.isArray(details.notes) ? details.notes : [] };
}

/** Deletes a recorded session for good (the owner confirmed it). */
export async function deleteSession(sessionID: string, fetchFn: typeof fetch = fetch): Promise<void> {
  await answer(await fetchFn(`${INGEST_API}/sessions/${encodeURIComponent(sessionID)}`, { method: 'DELETE' }));
}
