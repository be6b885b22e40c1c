// Account flows of 000 §7 that start outside the dashboard: the verification e-mail's link (verifyEmail), the
// registration's checkIfUserExist, and a gift recipient's sign-up (getVerifyFromGift, registerFromGift). Each
// runs against the shop's server and against one that speaks only the spec's contract (API_CONTRACT=spec).
import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiContract } from '../../src/server/http/contract-mode';
import { DEMO_PASSWORD, SEE, signInThroughApi, snapshot, toast, useJourney, type Journey } from './journey';

/** The newest server log line (the mock's outbox) that matches, waited for as a person waits for an e-mail. */
function newestLine(journey: Journey, pattern: RegExp): Promise<RegExpExecArray> {
  return vi.waitFor(() => {
    const match = [...journey.shop.logs].reverse().map((l) => pattern.exec(l)).find(Boolean);
    if (!match) throw new Error(`nothing printed like ${pattern}`);
    return match;
  }, { timeout: 10_000, interval: 100 });
}

const noErrorsIn = (page: Page) => page.locator('.remote-view--error').count();

describe.each<[string, ApiContract | undefined]>([
  ["the shop's server", undefined],
  ['a server of the spec contract only', 'spec'],
])('Account flows against %s', (_server, contract) => {
  const journey = useJourney({ contract });

  it('the verification e-mail\'s link verifies the address, the banner goes, and the used link is refused', { timeout: 120_000 }, async () => {
    const { page } = await journey.freshPage();
    await signInThroughApi(page, journey.shop.url, 'unverified@pawprint.test');
    await page.goto(`${journey.shop.url}/`);
    const banner = page.getByRole('region', { name: 'Email verification' });
    await banner.getByRole('button', { name: 'Send a new verification link' }).click();
    await toast(page, 'Success! Please check your inbox.').waitFor(SEE);
    await banner.getByText('Please check your mailbox to verify your email address.').waitFor(SEE);
    const [, link] = await newestLine(journey, /^Email verification for unverified@pawprint\.test: (\/verify-email\?token=\w+)$/);

    await page.goto(`${journey.shop.url}${link}`);
    await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor(SEE);
    await page.getByText('Your email address is verified. Thank you!').waitFor(SEE);
    await banner.waitFor({ state: 'detached', ...SEE });
    expect(await page.title()).toBe('Verify your email · Pawprint');
    await snapshot(page, `verify-email-${contract ?? 'mock'}`);

    await page.goto(`${journey.shop.url}${link}`);
    await page.getByRole('alert').filter({ hasText: 'Verification link is invalid or expired' }).waitFor(SEE);
    await page.getByRole('link', { name: 'Go to your dashboard' }).waitFor({ state: 'detached' });
  });

  it('a guest opening the link signs in first and comes back to it', { timeout: 120_000 }, async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/verify-email?token=not-a-real-token`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/verify-email?token=not-a-real-token', SEE);
    const form = page.getByRole('form', { name: 'Sign in with your password' });
    await form.getByLabel('E-mail').fill('demo@pawprint.test');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/verify-email', SEE);
    await page.getByRole('alert').filter({ hasText: 'Verification link is invalid or expired' }).waitFor(SEE);
  });

  it('registration asks checkIfUserExist first: an existing e-mail is sent to sign in; a new one gets its account', { timeout: 120_000 }, async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/login`);
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('First name').fill('Dana');
    await form.getByLabel('E-mail').fill('Demo@Pawprint.test');
    await form.getByLabel('Password').fill('long-enough');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByRole('alert').filter({ hasText: 'An account with this e-mail or phone number already exists.' }).waitFor(SEE);
    await form.getByRole('button', { name: 'Sign in instead' }).click();
    await page.getByRole('form', { name: 'Sign in with your password' }).waitFor(SEE);

    await page.getByRole('tab', { name: 'Create account' }).click();
    await form.getByLabel('First name').fill('Robin');
    await form.getByLabel('E-mail').fill(`robin.${contract ?? 'mock'}@example.com`);
    await form.getByLabel('Password').fill('long-enough');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(SEE);
    expect(await noErrorsIn(page)).toBe(0);
  });

  it('a gift recipient opens an account from the gift e-mail with a code, and the gift is in the wallet', { timeout: 120_000 }, async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/gift/redeem?coupon=PAW-PUPPY-1000`);
    await page.getByRole('heading', { level: 1, name: 'Claim your gift' }).waitFor(SEE);
    const details = page.getByRole('form', { name: 'Who the gift is for' });
    expect(await details.getByLabel('Gift code').inputValue()).toBe('PAW-PUPPY-1000');
    await details.getByLabel('First name').fill('Nia');
    await details.getByLabel('E-mail').fill('newpup@pawprint.test');
    await details.getByLabel('Mobile phone (optional)').fill('+1 512 555 0177');
    await details.getByRole('button', { name: 'Send me a code' }).click();
    const codeForm = page.getByRole('form', { name: 'Enter your gift code' });
    await codeForm.waitFor(SEE);
    const [, code] = await newestLine(journey, /^OTP for newpup@pawprint\.test by \S+: (\d{6})$/);
    await codeForm.getByLabel('6-digit code').fill(code);
    await snapshot(page, `gift-sign-up-${contract ?? 'mock'}`);
    await codeForm.getByRole('button', { name: 'Claim gift' }).click();
    // The toast is said at once and goes after a while; the dashboard's own code may take longer to arrive.
    await toast(page, 'Your gift is in your wallet.').waitFor(SEE);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(SEE);
    const wallet = page.getByRole('article', { name: 'Wallet' });
    await wallet.getByText('$100.00', { exact: true }).waitFor(SEE);
    await page.getByRole('button', { name: 'Log out' }).waitFor(SEE);
  });

  it("moves pending coins into the wallet and asks for a cash-out; too much is refused with the domain's words", { timeout: 120_000 }, async () => {
    const { page } = await journey.freshPage();
    await signInThroughApi(page, journey.shop.url, 'affiliate@pawprint.test');
    await page.goto(`${journey.shop.url}/dashboard`);
    const wallet = page.getByRole('article', { name: 'Wallet' });
    await wallet.getByText('$230.00', { exact: true }).waitFor(SEE);
    const move = wallet.getByRole('form', { name: 'Move to wallet' });
    await move.getByLabel('Amount to move ($)').fill('40.01');
    await move.getByRole('button', { name: 'Move to wallet' }).click();
    await move.getByText('You have $40.00 pending.').waitFor(SEE);
    await move.getByLabel('Amount to move ($)').fill('40');
    await move.getByRole('button', { name: 'Move to wallet' }).click();
    await wallet.getByText('$40.00 moved to your wallet.').waitFor(SEE);
    await wallet.getByText('$270.00', { exact: true }).waitFor(SEE);
    const cashOut = wallet.getByRole('form', { name: 'Request cash-out' });
    await cashOut.getByLabel('Amount to cash out ($)').fill('$70.50');
    await cashOut.getByRole('button', { name: 'Request cash-out' }).click();
    await wallet.getByText('Your cash-out of $70.50 is requested.').waitFor(SEE);
    await snapshot(page, `wallet-${contract ?? 'mock'}`);
    // What the server now holds, read again.
    await page.reload();
    await wallet.getByText('$199.50', { exact: true }).waitFor(SEE);
  });
});
