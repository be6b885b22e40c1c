// Owner sign-in and sign-out under /api/owner: JSON for scripts and the viewer, and the plain
// form of the sign-in page (which runs no script), answered with a redirect back to the replay.
import { safeReturnPath } from '../../domain/account';
import { json, jsonBody, text, type IngestRequest, type IngestResponse } from './ingest-http';
import type { OwnerDirectory } from './owner-accounts';
import { fromOwnPages, OTHER_SITE_REFUSED, type OwnerGuard } from './owner-guard';
import { ownerCookie, ownerToken, type OwnerSessions } from './owner-sessions';

export const WRONG_SIGN_IN = 'Wrong e-mail or password';
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Try again in 15 minutes';
export const SIGN_IN_PAGE = '/replay/sign-in';

export interface OwnerEndpointsContext {
  directory: OwnerDirectory;
  sessions: OwnerSessions;
  guard: OwnerGuard;
  now: () => number;
}

const isForm = (request: IngestRequest) => /^application\/x-www-form-urlencoded/i.test(request.headers['content-type'] ?? '');

const OWNER_PAGES = /^\/(?:replay|usability-tests)(?:[/?#]|$)/;
const OWNER_HOME = '/replay';

/**
 * Where a form sign-in goes next: a path of this server by the domain's open-redirect rule (no other site, no
 * control characters or spaces a browser would drop), and of it only the owner pages (replays, usability tests).
 */
export function safeNext(value: string | null | undefined): string {
  const path = safeReturnPath(value, OWNER_HOME);
  return OWNER_PAGES.test(path) ? path : OWNER_HOME;
}

const redirect = (location: string, cookie?: string): IngestResponse => ({
  status: 303, headers: { location, 'cache-control': 'no-store', ...(cookie ? { 'set-cookie': cookie } : {}) }, body: '',
});

async function signIn(ctx: OwnerEndpointsContext, request: IngestRequest): Promise<IngestResponse> {
  const form = isForm(request) ? new URLSearchParams(new TextDecoder().decode(request.body ?? new Uint8Array())) : null;
  const body = form ? Object.fromEntries(form) : jsonBody(request) ?? {};
  const email = typeof body.email === 'string' ? body.email : '';
  const password = typeof body.password === 'string' ? body.password : '';
  const result = await ctx.directory.signIn(email, password, ctx.now());
  if (!result.ok) {
    const message = result.reason === 'too-many' ? TOO_MANY_SIGN_INS : WRONG_SIGN_IN;
    if (form) return redirect(`${SIGN_IN_PAGE}?${new URLSearchParams({ error: result.reason, next: safeNext(form.get('next')) })}`);
    return text(result.reason === 'too-many' ? 429 : 401, message);
  }
  const cookie = ownerCookie(ctx.sessions.open(result.owner, ctx.now()), request.baseUrl.startsWith('https:'));
  if (form) return redirect(safeNext(form.get('next')), cookie);
  const answer = json(200, { owner: result.owner });
  answer.headers['set-cookie'] = cookie;
  return answer;
}

/** POST /api/owner/sign-in, POST /api/owner/sign-out, GET /api/owner; null for other paths. */
export async function ownerEndpoint(ctx: OwnerEndpointsContext, request: IngestRequest): Promise<IngestResponse | null> {
  const route = `${request.method} ${request.path}`;
  if (route === 'GET /api/owner') {
    const access = ctx.guard.check(request);
    return access.ok ? json(200, { owner: access.owner }) : access.response;
  }
  if (route !== 'POST /api/owner/sign-in' && route !== 'POST /api/owner/sign-out') return null;
  if (!fromOwnPages(request)) return text(403, OTHER_SITE_REFUSED);
  if (route === 'POST /api/owner/sign-in') return signIn(ctx, request);
  ctx.sessions.close(ownerToken(request.headers.cookie));
  const cleared = ownerCookie(null, request.baseUrl.startsWith('https:'));
  if (isForm(request)) return redirect(SIGN_IN_PAGE, cleared);
  return { status: 204, headers: { 'set-cookie': cleared, 'cache-control': 'no-store' }, body: '' };
}
