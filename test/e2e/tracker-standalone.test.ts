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
import { DIST, startTrackerSite, type TrackerSite } from './tracker-site';

const SEE = { timeout: 20_000 };

let browser: Browser;
let site: TrackerSite;
withChromiumAnd(startTrackerSite, (b, s) => {
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
      expect(JSON.stringify(result)).toContain('session-1');
      expect(site.starts).toHaveLength(1);
      await expect.poll(() => site.batches.flatMap((b) => b.messages).some((m) => m[0] === 27 && m[1] === 'standalone-check'), SEE).toBe(true);
      // The large event went gzipped (the browser's own CompressionStream, inside the worker).
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

  it('loads the fidelity capture only once the page uses it: a plain page never, a page that adopts a sheet at once, its rules recorded', async () => {
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      const fidelityLoads: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/modules/fidelity-capture-')) fidelityLoads.push(r.url());
      });
      // A fresh visitor's batches have the identities the first test's visit had: the site stores each once.
      site.batches.splice(0);
      await page.goto(`${site.url}/allowed.html?label=fidelity-check`);
      await page.waitForFunction(() => (window as unknown as { __startResult?: unknown }).__startResult !== undefined, null, SEE);
      expect(JSON.stringify(await page.evaluate(() => (window as unknown as { __startResult: unknown }).__startResult))).toContain('session-1');
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
