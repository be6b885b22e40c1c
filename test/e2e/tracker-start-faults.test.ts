// A start that does not go through at once loses nothing, in Chromium with the built agent and the real ingest
// behind a wire that fails chosen requests: a start answered 500 twice, a token renewal answered 500, and a first
// start never answered at all. The agent records meanwhile, tries again, and what the visitor did arrives in
// one session.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { recordedPage, startIngestSite, type IngestSite } from '../support/ingest-site';
import { freshContext, journeyChromium } from './browser';

// The third attempt of a start comes 0.5 + 1 s after the first; a start never answered takes its 8 s timeout first.
const SEE = { timeout: 30_000 };

let browser: Browser;
let ingest: IngestSite;
beforeAll(async () => {
  [browser, ingest] = await Promise.all([journeyChromium(), startIngestSite()]);
  ingest.pages.set(
    '/visit',
    recordedPage(`<h1>Treat box</h1><p id="note">Chosen for Biscuit</p><button type="button" id="mark">Mark</button>
<script>
  let marks = 0;
  document.getElementById('mark').addEventListener('click', () => window.tracker.event('mark-' + ++marks));
</script>`),
  );
});
afterAll(async () => {
  await browser?.close();
  await ingest?.close();
});
afterEach(() => {
  ingest.fault = null;
});

interface Started {
  success: boolean;
  sessionID: string;
}

const startResult = async (page: Page): Promise<Started> => {
  const handle = await page.waitForFunction(() => (window as unknown as { startResult?: Started }).startResult, null, SEE);
  return (await handle.jsonValue()) as Started;
};

/** Texts the session recorded (page text and later changes), and its custom events. */
async function recorded(sessionID: string): Promise<{ texts: string[]; events: string[] }> {
  const messages: Message[] = (await ingest.real.stored(sessionID)).flatMap((b) => b.messages);
  return {
    texts: messages.filter((m) => m[0] === M.SetNodeData).map((m) => String(m[2])),
    events: messages.filter((m) => m[0] === M.CustomEvent).map((m) => String(m[1])),
  };
}

const startCalls = () => ingest.calls.filter((c) => c.path === '/v1/web/start');

describe('Start faults (standalone agent and the real ingest, in Chromium)', () => {
  it('a start answered 500, 500 and then 200 records the page and a change made while it waited', async () => {
    const sessionsBefore = ingest.sessionIDs().length;
    const startsBefore = startCalls().length;
    let changed = false;
    // The ingest fails starts until the page has changed while waiting, and at least twice.
    ingest.fault = (call) => (call.path === '/v1/web/start' && (call.n - startsBefore < 2 || !changed) ? { status: 500, body: 'Internal Server Error' } : undefined);
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${ingest.url}/visit`);
      await expect.poll(() => startCalls().slice(startsBefore).filter((c) => c.outcome === 500).length, SEE).toBeGreaterThan(0);
      await page.evaluate(() => document.getElementById('note')!.append(' and Rex'));
      changed = true;
      const started = await startResult(page);
      expect(started.success).toBe(true);
      const attempts = startCalls().slice(startsBefore).map((c) => c.outcome);
      expect(attempts.slice(0, 2)).toEqual([500, 500]);
      expect(attempts.at(-1)).toBe(200);
      await expect.poll(async () => (await recorded(started.sessionID)).texts, SEE).toEqual(expect.arrayContaining(['Chosen for Biscuit', ' and Rex']));
      expect(ingest.sessionIDs().length - sessionsBefore).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('a batch refused 401 whose token renewal is answered 500 and then 200 keeps every mark, before and after, in one session', async () => {
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${ingest.url}/visit`);
      const started = await startResult(page);
      expect(started.success).toBe(true);
      const sessionsBefore = ingest.sessionIDs().length;
      await page.getByRole('button', { name: 'Mark' }).click();
      await expect.poll(async () => (await recorded(started.sessionID)).events, SEE).toEqual(['mark-1']);

      const startsBefore = startCalls().length;
      let refused = false;
      ingest.fault = (call) => {
        if (call.path === '/v1/web/i' && !refused) {
          refused = true;
          return { status: 401, body: 'Unauthorized' };
        }
        return call.path === '/v1/web/start' && call.n === startsBefore ? { status: 500, body: 'Internal Server Error' } : undefined;
      };
      await page.getByRole('button', { name: 'Mark' }).click();
      await expect.poll(() => startCalls().slice(startsBefore).map((c) => c.outcome), SEE).toEqual([500, 200]);
      await page.getByRole('button', { name: 'Mark' }).click();
      await expect.poll(async () => (await recorded(started.sessionID)).events, SEE).toEqual(['mark-1', 'mark-2', 'mark-3']);
      expect(refused).toBe(true);
      // The renewal continued the session: no other session began.
      expect(ingest.sessionIDs().length).toBe(sessionsBefore);
    } finally {
      await context.close();
    }
  });

  it('a first start the ingest never answers times out, is tried again and records the visit', async () => {
    const startsBefore = startCalls().length;
    ingest.fault = (call) => (call.path === '/v1/web/start' && call.n === startsBefore ? 'silent' : undefined);
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${ingest.url}/visit`);
      await expect.poll(() => startCalls().slice(startsBefore).map((c) => c.outcome), SEE).toEqual(['silent']);
      await page.evaluate(() => document.getElementById('note')!.append(' and Luna'));
      const started = await startResult(page);
      expect(started.success).toBe(true);
      expect(startCalls().slice(startsBefore).map((c) => c.outcome)).toEqual(['silent', 200]);
      await page.getByRole('button', { name: 'Mark' }).click();
      await expect.poll(async () => await recorded(started.sessionID), SEE).toEqual({
        texts: expect.arrayContaining(['Chosen for Biscuit', ' and Luna']),
        events: ['mark-1'],
      });
    } finally {
      await context.close();
    }
  }, 60_000);
});
