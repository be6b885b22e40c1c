import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageIsLive, SEE, untilStill, snapshot, useJourney } from './journey';

const journey = useJourney();

/** The promo banner is a complementary region titled by its first line. */
const promoBanner = (page: Page) => page.getByRole('complementary', { name: 'Special Offer' });

/** Opens the home page, then the referral link, so that a push would show as an extra history entry. */
async function openReferralLink(page: Page, query: string): Promise<number> {
  await page.goto(`${journey.shop.url}/`);
  await page.getByRole('heading', { level: 1 }).waitFor(SEE);
  const before = (await page.evaluate(() => history.length)) as number;
  await page.goto(`${journey.shop.url}/${query}`);
  // The link itself adds exactly one entry after the home page.
  return before + 1;
}

describe('Referral and affiliate links (000 §2, §4)', () => {
  it("rewrites ?ref=sarah to ?aff=sarah for an affiliate, in place, and shows the banner 'with Sarah'", async () => {
    const { page } = await journey.freshPage();
    const lengthAfterLink = await openReferralLink(page, '?ref=sarah');

    await page.waitForURL((url) => url.searchParams.get('aff') === 'sarah' && !url.searchParams.has('ref'), SEE);
    // Replace, not push: no new history entry, and Back leads to the page before the link.
    expect(await page.evaluate(() => history.length)).toBe(lengthAfterLink);

    const banner = promoBanner(page);
    await banner.getByText('with Sarah', { exact: true }).waitFor(SEE);
    await expect(banner.getByText('Special Offer', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(banner.getByText('Get free treats', { exact: true }).isVisible()).resolves.toBe(true);
    const claim = banner.getByRole('link', { name: 'CLAIM NOW >' });
    await expect(claim.isVisible()).resolves.toBe(true);
    await expect(claim.getAttribute('href')).resolves.toBe('/box/start');
    await expect(banner.getByRole('img', { name: 'Free meatballs' }).isVisible()).resolves.toBe(true);
    // Starts expanded: the toggle offers to collapse (a cross).
    await expect(banner.getByRole('button', { name: 'Collapse offer' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await snapshot(page, 'referral-01-banner-with-sarah');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '', SEE);
  });

  it('rewrites ?aff=max to ?ref=max for a plain referrer and names Max', async () => {
    const { page } = await journey.freshPage();
    const lengthAfterLink = await openReferralLink(page, '?aff=max');

    await page.waitForURL((url) => url.searchParams.get('ref') === 'max' && !url.searchParams.has('aff'), SEE);
    expect(await page.evaluate(() => history.length)).toBe(lengthAfterLink);
    await promoBanner(page).getByText('with Max', { exact: true }).waitFor(SEE);
  });

  it('collapses the banner once the visitor scrolls past 300 px', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/?ref=sarah`);
    const banner = promoBanner(page);
    await banner.getByText('with Sarah', { exact: true }).waitFor(SEE);
    await page.waitForURL((url) => url.searchParams.get('aff') === 'sarah', SEE);
    const toggle = banner.getByRole('button', { name: /offer$/ });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');

    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => window.scrollY >= 200);
    // Still within 300 px: still expanded.
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');

    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 300);
    await banner.getByRole('button', { name: 'Expand offer' }).waitFor(SEE);
    await expect(toggle.textContent()).resolves.toBe('+');
    // 90% off-screen once the slide has finished; the toggle stays in view.
    await untilStill(banner);
    const shareOnScreen = await banner.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const width = Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
      const height = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
      return (width * height) / (box.width * box.height);
    });
    expect(shareOnScreen).toBeGreaterThan(0);
    expect(shareOnScreen).toBeLessThanOrEqual(0.15);
    await expect(toggle.isVisible()).resolves.toBe(true);
    await snapshot(page, 'referral-02-banner-collapsed');

    // A manual toggle opens it again, and scrolling no longer collapses it.
    await toggle.click();
    await banner.getByRole('button', { name: 'Collapse offer' }).waitFor(SEE);
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => window.scrollY > 600);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
  });

  it('keeps the scroll position when the address is rewritten after the visitor has scrolled', async () => {
    const { page } = await journey.freshPage();
    // The referrer lookup answers only after the visitor has started reading down the page.
    let answerLookup: () => void = () => {};
    const lookupHeld = new Promise<void>((resolve) => (answerLookup = resolve));
    await page.route(`${journey.shop.url}/graphql**`, async (route) => {
      // Queries go as GET (in the URL), mutations as POST.
      const request = route.request();
      if (`${request.url()} ${request.postData() ?? ''}`.includes('getDynamicData')) await lookupHeld;
      await route.continue();
    });
    await page.goto(`${journey.shop.url}/?ref=sarah`);
    await page.getByRole('heading', { name: 'Goods' }).waitFor(SEE);
    await pageIsLive(page);
    await page.mouse.wheel(0, 500);
    await page.waitForFunction(() => window.scrollY >= 500);

    answerLookup();
    await page.waitForURL((url) => url.searchParams.get('aff') === 'sarah', SEE);
    // Scrolled past 300 px, the banner sits collapsed (only its + in view); its text has the referrer's name.
    await promoBanner(page).getByText('with Sarah', { exact: true }).waitFor({ state: 'attached', ...SEE });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(500);
  });
});
