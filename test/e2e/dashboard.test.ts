import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousViolations } from './axe';
import { SEE, sideBySide, signInThroughApi, snapshot, useJourney } from './journey';

const journey = useJourney();

const PAGES = [
  ['Dashboard', '/dashboard', 'Dashboard'],
  ['Profile', '/dashboard/profile', 'Profile'],
  ['Dogs', '/dashboard/subscriptions', 'Dogs'],
  ['Send Gift', '/dashboard/gift', 'Send Gift'],
  ['Wellness Membership', '/dashboard/membership', 'Wellness Membership'],
  ['Book a Nutrition Consult', '/dashboard/consultation', 'Book a Nutrition Consult'],
  ['Billing', '/dashboard/billing', 'Billing'],
  ['Orders', '/dashboard/orders', 'Orders'],
  ['Communications', '/dashboard/communication', 'Communications'],
  ['Reviews', '/dashboard/reviews', 'Reviews'],
] as const;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const noSpinner = (page: Page) => page.locator('.remote-view--loading').first().waitFor({ state: 'detached', ...SEE });

/** axe-core on the page once what it shows has loaded (no loading placeholder left, nothing marked busy). */
async function accessibleOnceLoaded(page: Page, where: string) {
  await page.locator('.remote-view--loading, [aria-busy="true"]').first().waitFor({ state: 'detached', ...SEE }).catch(() => undefined);
  await expectNoSeriousViolations(page, where);
}

async function openFromSidebar(page: Page, label: string) {
  const nav = sidebar(page);
  const toggle = nav.getByRole('button', { name: /Dashboard menu/ });
  // On a phone the menu is opened unless it is open already (choosing the page in view leaves it open).
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await nav.getByRole('link', { name: label, exact: true }).click();
}

describe('The customer dashboard', () => {
  // The accessibility sweep of the dashboard (no serious or critical axe-core violation on any of its pages, as
  // accessibility-pages.test.ts sweeps the shop's other pages) goes along: each page is checked as the walk opens it,
  // rather than loaded a second time for the check.
  it('opens all ten pages from the sidebar, each with its own heading and tab title and no serious or critical axe-core violation, at 1280 px and on a 390 px phone', { timeout: 180_000 }, async () => {
    // Each screen in a page of its own, side by side.
    await sideBySide([{ width: 1280, height: 900 }, { width: 390, height: 844 }], async ({ width, height }) => {
      const { page } = await journey.freshPage();
      await page.setViewportSize({ width, height });
      // axe judges what stays on screen: a caption caught mid-fade is not a contrast failure.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInThroughApi(page, journey.shop.url, 'demo@pawprint.test');
      await page.goto(`${journey.shop.url}/dashboard`);
      // The sidebar as the page shows it first (on a phone, closed behind its menu button).
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(SEE);
      await sidebar(page).waitFor(SEE);
      await accessibleOnceLoaded(page, `/dashboard at ${width} px`);
      for (const [label, path, title] of PAGES) {
        await openFromSidebar(page, label);
        await page.waitForURL((url) => url.pathname === path, SEE);
        await page.getByRole('heading', { level: 1, name: title }).waitFor(SEE);
        await noSpinner(page);
        expect(await page.title()).toBe(`${title} · Pawprint`);
        expect(await page.locator('.remote-view--error').count(), `${label} shows an error`).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label} scrolls sideways`).toBeLessThanOrEqual(width);
        await snapshot(page, `dashboard-${width}-${path.split('/').pop()}`);
        // The first entry is the page the walk started on, checked as it loaded (on a phone its menu is left open).
        if (path !== '/dashboard') await accessibleOnceLoaded(page, `${path} at ${width} px`);
      }
    });
  });

  it('pauses a box with a resume date and resumes it', async () => {
    const { page } = await journey.freshPage();
    await signInThroughApi(page, journey.shop.url, 'demo@pawprint.test');
    await page.goto(`${journey.shop.url}/dashboard/subscriptions`);
    const biscuit = page.getByRole('article', { name: "Biscuit's box" });
    await biscuit.waitFor(SEE);
    await biscuit.getByRole('button', { name: 'Pause' }).click();
    const date = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await biscuit.getByLabel('Resume on').fill(date);
    await biscuit.getByRole('button', { name: 'Pause box' }).click();
    await biscuit.getByText(/is paused until/).waitFor(SEE);
    await biscuit.getByText('Paused', { exact: true }).waitFor(SEE);
    await snapshot(page, 'dashboard-paused');

    await biscuit.getByRole('button', { name: 'Resume now' }).click();
    await biscuit.getByText("Biscuit's box is back on.").waitFor(SEE);
    await biscuit.getByText('Active', { exact: true }).waitFor(SEE);
    expect(await biscuit.getByRole('button', { name: 'Pause' }).isVisible()).toBe(true);
  });

  it('pages through the invoices, each page appended to the same list', async () => {
    const { page } = await journey.freshPage();
    await signInThroughApi(page, journey.shop.url, 'demo@pawprint.test');
    await page.goto(`${journey.shop.url}/dashboard/billing`);
    const invoices = page.getByRole('region', { name: 'Invoices' });
    const rows = invoices.locator('tbody tr');
    await rows.first().waitFor(SEE);
    expect(await rows.count()).toBe(10);
    const firstRow = await rows.first().textContent();
    await invoices.getByRole('button', { name: 'Show more invoices' }).click();
    await rows.nth(19).waitFor(SEE);
    expect(await rows.first().textContent()).toBe(firstRow);
    await invoices.getByRole('button', { name: 'Show more invoices' }).click();
    await rows.nth(23).waitFor(SEE);
    expect(await rows.count()).toBe(24);
    expect(await invoices.getByRole('button', { name: 'Show more invoices' }).count()).toBe(0);
    const ids = await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
