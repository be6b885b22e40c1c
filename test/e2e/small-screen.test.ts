import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addBoxForDog, cartDrawer, openProductFromHome, SEE, snapshot, useJourney } from './journey';

const journey = useJourney();

/** Whether the element lies wholly inside the viewport's width. */
async function fullyOnScreen(page: Page, name: string | RegExp): Promise<boolean> {
  const box = await page.getByRole('banner').getByRole('button', { name }).boundingBox();
  const width = page.viewportSize()!.width;
  return !!box && box.x >= 0 && box.x + box.width <= width;
}

describe('A shopper on a 360 px phone', () => {
  it('reaches the menu and the cart from the header, and the page never scrolls sideways', async () => {
    const { page } = await journey.freshPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    expect(await fullyOnScreen(page, 'Menu and search')).toBe(true);

    await addBoxForDog(page, { dogName: 'Pip', email: 'pip@example.com' });
    await cartDrawer(page).getByRole('button', { name: 'Close' }).click();
    expect(await fullyOnScreen(page, 'Open cart, 1 item')).toBe(true);
    expect(await fullyOnScreen(page, 'Menu and search')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('banner').getByRole('button', { name: 'Menu and search' }).click();
    await page.getByRole('dialog').first().waitFor(SEE);
    await snapshot(page, 'small-screen-01-menu');
  });
});
