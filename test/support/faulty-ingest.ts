// The real ingest (sessions in memory) behind a site that serves the standalone agent (dist/tracker) and test
// pages on one origin, with a hand on the wire: a test picks, request by request, which of the agent's calls to
// the ingest fail and how (a status of its choosing, no answer at all, or the connection cut), and every other
// call reaches the real ingest. What arrived is read from the ingest's own store, session by session.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { decodeBatch } from '../../src/protocol/decoder';
import type { Message } from '../../src/protocol/messages';
import { startRecordingEndpoints, type RecordingEndpoints } from '../../src/server/http/ingest-endpoint';
import { DEFAULT_PROJECT_KEY, defaultProjects } from '../../src/server/ingest/ingest-projects';

const TRACKER_DIR = path.resolve('dist/tracker');
const INGEST = '/ingest';

/** One request of the agent to the ingest, as the fault rule sees it. */
export interface IngestCall {
  method: string;
  /** The path under the ingest base, e.g. '/v1/web/start' or '/v1/web/i'. */
  path: string;
  /** The bearer token it came with ('' for a start). */
  token: string;
  /** How many calls to this path came before it (0 for the first). */
  n: number;
  /** When it arrived (Date.now()). */
  at: number;
}

/**
 * What happens to a call: answered with this status (and body) by the wire instead of the ingest, never
 * answered (the connection stays open until the test ends), or its connection cut as if the host were gone.
 */
export type Fault = { status: number; body?: string } | 'silent' | 'cut';

export interface FaultyIngest {
  url: string;
  /** The real ingest behind the wire. */
  endpoints: RecordingEndpoints;
  /** Test pages by path (HTML). */
  pages: Map<string, string>;
  /** Picks a fault for each call to the ingest; `undefined` (or no rule) passes it on. */
  fault: ((call: IngestCall) => Fault | undefined) | null;
  /** Every call to the ingest in arrival order, with what it got: a status, or 'silent' / 'cut'. */
  calls: (IngestCall & { outcome: number | 'silent' | 'cut' })[];
  /** The ids of the sessions the ingest started, oldest first. */
  sessionIDs(): string[];
  /** The session's stored batches decoded, in recording order (each batch once, as the ingest keeps them). */
  batches(sessionID: string): Promise<Message[][]>;
  close(): Promise<void>;
}

const bearer = (req: IncomingMessage) => String(req.headers.authorization ?? '').replace(/^Bearer /, '');

export async function startFaultyIngest(limits: { tokenTtlMs?: number } = {}): Promise<FaultyIngest> {
  const endpoints = await startRecordingEndpoints({
    dataDir: null,
    staticDir: null,
    log: () => {},
    settings: { projects: defaultProjects(), faults: {}, limits, allowedOrigins: '*', secret: 'faulty-ingest-secret-faulty-ingest' },
  });
  const pages = new Map<string, string>();
  const calls: FaultyIngest['calls'] = [];
  const sockets = new Set<Socket>();
  const counts = new Map<string, number>();
  const site = { endpoints, pages, calls, fault: null } as unknown as FaultyIngest;

  const serve = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (url.pathname.startsWith(`${INGEST}/`)) {
      const callPath = url.pathname.slice(INGEST.length);
      const n = counts.get(callPath) ?? 0;
      counts.set(callPath, n + 1);
      const call: IngestCall = { method: req.method ?? 'GET', path: callPath, token: bearer(req), n, at: Date.now() };
      const fault = req.method === 'OPTIONS' ? undefined : site.fault?.(call);
      if (fault === 'silent') {
        calls.push({ ...call, outcome: 'silent' });
        req.resume();
        return;
      }
      if (fault === 'cut') {
        calls.push({ ...call, outcome: 'cut' });
        req.socket.destroy();
        return;
      }
      if (fault) {
        calls.push({ ...call, outcome: fault.status });
        req.resume();
        res.writeHead(fault.status, { 'content-type': 'text/plain' }).end(fault.body ?? 'Ingest unavailable');
        return;
      }
      if (await endpoints.serve(req, res, url)) {
        calls.push({ ...call, outcome: res.statusCode });
        return;
      }
    }
    if (url.pathname.startsWith('/tracker/')) {
      const file = path.join(TRACKER_DIR, path.normalize(url.pathname.slice('/tracker/'.length)));
      if (!file.startsWith(TRACKER_DIR) || !existsSync(file)) return void res.writeHead(404).end();
      return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
    }
    const page = pages.get(url.pathname);
    if (page !== undefined) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    res.writeHead(404).end();
  };
  const server = createServer((req, res) => {
    serve(req, res, new URL(req.url ?? '/', 'http://site')).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site.sessionIDs = () =>
    endpoints.ingest.store
      .list({ offset: 0, limit: 10_000 })
      .sessions.map((s) => s.sessionID)
      .reverse();
  site.batches = async (sessionID) => (await endpoints.ingest.store.batches(sessionID)).map((b) => decodeBatch(b.bytes));
  site.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await endpoints.close();
  };
  return site;
}

/** A page that starts the agent for the shop's project (plus `options`) and keeps the start result as `startResult`. */
export function agentPage(bodyHtml: string, options: Record<string, unknown> = {}, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Recorded page</title>${head}</head>
<body>${bodyHtml}
<script type="module">
  import { Tracker } from '/tracker/tracker.js';
  const tracker = new Tracker({ projectKey: ${JSON.stringify(DEFAULT_PROJECT_KEY)}, ingestPoint: location.origin + '${INGEST}', ...${JSON.stringify(options)} });
  window.tracker = tracker;
  window.started = tracker.start();
  window.started.then((r) => { window.startResult = r; });
</script></body></html>`;
}
