// Node glue of the local test payment processor (/payments): the same guard as the API (Origin, JSON only), a
// small body limit, and no logging of what was sent.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockBackend } from '../mock-api/mock-backend';
import { handlePaymentsRequest, isPaymentsPath, MAX_CARD_BYTES } from '../payments/payments-handler';
import { refuseApiRequest } from './request-guard';

function readSmallBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_CARD_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_CARD_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Answers /payments/*; false for other paths. */
export async function servePayments(backend: MockBackend, req: IncomingMessage, res: ServerResponse, url: URL, allowedOrigins?: readonly string[]): Promise<boolean> {
  if (!isPaymentsPath(url.pathname)) return false;
  const refused = refuseApiRequest(req, allowedOrigins);
  if (refused) {
    req.resume();
    res.writeHead(refused.status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error: { message: refused.message } }));
    return true;
  }
  const body = req.method === 'POST' ? await readSmallBody(req) : null;
  const answer = handlePaymentsRequest(backend, { method: req.method ?? 'GET', path: url.pathname, body: body ?? (req.method === 'POST' ? 'x'.repeat(MAX_CARD_BYTES + 1) : null) });
  if (!answer) return false;
  res.writeHead(answer.status, answer.headers).end(answer.body);
  return true;
}
