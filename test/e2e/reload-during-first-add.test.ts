import { describe, expect, it } from 'vitest';
import { cartDrawer, SEE, useJourney } from './journey';

const journey = useJourney();

describe("A guest's first add survives a reload while the new cart is being made (000 §4)", () => {
  it('sends the add again from the next page when the page went before createCartGuest answered', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/meatballs`);
    await page.getByRole('heading', { level: 1, name: 'Meatballs' }).waitFor(SEE);
    // The first createCartGuest never reaches the server (the page goes while it is on its way); later ones do.
    let creations = 0;
    let firstHeld!: () => void;
    const held = new Promise<void>((resolve) => (firstHeld = resolve));
    await page.route('**/graphql', async (route) => {
      if (!/"operationName":"CreateCartGuest"/.test(route.request().postData() ?? '')) return route.continue();
      creations++;
      if (creations === 1) return firstHeld();
      return route.continue();
    });
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Meatballs' });
    await modal.getByRole('region', { name: 'Human Information' }).getByLabel('Email').fill('reload-first-add@example.com');
    await modal.getByRole('button', { name: 'Add to Cart' }).click();
    await cartDrawer(page).getByRole('listitem', { name: 'Meatballs' }).waitFor(SEE);
    await held;

    // The page held Chromium's lock for making the cart: the reload frees it, or the next page would wait forever.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Meatballs' }).waitFor(SEE);
    await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
    await cartDrawer(page).getByRole('listitem', { name: 'Meatballs' }).waitFor(SEE);
    expect(creations).toBe(2);
    const stored = await page.evaluate(() => ({ cartId: localStorage.getItem('cartId'), pending: localStorage.getItem('pendingCartAdd') }));
    expect(stored.cartId).toBeTruthy();
    expect(stored.pending).toBeNull();
  });
});
