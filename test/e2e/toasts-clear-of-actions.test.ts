// A toast never covers the action a shopper needs next: when the rates fail after 'Save address', the error
// toast comes up bottom-right, and if that spot is over 'Save address' it rises above it (1280 px and 390 px).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addBoxForDog, cartDrawer, fillShippingAddress, openProductFromHome, SEE, seen, snapshot, toast, useJourney } from './journey';

const journey = useJourney();

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The rates answer with the server's error: the address form comes back with the toast. */
async function failRates(page: Page) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (/getTaxAndRates|getRate|getTax\b/.test(body)) {
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: 'Cart not found!' }] }) });
    } else await route.fallback();
  });
}

describe.each([[1280, 900], [390, 844]])('Toasts at %i px', (width, height) => {
  it("the rates' error toast leaves 'Save address' visible and pressable", { timeout: 120_000 }, async () => {
    const { page } = await journey.freshPage();
    await page.setViewportSize({ width, height });
    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    await addBoxForDog(page, { dogName: 'Pepper', email: 'toast.owner@example.com' });
    await cartDrawer(page).getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor(SEE);
    const address = await fillShippingAddress(page);
    const save = address.getByRole('button', { name: 'Save address' });
    await failRates(page);
    // The shopper scrolled until the button sat at the foot of the screen, where the toasts come up.
    await save.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await save.click();
    const error = toast(page, 'Cart not found!');
    await error.waitFor(SEE);
    await save.waitFor(SEE);
    // The button kept focus through the wait, so the shopper can press it again where it is.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()), SEE).toBe('Save address');
    await seen(save);
    await expect.poll(async () => overlap(await box(error.locator('xpath=ancestor::li[1]')), await box(save)), SEE).toBe(false);
    await snapshot(page, `toast-clear-of-save-address-${width}`);
  });
});
