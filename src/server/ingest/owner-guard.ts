// The one access check in front of every owner route (the replay API and page, and any other
// owner page): the request must carry a live owner sign-in, and a request that changes
// something must come from the ingest's own pages. Routes then ask `mayOpen` per project.
import { text, type IngestRequest, type IngestResponse } from './ingest-http';
import type { Owner } from './owner-accounts';
import { ownerToken, type OwnerSessions } from './owner-sessions';
import type { SessionStore } from './session-store';

export const SIGN_IN_REQUIRED = 'Sign in as the site owner to see recordings';
export const OTHER_SITE_REFUSED = 'Requests from other sites are not accepted';

export type OwnerAccess = { ok: true; owner: Owner; token: string } | { ok: false; response: IngestResponse };

export type GuardedRequest = Pick<IngestRequest, 'method' | 'headers' | 'baseUrl'>;

export interface OwnerGuard {
  /** The request's signed-in owner, or the refusal to answer with (401 signed out, 403 from another site). */
  check(request: GuardedRequest): OwnerAccess;
  /** The signed-in owner, or null: for pages that send a signed-out visitor to the sign-in page instead. */
  ownerOf(headers: GuardedRequest['headers']): Owner | null;
}

export const mayOpen = (owner: Owner, projectID: number): boolean => owner.projectIDs.includes(projectID);

/** True when the session exists and was recorded for one of the owner's projects (anything else is 'not found' to them). */
export const ownsSession = (store: Pick<SessionStore, 'started'>, sessionID: string, owner: Owner): boolean => {
  const started = store.started(sessionID);
  return !!started && mayOpen(owner, started.projectID);
};

/** True for reads, and for changes sent by the ingest's own pages (or by no page: curl and scripts carry no cookie anyway). */
export function fromOwnPages(request: GuardedRequest): boolean {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return true;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  return origin === undefined || origin === new URL(request.baseUrl).origin;
}

export function ownerGuard(sessions: OwnerSessions, now: () => number): OwnerGuard {
  const ownerOf = (headers: GuardedRequest['headers']): Owner | null => sessions.ownerOf(ownerToken(headers.cookie), now());
  return {
    ownerOf,
    check(request) {
      if (!fromOwnPages(request)) return { ok: false, response: text(403, OTHER_SITE_REFUSED) };
      const token = ownerToken(request.headers.cookie);
      const owner = sessions.ownerOf(token, now());
      if (!owner || !token) return { ok: false, response: text(401, SIGN_IN_REQUIRED) };
      return { ok: true, owner, token };
    },
  };
}
