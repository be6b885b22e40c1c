// A plain site of someone else's, serving the standalone agent (dist/tracker) and a small ingest of
// the protocol on the same origin, for browser checks of the built agent: pages under a CSP that
// allows same-origin workers (/allowed.html) or forbids them (/forbidden.html), a start endpoint and a
// batch endpoint that decodes every batch, stores each identity once and can be taken down.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeBatch } from '../../src/protocol/decoder';
import type { Message } from '../../src/protocol/messages';

export const DIST = path.resolve('dist/tracker');
const ALLOWS_WORKERS = "default-src 'self'; script-src 'self'; worker-src 'self'; connect-src 'self'";
const FORBIDS_WORKERS = "default-src 'self'; script-src 'self'; worker-src 'none'; connect-src 'self'";

/** The site's own script: starts the agent and records an event named after the page's ?label. */
const SITE_SCRIPT = `
import { Tracker } from '/tracker/tracker.js';
const out = document.getElementById('out');
const label = new URLSearchParams(location.search).get('label') || 'standalone-check';
try {
  const tracker = new Tracker({ projectKey: 'standalone-check', ingestPoint: location.origin + '/ingest' });
  window.__tracker = tracker;
  const result = await tracker.start();
  window.__startResult = result;
  out.textContent = JSON.stringify(result);
  tracker.event(label, { ok: true });
  if (label === 'standalone-check') {
    // A batch above the 24000-byte compression threshold: the worker loads its gzip chunk.
    tracker.event('large-payload', 'woof '.repeat(6000));
    // Real time on purpose: the page has no sign of the worker's send, so it gives the gzip chunk and the send a moment.
    await new Promise((r) => setTimeout(r, 300));
    tracker.stop();
  }
} catch (error) {
  window.__startResult = { thrown: String(error) };
  out.textContent = 'threw: ' + String(error);
}
`;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Any site</title>
<script type="module" src="/site.js"></script></head>
<body><h1>Plain page</h1><p>Not a shop page.</p><pre id="out">starting…</pre></body></html>`;

export interface StoredSiteBatch {
  identity: string;
  messages: Message[];
  gzip: boolean;
}

export interface TrackerSite {
  url: string;
  /** Batches stored, each identity once, in arrival order. */
  batches: StoredSiteBatch[];
  /** Every batch request's identity and the status it got. */
  requests: { identity: string; status: number }[];
  starts: unknown[];
  /** Status the batch endpoint answers with (200 = up; 503 = down). */
  batchStatus: number;
  /** Called on each start request, before it is answered. */
  onStart?: () => void;
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

export async function startTrackerSite(): Promise<TrackerSite> {
  const site = { batches: [], requests: [], starts: [], batchStatus: 200 } as unknown as TrackerSite;
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://site');
    const body = await read(req);
    const send = (status: number, type: string, content: string | Buffer, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': type, ...headers }).end(content);
    if (url.pathname === '/allowed.html') return send(200, 'text/html', PAGE, { 'content-security-policy': ALLOWS_WORKERS });
    if (url.pathname === '/forbidden.html') return send(200, 'text/html', PAGE, { 'content-security-policy': FORBIDS_WORKERS });
    if (url.pathname === '/site.js') return send(200, 'text/javascript', SITE_SCRIPT);
    if (url.pathname.startsWith('/tracker/')) {
      const file = path.join(DIST, path.normalize(url.pathname.slice('/tracker/'.length)));
      if (!file.startsWith(DIST) || !existsSync(file)) return send(404, 'text/plain', 'not found');
      return send(200, 'text/javascript', readFileSync(file));
    }
    if (url.pathname === '/ingest/v1/web/start' && req.method === 'POST') {
      site.starts.push(JSON.parse(body.toString('utf8')));
      site.onStart?.();
      return send(200, 'application/json', JSON.stringify({
        token: 'standalone-token', userUUID: 'user-1', sessionID: 'session-1', projectID: 1, delay: 0,
        startTimestamp: Date.now(), beaconSizeLimit: 1000000, compressionThreshold: 24000,
      }));
    }
    if (url.pathname === '/ingest/v1/web/i' && req.method === 'POST') {
      const identity = url.searchParams.get('batch') ?? '';
      const status = req.headers.authorization !== 'Bearer standalone-token' ? 401 : site.batchStatus;
      site.requests.push({ identity, status });
      if (status !== 200) return send(status, 'text/plain', 'ingest unavailable');
      const gzip = req.headers['content-encoding'] === 'gzip';
      const messages = decodeBatch(gzip ? gunzipSync(body) : body);
      if (!site.batches.some((b) => b.identity === identity)) site.batches.push({ identity, messages, gzip });
      return send(200, 'text/plain', 'ok');
    }
    // The agent may call other ingest endpoints (feature flags, tags …); this ingest has none.
    return send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return site;
}
