import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LEGAL_LINKS, SITE_MENUS } from '../../src/ui/shell/site-menus';
import { pageIsLive, SEE, snapshot, useJourney } from './journey';

const journey = useJourney();
const NOT_FOUND = "We couldn't find that page.";

/** After a click: the address is `path` and the page has rendered its heading and its own tab title. */
async function landedOn(page: Page, path: string, previousTitle = ''): Promise<{ title: string; heading: string }> {
  await page.waitForURL((url) => url.pathname === path, SEE);
  // The previous page's title and heading stay until the new page has loaded: wait for the new ones.
  await page.waitForFunction(
    (previous) => document.title !== 'Pawprint' && document.title !== previous && !!document.querySelector('main h1'),
    previousTitle,
    SEE,
  );
  return { title: await page.title(), heading: (await page.locator('main h1').first().textContent()) ?? '' };
}

/** The about page scrolled down to its footer, once the footer has loaded (it loads as it comes near the screen). */
async function aboutPageFooter(page: Page): Promise<Locator> {
  await page.goto(`${journey.shop.url}/about`);
  await page.getByRole('heading', { level: 1, name: 'About Pawprint' }).waitFor(SEE);
  await pageIsLive(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms of Service' }).waitFor(SEE);
  return footer;
}

describe('Every link lands on a real page (001 §2 Fixed menu and footer links)', () => {
  it('every link of the full-screen menu opens a page that is not the 404, with its own tab title', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/`);
    const menuLinks = SITE_MENUS.flatMap((m) => m.links);
    const titles = new Set<string>();
    for (const link of menuLinks) {
      const previous = await page.title();
      await page.getByRole('button', { name: 'Menu and search' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: link.label, exact: true }).click();
      const { title, heading } = await landedOn(page, link.to, previous);
      expect(heading, link.to).not.toBe(NOT_FOUND);
      expect(title, link.to).toMatch(/^.+ · Pawprint$/);
      titles.add(title);
    }
    // Every page has a tab title of its own, not one shared by all.
    expect(titles.size).toBeGreaterThan(menuLinks.length * 0.9);
  });

  it("every link of the footer, terms and policies included, opens a page that is not the 404", async () => {
    const { page } = await journey.freshPage();
    const footer = await aboutPageFooter(page);
    const hrefs = await footer.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs).toEqual(expect.arrayContaining(LEGAL_LINKS.map((l) => l.to)));
    for (const href of hrefs) {
      const previous = await page.title();
      await footer.locator(`a[href="${href}"]`).first().click();
      const { heading } = await landedOn(page, href, previous);
      expect(heading, href).not.toBe(NOT_FOUND);
    }
    await page.goto(`${journey.shop.url}/terms`);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor(SEE);
    await snapshot(page, 'pages-01-terms');
  });

  it("each box's introduction guide is a page, and an unknown path is still a clean 404", async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/how-to-introduce-pawprint-dog-box-treats`);
    await page.getByRole('heading', { level: 1, name: 'How to Introduce Pawprint Dog Box Treats' }).waitFor(SEE);
    const guide = page.getByRole('main').getByRole('link', { name: '/how-to-introduce-mini-box-dog-box-treats' });
    await guide.click();
    await page.getByRole('heading', { level: 1, name: 'How to Introduce Mini Box Treats' }).waitFor(SEE);
    expect(await page.title()).toBe('How to Introduce Mini Box Treats · Pawprint');
    const hero = page.getByRole('main').getByRole('img', { name: 'A happy dog with a treat' });
    expect(await hero.getAttribute('srcset')).toContain('/_next/image?url=%2Fimages%2Fcontent%2Fhappy-dog.svg&w=640&q=75 640w');
    await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0), undefined, SEE);
    await snapshot(page, 'pages-02-box-guide');
    await page.goto(`${journey.shop.url}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor(SEE);
    expect(await page.title()).toBe('Page not found · Pawprint');
    // The title is in the page as sent, not set once its code has run: a tab, a bookmark or a crawler reads it at once.
    const sent = await (await fetch(`${journey.shop.url}/no-such-page`)).text();
    expect(sent).toContain('<title>Page not found · Pawprint</title>');
  });

  it('the product page is titled by its product', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/treat-and-chew-box`);
    await page.getByRole('heading', { level: 1, name: 'Treat and Chew Box' }).waitFor(SEE);
    await page.waitForFunction(() => document.title === 'Treat and Chew Box · Pawprint', undefined, SEE);
    const image = page.getByRole('main').locator('img[srcset]').first();
    expect(await image.getAttribute('sizes')).toBeTruthy();
  });
});

describe('Where the window is after a navigation', () => {
  it('a link opens the next page at its top; Back returns to where the visitor was, and Forward to where they were on the next', async () => {
    const { page } = await journey.freshPage();
    // Down to the footer, and on by its link to a long page.
    const footer = await aboutPageFooter(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const leftAt = await page.evaluate(() => Math.round(window.scrollY));
    expect(leftAt).toBeGreaterThan(300);
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor(SEE);
    await expect.poll(() => page.evaluate(() => window.scrollY), SEE).toBe(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), SEE).toBeGreaterThan(200);
    const termsAt = await page.evaluate(() => Math.round(window.scrollY));

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'About Pawprint' }).waitFor(SEE);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), SEE).toBe(leftAt);
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor(SEE);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), SEE).toBe(termsAt);
  });
});

describe('Page search from the menu with the keyboard (001 §2)', () => {
  it('types a few letters, moves with the arrow keys and opens a page with Enter', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/`);
    await pageIsLive(page);
    await page.getByRole('button', { name: 'Menu and search' }).focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: 'Search pages' });
    await search.waitFor(SEE);
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox', undefined, SEE);
    await page.keyboard.type('fi');
    expect(await search.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.type('GHT');
    const list = page.getByRole('listbox', { name: 'Pages' });
    await list.getByRole('option', { name: /Fight Cancer/ }).waitFor(SEE);
    await page.getByText('4 pages found').waitFor(SEE);
    await snapshot(page, 'search-01-suggestions');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const active = list.getByRole('option', { selected: true });
    const path = (await active.locator('.page-search__path').textContent())!;
    const previous = await page.title();
    await page.keyboard.press('Enter');
    await landedOn(page, path, previous);
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
  });

  it('never offers a guest /checkout or the dashboard pages', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/`);
    await page.getByRole('button', { name: 'Menu and search' }).click();
    const search = page.getByRole('combobox', { name: 'Search pages' });
    await search.fill('dashboard');
    await page.getByText('No pages found').waitFor(SEE);
    await search.fill('checkout');
    await page.getByText('No pages found').waitFor(SEE);
  });
});

describe('The shop in full motion (the other journeys ask for reduced motion)', () => {
  it('the ticker scrolls and the header slides for a visitor who does not ask for less motion; for one who does, neither moves', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', reducedMotion: 'no-preference' });
    try {
      const page = await context.newPage();
      await page.goto(`${journey.shop.url}/treat-and-chew-box`);
      await pageIsLive(page);
      const track = page.getByRole('region', { name: 'Announcements' }).getByRole('list');
      const running = () => track.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').map((a) => (a as CSSAnimation).animationName));
      expect(await running()).toEqual(['marquee']);
      const at = async () => (await track.boundingBox())!.x;
      const first = await at();
      await expect.poll(at, SEE).toBeLessThan(first);
      // The header hides as the visitor reads down and comes back as they go up, sliding.
      const header = page.locator('header.site-header');
      const slide = () => header.evaluate((el) => getComputedStyle(el).transitionProperty.split(', ').includes('transform') && getComputedStyle(el).transitionDuration !== '0s');
      expect(await slide()).toBe(true);
      // The same page for a visitor who asks for less motion: the ticker stands, the header hides without a slide.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await running()).toEqual([]);
      expect(await header.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe('none');
    } finally {
      await context.close();
    }
  });
});
