import { describe, expect, it, vi } from 'vitest';
import { SEE, DEMO_PASSWORD, snapshot, useJourney } from './journey';

const journey = useJourney();

/** The newest one-time code the server printed for `to`. */
async function codeFor(to: string): Promise<string> {
  return vi.waitFor(() => {
    const line = [...journey.shop.logs].reverse().find((l) => l.includes(`OTP for ${to} `));
    const code = line?.match(/: (\d{6})$/)?.[1];
    if (!code) throw new Error(`no one-time code printed for ${to}`);
    return code;
  }, { timeout: 10_000, interval: 100 });
}

describe('Sign in (001 §3 §4)', () => {
  it('by password from a signed-in area, coming back to it; then logging out goes to /login', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/dashboard', SEE);
    const form = page.getByRole('form', { name: 'Sign in with your password' });
    await form.getByLabel('E-mail').fill('demo@pawprint.test');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await snapshot(page, 'sign-in-01-password');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', SEE);
    await page.getByRole('button', { name: 'Log out' }).waitFor(SEE);
    // The address changes before the page is drawn (the header's Log out shows on /login already): wait for the dashboard itself.
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(SEE);
    expect(await page.title()).toBe('Dashboard · Pawprint');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login', SEE);
    await page.getByRole('link', { name: 'Sign in' }).waitFor(SEE);
    expect(await page.evaluate(() => ['email', 'cardId', 'phone'].map((k) => localStorage.getItem(k)))).toEqual([null, null, null]);
  });

  it('by a one-time code sent by e-mail (printed in the server log), back to the page the visitor came from', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/login?redirect=%2Fabout`);
    await page.getByRole('tab', { name: 'Code by e-mail' }).click();
    await page.getByRole('tabpanel').getByRole('textbox', { name: /^E-mail/ }).fill('demo@pawprint.test');
    await page.getByRole('button', { name: 'Send code' }).click();
    const codeField = page.getByLabel('6-digit code');
    await codeField.waitFor(SEE);
    await snapshot(page, 'sign-in-02-code-sent');
    await codeField.fill(await codeFor('demo@pawprint.test'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/about', SEE);
    await page.getByRole('heading', { level: 1, name: 'About Pawprint' }).waitFor(SEE);
    await page.getByRole('button', { name: 'Log out' }).waitFor(SEE);
  });

  it('by a one-time code sent by text message, moving between the tabs with the keyboard', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/login`);
    await page.getByRole('tab', { name: 'Password' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Code by text', selected: true }).waitFor(SEE);
    await page.getByLabel('Mobile phone').fill('+1 512 555 0101');
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFor('+15125550101');
    await page.getByLabel('6-digit code').fill('000000' === code ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').getByText('Invalid verification code').waitFor(SEE);
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', SEE);
  });

  it('the unverified demo account sees the verification banner and can ask for a new link', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/login`);
    const form = page.getByRole('form', { name: 'Sign in with your password' });
    await form.getByLabel('E-mail').fill('unverified@pawprint.test');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    const banner = page.getByRole('region', { name: 'Email verification' });
    await banner.getByText('Your email verification link has expired.').waitFor(SEE);
    await snapshot(page, 'sign-in-03-verification-expired');
    await banner.getByRole('button', { name: 'Send a new verification link' }).click();
    await page.getByText('Success! Please check your inbox.').waitFor(SEE);
    await banner.getByText('Please check your mailbox to verify your email address.').waitFor(SEE);
    await snapshot(page, 'sign-in-04-verification-pending');
  });
});
