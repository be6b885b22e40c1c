import type { Page } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { startMockServer } from '../src/adapters/mock-server/server';
const server = await startMockServer({ port: 0, dataDir: null, staticDir: 'dist', log: () => {} });
const browser = await launchChromium();
const dir = 'test-results/screenshots';
async function signIn(page: Page, email: string) {
  await page.goto(server.url + '/login');
  const form = page.getByRole('form', { name: 'Sign in with your password' });
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByLabel('Password').fill('pawprint');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}
for (const [w, h] of [[1280, 900], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  const shot = async (name: string) => { await page.waitForTimeout(600); await page.screenshot({ path: `${dir}/chrome-${w}-${name}.png` }); };
  await page.goto(server.url + '/about'); await page.getByRole('heading', { level: 1 }).waitFor(); await shot('about');
  await page.goto(server.url + '/login'); await page.getByRole('tablist').waitFor(); await shot('login');
  await page.getByRole('tab', { name: 'Create account' }).click(); await shot('register');
  await page.goto(server.url + '/'); await page.getByRole('button', { name: 'Menu and search' }).click();
  await page.getByRole('combobox').fill('box'); await shot('search');
  await page.keyboard.press('Escape'); await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Chat With Us' }).click(); await page.getByRole('textbox', { name: 'Your message' }).fill('Hi'); await page.getByRole('button', { name: 'Send' }).click(); await shot('chat');
  await page.goto(server.url + '/no-such'); await page.getByRole('heading', { level: 1 }).waitFor(); await shot('404');
  await signIn(page, 'unverified@pawprint.test'); await page.getByRole('region', { name: 'Email verification' }).waitFor(); await shot('banner');
  await page.goto(server.url + '/retailer-shop'); await page.getByRole('heading', { level: 1 }).waitFor(); await shot('not-available');
  await page.getByRole('button', { name: 'Log out' }).click(); await page.waitForURL(/login/);
  await signIn(page, 'retailer@pawprint.test');
  await page.goto(server.url + '/retailer-shop'); await page.getByRole('heading', { level: 1, name: 'Pawprint Wholesale' }).waitFor(); await shot('retailer');
  await ctx.close();
}
await browser.close(); await server.close();
