// Node's request/response to and from the shared mock API handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockBackend } from '../mock-backend/mock-backend';
import { handleApiRequest, isApiPath } from '../mock-backend/request-handler';
import { sessionCookie, sessionFromCookie } from './session-cookie';

const MAX_BODY_BYTES = 5 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function headersOf(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(req.headers)) out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

/** Answers /graphql and /api/*; false for other paths. */
export async function serveApi(backend: MockBackend, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (!isApiPath(url.pathname)) return false;
  const method = req.method ?? 'GET';
  let body: string | null = null;
  try {
    body = method === 'GET' || method === 'HEAD' ? null : await readBody(req);
  } catch {
    res.writeHead(413, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Body too large' }));
    return true;
  }
  const answer = await handleApiRequest(backend, {
    method, path: url.pathname, query: url.searchParams, headers: headersOf(req), body,
    sessionToken: sessionFromCookie(req.headers.cookie),
  });
  if (!answer) return false;
  const headers: Record<string, string | string[]> = { ...answer.headers };
  if (answer.sessionToken !== undefined) headers['set-cookie'] = sessionCookie(answer.sessionToken);
  res.writeHead(answer.status, headers).end(answer.body);
  return true;
}
