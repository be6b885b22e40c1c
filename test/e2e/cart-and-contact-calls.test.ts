// Calls of 000 §7 where the spec's flow uses them, each against the shop's server and one that speaks only the
// spec's contract (API_CONTRACT=spec): 'Buy only this' (selectOnlyCartItem), a saved address edited at checkout
// (updateAddressWithRates), the order priced by getRate and getTax when getTaxAndRates fails, and the account's
// phone changed by a texted code (getVerify, verifyOTP, updateUserContact) with a country chosen, then used to sign
// in by text.
import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiContract } from '../../src/server/http/contract-mode';
import { addGood, cartButton, cartDrawer, fillCard, fillShippingAddress, SEE, signInThroughApi, snapshot, type Journey, useJourney } from './journey';

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
const shownTotal = async (page: Page) => {
  const total = page.getByRole('region', { name: 'Order summary' }).locator('.checkout__total dd');
  await total.waitFor(SEE);
  return cents(await total.textContent());
};

async function chargedTotal(page: Page): Promise<number> {
  const term = page.locator('dt').filter({ hasText: 'Total charged' }).first();
  await term.waitFor(SEE);
  return cents(await term.locator('xpath=following-sibling::dd[1]').textContent());
}

async function pay(page: Page): Promise<void> {
  const payment = await fillCard(page);
  await payment.getByRole('button', { name: 'Place order' }).click();
}

/** The GraphQL operations the page sent, by name, in order. */
function operationsSent(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    const match = /"operationName":"(\w+)"/.exec(request.postData() ?? '') ?? /(?:query|mutation)\s+(\w+)/.exec(request.postData() ?? '');
    if (match) names.push(match[1]);
  });
  return names;
}

/** The newest one-time code the server printed for `to` (the mock's outbox) after its first `since` lines. */
function codeFor(journey: Journey, to: string, since: number): Promise<string> {
  return vi.waitFor(() => {
    const line = journey.shop.logs.slice(since).reverse().find((l) => l.includes(`OTP for ${to} `));
    const code = line?.match(/: (\d{6})$/)?.[1];
    if (!code) throw new Error(`no one-time code printed for ${to}`);
    return code;
  }, { timeout: 10_000, interval: 100 });
}

describe.each<[string, ApiContract | undefined]>([
  ["the shop's server", undefined],
  ['a server of the spec contract only', 'spec'],
])('Cart, address and contact calls against %s', (_server, contract) => {
  const journey = useJourney({ contract });
  const tag = contract ?? 'mock';

  it("'Buy only this' checks out one line alone: the total shown is the total charged, and the other line stays in the cart", { timeout: 150_000 }, async () => {
    const { page } = await journey.freshPage();
    const email = `only.${tag}@example.com`;
    await addGood(page, journey.shop.url, '/meatballs', 'Meatballs', email);
    await addGood(page, journey.shop.url, '/wellness', 'Wellness Membership', email);
    await cartButton(page).click();
    const drawer = cartDrawer(page);
    await drawer.getByRole('button', { name: 'Buy only this: Meatballs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor(SEE);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('Meatballs × 1').waitFor(SEE);
    expect(await summary.getByText(/Wellness Membership/).count()).toBe(0);
    const address = await fillShippingAddress(page);
    await address.getByRole('button', { name: 'Save address' }).click();
    const shown = await shownTotal(page);
    await snapshot(page, `buy-only-this-${tag}`);
    await pay(page);
    await page.getByRole('heading', { name: 'Thank you! Your order is placed.' }).waitFor(SEE);
    expect(await chargedTotal(page)).toBe(shown);
    // The line not bought is still in the cart.
    await page.getByRole('button', { name: 'Open cart, 1 item' }).waitFor(SEE);
  });

  it('editing a saved address at checkout saves it and refreshes the rates in one call; the order charges the total shown', { timeout: 150_000 }, async () => {
    const { page } = await journey.freshPage();
    const sent = operationsSent(page);
    await signInThroughApi(page, journey.shop.url, 'demo@pawprint.test');
    await addGood(page, journey.shop.url, '/meatballs', 'Meatballs');
    await page.goto(`${journey.shop.url}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor(SEE);
    const saved = page.getByRole('group', { name: 'Saved addresses' });
    await saved.waitFor(SEE);
    await saved.getByRole('button', { name: /^Edit / }).first().click();
    const form = page.getByRole('form', { name: 'Shipping address' });
    await form.getByLabel('Address line 1').fill('12 Kennel Road');
    const before = sent.length;
    await form.getByRole('button', { name: 'Save address' }).click();
    const shown = await shownTotal(page);
    const afterEdit = sent.slice(before);
    expect(afterEdit).toContain('UpdateAddressWithRates');
    expect(afterEdit).not.toContain('GetTaxAndRates');
    await page.getByText(/12 Kennel Road/).first().waitFor(SEE);
    await pay(page);
    await page.getByRole('heading', { name: 'Thank you! Your order is placed.' }).waitFor(SEE);
    expect(await chargedTotal(page)).toBe(shown);
  });

  it('when getTaxAndRates fails, getRate and getTax price the order; the total shown is the total charged', { timeout: 150_000 }, async () => {
    const { page } = await journey.freshPage();
    const sent = operationsSent(page);
    // Every getTaxAndRates from now on meets a server error; the other calls reach the server.
    await page.route('**/graphql', async (route) => {
      if (!/"operationName":"GetTaxAndRates"/.test(route.request().postData() ?? '')) return route.continue();
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: 'Tax service unavailable' }] }) });
    });
    await addGood(page, journey.shop.url, '/meatballs', 'Meatballs', `rates.${tag}@example.com`);
    await page.goto(`${journey.shop.url}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor(SEE);
    const address = await fillShippingAddress(page);
    await address.getByRole('button', { name: 'Save address' }).click();
    const shown = await shownTotal(page);
    expect(sent).toContain('GetTaxAndRates');
    expect(sent).toContain('GetRate');
    expect(sent).toContain('GetTax');
    await pay(page);
    await page.getByRole('heading', { name: 'Thank you! Your order is placed.' }).waitFor(SEE);
    expect(await chargedTotal(page)).toBe(shown);
  });

  it('the profile changes the phone to a UK number only with the texted code; sign-in by text then takes it', { timeout: 150_000 }, async () => {
    const { page } = await journey.freshPage();
    await signInThroughApi(page, journey.shop.url, 'demo@pawprint.test');
    await page.goto(`${journey.shop.url}/dashboard/profile`);
    const form = page.getByRole('form', { name: 'Mobile phone' });
    await form.waitFor(SEE);
    await form.getByRole('combobox', { name: 'Phone country' }).selectOption('GB');
    const number = contract ? '7400 123457' : '7400 123456';
    const full = `+44${number.replace(/\s+/g, '')}`;
    await form.getByLabel('New mobile phone').fill(number);
    const beforeChange = journey.shop.logs.length;
    await form.getByRole('button', { name: 'Send code by text' }).click();
    await form.getByLabel('Code from the text message').fill(await codeFor(journey, full, beforeChange));
    await form.getByRole('button', { name: 'Change phone' }).click();
    await form.getByText('Your phone number is changed.').waitFor(SEE);
    await form.getByText(full, { exact: true }).waitFor(SEE);
    await snapshot(page, `profile-phone-${tag}`);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login', SEE);
    await page.getByRole('tab', { name: 'Code by text' }).click();
    const request = page.getByRole('form', { name: 'Get a sign-in code by text message' });
    await request.getByRole('combobox', { name: 'Phone country' }).selectOption('GB');
    await request.getByLabel('Mobile phone').fill(number);
    const beforeSignIn = journey.shop.logs.length;
    await request.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(await codeFor(journey, full, beforeSignIn));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', SEE);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(SEE);
  });
});
