// The shop against a server that speaks only the specification's contract (API_CONTRACT=spec: query text and
// variables validated against spec-contract.graphql), and the card that never reaches the shop's API: a planted
// card number and CVC are looked for in every request body but the processor's, in local and session storage,
// in the server's log and in every byte the server and its recording ingest wrote to disk.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addBoxForDog, cartDrawer, fillShippingAddress, openProductFromHome, SEE, signInThroughApi, snapshot, useJourney } from './journey';

const dataDir = mkdtempSync(join(tmpdir(), 'pawprint-spec-only-'));
const journey = useJourney({ contract: 'spec', dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const CARD_DIGITS = '4242424242424242';
const CARD_TYPED = '4242 4242 4242 4242';
const CVC = '7319';
const DECLINED = '4000 0000 0000 0002';

interface Sent { url: string; body: string }

function recordRequests(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => sent.push({ url: request.url(), body: request.postData() ?? '' }));
  return sent;
}

const holdsCard = (text: string) => text.includes(CARD_DIGITS) || text.includes(CARD_TYPED) || text.includes(`"${CVC}"`) || /"cvc"/i.test(text);
const toProcessor = (url: string) => new URL(url).pathname === '/payments/v1/tokens';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

async function storedValues(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
}

async function payWith(page: Page, number: string, expiry = '12/34') {
  const payment = page.getByRole('form', { name: 'Payment' });
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiry (MM/YY)').fill(expiry);
  await payment.getByLabel('CVC').fill(CVC);
  await payment.getByRole('button', { name: 'Place order' }).click();
}

describe('A server of the spec contract only', { timeout: 120_000 }, () => {
  it('takes a guest\'s order; the card goes to the processor only, never to /graphql, storage, the log or the disk', async () => {
    const { page } = await journey.freshPage();
    const sent = recordRequests(page);
    await page.goto(`${journey.shop.url}/`);
    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    await addBoxForDog(page, { dogName: 'Pepper', email: 'pepper.owner@example.com' });
    await cartDrawer(page).getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor(SEE);
    const address = await fillShippingAddress(page);
    await address.getByRole('button', { name: 'Save address' }).click();

    // The processor's own words for a declined card; nothing is ordered.
    await page.getByRole('form', { name: 'Payment' }).waitFor(SEE);
    await payWith(page, DECLINED);
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor(SEE);
    await payWith(page, CARD_TYPED);
    await page.getByRole('heading', { name: 'Thank you! Your order is placed.' }).waitFor(SEE);
    await snapshot(page, 'spec-only-confirmation');

    // The journey really ran against the gate: an extension was asked and refused, and the order went through.
    expect(journey.shop.logs.join('\n')).toContain('serving the spec contract only');
    const graphql = sent.filter((s) => new URL(s.url).pathname === '/graphql');
    expect(graphql.some((s) => s.body.includes('createCheckout') && s.body.includes('"source":"tok_'))).toBe(true);
    expect(graphql.some((s) => s.body.includes('expected_total'))).toBe(false);

    // The card went to the processor (so this test can see it), and nowhere else.
    expect(sent.filter((s) => toProcessor(s.url)).some((s) => holdsCard(s.body))).toBe(true);
    expect(sent.filter((s) => !toProcessor(s.url) && holdsCard(s.body)).map((s) => s.url)).toEqual([]);
    expect(holdsCard(await storedValues(page))).toBe(false);
    expect(holdsCard(journey.shop.logs.join('\n'))).toBe(false);

    // The recording of this visit is flushed to the ingest's files; none of its bytes (nor the shop's) hold the card.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect.poll(() => filesUnder(join(dataDir, 'ingest')).length, { timeout: 30_000, interval: 500 }).toBeGreaterThan(0);
    const written = filesUnder(dataDir).map((file) => [file, readFileSync(file).toString('latin1')] as const);
    expect(written.filter(([, bytes]) => bytes.includes(CARD_DIGITS) || bytes.includes(CARD_TYPED) || bytes.includes('4242 4242')).map(([file]) => file)).toEqual([]);
  });

  it('signs in, opens the dashboard\'s pages, refuses an expired card and saves a good one as its token', async () => {
    const { page } = await journey.freshPage();
    const sent = recordRequests(page);
    await signInThroughApi(page, journey.shop.url, 'demo@pawprint.test');
    for (const path of ['/dashboard', '/dashboard/orders', '/dashboard/billing']) {
      await page.goto(`${journey.shop.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor(SEE);
      await page.locator('.remote-view--loading').first().waitFor({ state: 'detached', ...SEE });
      expect(await page.locator('.remote-view--error').count(), `${path} shows an error`).toBe(0);
    }
    await page.getByRole('button', { name: 'Add a card' }).click();
    const form = page.getByRole('form', { name: 'Add a card' });
    await form.getByLabel('Card number').fill(CARD_TYPED);
    await form.getByLabel('Expiry (MM/YY)').fill('01/20');
    await form.getByLabel('CVC').fill(CVC);
    await form.getByRole('button', { name: 'Save card' }).click();
    await form.getByText('This card has expired').waitFor(SEE);
    expect(sent.filter((s) => toProcessor(s.url))).toEqual([]);
    await form.getByLabel('Expiry (MM/YY)').fill('12/34');
    await form.getByRole('button', { name: 'Save card' }).click();
    // The processor's answer is what is kept: the expiry typed, not a made-up one.
    await page.getByText('Visa ending in 4242 · expires 12/34').waitFor(SEE);
    expect(sent.filter((s) => !toProcessor(s.url) && holdsCard(s.body)).map((s) => s.url)).toEqual([]);
  });

  it('opens the affiliate area', async () => {
    const { page } = await journey.freshPage();
    await signInThroughApi(page, journey.shop.url, 'affiliate@pawprint.test');
    for (const [path, title] of [['/affiliate/dashboard', 'Affiliate Panel'], ['/affiliate/dashboard/milestones', 'Milestone Rewards'], ['/affiliate/dashboard/bank', 'Settings / Bank Account']]) {
      await page.goto(`${journey.shop.url}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor(SEE);
      await page.locator('.remote-view--loading').first().waitFor({ state: 'detached', ...SEE });
      expect(await page.locator('.remote-view--error').count(), `${path} shows an error`).toBe(0);
    }
  });
});
