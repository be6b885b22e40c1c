import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addBoxForDog, cartDrawer, openProductFromHome, SEE, snapshot, useJourney } from './journey';

const journey = useJourney();

/** A guest adds Meatballs from its page, giving an e-mail; the drawer shows the line (the add's preview at first). */
async function addMeatballsAsGuest(page: Page, email: string): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Meatballs' });
  await modal.getByRole('region', { name: 'Human Information' }).getByLabel('Email').fill(email);
  await modal.getByRole('button', { name: 'Add to Cart' }).click();
  await cartDrawer(page).getByRole('listitem', { name: 'Meatballs' }).waitFor(SEE);
}

async function reloadAndFindMeatballsInCart(page: Page): Promise<void> {
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Meatballs' }).waitFor(SEE);
  await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
  await cartDrawer(page).getByRole('listitem', { name: 'Meatballs' }).waitFor(SEE);
}

describe("The guest cart survives a reload, also during the guest's first add (000 §4 cart lifecycle)", () => {
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

  it("keeps a guest's new cart when the page reloads while the new cart is still being read", async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/meatballs`);
    await page.getByRole('heading', { level: 1, name: 'Meatballs' }).waitFor(SEE);
    // The server has made the cart (createCartGuest answered with its id); the read of that cart is held on the wire.
    let createdId: string | null = null;
    let readSeen = false;
    let readHeld!: () => void;
    const held = new Promise<void>((resolve) => (readHeld = resolve));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (/"operationName":"CreateCartGuest"/.test(body)) {
        const answer = await route.fetch();
        const json = await answer.json();
        createdId = json?.data?.createCartGuest?.id ?? null;
        return route.fulfill({ response: answer, json });
      }
      // Only the first read is held (never answered): the page reloads meanwhile, and the next page's reads go through.
      if (!readSeen && createdId && /"operationName":"Cart"/.test(body) && body.includes(`"id":"${createdId}"`)) {
        readSeen = true;
        return readHeld();
      }
      return route.continue();
    });
    await addMeatballsAsGuest(page, 'held-read@example.com');
    await held;
    await reloadAndFindMeatballsInCart(page);
  });

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
    await addMeatballsAsGuest(page, 'reload-first-add@example.com');
    await held;
    // The page held Chromium's lock for making the cart: the reload frees it, or the next page would wait forever.
    await reloadAndFindMeatballsInCart(page);
    expect(creations).toBe(2);
    const stored = await page.evaluate(() => ({ cartId: localStorage.getItem('cartId'), pending: localStorage.getItem('pendingCartAdd') }));
    expect(stored.cartId).toBeTruthy();
    expect(stored.pending).toBeNull();
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
