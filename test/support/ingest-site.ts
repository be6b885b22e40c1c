// A test site on a free loopback port for the agent's browser and transport tests: it serves the standalone agent
// (dist/tracker), the test's pages and the site's own endpoints on one origin, and hands /ingest/* to the ingest
// front (ingest-front.ts: the real ingest, with the faults a test picks).
import type { Frame, Page } from 'playwright-core';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startIngestFront, type FaultRule, type IngestFront } from './ingest-front';
import { TEST_PROJECT_KEY, type RealIngestOptions } from './real-ingest';

/** The standalone agent as `npm run build` (and the journeys' set-up) writes it. */
export const TRACKER_DIST = path.resolve('dist/tracker');

/** A page the site serves: its HTML, or any body with its own type and headers (a script, a page under a CSP). */
export type SitePage = string | { body: string; type?: string; headers?: Record<string, string> };

export interface IngestSite extends IngestFront {
  /** The site's origin; the agent's ingestPoint is `${url}/ingest`. */
  url: string;
  pages: Map<string, SitePage>;
  /** Answers of the site's own endpoints (any method), by path: status, headers and body. */
  endpoints: Map<string, (body: Buffer, url: URL) => { status: number; headers?: Record<string, string>; body: string }>;
  /** Paths of the site's endpoints as they were requested, in arrival order. */
  endpointHits: string[];
}

const read = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export async function startIngestSite(options: RealIngestOptions & { fault?: FaultRule } = {}): Promise<IngestSite> {
  const front = await startIngestFront(options);
  const pages = new Map<string, SitePage>();
  const endpoints: IngestSite['endpoints'] = new Map();
  const endpointHits: string[] = [];

  const toIngest = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const body = new Uint8Array(await read(req));
    const answer = await front.answer({ method: req.method ?? 'GET', url, headers: req.headers as Record<string, string>, body, client: req.socket.remoteAddress });
    if (answer === 'silent') return;
    if (answer === 'cut') return void req.socket.destroy();
    if (!res.destroyed) res.writeHead(answer.status, answer.headers).end(answer.body);
  };

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/ingest/')) return toIngest(req, res, url);
    if (url.pathname.startsWith('/tracker/')) {
      const file = path.join(TRACKER_DIST, path.normalize(url.pathname.slice('/tracker/'.length)));
      if (!file.startsWith(TRACKER_DIST) || !existsSync(file)) return void res.writeHead(404).end();
      return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
    }
    const endpoint = endpoints.get(url.pathname);
    if (endpoint) {
      const answer = endpoint(await read(req), url);
      endpointHits.push(url.pathname);
      return void res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body);
    }
    const page = pages.get(url.pathname);
    if (page === undefined) return void res.writeHead(404).end();
    const { body, type = 'text/html; charset=utf-8', headers = {} } = typeof page === 'string' ? { body: page } : page;
    res.writeHead(200, { 'content-type': type, ...headers }).end(body);
  };

  const server = createServer((req, res) => {
    serve(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const closeFront = front.close;
  return Object.assign(front, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pages,
    endpoints,
    endpointHits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => void closeFront().then(() => resolve()));
      }),
  });
}

/** What a recorded page keeps as `startResult`: the agent's start, as its `start()` resolved. */
export interface AgentStart {
  success: boolean;
  sessionID: string;
  sessionToken: string;
  reason?: string;
}

/** The start of the agent in a recorded page (or a frame of one), once its `start()` has resolved. */
export async function agentStarted(target: Page | Frame, timeout = 20_000): Promise<AgentStart> {
  const handle = await target.waitForFunction(() => (window as unknown as { startResult?: AgentStart }).startResult, null, { timeout });
  return (await handle.jsonValue()) as AgentStart;
}

/** A page that starts the agent for the test project (plus `options`, and `startOptions` to its start) and keeps the start result as `startResult`. */
export function recordedPage(bodyHtml: string, options: Record<string, unknown> = {}, head = '', startOptions: Record<string, unknown> = {}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Recorded page</title>${head}</head>
<body>${bodyHtml}
<script type="module">
  import { Tracker } from '/tracker/tracker.js';
  const tracker = new Tracker({ projectKey: ${JSON.stringify(TEST_PROJECT_KEY)}, ingestPoint: location.origin + '/ingest', ...${JSON.stringify(options)} });
  window.tracker = tracker;
  window.started = tracker.start(${Object.keys(startOptions).length ? JSON.stringify(startOptions) : ''});
  window.started.then((r) => { window.startResult = r; });
</script></body></html>`;
}
