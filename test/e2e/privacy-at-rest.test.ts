// Nothing that identifies a shopper reaches the ingest's disk with default settings: a page with
// tokens in its address, fragment, links, images and styles, payloads and labels full of secrets,
// and the shop's own checkout with a planted name and address are recorded into a real data dir,
// and every byte the ingest stored is searched for them.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '../../src/server/http/server';
import { freshContext, journeyChromium, screenshot } from './browser';
import { cartDrawer, fillCard, SEE, TEST_CARD, toast } from './journey';
import { ownerFetch, ownerCookie } from '../support/owner-sign-in';
import { agentStarted } from '../support/ingest-site';

const TOKEN = 'abc123SECRETtok';
const FRAGMENT_TOKEN = 'fragTOKEN987zz';
const QUERY_EMAIL = 'ann.query@example.com';
const PAYLOAD_CARD = '4000 0566 5566 5556';
const PAYLOAD_SSN = '078-05-1120';
const PAYLOAD_EMAIL = 'payload.person@example.org';
const SCRIPT_SECRET = 'inlineScriptSecretXyz';
const TYPED_CARD = '5555555555554444';
const SHOPPER = { first: 'Zelvina', last: 'Quorrington', line1: '742 Xyloquist Terrace', city: 'Brambleton', postal: '73301' };

const VISIT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Private visit</title>
<link rel="stylesheet" href="/styles.css?token=${TOKEN}">
<style>.hero{background:url("/images/hero.png?token=${TOKEN}")}</style></head>
<body><main><h1>Private visit</h1>
<a href="/account?token=${TOKEN}&email=${encodeURIComponent(QUERY_EMAIL)}">Account</a>
<img alt="Logo" src="/images/logo.png?token=${TOKEN}" srcset="/images/logo.png?token=${TOKEN} 2x">
<div class="hero" style="background-image:url('/images/x.png?token=${TOKEN}')" data-next="/next?token=${TOKEN}">Hero</div>
<button id="buy" type="button"><script>window.apiKey = '${SCRIPT_SECRET}';</script>Buy now</button>
<label for="note">Note</label><input id="note">
</main>
<script type="module">
  import { Tracker } from '/tracker/tracker.js';
  const tracker = new Tracker({ projectKey: 'pawprint-shop', ingestPoint: location.origin + '/ingest', unmaskInputs: true });
  window.tracker = tracker;
  tracker.start().then((r) => {
    window.startResult = r;
    tracker.setUserID('private.visitor');
    const payload = { card: '${PAYLOAD_CARD}', ssn: '${PAYLOAD_SSN}', contact: '${PAYLOAD_EMAIL}', back: location.origin + '/x?token=${TOKEN}' };
    tracker.event('checkout-started', payload);
    tracker.issue('payment-failed', payload);
    tracker.event('raw-text', 'card ${PAYLOAD_CARD} for ${PAYLOAD_EMAIL}');
  });
</script></body></html>`;

let browser: Browser;
let shop: RunningMockServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pawprint-privacy-'));
  [browser, shop] = await Promise.all([journeyChromium(), startMockServer({ port: 0, dataDir, staticDir: 'dist', log: () => {} })]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function storedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? storedFiles(path) : [path];
  });
}

describe('Privacy at rest', () => {
  it('stores none of the planted secrets: addresses, fragments, payloads, labels, typed cards or the checkout’s name and address', async () => {
    const context = await freshContext(browser);
    await context.route(`${shop.url}/private-visit*`, (route) => route.fulfill({ contentType: 'text/html', body: VISIT_PAGE }));
    const visit = await context.newPage();
    await visit.goto(`${shop.url}/private-visit?token=${TOKEN}&email=${encodeURIComponent(QUERY_EMAIL)}#access_token=${FRAGMENT_TOKEN}`);
    await agentStarted(visit, SEE.timeout);
    await visit.getByRole('button', { name: 'Buy now' }).click();
    await visit.getByLabel('Note').pressSequentially(TYPED_CARD);
    await visit.evaluate((t) => { location.hash = `state=x&id_token=${t}`; }, FRAGMENT_TOKEN);

    // The shop's own checkout, recording itself, with a planted shopper.
    const page = await context.newPage();
    await page.goto(`${shop.url}/`);
    await page.getByRole('link', { name: 'Treat and Chew Box', exact: true }).first().click();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    const modal = page.getByRole('dialog', { name: 'Treat and Chew Box' });
    await modal.getByLabel('Dog Name').fill('Biscuit');
    await modal.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'Medium (20-50 lb)' }).click();
    await modal.getByRole('region', { name: 'Human Information' }).getByLabel('Email').fill('zelvina.shopper@example.com');
    await modal.getByRole('button', { name: 'Add to Cart' }).click();
    await cartDrawer(page).getByRole('button', { name: 'Checkout' }).click();
    const address = page.getByRole('form', { name: 'Shipping address' });
    await address.waitFor(SEE);
    await address.getByLabel('First name').fill(SHOPPER.first);
    await address.getByLabel('Last name').fill(SHOPPER.last);
    await address.getByLabel('Address line 1').fill(SHOPPER.line1);
    await address.getByLabel('City').fill(SHOPPER.city);
    await address.getByLabel('State').fill('TX');
    await address.getByLabel('Postal code').fill(SHOPPER.postal);
    await address.getByRole('button', { name: 'Save address' }).click();
    await toast(page, 'Tax and shipping rates fetched successfully!').waitFor(SEE);
    const payment = await fillCard(page);
    await payment.getByRole('button', { name: 'Place order' }).click();
    const confirmation = page.getByRole('region', { name: 'Thank you! Your order is placed.' });
    await confirmation.getByText(`${SHOPPER.line1}`, { exact: false }).waitFor(SEE);
    await confirmation.getByRole('button').first().hover();
    await screenshot(page, 'privacy-at-rest-confirmation');

    // Leaving both pages flushes what is left of their recordings.
    for (const p of [visit, page]) await p.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const asOwner = ownerFetch(await ownerCookie(shop.url, shop.recordings.owners[0]));
    await expect.poll(async () => {
      const listed = await (await asOwner(`${shop.url}/ingest/api/sessions?q=${encodeURIComponent('Place order')}`)).json();
      const visited = await (await asOwner(`${shop.url}/ingest/api/sessions?q=checkout-started`)).json();
      return listed.total > 0 && visited.total > 0;
    }, { timeout: 30_000, interval: 500 }).toBe(true);
    // What the list shows carries no token either.
    const listText = await (await asOwner(`${shop.url}/ingest/api/sessions`)).text();
    await context.close();
    await shop.close();

    const stored = storedFiles(join(dataDir, 'ingest')).filter((f) => !/secret\.key$|owner-password$/.test(f));
    expect(stored.some((f) => f.endsWith('.pwrec'))).toBe(true);
    const bytes = Buffer.concat(stored.map((f) => readFileSync(f)));
    const text = bytes.toString('latin1') + listText;
    expect(text).toContain('Private visit'); // the search below reads the right bytes
    const secrets = [
      TOKEN, FRAGMENT_TOKEN, QUERY_EMAIL, encodeURIComponent(QUERY_EMAIL), PAYLOAD_CARD, PAYLOAD_CARD.replace(/ /g, ''), PAYLOAD_SSN, PAYLOAD_EMAIL,
      SCRIPT_SECRET, TYPED_CARD, SHOPPER.first, SHOPPER.last, SHOPPER.line1, SHOPPER.city, TEST_CARD, TEST_CARD.replace(/ /g, ''),
    ];
    for (const secret of secrets) expect(text.includes(secret), secret).toBe(false);
  });
});
