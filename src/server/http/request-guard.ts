// Requests the local server refuses before they reach the API: another site's page posting with the shopper's
// cookie (Origin and Sec-Fetch-Site), bodies that are not JSON (a cross-site form or no-cors text/plain post).
import type { IncomingMessage } from 'node:http';

export const CROSS_SITE_REFUSED = 'Requests from other sites are not accepted';
export const JSON_REQUIRED = 'Send the request as JSON (content-type: application/json)';

export interface Refusal { status: number; message: string }

/** The origins allowed besides the server's own (MOCK_ALLOWED_ORIGINS, comma separated). */
export function allowedOriginsFrom(text: string | undefined): string[] {
  return String(text ?? '').split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean);
}

/**
 * True when the request comes from the shop's own pages, or from no page at all (curl, scripts: no Origin and
 * no Sec-Fetch-Site). A browser names the page's origin in Origin on every POST and on every WebSocket handshake.
 */
export function isSameOrigin(req: IncomingMessage, allowed: readonly string[] = []): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const host = req.headers.host;
  if (!host) return false;
  const own = [`http://${host}`, `https://${host}`];
  return own.includes(origin) || allowed.includes(origin);
}

const isJson = (contentType: string | undefined): boolean =>
  /^application\/(graphql-response\+)?json\s*(;|$)/i.test(String(contentType ?? '').trim());

/** A refusal for an API request that must not run, or null. GETs carry no body; everything else must be JSON. */
export function refuseApiRequest(req: IncomingMessage, allowed: readonly string[] = []): Refusal | null {
  if (!isSameOrigin(req, allowed)) return { status: 403, message: CROSS_SITE_REFUSED };
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  const length = Number(req.headers['content-length'] ?? 0);
  const hasBody = length > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !isJson(req.headers['content-type'])) return { status: 415, message: JSON_REQUIRED };
  return null;
}
