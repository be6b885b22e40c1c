import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SEE, seen, snapshot, untilStill, useJourney } from './journey';

const journey = useJourney();
const promoBanner = (page: Page) => page.getByRole('complementary', { name: 'Special Offer' });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether `content` lies under the banner on screen. */
async function covered(banner: Locator, content: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([banner.boundingBox(), content.boundingBox()]);
  return !!a && !!b && overlaps(a, b);
}

/** Scrolls to the very end of the page (reserved room included). */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => Math.abs(window.scrollY + innerHeight - document.documentElement.scrollHeight) < 2);
}

describe.each([
  ['desktop', 1280, 900],
  ['phone', 390, 844],
])('The promo banner on a %s never hides content for good', (name, width, height) => {
  it('keeps room at the foot of the page, collapses to a + fully on screen, and stays collapsed when the cart reloads', async () => {
    const { page } = await journey.freshPage();
    await page.setViewportSize({ width, height });
    await page.goto(`${journey.shop.url}/treat-and-chew-box?ref=sarah`);
    const banner = promoBanner(page);
    await banner.getByText('with Sarah').waitFor(SEE);
    await untilStill(banner);
    await snapshot(page, `promo-${name}-01-expanded`);
    if (name === 'phone') {
      // On a phone the product's price and its Add to Cart stay clear of the docked offer.
      const main = page.getByRole('main');
      expect(await covered(banner, main.locator(':text-is("$39.00"):visible').first())).toBe(false);
      expect(await covered(banner, main.getByRole('button', { name: /^Add to Cart/ }).locator('visible=true').first())).toBe(false);
    }

    // The page's last line can always be scrolled clear of the banner.
    await scrollToEnd(page);
    const footerEnd = page.getByRole('contentinfo').getByRole('link').last();
    await untilStill(banner);
    expect(await covered(banner, footerEnd), 'the footer\'s last link is under the banner').toBe(false);

    // Collapsed by hand: the + is wholly on screen and still works.
    await page.evaluate(() => window.scrollTo(0, 0));
    await banner.getByRole('button', { name: 'Collapse offer' }).click();
    const expand = banner.getByRole('button', { name: 'Expand offer' });
    await untilStill(banner);
    const toggle = (await expand.boundingBox())!;
    expect(toggle.x).toBeGreaterThanOrEqual(0);
    expect(toggle.x + toggle.width).toBeLessThanOrEqual(width);
    expect(toggle.y + toggle.height).toBeLessThanOrEqual(height);
    await snapshot(page, `promo-${name}-02-collapsed`);

    // The cart reloads (another tab changed the stored cart): the banner is collapsed still.
    await page.evaluate(() => {
      localStorage.setItem('cartId', 'another-tab-cart');
      window.dispatchEvent(new StorageEvent('storage', { key: 'cartId', newValue: 'another-tab-cart', storageArea: localStorage }));
    });
    // The unknown cart is read, not found, and forgotten: the cart has reloaded.
    await page.waitForFunction(() => localStorage.getItem('cartId') === null, undefined, SEE);
    await expand.waitFor(SEE);
    await expect(banner.getByRole('button', { name: 'Expand offer' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await expand.click();
    await banner.getByRole('button', { name: 'Collapse offer' }).waitFor(SEE);
  });

  it("the collapsed offer's + stays on top of the sticky buy bar, and reopens the offer", { timeout: 60_000 }, async () => {
    const { page } = await journey.freshPage();
    await page.setViewportSize({ width, height });
    await page.goto(`${journey.shop.url}/treat-and-chew-box?ref=sarah`);
    const banner = promoBanner(page);
    await banner.getByText('with Sarah').waitFor(SEE);
    await banner.getByRole('button', { name: 'Collapse offer' }).click();
    // Scrolled down the product page: the quick-purchase bar slides up from the bottom edge.
    await page.mouse.wheel(0, 1400);
    const bar = page.getByRole('region', { name: 'Quick purchase' });
    await page.locator('.sticky-bar--visible').waitFor(SEE);
    await untilStill(bar);
    const expand = banner.getByRole('button', { name: 'Expand offer' });
    await untilStill(banner);
    await seen(expand);
    expect(await covered(bar, expand), 'the + is under the buy bar').toBe(false);
    await snapshot(page, `promo-${name}-03-collapsed-over-buy-bar`);
    await expand.click();
    await banner.getByRole('button', { name: 'Collapse offer' }).waitFor(SEE);
    await untilStill(banner);
    expect(await covered(bar, banner.getByRole('link').first()), 'the offer is under the buy bar').toBe(false);
  });
});
