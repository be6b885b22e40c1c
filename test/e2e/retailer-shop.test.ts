import { describe, expect, it } from 'vitest';
import { cartDrawer, SEE, signInThroughApi, snapshot, useJourney } from './journey';

const journey = useJourney();
const MINIMUM_ORDER_TEXT = 'Minimum order is $200.00 for Pawprint Wholesale. Please add more items to your cart to continue.';

describe('Retailer shop (001 §2 §6, 000 §5)', () => {
  it('a retailer adds a case from the shop and is stopped at Checkout under $200', async () => {
    const { page } = await journey.freshPage();
    await signInThroughApi(page, journey.shop.url, 'retailer@pawprint.test');
    await page.goto(`${journey.shop.url}/`);
    await page.getByRole('link', { name: 'Retailer shop' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pawprint Wholesale' }).waitFor(SEE);
    expect(await page.title()).toBe('Pawprint Wholesale · Pawprint');
    await page.getByRole('complementary', { name: 'How wholesale orders work' }).getByText('$200.00').waitFor(SEE);
    await snapshot(page, 'retailer-01-shop');
    const sampler = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Treat Sampler Case' }) });
    await sampler.getByRole('button', { name: 'Add to Cart' }).click();
    const drawer = cartDrawer(page);
    const modal = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Add to Cart' }) }).filter({ hasNot: page.getByText('YOUR CART') });
    // Goods may ask for nothing and go straight in, or confirm in the add-to-cart dialog.
    await Promise.race([drawer.waitFor(SEE), modal.waitFor(SEE)]);
    if (await modal.isVisible()) await modal.getByRole('button', { name: 'Add to Cart' }).click();
    await drawer.getByRole('listitem', { name: 'Treat Sampler Case' }).waitFor(SEE);
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog').filter({ hasText: MINIMUM_ORDER_TEXT }).waitFor(SEE);
    await snapshot(page, 'retailer-02-minimum-order');
    expect(new URL(page.url()).pathname).toBe('/retailer-shop');
  });

  it('a customer is told the shop is not available to the account, with a way back', async () => {
    const { page } = await journey.freshPage();
    await signInThroughApi(page, journey.shop.url, 'demo@pawprint.test');
    await page.goto(`${journey.shop.url}/retailer-shop`);
    await page.getByRole('heading', { level: 1, name: 'Not available to your account' }).waitFor(SEE);
    await snapshot(page, 'retailer-03-not-available');
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.waitForURL((url) => url.pathname === '/', SEE);
  });

  it('a guest goes to sign in and comes back to the shop', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/retailer-shop`);
    await page.waitForURL((url) => url.pathname === '/login', SEE);
    const form = page.getByRole('form', { name: 'Sign in with your password' });
    await form.getByLabel('E-mail').fill('retailer@pawprint.test');
    await form.getByLabel('Password').fill('pawprint');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Pawprint Wholesale' }).waitFor(SEE);
  });
});
