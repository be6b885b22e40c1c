// A test site on a free port, with the real ingest behind it: serves the standalone agent (dist/tracker), test pages and
// the site's own endpoints, and hands /ingest/* to the real ingest (src/server/ingest, in-process, storage in memory).
// In front of the ingest it notes what the agent sent (each start request, each batch the ingest accepted, its bytes as
// they were on the wire: the privacy tests judge the agent, not the ingest's own masking) and can take the ingest down.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeBatch } from '../../src/protocol/decoder';
import type { Message } from '../../src/protocol/messages';
import { startRealIngest, type RealIngest } from '../support/real-ingest';

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
  /** The real ingest behind the site (its store, its clock). */
  real: RealIngest;
  /** Each identity (token and batch query) the ingest accepted, once: the first copy. */
  batches: ReceivedBatch[];
  /** Later copies of an identity already accepted (a batch sent by both threads, or resent), and whether their bytes were the same. */
  repeats: { batch: string; token: string; same: boolean }[];
  /** Every start request the agent sent, as it sent it. */
  starts: Record<string, unknown>[];
  /** The ingest's replies to them (token, sessionID, delay: how far the ingest's clock, which the agent stamps on, is ahead of the page's). */
  startReplies: Record<string, unknown>[];
  pages: Map<string, string>;
  /** 200: the ingest is up; anything else: an outage, every batch answered with this status and never reaching the ingest. */
  batchStatus: number;
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
  const real = await startRealIngest();
  const ingest = { batchStatus: 200, real } as TestIngest;
  const batches: ReceivedBatch[] = [];
  const repeats: TestIngest['repeats'] = [];
  const starts: Record<string, unknown>[] = [];
  const startReplies: Record<string, unknown>[] = [];
  const pages = new Map<string, string>();
  const endpoints: TestIngest['endpoints'] = new Map();
  const endpointHits: string[] = [];

  /** The real ingest's answer, noting on the way what the agent sent and what the ingest took. */
  const toIngest = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const raw = await body(req);
    const isBatch = req.method === 'POST' && url.pathname === '/ingest/v1/web/i';
    if (isBatch && ingest.batchStatus !== 200) {
      res.writeHead(ingest.batchStatus);
      res.end('ingest unavailable');
      return;
    }
    const isStart = req.method === 'POST' && url.pathname === '/ingest/v1/web/start';
    if (isStart) starts.push(JSON.parse(raw.toString('utf8')) as Record<string, unknown>);
    const answer = await real.handle({
      method: req.method ?? 'GET', url, headers: req.headers as Record<string, string>, body: new Uint8Array(raw), client: req.socket.remoteAddress,
    });
    if (isStart && answer.status === 200) startReplies.push(JSON.parse(String(answer.body)) as Record<string, unknown>);
    if (isBatch && answer.status === 200) {
      const batch = url.searchParams.get('batch') ?? '';
      const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      const bytes = new Uint8Array(req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw);
      const earlier = batches.find((b) => b.batch === batch && b.token === token);
      if (earlier) repeats.push({ batch, token, same: Buffer.from(earlier.bytes).equals(Buffer.from(bytes)) });
      else batches.push({ batch, token, raw, bytes, messages: decodeBatch(bytes) });
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/ingest/')) return toIngest(req, res, url);
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
    startReplies,
    pages,
    endpoints,
    endpointHits,
    messages: () => batches.flatMap((b) => b.messages),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => void real.close().then(() => resolve()));
      }),
  });
  return ingest;
}

/** A page that starts the agent with default settings (plus `options`, and `startOptions` to its start) and keeps the start result. */
export function recordedPage(bodyHtml: string, options: Record<string, unknown> = {}, head = '', startOptions: Record<string, unknown> = {}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Recorded page</title>${head}</head>
<body>${bodyHtml}
<script type="module">
  import { Tracker } from '/tracker/tracker.js';
  const tracker = new Tracker({ projectKey: 'test-project', ingestPoint: location.origin + '/ingest', ...${JSON.stringify(options)} });
  window.tracker = tracker;
  window.started = tracker.start(${Object.keys(startOptions).length ? JSON.stringify(startOptions) : ''});
  window.started.then((r) => { window.startResult = r; });
</script></body></html>`;
}
