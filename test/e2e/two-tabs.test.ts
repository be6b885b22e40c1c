import { describe, expect, it } from 'vitest';
import { addBoxForDog, cartButton, openProductFromHome, SEE, snapshot, useJourney } from './journey';

const journey = useJourney();

describe('Two tabs stay in step (000 §4: re-sync on storage and cart-data-change)', () => {
  it('shows a box added in one tab in the other tab, without a reload', async () => {
    const { context, page: tabA } = await journey.freshPage();
    const tabB = await context.newPage();
    await tabB.goto(`${journey.shop.url}/`);
    await tabB.getByRole('heading', { level: 1 }).waitFor(SEE);
    // Nothing in the cart yet: no cart button.
    expect(await cartButton(tabB).count()).toBe(0);
    let reloads = 0;
    tabB.on('load', () => reloads++);

    // The shopper works in the tab in front, as a person does; the other tab gets the news in the background (a
    // background tab's frames are throttled: a click there waited a second or two for the button to hold still).
    await tabA.bringToFront();
    await openProductFromHome(tabA, journey.shop.url, 'Treat and Chew Box');
    await addBoxForDog(tabA, { dogName: 'Scout', email: 'scout@example.com' });
    await tabB.bringToFront();
    await tabB.getByRole('button', { name: 'Open cart, 1 item' }).waitFor(SEE);

    // A second add in tab A reaches tab B too.
    await tabA.bringToFront();
    await tabA.getByRole('dialog', { name: 'YOUR CART' }).getByRole('button', { name: 'Close' }).click();
    await openProductFromHome(tabA, journey.shop.url, 'Mini Box');
    await tabA.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    const modal = tabA.getByRole('dialog', { name: 'Mini Box' });
    await modal.getByRole('heading', { name: 'Dog Information' }).waitFor(SEE);
    await modal.getByLabel('Dog Name').fill('Juno');
    await modal.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'Small (under 20 lb)' }).click();
    await modal.getByRole('button', { name: 'Add to Cart' }).click();
    await tabB.bringToFront();
    await tabB.getByRole('button', { name: 'Open cart, 2 items' }).waitFor(SEE);

    await tabB.getByRole('button', { name: 'Open cart, 2 items' }).click();
    const drawerB = tabB.getByRole('dialog', { name: 'YOUR CART' });
    await drawerB.getByRole('listitem', { name: 'Scout' }).waitFor(SEE);
    await drawerB.getByRole('listitem', { name: 'Juno' }).waitFor(SEE);
    await snapshot(tabB, 'two-tabs-01-second-tab-in-step');
    expect(reloads).toBe(0);
  });
});
