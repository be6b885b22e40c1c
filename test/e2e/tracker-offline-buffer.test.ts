// Nothing recorded is lost when the page goes away while the ingest is down: the worker hands the
// unacknowledged batches to the main thread, which keeps them in local storage; the next visit's start sends
// them first, with their original page and batch numbers, into the session that recorded them: the real
// ingest gives every start a session of its own, so a batch resent under the next visit's session would show.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageType as M } from '../../src/protocol/messages';
import type { StoredBatchView } from '../support/real-ingest';
import { recordedPage, startIngestSite, type IngestSite } from '../support/ingest-site';
import { freshContext, journeyChromium } from './browser';

const OFFLINE_BUFFER_KEY = '__pawprint_offline_buffer';
// The worker seals a batch at least every 10000 ms; allow for a loaded machine.
const SEALED = { timeout: 30_000 };

let browser: Browser;
let ingest: IngestSite;
beforeAll(async () => {
  [browser, ingest] = await Promise.all([journeyChromium(), startIngestSite()]);
});
afterAll(async () => {
  await browser?.close();
  await ingest?.close();
});

interface Started {
  success: boolean;
  sessionID: string;
  sessionToken: string;
}

async function visit(page: Page, label: string): Promise<Started> {
  await page.goto(`${ingest.url}/visit`);
  const handle = await page.waitForFunction(() => (window as unknown as { startResult?: Started }).startResult, null, SEALED);
  const started = (await handle.jsonValue()) as Started;
  expect(started.success).toBe(true);
  await page.evaluate((name) => (window as unknown as { tracker: { event(n: string): void } }).tracker.event(name), label);
  return started;
}

/** The custom events a session's stored batches hold. */
const events = (batches: StoredBatchView[]) => batches.flatMap((b) => b.messages).filter((m) => m[0] === M.CustomEvent).map((m) => String(m[1]));

describe('Offline buffer across visits (standalone agent and the real ingest, in Chromium)', () => {
  it("a visit left while the ingest is down has its batches delivered by the next visit's start: first, once, and into the session that recorded them", async () => {
    ingest.pages.set('/visit', recordedPage('<h1>Chews</h1><p>Every dog deserves one.</p>'));
    let down = true;
    // Batches fail while the ingest is down; it comes back when the next visit asks to start (the first visit's worker is gone by then).
    ingest.fault = (call) => {
      if (call.path === '/v1/web/start' && call.n > 0) down = false;
      return down && call.path === '/v1/web/i' ? { status: 503 } : undefined;
    };
    const context = await freshContext(browser);
    try {
      const first = await context.newPage();
      const before = await visit(first, 'before-leaving');
      await expect.poll(() => ingest.calls.some((c) => c.path === '/v1/web/i' && c.outcome === 503), SEALED).toBe(true);
      await first.waitForFunction((key) => (localStorage.getItem(key) ?? '').length > 0, OFFLINE_BUFFER_KEY, SEALED);
      await expect.poll(() => first.evaluate((key) => localStorage.getItem(key)!.length, OFFLINE_BUFFER_KEY)).toBeGreaterThan(0);
      await first.close({ runBeforeUnload: true });
      expect(await ingest.real.stored(before.sessionID)).toEqual([]);

      // A new visit (a new tab): a session of its own.
      const second = await context.newPage();
      const after = await visit(second, 'after-coming-back');
      expect(after.sessionID).not.toBe(before.sessionID);
      await expect.poll(async () => events(await ingest.real.stored(after.sessionID)), SEALED).toContain('after-coming-back');
      await expect.poll(async () => events(await ingest.real.stored(before.sessionID)), SEALED).toContain('before-leaving');

      // The buffered batch went into the first session only, and before anything of the new visit.
      expect(events(await ingest.real.stored(after.sessionID))).not.toContain('before-leaving');
      const everywhere = (await Promise.all(ingest.sessionIDs().map((id) => ingest.real.stored(id)))).flatMap(events);
      expect(everywhere.filter((e) => e === 'before-leaving')).toHaveLength(1);
      const accepted = ingest.calls.filter((c) => c.path === '/v1/web/i' && c.outcome === 200);
      expect(accepted[0].token).toBe(before.sessionToken);
      expect(accepted.filter((c) => c.token === after.sessionToken).length).toBeGreaterThan(0);
      // Once everything went, the buffer is empty.
      await second.waitForFunction((key) => !localStorage.getItem(key), OFFLINE_BUFFER_KEY, SEALED);
    } finally {
      ingest.fault = null;
      await context.close();
    }
  });
});
