import { describe, expect, it } from 'vitest';
import { addBoxForDog, cartDrawer, fillCard, fillShippingAddress, openProductFromHome, SEE, snapshot, useJourney } from './journey';

const journey = useJourney();
const EMAIL = 'maple.owner@example.com';

describe("A guest's box follows the e-mail into the account", () => {
  it('a guest buys a box, signs in with the code sent to that e-mail, and can pause or cancel the box', async () => {
    const { page } = await journey.freshPage();
    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    await addBoxForDog(page, { dogName: 'Maple', email: EMAIL });
    await cartDrawer(page).getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout', SEE);
    const address = await fillShippingAddress(page);
    await address.getByRole('button', { name: 'Save address' }).click();
    const payment = await fillCard(page);
    await payment.getByRole('button', { name: 'Place order' }).click();
    const confirmation = page.getByRole('region', { name: 'Thank you! Your order is placed.' });
    await confirmation.getByText(`Sign in with ${EMAIL} to follow your order and manage your dog boxes.`).waitFor(SEE);

    // As the confirmation says: sign in with that e-mail, by the code sent to it.
    await confirmation.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('tab', { name: 'Code by e-mail' }).click();
    const ask = page.getByRole('form', { name: 'Get a sign-in code by e-mail' });
    await ask.getByLabel('E-mail').fill(EMAIL);
    await ask.getByRole('button', { name: 'Send code' }).click();
    const enter = page.getByRole('form', { name: 'Enter your sign-in code' });
    await enter.waitFor(SEE);
    const code = journey.shop.logs.map((l) => new RegExp(`OTP for ${EMAIL} by email: (\\d{6})`).exec(l)?.[1]).filter(Boolean).pop();
    await enter.getByLabel('6-digit code').fill(code!);
    await enter.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor(SEE);

    await page.goto(`${journey.shop.url}/dashboard/subscriptions`);
    const box = page.getByRole('article', { name: "Maple's box" });
    await box.waitFor(SEE);
    await box.getByRole('button', { name: 'Pause' }).waitFor(SEE);
    await expect(box.getByRole('button', { name: /Cancel/ }).count()).resolves.toBeGreaterThan(0);
    await snapshot(page, 'guest-box-in-account-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'guest-box-in-account-390');

    await page.goto(`${journey.shop.url}/dashboard/orders`);
    await page.getByRole('heading', { level: 2, name: /^Order of / }).first().waitFor(SEE);
  });
});
