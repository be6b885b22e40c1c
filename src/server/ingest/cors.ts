// CORS for the agent's endpoints: the agent runs in pages of other origins (a site owner's
// shop) and sends a bearer token, never cookies, so any origin may call unless a list is set.
import type { IngestRequest, IngestResponse } from './ingest-http';

const ALLOWED_METHODS = 'GET, POST, PUT, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Content-Encoding';

/** `*` or the listed origins (INGEST_ALLOWED_ORIGINS, comma-separated). */
export type AllowedOrigins = '*' | string[];

export function parseAllowedOrigins(text: string | undefined): AllowedOrigins {
  const list = String(text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return list.length === 0 || list.includes('*') ? '*' : list;
}

function allowOrigin(request: IngestRequest, allowed: AllowedOrigins): string | null {
  if (allowed === '*') return '*';
  const origin = request.headers.origin;
  return origin && allowed.includes(origin) ? origin : null;
}

export function withCors(request: IngestRequest, response: IngestResponse, allowed: AllowedOrigins): IngestResponse {
  const origin = allowOrigin(request, allowed);
  if (!origin) return response;
  return { ...response, headers: { ...response.headers, 'access-control-allow-origin': origin, ...(origin === '*' ? {} : { vary: 'Origin' }) } };
}

export function preflight(request: IngestRequest, allowed: AllowedOrigins): IngestResponse {
  const base: IngestResponse = { status: 204, headers: {}, body: '' };
  if (!allowOrigin(request, allowed)) return { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Origin not allowed' };
  return withCors(request, {
    ...base,
    headers: { 'access-control-allow-methods': ALLOWED_METHODS, 'access-control-allow-headers': ALLOWED_HEADERS, 'access-control-max-age': '86400' },
  }, allowed);
}
