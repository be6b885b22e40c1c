import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium } from 'playwright-core';
import { launchChromium } from '../support/chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../support/chromium';

/**
 * The Chromium the journeys share (started by the global setup), connected to for this file; its own when the
 * file runs without the setup. Closing it ends this file's connection and contexts, not the shared browser.
 */
export async function journeyChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : launchChromium();
}

/** Resolves after the browser has drawn two more frames: the scroll, selection and input events it queued have run. */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * A fresh browser context as the journeys use it: a desktop window, and a visitor who asks for reduced motion. The
 * shop honours that (the ticker stands, slides and fades are cut short), which takes about a tenth of the journeys'
 * time: an endless ticker kept the page's renderer drawing all through each journey on CI's two cores, and each
 * wait for a slide or fade to end was a wait. The shop in full motion has its own journey (site-pages.test.ts).
 */
export async function freshContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', reducedMotion: 'reduce' });
}

const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/**
 * Saves a screenshot of what the shopper sees, for review, when asked (E2E_SCREENSHOTS=1): nothing compares these
 * files, and taking and encoding them cost a few tenths of a second of a journey's time each, a hundred times a run.
 * A test that compares pixels takes its own (page.screenshot) and is not affected.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/**
 * One Chromium and one server (a test ingest, a plain site) per test file: both started before its tests,
 * handed to `use`, and closed after them.
 */
export function withChromiumAnd<S extends { close(): Promise<void> }>(start: () => Promise<S>, use: (browser: Browser, server: S) => void): void {
  let browser: Browser | undefined;
  let server: S | undefined;
  beforeAll(async () => {
    [browser, server] = await Promise.all([journeyChromium(), start()]);
    use(browser, server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}

