// Node's request/response to and from the shared mock API handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockBackend } from '../mock-api/mock-backend';
import { handleApiRequest, isApiPath, type HandlerOptions } from '../mock-api/request-handler';
import { limitMessages, MAX_REQUEST_BYTES } from '../mock-api/query-limits';
import { refuseApiRequest } from './request-guard';
import { readSessionCookie, sessionCookie } from './session-cookie';

/** Past this much the rest of an oversized body is not even read: the connection closes after the 413. */
const MAX_DRAIN_BYTES = 16 * MAX_REQUEST_BYTES;

type Body = { ok: true; text: string } | { ok: false };

/** The body, or { ok: false } once it passes the limit (the rest is read and dropped so the 413 reaches the client). */
function readBody(req: IncomingMessage): Promise<Body> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_REQUEST_BYTES) {
      req.resume();
      resolve({ ok: false });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
      else if (size > MAX_DRAIN_BYTES) req.destroy();
    });
    req.on('end', () => resolve(size > MAX_REQUEST_BYTES ? { ok: false } : { ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', reject);
  });
}

function headersOf(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(req.headers)) out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

const refuse = (res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra })
    .end(JSON.stringify({ message, errors: [{ message }] }));

export interface ApiBridgeOptions extends HandlerOptions {
  /** Origins besides the server's own whose pages may call the API. */
  allowedOrigins?: readonly string[];
}

/** Answers /graphql and /api/*; false for other paths. */
export async function serveApi(backend: MockBackend, req: IncomingMessage, res: ServerResponse, url: URL, options: ApiBridgeOptions = {}): Promise<boolean> {
  if (!isApiPath(url.pathname)) return false;
  const refusal = refuseApiRequest(req, options.allowedOrigins);
  if (refusal) {
    backend.log(`[mock] refused ${req.method} ${url.pathname} from ${req.headers.origin ?? 'no origin'}: ${refusal.message}`);
    req.resume();
    refuse(res, refusal.status, refusal.message);
    return true;
  }
  const method = req.method ?? 'GET';
  let body: string | null = null;
  if (method !== 'GET' && method !== 'HEAD') {
    const read = await readBody(req);
    if (!read.ok) {
      refuse(res, 413, limitMessages.body, { connection: 'close' });
      return true;
    }
    body = read.text;
  }
  // A cookie that cannot be read is no session, and is cleared so the browser stops sending it.
  const cookie = readSessionCookie(req.headers.cookie);
  const answer = await handleApiRequest(backend, {
    method, path: url.pathname, query: url.searchParams, headers: headersOf(req), body,
    sessionToken: cookie.token, client: req.socket.remoteAddress ?? 'unknown',
  }, options);
  if (!answer) return false;
  const headers: Record<string, string | string[]> = { ...answer.headers };
  if (answer.sessionToken !== undefined) headers['set-cookie'] = sessionCookie(answer.sessionToken);
  else if (cookie.malformed) headers['set-cookie'] = sessionCookie(null);
  res.writeHead(answer.status, headers).end(answer.body);
  return true;
}
