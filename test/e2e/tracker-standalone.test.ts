// The standalone agent (dist/tracker/tracker.js, built by the e2e setup as by `npm run build`) on a
// plain HTML page of another site, in headless Chromium: the page imports the module under a strict
// Content Security Policy that allows same-origin workers; the agent starts against an ingest of
// the protocol and every batch that reaches it decodes completely. Under a policy that forbids
// workers the start fails with the specification's error instead of recording silently nowhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBatch } from '../../src/tracker/protocol/decoder';
import type { Message } from '../../src/tracker/protocol/messages';
import { freshContext, launchChromium } from './browser';

const DIST = path.resolve('dist/tracker');
const SEE = { timeout: 20_000 };
const ALLOWS_WORKERS = "default-src 'self'; script-src 'self'; worker-src 'self'; connect-src 'self'";
const FORBIDS_WORKERS = "default-src 'self'; script-src 'self'; worker-src 'none'; connect-src 'self'";

/** The site's own script: starts the agent, records one event, stops; shows the outcome in the page. */
const SITE_SCRIPT = `
import { Tracker } from '/tracker/tracker.js';
const out = document.getElementById('out');
try {
  const tracker = new Tracker({ projectKey: 'standalone-check', ingestPoint: location.origin + '/ingest' });
  const result = await tracker.start();
  window.__startResult = result;
  out.textContent = JSON.stringify(result);
  tracker.event('standalone-check', { ok: true });
  // A batch above the 24000-byte compression threshold: the worker loads its gzip chunk.
  tracker.event('large-payload', 'woof '.repeat(6000));
  await new Promise((r) => setTimeout(r, 300));
  tracker.stop();
} catch (error) {
  window.__startResult = { thrown: String(error) };
  out.textContent = 'threw: ' + String(error);
}
`;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Any site</title>
<script type="module" src="/site.js"></script></head>
<body><h1>Plain page</h1><p>Not a shop page.</p><pre id="out">starting…</pre></body></html>`;

interface Site {
  url: string;
  batches: { identity: string; messages: Message[]; gzip: boolean }[];
  starts: unknown[];
  server: Server;
}

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

async function startSite(): Promise<Site> {
  const site = { batches: [], starts: [] } as unknown as Site;
  site.server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
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
      return send(200, 'application/json', JSON.stringify({
        token: 'standalone-token', userUUID: 'user-1', sessionID: 'session-1', projectID: 1, delay: 0,
        startTimestamp: Date.now(), beaconSizeLimit: 1000000, compressionThreshold: 24000,
      }));
    }
    if (url.pathname === '/ingest/v1/web/i' && req.method === 'POST') {
      if (req.headers.authorization !== 'Bearer standalone-token') return send(401, 'text/plain', 'no');
      const gzip = req.headers['content-encoding'] === 'gzip';
      const bytes = gzip ? gunzipSync(body) : body;
      site.batches.push({ identity: url.searchParams.get('batch') ?? '', messages: decodeBatch(bytes), gzip });
      return send(200, 'text/plain', 'ok');
    }
    // The agent may call other ingest endpoints (feature flags, tags …); this ingest has none.
    return send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((r) => site.server.listen(0, '127.0.0.1', r));
  site.url = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  return site;
}

let browser: Browser;
let site: Site;

beforeAll(async () => {
  site = await startSite();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => site?.server.close(r));
});

describe('Standalone recording agent on a plain page (dist/tracker/tracker.js)', () => {
  it('is built as an ES module with its worker beside it, without React or shop code', () => {
    const main = readFileSync(path.join(DIST, 'tracker.js'), 'utf8');
    expect(main).toMatch(/export\s*\{[^}]*\bTracker\b/);
    expect(main).toMatch(/new Worker\(/);
    const workers = existsSync(path.join(DIST, 'worker')) ? readdirSync(path.join(DIST, 'worker')) : [];
    expect(workers.some((f: string) => /^tracker\.worker.*\.js$/.test(f))).toBe(true);
    for (const text of [main, ...workers.map((f: string) => readFileSync(path.join(DIST, 'worker', f), 'utf8'))]) {
      // React's element marker and hooks, the shop's GraphQL client, DI container and schema.
      expect(text).not.toMatch(/react\.element|useState|urql|inversify|graphql-ws|CartLine|checkout/i);
    }
  });

  it('starts under a CSP that allows same-origin workers, and every batch that reaches the ingest decodes', async () => {
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await page.goto(`${site.url}/allowed.html`);
      await page.waitForFunction(() => (window as unknown as { __startResult?: unknown }).__startResult !== undefined, null, SEE);
      const result = await page.evaluate(() => (window as unknown as { __startResult: unknown }).__startResult);
      expect(JSON.stringify(result)).toContain('session-1');
      expect(site.starts).toHaveLength(1);
      await expect.poll(() => site.batches.flatMap((b) => b.messages).some((m) => m[0] === 27 && m[1] === 'standalone-check'), SEE).toBe(true);
      // The large event went gzipped: the compressor chunk loaded beside the worker under the same CSP.
      await expect.poll(() => site.batches.find((b) => b.messages.some((m) => m[0] === 27 && m[1] === 'large-payload'))?.gzip, SEE).toBe(true);
      for (const batch of site.batches) {
        expect(batch.identity).toMatch(/^\d+_\d+$/);
        expect(batch.messages[0][0]).toBe(81);
        expect(batch.messages[1][0]).toBe(0);
        expect(batch.messages[2][0]).toBe(118);
      }
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("fails to start with 'No worker found: perhaps, CSP is not set.' where the page's CSP forbids workers", async () => {
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      const before = site.batches.length;
      await page.goto(`${site.url}/forbidden.html`);
      await page.waitForFunction(() => (window as unknown as { __startResult?: unknown }).__startResult !== undefined, null, SEE);
      const result = await page.evaluate(() => (window as unknown as { __startResult: unknown }).__startResult);
      expect(JSON.stringify(result)).toContain('No worker found: perhaps, CSP is not set.');
      await page.waitForTimeout(0);
      expect(site.batches.length).toBe(before);
    } finally {
      await context.close();
    }
  });
});
