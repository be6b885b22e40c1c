import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { cartDrawer, openProductFromHome, SEE, snapshot, toast, untilStill, useJourney } from './journey';

const journey = useJourney();

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (l: Locator) => (await l.boundingBox())!;

describe('On a 390 px phone', () => {
  it("keeps the dialog's actions in reach when errors lengthen the form, and toasts bottom-right clear of the line just added", async () => {
    const { page } = await journey.freshPage();
    await page.setViewportSize({ width: 390, height: 640 });
    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    await page.getByRole('main').getByRole('button', { name: /^Add to Cart/ }).first().click();
    const modal = page.getByRole('dialog', { name: 'Treat and Chew Box' });
    await modal.getByRole('heading', { name: 'Dog Information' }).waitFor(SEE);
    // Opens on the first field.
    await expect(modal.getByLabel('Dog Name').evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // Nothing filled in: every field shows its error, and the actions are still on screen.
    const add = modal.getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await modal.getByText('Please enter this field').first().waitFor(SEE);
    await untilStill(modal);
    const viewport = page.viewportSize()!;
    const warning = toast(page, 'Please enter a valid email and phone number');
    for (const action of [add, modal.getByRole('button', { name: 'Continue' })]) {
      const b = await box(action);
      expect(b.y + b.height, 'the action is below the screen').toBeLessThanOrEqual(viewport.height);
      expect(b.y).toBeGreaterThanOrEqual(0);
      // The toast the failed press raised sits below the dialog, not over its buttons.
      if (await warning.count()) expect(overlaps(b, await box(warning.first()))).toBe(false);
    }
    await snapshot(page, 'phone-01-dialog-errors');

    await modal.getByLabel('Dog Name').fill('Pip');
    const medium = modal.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'Medium (20-50 lb)' });
    await medium.click();
    await expect(medium.getAttribute('aria-pressed')).resolves.toBe('true');
    await modal.getByRole('region', { name: 'Human Information' }).getByLabel('Email').fill('pip@example.com');
    await add.click();

    const drawer = cartDrawer(page);
    const line = drawer.getByRole('listitem', { name: 'Pip' });
    await line.waitFor(SEE);
    const created = page.locator('li.toast', { hasText: 'Guest cart created successfully!' });
    await created.waitFor(SEE);
    await untilStill(drawer);
    // 001 §2: bottom-right.
    const t = await box(created);
    expect(t.x + t.width).toBeGreaterThan(viewport.width - 24);
    expect(t.y + t.height).toBeGreaterThan(viewport.height - 24);
    await snapshot(page, 'phone-02-toast-with-drawer');
    // Covering neither the line just added nor the Checkout button.
    expect(overlaps(t, await box(line.getByRole('checkbox').first()))).toBe(false);
    expect(overlaps(t, await box(drawer.getByRole('button', { name: 'Checkout' })))).toBe(false);

  });
});
