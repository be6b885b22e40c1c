// Every main page of the shop run through axe-core at 1280 px and 390 px: no serious or critical violation on any of
// them, as a guest sees them. The customer dashboard's pages and the affiliate area's are checked the same way as
// their journeys open them one by one (dashboard.test.ts, affiliate.test.ts), rather than loaded again here.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { SEE, sideBySide, useJourney } from './journey';

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

const SCREENS = [{ width: 1280, height: 900 }, { width: 390, height: 844 }];

describe('Accessibility of every main page at 1280 px and at 390 px', () => {
  // Each screen size in a page of its own, the two side by side.
  it("a guest's pages", { timeout: 300_000 }, async () => {
    await sideBySide(SCREENS, async (screen) => {
      const { page } = await journey.freshPage();
      await page.setViewportSize(screen);
      // axe judges what stays on screen: a caption caught mid-fade is not a contrast failure.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const path of GUEST_PAGES) {
        await openPage(page, path);
        await expectNoSeriousViolations(page, `${path} at ${screen.width} px`);
        if (path === '/' && screen.width < 800) {
          // The phone's menu, open.
          await page.getByRole('button', { name: /menu/i }).first().click();
          await page.getByRole('dialog').first().waitFor(SEE);
          await expectNoSeriousViolations(page, `open menu at ${screen.width} px`);
        }
      }
    });
  });
});
