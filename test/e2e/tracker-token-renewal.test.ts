// An expired session token in headless Chromium, with the built agent (dist/tracker) and the real ingest:
// the ingest's tokens live 2 s here; a batch sent after that is refused with 401, the agent starts again
// with its old token, the ingest continues the same session, and the batch arrives — nothing is lost and no
// second session begins.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageType as M } from '../../src/protocol/messages';
import { startIngestSite, type IngestSite } from '../support/ingest-site';
import { TEST_PROJECT_KEY } from '../support/real-ingest';
import { journeyChromium } from './browser';

const TOKEN_LIFE_MS = 2_000;
const SEE = { timeout: 20_000 };

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Long visit</title></head>
<body><h1>Long visit</h1><button type="button" id="mark">Mark</button>
<script type="module">
import { Tracker } from '/tracker/tracker.js';
const tracker = new Tracker({ projectKey: '${TEST_PROJECT_KEY}', ingestPoint: location.origin + '/ingest' });
let marks = 0;
document.getElementById('mark').addEventListener('click', () => tracker.event('mark-' + ++marks));
window.__started = await tracker.start();
</script></body></html>`;

let browser: Browser;
let ingest: IngestSite;

beforeAll(async () => {
  [browser, ingest] = await Promise.all([journeyChromium(), startIngestSite({ limits: { tokenTtlMs: TOKEN_LIFE_MS } })]);
  ingest.pages.set('/page.html', PAGE);
});

afterAll(async () => {
  await browser?.close();
  await ingest?.close();
});

async function customEvents(sessionID: string): Promise<string[]> {
  const stored = await ingest.real.stored(sessionID);
  return stored.flatMap((b) => b.messages).filter((m) => m[0] === M.CustomEvent).map((m) => String(m[1]));
}

describe('An expired session token', () => {
  it('is renewed by the agent into the same session; the batch refused with 401 arrives after all', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${ingest.url}/page.html`);
      const started = (await (await page.waitForFunction(() => (window as unknown as { __started?: unknown }).__started, null, SEE)).jsonValue()) as { sessionID: string };
      const { sessionID } = started;
      await page.getByRole('button', { name: 'Mark' }).click();
      await expect.poll(() => customEvents(sessionID), SEE).toContain('mark-1');
      const beforeExpiry = ingest.real.ingest.stats.refusedUnauthorized;

      // Real time on purpose: the token's age is the subject. Waits until the token the agent holds is expired.
      const issuedBy = Date.now();
      await expect.poll(() => Date.now() - issuedBy, { timeout: TOKEN_LIFE_MS * 3, interval: 100 }).toBeGreaterThan(TOKEN_LIFE_MS + 200);
      await page.getByRole('button', { name: 'Mark' }).click();

      await expect.poll(() => customEvents(sessionID), SEE).toContain('mark-2');
      expect(ingest.real.ingest.stats.refusedUnauthorized).toBeGreaterThan(beforeExpiry);
      expect(ingest.real.ingest.store.count()).toBe(1);
      expect(await customEvents(sessionID)).toEqual(['mark-1', 'mark-2']);
    } finally {
      await context.close();
    }
  });
});
