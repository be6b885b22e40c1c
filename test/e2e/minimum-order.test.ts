import { describe, it } from 'vitest';
import { cartDrawer, SEE, signInThroughApi, snapshot, useJourney } from './journey';

const journey = useJourney();

// 000 §5: the retail store's minimum order is 20000 cents; the store is the seeded 'Pawprint Wholesale'.
const MINIMUM_ORDER_TEXT = 'Minimum order is $200.00 for Pawprint Wholesale. Please add more items to your cart to continue.';

describe('Minimum order for the retail store (000 §5)', () => {
  it('stops a retailer whose wholesale cart is below $200 at Checkout with the minimum-order dialog', async () => {
    const { page } = await journey.freshPage();
    await signInThroughApi(page, journey.shop.url, 'retailer@pawprint.test');
    await page.goto(`${journey.shop.url}/`);
    await page.getByRole('link', { name: 'Retailer shop' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pawprint Wholesale' }).waitFor(SEE);
    await snapshot(page, 'minimum-01-retailer-shop');
    await page.getByRole('main').getByRole('link', { name: /Treat Sampler Case/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Treat Sampler Case' }).waitFor(SEE);
    await page.getByRole('article', { name: 'Treat Sampler Case' }).getByText('$89.99', { exact: true }).first().waitFor(SEE);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();

    const drawer = cartDrawer(page);
    await drawer.getByRole('listitem', { name: 'Treat Sampler Case' }).waitFor(SEE);
    await snapshot(page, 'minimum-02-cart-below-minimum');
    await drawer.getByRole('button', { name: 'Checkout' }).click();

    const dialog = page.getByRole('dialog').filter({ hasText: MINIMUM_ORDER_TEXT });
    await dialog.waitFor(SEE);
    await snapshot(page, 'minimum-03-minimum-order-dialog');
    // Blocked: the shopper stays where they were.
    if (new URL(page.url()).pathname === '/checkout') throw new Error('went to /checkout despite the minimum order');
  });
});
