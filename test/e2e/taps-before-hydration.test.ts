// A person on a slow phone sees the server's first screen seconds before the page's script has taken it over.
// Each journey holds back the code the page needs to take its markup over (the startup chunk), taps the first
// screen as a person would, and only then lets the code arrive: the tap must not have been lost.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_CHUNK_NAMES } from '../../vite.first-load-chunks.ts';
import { SEE, useJourney } from './journey';

const journey = useJourney();

/** The startup chunk (the site's services): without it the page cannot hydrate its first screen. */
const STARTUP_CHUNK = new RegExp(`/assets/${FIRST_LOAD_CHUNK_NAMES.services}-[^/]+\\.js$`);

interface HeldCode {
  /** Lets the held code arrive (and everything asked for it after). */
  release(): void;
}

/**
 * Opens `path` on a phone (touch, 390×844) whose page gets the startup chunk only once `run` releases it, and runs
 * `run` once the page has asked for that chunk: from then on its first screen cannot be taken over. The page must
 * throw nothing uncaught meanwhile.
 */
async function onPhoneBeforeItsCode(path: string, run: (page: Page, held: HeldCode) => Promise<void>): Promise<void> {
  const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' });
  const uncaught: string[] = [];
  context.on('weberror', (error) => uncaught.push(error.error().message));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(STARTUP_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  try {
    const page = await context.newPage();
    const asked = page.waitForRequest(STARTUP_CHUNK, SEE);
    await page.goto(`${journey.shop.url}${path}`, { waitUntil: 'commit' });
    await asked;
    await run(page, { release });
  } finally {
    await context.close();
  }
  expect(uncaught, 'uncaught errors in the page').toEqual([]);
}

describe('Taps on the first screen before the page has taken it over', { timeout: 120_000 }, () => {
  it("'Add to Cart' tapped while the page's code is still on its way opens the purchase once it has arrived", async () => {
    await onPhoneBeforeItsCode('/meatballs', async (page, held) => {
      // The server's first screen is on screen: the person taps its button (twice, as an impatient person does).
      const addToCart = page.locator('main button', { hasText: 'Add to Cart' }).first();
      await addToCart.tap(SEE);
      await addToCart.tap(SEE);
      expect(await page.getByRole('dialog').count(), 'nothing can open before the code has arrived').toBe(0);
      held.release();
      const purchase = page.getByRole('dialog', { name: 'Meatballs' });
      await purchase.getByRole('button', { name: 'Add to Cart' }).waitFor(SEE);
      // Taken once, however often it was tapped while waiting.
      expect(await page.getByRole('dialog', { name: 'Meatballs' }).count()).toBe(1);
    });
  });

  it('a product tapped on the home page before its code has arrived is opened', async () => {
    await onPhoneBeforeItsCode('/', async (page, held) => {
      const home = page.url();
      await page.locator('main a', { hasText: 'Treat and Chew Box' }).first().tap(SEE);
      // The browser follows the link itself: the product's address is asked for before any script could.
      await page.waitForURL((url) => url.href !== home, SEE);
      held.release();
      await page.getByRole('heading', { level: 1, name: 'Treat and Chew Box' }).waitFor(SEE);
      await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().waitFor(SEE);
    });
  });

  it('a page scrolled before its code has arrived stays where it was scrolled, and a product tapped there opens', async () => {
    await onPhoneBeforeItsCode('/', async (page, held) => {
      const tile = page.locator('main a', { hasText: 'Treat and Chew Box' }).first();
      await tile.waitFor(SEE);
      await page.evaluate(() => window.scrollBy(0, 300));
      const scrolled = await page.evaluate(() => scrollY);
      expect(scrolled).toBeGreaterThan(0);
      held.release();
      // Taken over (the mark goes after the first commit, when the router's scroll handling has run): the visitor
      // was not thrown back to the top.
      await page.locator('#root:not([data-hydrating])').waitFor({ ...SEE, state: 'attached' });
      expect(await page.evaluate(() => scrollY)).toBe(scrolled);
      await tile.tap(SEE);
      await page.getByRole('heading', { level: 1, name: 'Treat and Chew Box' }).waitFor(SEE);
    });
  });

  it('the menu tapped before the code has arrived opens once it has', async () => {
    await onPhoneBeforeItsCode('/treat-and-chew-box', async (page, held) => {
      await page.locator('header button[aria-label="Menu and search"]').tap(SEE);
      held.release();
      await page.getByRole('dialog').first().waitFor(SEE);
    });
  });
});
