// A start that does not go through at once loses nothing, in Chromium with the built agent and the real ingest
// behind a wire that fails chosen requests: a start answered 500 twice, a token renewal answered 500, and a first
// start never answered at all. The agent records meanwhile, tries again, and what the visitor did arrives in
// one session.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { agentStarted, recordedPage, startIngestSite, type IngestSite } from '../support/ingest-site';
import { freshContext, journeyChromium } from './browser';

// The third attempt of a start comes 0.5 + 1 s after the first; a start never answered takes its 8 s timeout first.
const SEE = { timeout: 30_000 };

const VISIT = recordedPage(`<h1>Treat box</h1><p id="note">Chosen for Biscuit</p><button type="button" id="mark">Mark</button>
<script>
  let marks = 0;
  document.getElementById('mark').addEventListener('click', () => window.tracker.event('mark-' + ++marks));
</script>`);

let browser: Browser;
// Each test has an ingest of its own, so that the three run side by side: most of their time is waiting (for a
// retry's backoff, for a start's timeout), and one test's faults never reach another's calls.
let ingest: IngestSite;
let renewal: IngestSite;
let quiet: IngestSite;
beforeAll(async () => {
  [browser, ingest, renewal, quiet] = await Promise.all([journeyChromium(), startIngestSite(), startIngestSite(), startIngestSite()]);
  for (const site of [ingest, renewal, quiet]) site.pages.set('/visit', VISIT);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([ingest, renewal, quiet].map((site) => site?.close()));
});

const startResult = (page: Page) => agentStarted(page, SEE.timeout);

/** Texts the session recorded (page text and later changes), and its custom events. */
async function recorded(sessionID: string, site: IngestSite): Promise<{ texts: string[]; events: string[] }> {
  const messages: Message[] = (await site.real.stored(sessionID)).flatMap((b) => b.messages);
  return {
    texts: messages.filter((m) => m[0] === M.SetNodeData).map((m) => String(m[2])),
    events: messages.filter((m) => m[0] === M.CustomEvent).map((m) => String(m[1])),
  };
}

const startCalls = (site: IngestSite) => site.calls.filter((c) => c.path === '/v1/web/start');

describe.concurrent('Start faults (standalone agent and the real ingest, in Chromium)', () => {
  it('a start answered 500, 500 and then 200 records the page and a change made while it waited', async ({ expect }) => {
    const sessionsBefore = ingest.sessionIDs().length;
    const startsBefore = startCalls(ingest).length;
    let changed = false;
    // The ingest fails starts until the page has changed while waiting, and at least twice.
    ingest.fault = (call) => (call.path === '/v1/web/start' && (call.n - startsBefore < 2 || !changed) ? { status: 500, body: 'Internal Server Error' } : undefined);
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${ingest.url}/visit`);
      await expect.poll(() => startCalls(ingest).slice(startsBefore).filter((c) => c.outcome === 500).length, SEE).toBeGreaterThan(0);
      await page.evaluate(() => document.getElementById('note')!.append(' and Rex'));
      changed = true;
      const started = await startResult(page);
      expect(started.success).toBe(true);
      const attempts = startCalls(ingest).slice(startsBefore).map((c) => c.outcome);
      expect(attempts.slice(0, 2)).toEqual([500, 500]);
      expect(attempts.at(-1)).toBe(200);
      await expect.poll(async () => (await recorded(started.sessionID, ingest)).texts, SEE).toEqual(expect.arrayContaining(['Chosen for Biscuit', ' and Rex']));
      expect(ingest.sessionIDs().length - sessionsBefore).toBe(1);
    } finally {
      ingest.fault = null;
      await context.close();
    }
  });

  it('a batch refused 401 whose token renewal is answered 500 and then 200 keeps every mark, before and after, in one session', async ({ expect }) => {
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${renewal.url}/visit`);
      const started = await startResult(page);
      expect(started.success).toBe(true);
      const sessionsBefore = renewal.sessionIDs().length;
      await page.getByRole('button', { name: 'Mark' }).click();
      await expect.poll(async () => (await recorded(started.sessionID, renewal)).events, SEE).toEqual(['mark-1']);

      const startsBefore = startCalls(renewal).length;
      let refused = false;
      renewal.fault = (call) => {
        if (call.path === '/v1/web/i' && !refused) {
          refused = true;
          return { status: 401, body: 'Unauthorized' };
        }
        return call.path === '/v1/web/start' && call.n === startsBefore ? { status: 500, body: 'Internal Server Error' } : undefined;
      };
      await page.getByRole('button', { name: 'Mark' }).click();
      await expect.poll(() => startCalls(renewal).slice(startsBefore).map((c) => c.outcome), SEE).toEqual([500, 200]);
      await page.getByRole('button', { name: 'Mark' }).click();
      await expect.poll(async () => (await recorded(started.sessionID, renewal)).events, SEE).toEqual(['mark-1', 'mark-2', 'mark-3']);
      expect(refused).toBe(true);
      // The renewal continued the session: no other session began.
      expect(renewal.sessionIDs().length).toBe(sessionsBefore);
    } finally {
      renewal.fault = null;
      await context.close();
    }
  });

  it('a first start the ingest never answers times out, is tried again and records the visit', async ({ expect }) => {
    const startsBefore = startCalls(quiet).length;
    quiet.fault = (call) => (call.path === '/v1/web/start' && call.n === startsBefore ? 'silent' : undefined);
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${quiet.url}/visit`);
      await expect.poll(() => startCalls(quiet).slice(startsBefore).map((c) => c.outcome), SEE).toEqual(['silent']);
      await page.evaluate(() => document.getElementById('note')!.append(' and Luna'));
      const started = await startResult(page);
      expect(started.success).toBe(true);
      expect(startCalls(quiet).slice(startsBefore).map((c) => c.outcome)).toEqual(['silent', 200]);
      await page.getByRole('button', { name: 'Mark' }).click();
      await expect.poll(async () => await recorded(started.sessionID, quiet), SEE).toEqual({
        texts: expect.arrayContaining(['Chosen for Biscuit', ' and Luna']),
        events: ['mark-1'],
      });
    } finally {
      quiet.fault = null;
      await context.close();
    }
  }, 60_000);
});
