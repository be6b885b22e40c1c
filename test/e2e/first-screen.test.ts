// The shop's first screen painted from the HTML: home, a box, a good and a content page come from the server
// with their content before any script has run, and the page's script takes that markup over (hydrates it)
// without a mismatch, without asking for the page's data again, and works as before.
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readBuildManifest, staticClosure } from '../support/build-manifest';
import { cartDrawer, SEE, useJourney } from './journey';

const journey = useJourney();

const PAGES = [
  { path: '/', heading: 'Treats and chews that fit your dog', shown: 'Treat and Chew Box' },
  { path: '/treat-and-chew-box', heading: 'Treat and Chew Box', shown: 'Add to Cart' },
  { path: '/meatballs', heading: 'Meatballs', shown: 'Add to Cart' },
  { path: '/referral', heading: 'Refer a Friend', shown: 'Refer a Friend' },
] as const;

/** The first page's data, as the page would ask for it: never again once the server rendered with it. */
const PAGE_DATA_OPERATIONS = /SinglePage|ProductsByCategory|^GetProduct$/;

/**
 * React's word that the markup it hydrated was not the markup it rendered (development: 'Hydration failed…',
 * 'did not match', 'A tree hydrated but some attributes…'; production: minified errors 418–425), and uncaught errors.
 */
const HYDRATION_TROUBLE = /hydrat|did not match|server rendered|Minified React error #4(?:18|19|2[0-5])\b/i;

function consoleTrouble(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_TROUBLE.test(message.text())) said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(error.message));
  return said;
}

describe('The first screen, from the HTML', { timeout: 120_000 }, () => {
  it('is in the page the server sends: each page shows its heading and content with scripts turned off', async () => {
    const context = await journey.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      for (const { path, heading, shown } of PAGES) {
        const response = await page.goto(`${journey.shop.url}${path}`, { waitUntil: 'domcontentloaded' });
        expect(response?.status()).toBe(200);
        // Shown, though inert until a script takes it over (so found by its text, not offered by role).
        await page.locator('main h1', { hasText: heading }).first().waitFor(SEE);
        await page.locator('main').getByText(shown, { exact: true }).first().waitFor(SEE);
        await page.locator('a[aria-label="Pawprint home"]').waitFor(SEE);
        expect(await page.locator('#root[inert]').count()).toBe(1);
        // The data the page's script will hydrate with is beside it, and the page holds no script that would run inline.
        expect(await page.locator('script#first-page-data[type="application/json"]').count()).toBe(1);
        expect(await page.locator('script:not([src]):not([type="application/json"])').count()).toBe(0);
      }
    } finally {
      await context.close();
    }
  });

  it('is taken over by the page script without a mismatch or a second ask for its data, and the page works', async () => {
    for (const { path, heading } of PAGES) {
      const { page } = await journey.freshPage();
      const trouble = consoleTrouble(page);
      const operations: string[] = [];
      page.on('request', (request) => {
        const name = request.headers()['x-operation-name'];
        if (name) operations.push(name);
      });
      await page.goto(`${journey.shop.url}${path}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor(SEE);
      // Hydrated: the page's script lifts the root's inertness once React has taken the markup over.
      await page.locator('#root:not([inert])').waitFor({ ...SEE, state: 'attached' });
      // Hydrated: the header's menu button answers a click (a server-rendered button alone would not).
      await page.getByRole('button', { name: 'Menu and search' }).click();
      await page.getByRole('dialog').first().waitFor(SEE);
      await page.keyboard.press('Escape');
      // Hydration is done by now (the root is no longer inert), and the early ask for data would have started before it.
      expect(trouble, path).toEqual([]);
      expect(operations.filter((name) => PAGE_DATA_OPERATIONS.test(name)), path).toEqual([]);
    }
  });

  it("names a page's own code in its HTML, so that it downloads with the page rather than after the page's script", async () => {
    // The menu page's chunk, what it imports and their stylesheets, as the build's manifest lists them: named in
    // the page (the stylesheets in its head, the chunks at the end of its body).
    const manifest = readBuildManifest('dist');
    const code = new Set([...staticClosure(manifest, ['src/ui/catalog/menu-page.tsx'])].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])].map((file) => `/${file}`)));
    expect([...code].some((href) => /^\/assets\/menu-page-.*\.js$/.test(href))).toBe(true);
    // Every menu path's page is the same chunk: a good stands for them all.
    const path = '/meatballs';
    const { page } = await journey.freshPage();
    // The links for scripts and stylesheets put into the page, by its parser or by its script (Vite's loader adds
    // one for each chunk a dynamic import needs that the page does not name yet).
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { __linksAdded: string[] }).__linksAdded = added;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLLinkElement && ['modulepreload', 'stylesheet'].includes(node.rel)) added.push(new URL(node.href).pathname);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(`${journey.shop.url}${path}`, { waitUntil: 'domcontentloaded' });
    const sent = await response!.text();
    expect([...code].filter((href) => !sent.includes(`"${href}"`)), path).toEqual([]);
    await page.locator('#root:not([inert])').waitFor({ ...SEE, state: 'attached' });
    // Each named once, by the page's parser: the page's script found them all there and added none again.
    const added = await page.evaluate(() => (window as unknown as { __linksAdded: string[] }).__linksAdded);
    expect(added.filter((href, at) => code.has(href) && added.indexOf(href) !== at), path).toEqual([]);
  });

  it("keeps the header's buttons and a product's reviews where the first paint put them once the page is taken over", async () => {
    for (const width of [390, 1280]) {
      const viewport = { width, height: 844 };
      const drawn = await journey.browser.newContext({ javaScriptEnabled: false, viewport });
      let first: { startBox: { x: number; y: number } | null; reviews: { x: number; y: number } | null };
      try {
        const page = await drawn.newPage();
        await page.goto(`${journey.shop.url}/meatballs`, { waitUntil: 'load' });
        first = { startBox: await page.locator('a.start-box').boundingBox(), reviews: await page.locator('main h2', { hasText: 'Reviews' }).boundingBox() };
      } finally {
        await drawn.close();
      }
      const { page } = await journey.freshPage();
      await page.setViewportSize(viewport);
      const reviewsCode = page.waitForResponse((response) => /\/assets\/product-reviews-[\w-]+\.js$/.test(new URL(response.url()).pathname));
      await page.goto(`${journey.shop.url}/meatballs`, { waitUntil: 'domcontentloaded' });
      // The guest's sign-in link comes once the session is read, the reviews' code once the page is taken over:
      // the room for the one and the styles of the other were there from the first paint.
      await page.getByRole('link', { name: 'Sign in' }).waitFor(SEE);
      await page.locator('#root:not([inert])').waitFor({ ...SEE, state: 'attached' });
      await reviewsCode;
      // Whatever stylesheet came with it has been applied.
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null));
      await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
      const startBox = await page.getByRole('link', { name: 'START BOX' }).boundingBox();
      const reviews = await page.getByRole('heading', { level: 2, name: 'Reviews' }).boundingBox();
      expect(first.startBox && first.reviews, `${width} px`).not.toBeNull();
      expect({ x: startBox!.x, y: startBox!.y }, `${width} px`).toEqual({ x: first.startBox!.x, y: first.startBox!.y });
      expect({ x: reviews!.x, y: reviews!.y }, `${width} px`).toEqual({ x: first.reviews!.x, y: first.reviews!.y });
    }
  });

  it('a good added from a server-rendered page reaches the cart', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/meatballs`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    const modal = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Add to Cart' }) });
    await modal.waitFor(SEE);
    const email = modal.getByLabel('Email');
    if (await email.count()) await email.fill('first.screen@example.com');
    await modal.getByRole('button', { name: 'Add to Cart' }).click();
    await cartDrawer(page).getByRole('listitem', { name: /Meatballs/ }).waitFor(SEE);
  });

  it('a later visit to the page in the same tab asks for fresh data', async () => {
    const { page } = await journey.freshPage();
    const operations: string[] = [];
    page.on('request', (request) => {
      const name = request.headers()['x-operation-name'];
      if (name) operations.push(name);
    });
    await page.goto(`${journey.shop.url}/`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Treat and Chew Box', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Treat and Chew Box' }).waitFor(SEE);
    await page.getByRole('link', { name: 'Pawprint home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Treats and chews that fit your dog' }).waitFor(SEE);
    await page.getByRole('main').getByRole('link', { name: 'Treat and Chew Box', exact: true }).first().waitFor(SEE);
    expect(operations.filter((name) => /ProductsByCategory/.test(name)).length).toBeGreaterThan(0);
  });
});
