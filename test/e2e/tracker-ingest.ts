// A test ingest of the batch protocol on a free port: serves the standalone agent (dist/tracker), test
// pages, POST /ingest/v1/web/start and POST /ingest/v1/web/i, and keeps every batch as it arrived. Its batch
// endpoint answers as the real ingest's does (test/ingest/ingest-doubles.contract.test.ts holds it to that).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BatchDecodeError, decodeBatch } from '../../src/protocol/decoder';
import { BATCH_QUERY } from '../../src/server/ingest/batch-endpoint';
import type { Message } from '../../src/protocol/messages';

export interface ReceivedBatch {
  batch: string;
  /** The bearer token it came with. */
  token: string;
  /** The request body exactly as sent (gzipped when the agent compressed it). */
  raw: Buffer;
  bytes: Uint8Array;
  messages: Message[];
}

export interface TestIngest {
  url: string;
  /** Each identity (token and batch query) once, as a real ingest stores them: the first copy. */
  batches: ReceivedBatch[];
  /** Later copies of an identity already stored (a batch sent by both threads, or resent), and whether their bytes were the same. */
  repeats: { batch: string; token: string; same: boolean }[];
  starts: Record<string, unknown>[];
  pages: Map<string, string>;
  /** Status the batch endpoint answers with (200 = up; 503 = down: nothing is kept). */
  batchStatus: number;
  /** Fields added to the next start replies (delay, assistOnly …). */
  startReply?: Record<string, unknown>;
  /** Answers of the site's own endpoints (any method), by path: status, headers and body. */
  endpoints: Map<string, (body: Buffer, url: URL) => { status: number; headers?: Record<string, string>; body: string }>;
  /** Paths of the site's endpoints as they were requested, in arrival order. */
  endpointHits: string[];
  /** Every decoded message of every batch, in arrival order. */
  messages(): Message[];
  close(): Promise<void>;
}

const TRACKER_DIR = path.resolve('dist/tracker');

const body = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export async function startTestIngest(): Promise<TestIngest> {
  const ingest = { batchStatus: 200 } as TestIngest;
  const batches: ReceivedBatch[] = [];
  const repeats: TestIngest['repeats'] = [];
  const starts: Record<string, unknown>[] = [];
  const pages = new Map<string, string>();
  const endpoints: TestIngest['endpoints'] = new Map();
  const endpointHits: string[] = [];
  let sessions = 0;
  const issued = new Set<string>();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/ingest/v1/web/start') {
      const parsed = JSON.parse((await body(req)).toString('utf8')) as Record<string, unknown>;
      starts.push(parsed);
      sessions++;
      const reply = { token: `token-${sessions}`, userUUID: 'visitor-1', sessionID: `session-${sessions}`, delay: 0, startTimestamp: Date.now(), ...ingest.startReply };
      issued.add(String(reply.token));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/ingest/v1/web/i') {
      const raw = await body(req);
      if (ingest.batchStatus !== 200) {
        res.writeHead(ingest.batchStatus);
        res.end('ingest unavailable');
        return;
      }
      const batch = url.searchParams.get('batch') ?? '';
      const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      const refuse = (status: number, reason: string) => {
        res.writeHead(status);
        res.end(reason);
      };
      if (!issued.has(token)) return refuse(401, 'Unauthorized');
      if (!BATCH_QUERY.test(batch)) return refuse(400, 'Malformed batch: the query must be batch={page}_{batchnum}');
      const bytes = new Uint8Array(req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw);
      let messages: Message[];
      try {
        messages = decodeBatch(bytes);
      } catch (error) {
        if (error instanceof BatchDecodeError) return refuse(400, `Malformed batch: ${error.message}`);
        throw error;
      }
      const earlier = batches.find((b) => b.batch === batch && b.token === token);
      if (earlier) repeats.push({ batch, token, same: Buffer.from(earlier.bytes).equals(Buffer.from(bytes)) });
      else batches.push({ batch, token, raw, bytes, messages });
      res.writeHead(200);
      res.end();
      return;
    }
    if (url.pathname.startsWith('/tracker/')) {
      const file = path.join(TRACKER_DIR, url.pathname.slice('/tracker/'.length));
      if (!file.startsWith(TRACKER_DIR) || !existsSync(file)) {
        res.writeHead(404);
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(readFileSync(file));
      return;
    }
    const endpoint = endpoints.get(url.pathname);
    if (endpoint) {
      const answer = endpoint(await body(req), url);
      endpointHits.push(url.pathname);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body);
      return;
    }
    const page = pages.get(url.pathname);
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
      return;
    }
    res.writeHead(404);
    res.end();
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  Object.assign(ingest, {
    url: `http://127.0.0.1:${port}`,
    batches,
    repeats,
    starts,
    pages,
    endpoints,
    endpointHits,
    messages: () => batches.flatMap((b) => b.messages),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  });
  return ingest;
}

/** A page that starts the agent with default settings (plus `options`) and keeps the start result. */
export function recordedPage(bodyHtml: string, options: Record<string, unknown> = {}, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Recorded page</title>${head}</head>
<body>${bodyHtml}
<script type="module">
  import { Tracker } from '/tracker/tracker.js';
  const tracker = new Tracker({ projectKey: 'test-project', ingestPoint: location.origin + '/ingest', ...${JSON.stringify(options)} });
  window.tracker = tracker;
  window.started = tracker.start();
  window.started.then((r) => { window.startResult = r; });
</script></body></html>`;
}
