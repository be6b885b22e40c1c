import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { SEE, signInThroughApi, snapshot, useJourney } from './journey';

const journey = useJourney();

const PAGES = [
  ['Panel', '/affiliate/dashboard', 'Affiliate Panel'],
  ['Activites', '/affiliate/dashboard/latest', 'Activites'],
  ['Settings', '/affiliate/dashboard/bank', 'Settings / Bank Account'],
  ['Deals', '/affiliate/dashboard/deals', 'Deals'],
  ['Milestones', '/affiliate/dashboard/milestones', 'Milestone Rewards'],
  ['Kits', '/affiliate/dashboard/kits', 'Affiliate Kits'],
] as const;

describe('The affiliate area', () => {
  it('greets the affiliate with the Silver badge, highlights the current milestone and shows the Settings red dot', async () => {
    const { page } = await journey.freshPage();
    await signInThroughApi(page, journey.shop.url, 'affiliate@pawprint.test');
    await page.goto(`${journey.shop.url}/affiliate/dashboard/milestones`);
    await page.getByRole('heading', { level: 1, name: 'Milestone Rewards' }).waitFor(SEE);
    await page.getByText('Hi, Sarah!').waitFor(SEE);
    await page.getByRole('img', { name: 'Level II badge' }).waitFor(SEE);
    const current = page.locator('.milestone[aria-current="step"]');
    await current.waitFor(SEE);
    expect(await current.textContent()).toContain('Silver');
    expect(await page.locator('.milestone').count()).toBe(11);
    const settings = page.getByRole('navigation', { name: 'Affiliate area' }).getByRole('link', { name: /Settings/ });
    await settings.getByRole('img', { name: 'needs your attention' }).waitFor(SEE);
    await snapshot(page, 'affiliate-milestones-red-dot');
  });

  // The accessibility sweep of the affiliate area (no serious or critical axe-core violation on any of its pages, as
  // accessibility-pages.test.ts sweeps the shop's other pages) goes along: each page is checked as the walk opens it,
  // rather than loaded a second time for the check.
  it('opens the six pages with their titles and no serious or critical axe-core violation at 1280 px and on a 390 px phone; adding a bank account clears the dot', { timeout: 180_000 }, async () => {
    const { page } = await journey.freshPage();
    // axe judges what stays on screen: a caption caught mid-fade is not a contrast failure.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInThroughApi(page, journey.shop.url, 'affiliate@pawprint.test');
    await page.goto(`${journey.shop.url}/affiliate/dashboard`);
    const tabs = page.getByRole('navigation', { name: 'Affiliate area' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const [tab, path, title] of PAGES) {
        await tabs.getByRole('link', { name: new RegExp(`^${tab}`) }).click();
        await page.waitForURL((url) => url.pathname === path, SEE);
        await page.getByRole('heading', { level: 1, name: title }).waitFor(SEE);
        await page.locator('.remote-view--loading').first().waitFor({ state: 'detached', ...SEE });
        expect(await page.title()).toBe(`${title} · Pawprint`);
        expect(await page.locator('.remote-view--error').count()).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await snapshot(page, `affiliate-${width}-${path.split('/').pop()}`);
        await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', ...SEE }).catch(() => undefined);
        await expectNoSeriousViolations(page, `${path} at ${width} px`);
      }
    }
    await tabs.getByRole('link', { name: /^Settings/ }).click();
    await page.getByLabel('Account holder').fill('Sarah Lopez');
    await page.getByLabel('Bank name').fill('Hill Country Bank');
    await page.getByLabel('Routing number').fill('111000025');
    await page.getByLabel('Account number').fill('000123456789');
    await page.getByRole('button', { name: 'Add bank account' }).click();
    await page.getByText('Your bank account is saved.').waitFor(SEE);
    await tabs.getByRole('img', { name: 'needs your attention' }).waitFor({ state: 'detached', ...SEE });
  });

  it('shows a visitor the rewards with a login dialog', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/affiliate/dashboard/milestones`);
    const dialog = page.getByRole('dialog', { name: 'Sign in to see your level' });
    await dialog.waitFor(SEE);
    await snapshot(page, 'affiliate-milestones-guest');
    await dialog.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.search.includes('milestones'), SEE);
  });
});
