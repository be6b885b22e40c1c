// Every main page of the shop, the customer dashboard and the affiliate area, run through axe-core at 1280 px and
// 390 px: no serious or critical violation on any of them, as a guest, a customer and an affiliate see them.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { SEE, sideBySide, signInThroughApi, useJourney } from './journey';
import { DASHBOARD_ENTRIES } from '../../src/ui/dashboard/dashboard-entries';
import { AFFILIATE_TABS } from '../../src/ui/affiliate/affiliate-tabs';

const journey = useJourney();

const GUEST_PAGES = [
  '/', '/treat-and-chew-box', '/box/start', '/about', '/how-to-introduce-pawprint-dog-box-treats', '/login',
  '/gift/redeem?coupon=PAW-NOT-REAL', '/no-such-page',
];

/** Opens a page and waits until what it shows has loaded (its heading, no loading placeholder left). */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(`${journey.shop.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor(SEE);
  await page.locator('.remote-view--loading, [aria-busy="true"]').first().waitFor({ state: 'detached', ...SEE }).catch(() => undefined);
}

async function checkPages(page: Page, paths: readonly string[], width: number): Promise<void> {
  for (const path of paths) {
    await openPage(page, path);
    await expectNoSeriousViolations(page, `${path} at ${width} px`);
  }
}

const SCREENS = [{ width: 1280, height: 900 }, { width: 390, height: 844 }];

describe('Accessibility of every main page at 1280 px and at 390 px', () => {
  /** A fresh page at this screen size (signed in as `email`, if given). */
  async function freshPage(screen: { width: number; height: number }, email?: string) {
    const { page } = await journey.freshPage();
    await page.setViewportSize(screen);
    // axe judges what stays on screen: a caption caught mid-fade is not a contrast failure.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (email) await signInThroughApi(page, journey.shop.url, email);
    return page;
  }

  // Each screen size in a page of its own, the two side by side.
  it("a guest's pages", { timeout: 300_000 }, async () => {
    await sideBySide(SCREENS, async (screen) => {
      const page = await freshPage(screen);
      await checkPages(page, GUEST_PAGES, screen.width);
      if (screen.width < 800) {
        // The phone's menu, open.
        await openPage(page, '/');
        await page.getByRole('button', { name: /menu/i }).first().click();
        await page.getByRole('dialog').first().waitFor(SEE);
        await expectNoSeriousViolations(page, `open menu at ${screen.width} px`);
      }
    });
  });

  it("a customer's dashboard pages", { timeout: 300_000 }, async () => {
    await sideBySide(SCREENS, async (screen) => {
      const page = await freshPage(screen, 'demo@pawprint.test');
      await checkPages(page, DASHBOARD_ENTRIES.map((e) => e.path), screen.width);
    });
  });

  it("an affiliate's pages", { timeout: 300_000 }, async () => {
    await sideBySide(SCREENS, async (screen) => {
      const page = await freshPage(screen, 'affiliate@pawprint.test');
      await checkPages(page, Object.values(AFFILIATE_TABS).map((t) => t.path), screen.width);
    });
  });
});
