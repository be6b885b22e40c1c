import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cartDrawer, confirmedLine, openProductFromHome, SEE, seen, toast, snapshot, useJourney } from './journey';

const journey = useJourney();

/** From now on every GraphQL call over HTTP from this page meets the given server fault (the x-mock-faults header). */
async function failGraphqlCalls(page: Page, faults: string): Promise<() => Promise<void>> {
  const pattern = `${journey.shop.url}/graphql**`;
  await page.route(pattern, (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-faults': faults } }));
  return () => page.unroute(pattern);
}

/** 000 §8 server errors are toasts; a fault the specs give no words for is told in a shopper's words (the technical text is logged). */
const SERVER_FAILURE = 'Something went wrong on our side. Please try again in a moment.';

describe('Cart work against a failing server (000 §8)', () => {
  it('shows the failure of a quantity update as an error toast and keeps the cart line, then recovers', async () => {
    const { page } = await journey.freshPage();
    await openProductFromHome(page, journey.shop.url, 'Meatballs');
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    const modal = page.getByRole('dialog', { name: 'Meatballs' });
    await modal.getByRole('region', { name: 'Human Information' }).getByLabel('Email').fill('fetch@example.com');
    await modal.getByRole('button', { name: 'Add to Cart' }).click();

    const drawer = cartDrawer(page);
    const line = drawer.getByRole('listitem', { name: 'Meatballs' });
    // The add shows its line at once; the server's faults begin once the server has taken it.
    await confirmedLine(page, 'Meatballs').waitFor(SEE);
    const quantity = line.getByRole('textbox', { name: 'Quantity for Meatballs' });
    expect(await quantity.inputValue()).toBe('1');
    // 000 §2 price with discount: the line and the Subtotal agree ($9.99 less $1.00).
    await line.getByText('$8.99', { exact: true }).waitFor(SEE);
    await drawer.getByText('Subtotal').locator('..').getByText('$8.99', { exact: true }).waitFor(SEE);

    const restore = await failGraphqlCalls(page, 'http500=1');
    await line.getByRole('button', { name: 'Increase quantity for Meatballs' }).click();

    const failure = page.getByRole('alert').getByText(SERVER_FAILURE);
    await seen(failure);
    await snapshot(page, 'resilience-01-quantity-update-failed');
    // The line stays, at the quantity the server still holds.
    await line.waitFor(SEE);
    await expect.poll(() => quantity.inputValue(), SEE).toBe('1');
    expect(await toast(page, 'Item quantity updated successfully!').count()).toBe(0);

    // Once the server answers again, the same press works.
    await restore();
    await line.getByRole('button', { name: 'Increase quantity for Meatballs' }).click();
    await toast(page, 'Item quantity updated successfully!').waitFor(SEE);
    await expect.poll(() => quantity.inputValue(), SEE).toBe('2');
    await snapshot(page, 'resilience-02-recovered');
  });
});
