// The standalone agent (dist/tracker/tracker.js, built by the e2e setup as by `npm run build`) on a
// plain HTML page of another site, in headless Chromium: the page imports the module under a strict
// Content Security Policy that allows same-origin workers; the agent starts against an ingest of
// the protocol and every batch that reaches it decodes completely. Under a policy that forbids
// workers the start fails with the specification's error instead of recording silently nowhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIDELITY_HELD_KB, HELD_BUDGET_KB, HELD_MODULES_KB, measureTrackerSize } from '../bench/tracker-size';
import { MessageType as M } from '../../src/protocol/messages';
import { freshContext, withChromiumAnd } from './browser';
import { startIngestSite, TRACKER_DIST as DIST, type IngestSite } from '../support/ingest-site';
import { TEST_PROJECT_KEY } from '../support/real-ingest';

const SEE = { timeout: 20_000 };

const ALLOWS_WORKERS = "default-src 'self'; script-src 'self'; worker-src 'self'; connect-src 'self'";
const FORBIDS_WORKERS = "default-src 'self'; script-src 'self'; worker-src 'none'; connect-src 'self'";

/** The site's own script: starts the agent and records an event named after the page's ?label. */
const SITE_SCRIPT = `
import { Tracker } from '/tracker/tracker.js';
const out = document.getElementById('out');
const label = new URLSearchParams(location.search).get('label') || 'standalone-check';
try {
  const tracker = new Tracker({ projectKey: '${TEST_PROJECT_KEY}', ingestPoint: location.origin + '/ingest' });
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

/** The plain site: its pages under each policy and its own script, the agent and the real ingest on one origin. */
async function startPlainSite(): Promise<IngestSite> {
  const site = await startIngestSite();
  site.pages.set('/allowed.html', { body: PAGE, headers: { 'content-security-policy': ALLOWS_WORKERS } });
  site.pages.set('/forbidden.html', { body: PAGE, headers: { 'content-security-policy': FORBIDS_WORKERS } });
  site.pages.set('/site.js', { body: SITE_SCRIPT, type: 'text/javascript' });
  return site;
}

let browser: Browser;
let site: IngestSite;
withChromiumAnd(startPlainSite, (b, s) => {
  browser = b;
  site = s;
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

  it('weighs at most the held budget gzipped, main thread and worker together (every file but the optional modules and the tester\'s widget, gzip -9)', () => {
    const size = measureTrackerSize(path.dirname(DIST));
    expect(size).not.toBeNull();
    expect(size!.files.length).toBeGreaterThanOrEqual(2);
    expect(size!.mainKb + size!.workerKb).toBeLessThanOrEqual(HELD_BUDGET_KB);
  });

  it('keeps the optional modules in chunks under modules/ (the default ones with their host, flags, canvas and conditions apart), all together within their held bound (goal 12 KB gzipped)', () => {
    const size = measureTrackerSize(path.dirname(DIST))!;
    const modules = size.files.filter((f) => f.file.startsWith(`modules${path.sep}`)).map((f) => path.basename(f.file).replace(/-[\w-]{8}\.js$/, ''));
    for (const name of ['module-host', 'feature-flags', 'canvas-capture', 'condition-watch']) expect(modules).toContain(name);
    expect(size.optionalKb).toBeLessThanOrEqual(HELD_MODULES_KB);
  });

  it('keeps the fidelity capture (CSSOM, dialogs, media) a chunk of its own, loaded only by a page that uses it', () => {
    const size = measureTrackerSize(path.dirname(DIST))!;
    expect(size.files.some((f) => path.basename(f.file).startsWith('fidelity-capture-'))).toBe(true);
    expect(size.fidelityKb).toBeGreaterThan(0);
    expect(size.fidelityKb).toBeLessThanOrEqual(FIDELITY_HELD_KB);
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
      expect(site.starts).toHaveLength(1);
      expect(result).toMatchObject({ success: true, sessionID: site.startReplies[0].sessionID });
      await expect.poll(() => site.batches.flatMap((b) => b.messages).some((m) => m[0] === 27 && m[1] === 'standalone-check'), SEE).toBe(true);
      // The large event went gzipped (the browser's own CompressionStream, inside the worker).
      await expect.poll(() => site.batches.find((b) => b.messages.some((m) => m[0] === 27 && m[1] === 'large-payload'))?.gzip, SEE).toBe(true);
      for (const batch of site.batches) {
        expect(batch.batch).toMatch(/^\d+_\d+$/);
        expect(batch.messages[0][0]).toBe(81);
        expect(batch.messages[1][0]).toBe(0);
        expect(batch.messages[2][0]).toBe(118);
      }
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('loads the fidelity capture only once the page uses it: a plain page never, a page that adopts a sheet at once, its rules recorded', async () => {
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      const fidelityLoads: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/modules/fidelity-capture-')) fidelityLoads.push(r.url());
      });
      // Only this visit's batches are looked at.
      site.batches.splice(0);
      await page.goto(`${site.url}/allowed.html?label=fidelity-check`);
      await page.waitForFunction(() => (window as unknown as { __startResult?: unknown }).__startResult !== undefined, null, SEE);
      expect(await page.evaluate(() => (window as unknown as { __startResult: unknown }).__startResult)).toMatchObject({ success: true, sessionID: site.startReplies.at(-1)!.sessionID });
      await expect.poll(() => site.batches.flatMap((b) => b.messages).some((m) => m[0] === M.CustomEvent && m[1] === 'fidelity-check'), SEE).toBe(true);
      expect(fidelityLoads).toEqual([]);
      // The policy forbids inline <style>, not constructed sheets.
      await page.evaluate(() => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync('#out { color: rgb(200, 0, 0); }');
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      });
      await expect.poll(() => fidelityLoads.length, SEE).toBe(1);
      await expect
        .poll(() => site.batches.flatMap((b) => b.messages).some((m) => m[0] === M.AdoptedSSReplaceURLBased && String(m[2]).includes('rgb(200, 0, 0)')), SEE)
        .toBe(true);
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
      // Whatever the page would send has gone by the time the network is quiet.
      await page.waitForLoadState('networkidle');
      expect(site.batches.length).toBe(before);
    } finally {
      await context.close();
    }
  });
});
