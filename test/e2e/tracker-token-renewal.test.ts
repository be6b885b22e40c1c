// An expired session token in headless Chromium, with the built agent (dist/tracker) and the real ingest:
// the ingest's tokens live 2 s here; a batch sent after that is refused with 401, the agent starts again
// with its old token, the ingest continues the same session, and the batch arrives — nothing is lost and no
// second session begins.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingEndpoints, type RecordingEndpoints } from '../../src/server/http/ingest-endpoint';
import { defaultProjects } from '../../src/server/ingest/ingest-projects';
import { decodeBatch } from '../../src/protocol/decoder';
import { MessageType as M } from '../../src/protocol/messages';
import { journeyChromium } from './browser';
import { DIST } from './tracker-site';

const TOKEN_LIFE_MS = 2_000;
const SEE = { timeout: 20_000 };

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Long visit</title></head>
<body><h1>Long visit</h1><button type="button" id="mark">Mark</button>
<script type="module">
import { Tracker } from '/tracker/tracker.js';
const tracker = new Tracker({ projectKey: 'pawprint-shop', ingestPoint: location.origin + '/ingest' });
let marks = 0;
document.getElementById('mark').addEventListener('click', () => tracker.event('mark-' + ++marks));
window.__started = await tracker.start();
</script></body></html>`;

let browser: Browser;
let server: Server;
let endpoints: RecordingEndpoints;
let origin = '';

beforeAll(async () => {
  endpoints = await startRecordingEndpoints({
    dataDir: null, staticDir: null, log: () => {},
    settings: { projects: defaultProjects(), faults: {}, limits: { tokenTtlMs: TOKEN_LIFE_MS }, allowedOrigins: '*', secret: 'token-renewal-secret-token-renewal' },
  });
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname === '/page.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    if (url.pathname.startsWith('/tracker/')) {
      try {
        return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(path.join(DIST, url.pathname.slice('/tracker/'.length))));
      } catch {
        return void res.writeHead(404).end();
      }
    }
    if (await endpoints.serve(req, res, url)) return;
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await journeyChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => server?.close(() => r()));
  await endpoints?.close();
});

async function customEvents(sessionID: string): Promise<string[]> {
  const names: string[] = [];
  for (const batch of await endpoints.ingest.store.batches(sessionID)) {
    for (const m of decodeBatch(batch.bytes)) if (m[0] === M.CustomEvent) names.push(String(m[1]));
  }
  return names;
}

describe('An expired session token', () => {
  it('is renewed by the agent into the same session; the batch refused with 401 arrives after all', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/page.html`);
      const started = (await (await page.waitForFunction(() => (window as unknown as { __started?: unknown }).__started, null, SEE)).jsonValue()) as { sessionID: string };
      const { sessionID } = started;
      await page.getByRole('button', { name: 'Mark' }).click();
      await expect.poll(() => customEvents(sessionID), SEE).toContain('mark-1');
      const beforeExpiry = endpoints.ingest.stats.refusedUnauthorized;

      // Real time on purpose: the token's age is the subject. Waits until the token the agent holds is expired.
      const issuedBy = Date.now();
      await expect.poll(() => Date.now() - issuedBy, { timeout: TOKEN_LIFE_MS * 3, interval: 100 }).toBeGreaterThan(TOKEN_LIFE_MS + 200);
      await page.getByRole('button', { name: 'Mark' }).click();

      await expect.poll(() => customEvents(sessionID), SEE).toContain('mark-2');
      expect(endpoints.ingest.stats.refusedUnauthorized).toBeGreaterThan(beforeExpiry);
      expect(endpoints.ingest.store.count()).toBe(1);
      expect(await customEvents(sessionID)).toEqual(['mark-1', 'mark-2']);
    } finally {
      await context.close();
    }
  });
});
