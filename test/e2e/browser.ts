import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../support/chromium';

export async function freshContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
}

const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/** Saves a screenshot of what the shopper sees, for review. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}
