// The money a shopper sees is the money charged, and the rules hold on the server (journeys in Chromium).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addGood, cartButton, cartDrawer, confirmedLine, fillCard, fillShippingAddress, SEE, signInThroughApi, snapshot, useJourney } from './journey';

const journey = useJourney();

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);

/** The value shown beside a label in the checkout's Order summary. */
async function summaryAmount(page: Page, label: string | RegExp): Promise<number> {
  const summary = page.getByRole('region', { name: 'Order summary' });
  const term = summary.locator('dt').filter({ hasText: label }).first();
  return cents(await term.locator('xpath=following-sibling::dd[1]').textContent());
}

async function fillAddress(page: Page): Promise<void> {
  const address = await fillShippingAddress(page);
  await address.getByRole('button', { name: 'Save address' }).click();
}

/** 'Total charged' on the order confirmation: the server's order. */
async function chargedTotal(page: Page): Promise<number> {
  const term = page.locator('dt').filter({ hasText: 'Total charged' }).first();
  await term.waitFor(SEE);
  return cents(await term.locator('xpath=following-sibling::dd[1]').textContent());
}

const total = (page: Page) => page.getByRole('region', { name: 'Order summary' }).locator('.checkout__total dd');

describe('Money integrity', () => {
  it('a quantity changed in the cart on /checkout shows the new total, and the order charges exactly that', async () => {
    const { page } = await journey.freshPage();
    await addGood(page, journey.shop.url, '/meatballs', 'Meatballs', 'money@example.com');
    await page.goto(`${journey.shop.url}/checkout`);
    await fillAddress(page);
    await total(page).waitFor(SEE);
    const before = cents(await total(page).textContent());
    await snapshot(page, 'money-01-checkout-before');

    await cartButton(page).click();
    const drawer = cartDrawer(page);
    await drawer.getByRole('button', { name: 'Increase quantity for Meatballs' }).click();
    await drawer.getByRole('region', { name: 'Product/s' }).getByText('$17.98', { exact: true }).waitFor(SEE);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden', ...SEE });

    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('Meatballs × 2').waitFor(SEE);
    await total(page).waitFor(SEE);
    const shown = cents(await total(page).textContent());
    expect(shown).toBeGreaterThan(before);
    expect(shown).toBe(
      (await summaryAmount(page, 'Subtotal')) + (await summaryAmount(page, 'Shipping')) + (await summaryAmount(page, 'Tax')),
    );
    await snapshot(page, 'money-02-checkout-after-change');

    const payment = await fillCard(page);
    await payment.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { name: 'Thank you! Your order is placed.' }).waitFor(SEE);
    expect(await chargedTotal(page)).toBe(shown);
  });

  it('a free-membership deal (?deal=free_membership) takes $22.00 off the cart, the checkout total and the charge', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/?deal=free_membership`);
    await page.getByRole('heading', { level: 1 }).waitFor(SEE);
    // The page keeps the deal once its script has read the address.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('deal')), SEE).toBe('free_membership');
    await addGood(page, journey.shop.url, '/meatballs', 'Meatballs', 'deal@example.com');
    await addGood(page, journey.shop.url, '/wellness', 'Wellness Membership', 'deal@example.com');

    await cartButton(page).click();
    const drawer = cartDrawer(page);
    const membership = drawer.getByRole('listitem', { name: 'Wellness Membership' });
    await membership.getByText('First Month Free').waitFor(SEE);
    await membership.getByText('-$22.00').waitFor(SEE);
    // $22.00 + $8.99 − $22.00.
    await drawer.getByText('Subtotal').locator('xpath=following-sibling::span[1]').filter({ hasText: '$8.99' }).waitFor(SEE);
    await snapshot(page, 'money-03-drawer-first-month-free');
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout', SEE);

    await fillAddress(page);
    await total(page).waitFor(SEE);
    const subtotal = await summaryAmount(page, 'Subtotal');
    const deal = await summaryAmount(page, 'First Month Free');
    const shown = cents(await total(page).textContent());
    expect(subtotal).toBe(2200 + 899);
    expect(deal).toBe(-2200);
    expect(shown).toBe(subtotal - 2200 + (await summaryAmount(page, 'Shipping')) + (await summaryAmount(page, 'Tax')));
    await snapshot(page, 'money-04-checkout-first-month-free');

    const payment = await fillCard(page);
    await payment.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { name: 'Thank you! Your order is placed.' }).waitFor(SEE);
    expect(await chargedTotal(page)).toBe(shown);
    // The confirmation's lines add up to what was charged: the deal is one of them.
    const dealLine = page.locator('.order-confirmation dt').filter({ hasText: 'First Month Free' });
    expect(cents(await dealLine.locator('xpath=following-sibling::dd[1]').textContent())).toBe(-2200);
    expect(await page.evaluate(() => localStorage.getItem('dealId'))).toBe('promo-free-membership');
  });
});

describe('The retail minimum holds on the server (000 §5)', () => {
  const MINIMUM = 'Minimum order is $200.00 for Pawprint Wholesale. Please add more items to your cart to continue.';

  it('a $119.99 retail order is stopped on /checkout and refused by the server when sent directly', async () => {
    const { page } = await journey.freshPage();
    await signInThroughApi(page, journey.shop.url, 'retailer@pawprint.test');
    await page.goto(`${journey.shop.url}/retailer-shop`);
    await page.getByRole('main').getByRole('link', { name: /Super Chew Case/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Super Chew Case (12)' }).waitFor(SEE);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    // The line shows at once and is the server's once no longer busy; leaving before that would leave before the add.
    await confirmedLine(page, 'Super Chew Case (12)').waitFor(SEE);

    // Typed into the address bar instead of pressing Checkout.
    await page.goto(`${journey.shop.url}/checkout`);
    const dialog = page.getByRole('dialog', { name: 'Minimum order' });
    await dialog.getByText(MINIMUM).waitFor(SEE);
    await snapshot(page, 'money-05-checkout-minimum-dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('alert').filter({ hasText: MINIMUM }).waitFor(SEE);

    // The request a shopper could craft by hand, with their own session cookie, signed the way the shop's page signs (001 §7).
    const answer = await page.evaluate(async () => {
      const call = async (query: string, variables: Record<string, unknown>) => {
        const [, type, name] = /^(query|mutation) (\w+)/.exec(query) ?? [];
        const timestamp = Date.now();
        const path = `/${type}/${name}`;
        const signing = await fetch('/api/generate-signature', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, timestamp }) });
        const { signature } = (await signing.json()) as { signature: string };
        const headers = {
          'content-type': 'application/json', 'x-client-id': 'pawprint-test', 'x-website-id': 'pawprint', 'x-timestamp': String(timestamp),
          'x-operation-type': type, 'x-operation-name': name, 'x-signature': signature,
        };
        const response = await fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
        return response.json();
      };
      const cart = (await call('query RetailCart { cart { id } }', {})).data.cart;
      const address = (await call('mutation RetailAddress($a: AddressInput!) { createAddress(input: $a) { id } }', {
        a: { first_name: 'Rita', last_name: 'Nguyen', line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
      })).data.createAddress;
      // The card goes to the test processor, as the shop's page sends it; the API takes its token.
      const tokens = await fetch('/payments/v1/tokens', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }),
      });
      const { id: source } = (await tokens.json()) as { id: string };
      return call('mutation RetailCheckout($i: CheckoutInput!) { createCheckout(input: $i) { id total_amount } }', {
        i: { cartId: cart.id, address_id: address.id, source },
      });
    });
    expect(answer.data).toBeNull();
    expect(answer.errors[0].message).toBe(MINIMUM);
  });
});
