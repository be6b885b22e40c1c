import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addBoxForDog, cartDrawer, openProductFromHome, SEE, snapshot, useJourney } from './journey';

const journey = useJourney();

async function addGiftCardOverBox(page: Page, shopUrl: string) {
  await openProductFromHome(page, shopUrl, 'Treat and Chew Box');
  await addBoxForDog(page, { dogName: 'Rusty', email: 'rusty@example.com' });
  await cartDrawer(page).getByRole('button', { name: 'Close' }).click();
  await cartDrawer(page).waitFor({ state: 'hidden', ...SEE });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gift' }).click();
  await page.getByRole('heading', { level: 1, name: 'Gift Cards' }).waitFor(SEE);
  await page.getByRole('main').getByRole('link', { name: /Gift Card/ }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Gift Card' }).waitFor(SEE);
  await page.getByRole('radio', { name: /Gift Card \$50/ }).check();
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  const modal = page.getByRole('dialog', { name: 'Gift Card $50' });
  await modal.waitFor(SEE);
  await modal.getByLabel("Recipient's Email").fill('friend@example.com');
  await modal.getByRole('button', { name: 'Add to Cart' }).click();
  const confirm = page.getByRole('dialog', { name: 'Different selling channel' });
  await confirm.waitFor(SEE);
  return confirm;
}

describe('Channel conflict (000 §4)', { timeout: 120_000 }, () => {
  it('dismissing the question with Escape is not Continue: the gift card is added beside the box', async () => {
    const { page } = await journey.freshPage();
    await addGiftCardOverBox(page, journey.shop.url);
    await page.keyboard.press('Escape');
    const drawer = cartDrawer(page);
    await drawer.getByRole('listitem', { name: 'Gift Card $50' }).waitFor(SEE);
    await drawer.getByRole('listitem', { name: 'Rusty' }).waitFor(SEE);
    await page.getByRole('button', { name: 'Open cart, 2 items' }).waitFor(SEE);
  });

  it('asks before mixing a gift card with a box, and Continue replaces the cart with the gift card', async () => {
    const { page } = await journey.freshPage();
    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    await addBoxForDog(page, { dogName: 'Rusty', email: 'rusty@example.com' });
    await cartDrawer(page).getByRole('button', { name: 'Close' }).click();
    await cartDrawer(page).waitFor({ state: 'hidden', ...SEE });

    // The gift category, reached as a person does: the header's Gift link, then the card.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gift' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gift Cards' }).waitFor(SEE);
    await page.getByRole('main').getByRole('link', { name: /Gift Card/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Gift Card' }).waitFor(SEE);
    await page.getByRole('radio', { name: /Gift Card \$50/ }).check();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();

    const modal = page.getByRole('dialog', { name: 'Gift Card $50' });
    await modal.waitFor(SEE);
    // A gift card is a line of its own: the modal does not offer to put it inside Rusty's box.
    expect(await modal.getByRole('group', { name: 'Your dog boxes' }).count()).toBe(0);
    await modal.getByLabel("Recipient's Email").fill('friend@example.com');
    await modal.getByRole('button', { name: 'Add to Cart' }).click();

    const confirm = page.getByRole('dialog', { name: 'Different selling channel' });
    await confirm.waitFor(SEE);
    await confirm.getByText(/different selling channel than the items in your cart/).waitFor(SEE);
    await snapshot(page, 'channel-01-confirm-dialog');
    await confirm.getByRole('button', { name: 'Continue: replace my cart' }).click();

    const drawer = cartDrawer(page);
    await drawer.getByRole('listitem', { name: 'Gift Card $50' }).waitFor(SEE);
    await drawer.getByRole('listitem', { name: 'Rusty' }).waitFor({ state: 'detached', ...SEE });
    await expect(page.getByRole('button', { name: 'Open cart, 1 item' }).count()).resolves.toBe(1);
    await snapshot(page, 'channel-02-cart-with-gift-card-only');
  });
});
