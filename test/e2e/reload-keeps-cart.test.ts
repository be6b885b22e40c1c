import { describe, expect, it } from 'vitest';
import { addBoxForDog, cartDrawer, openProductFromHome, SEE, snapshot, useJourney } from './journey';

const journey = useJourney();

describe('The guest cart survives a reload (000 §4 cart lifecycle)', () => {
  it('restores the guest cart from the stored cart id, e-mail and phone after a reload', async () => {
    const { page } = await journey.freshPage();
    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    await addBoxForDog(page, { dogName: 'Maple', email: 'maple@example.com' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Treat and Chew Box' }).waitFor(SEE);
    await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
    await cartDrawer(page).getByRole('listitem', { name: 'Maple' }).waitFor(SEE);
    await snapshot(page, 'reload-01-cart-after-reload');
  });

  it("does not crash on a corrupted stored cart id ('[object Object]') and starts an empty cart", async () => {
    const { context, page } = await journey.freshPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The stored values a buggy older client could have left behind.
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('cartId', '[object Object]');
        localStorage.setItem('email', 'corrupt@example.com');
      }
    });
    await page.goto(`${journey.shop.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor(SEE);
    await page.getByRole('link', { name: 'Treat and Chew Box' }).first().waitFor(SEE);
    expect(await page.getByRole('button', { name: /^Open cart/ }).count()).toBe(0);

    // The shop still works: a box can be added, into a new cart.
    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    await addBoxForDog(page, { dogName: 'Ziggy', email: 'ziggy@example.com' });
    const stored = await page.evaluate(() => localStorage.getItem('cartId'));
    expect(stored).not.toBe('[object Object]');
    expect(stored).toBeTruthy();
    await snapshot(page, 'reload-02-corrupted-cart-id-recovered');
    expect(errors).toEqual([]);
  });
});
