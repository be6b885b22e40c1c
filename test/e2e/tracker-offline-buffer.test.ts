// Nothing recorded is lost when the page goes away while the ingest is down: the worker hands the
// unacknowledged batches to the main thread, which keeps them in local storage; the next page's
// start sends them first, with their original page and batch numbers, then its own.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshContext, withChromiumAnd } from './browser';
import { startTrackerSite, type TrackerSite } from './tracker-site';

const OFFLINE_BUFFER_KEY = '__pawprint_offline_buffer';
// The worker seals a batch at least every 10000 ms; allow for a loaded machine.
const SEALED = { timeout: 30_000 };

let browser: Browser;
let site: TrackerSite;
withChromiumAnd(startTrackerSite, (b, s) => {
  browser = b;
  site = s;
});

const started = () => (window as unknown as { __startResult?: unknown }).__startResult !== undefined;
const events = (messages: unknown[][]) => messages.filter((m) => m[0] === 27).map((m) => m[1]);

describe('Offline buffer across a page load (standalone agent in Chromium)', () => {
  it("a page left while the ingest is down has its batches delivered by the next page's start, first and with their identity", async () => {
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      site.batchStatus = 503;
      await page.goto(`${site.url}/allowed.html?label=before-leaving`);
      await page.waitForFunction(started, null, SEALED);
      await expect.poll(() => site.requests.length, SEALED).toBeGreaterThan(0);
      const failed = site.requests[0].identity;
      expect(site.requests[0].status).toBe(503);
      await page.waitForFunction((key) => !!localStorage.getItem(key), OFFLINE_BUFFER_KEY, SEALED);

      // The ingest comes back only once the next page asks to start: the first page's worker is gone by then.
      site.onStart = () => {
        site.batchStatus = 200;
      };
      await page.goto(`${site.url}/allowed.html?label=after-coming-back`);
      await page.waitForFunction(started, null, SEALED);
      await expect.poll(() => site.batches.flatMap((b) => events(b.messages)), SEALED).toContain('after-coming-back');

      expect(site.batches[0].identity).toBe(failed);
      expect(events(site.batches[0].messages)).toContain('before-leaving');
      const [firstPage] = failed.split('_');
      const later = site.batches.slice(1).map((b) => b.identity);
      expect(later.some((id) => !id.startsWith(`${firstPage}_`))).toBe(true);
      // Nothing was accepted twice.
      const accepted = site.requests.filter((r) => r.status === 200).map((r) => r.identity);
      expect(new Set(accepted).size).toBe(accepted.length);
      // Once everything went, the buffer is empty.
      await page.waitForFunction((key) => !localStorage.getItem(key), OFFLINE_BUFFER_KEY, SEALED);
    } finally {
      site.onStart = undefined;
      site.batchStatus = 200;
      await context.close();
    }
  });
});
