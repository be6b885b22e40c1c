// The shop's feedback screens as a person uses them: a business applies for a wholesale account from the footer,
// a shopper reads a product's reviews and writes one for something bought, a customer answers a survey from an
// e-mail's link, and a retailer sees the store's modules. Against the shop's server on a desktop and against a
// server of the spec's contract only (API_CONTRACT=spec) on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiContract } from '../../src/server/http/contract-mode';
import { expectNoSeriousViolations } from './axe';
import { SEE, signInThroughApi, snapshot, useJourney } from './journey';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function footerLink(page: Page, name: string) {
  const link = page.getByRole('link', { name });
  // The footer's code comes when the page's end is near, as a person scrolls down.
  await expect.poll(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    return link.count();
  }, { timeout: 15_000, interval: 250 }).toBeGreaterThan(0);
  return link;
}

// One shop of each contract for the file: the retailer's journey goes to the shop's own server too.
const fullServer = useJourney();
const specServer = useJourney({ contract: 'spec' });

describe.each<[string, ApiContract | undefined, typeof DESKTOP]>([
  ["the shop's server, on a desktop", undefined, DESKTOP],
  ['a server of the spec contract only, on a phone', 'spec', PHONE],
])('Shop feedback against %s', (_server, contract, viewport) => {
  const journey = contract ? specServer : fullServer;
  const tag = contract ?? 'full';

  async function openPage() {
    const { page } = await journey.freshPage();
    await page.setViewportSize(viewport);
    return page;
  }

  it('a business applies for a wholesale account from the footer', { timeout: 120_000 }, async () => {
    const page = await openPage();
    await page.goto(`${journey.shop.url}/`);
    await (await footerLink(page, 'Apply for a wholesale account')).click();
    await page.getByRole('heading', { level: 1, name: 'Apply for a wholesale account' }).waitFor(SEE);
    const form = page.getByRole('form', { name: 'Wholesale application' });
    await form.getByLabel('Business name').fill('Bark & Co');
    await form.getByLabel('E-mail').fill('ana@');
    await form.getByRole('button', { name: 'Send application' }).click();
    await form.getByText('Email is not valid').waitFor(SEE);
    await form.getByText('Please enter this field').first().waitFor(SEE);
    await snapshot(page, `feedback-${tag}-01-application-problems`);
    await expectNoSeriousViolations(page, `the application with its problems at ${viewport.width} px`);
    await form.getByLabel('Type of business').selectOption('Pet store');
    await form.getByLabel('Contact name').fill('Ana Ruiz');
    await form.getByLabel('E-mail').fill('Ana@BarkCo.com');
    await form.getByLabel('Phone').fill('+1 512 555 0100');
    await form.getByLabel('First name').fill('Ana');
    await form.getByLabel('Last name').fill('Ruiz');
    await form.getByLabel('Street address').fill('1 Main St');
    await form.getByLabel('City').fill('Austin');
    await form.getByLabel('State').fill('TX');
    await form.getByLabel('ZIP code').fill('78701');
    await form.getByLabel('Website and social links (optional)').fill('https://instagram.com/barkco');
    await form.getByRole('button', { name: 'Send application' }).click();
    const done = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Thank you! Your application is in.' }) });
    await done.waitFor(SEE);
    expect(await done.textContent()).toContain('ana@barkco.com');
    expect(await done.textContent()).toContain('Bark & Co');
    await snapshot(page, `feedback-${tag}-02-application-sent`);
  });

  it('a shopper reads the reviews; the demo customer writes one for the Food Topper bought, from its page', { timeout: 120_000 }, async () => {
    const page = await openPage();
    await page.goto(`${journey.shop.url}/product/p-super-chew`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.getByText('4.5 out of 5 · 2 reviews').waitFor(SEE);
    await reviews.getByRole('img', { name: 'Rated 4.5 out of 5' }).waitFor(SEE);
    await reviews.getByText('Lasts for weeks.').waitFor(SEE);
    await reviews.getByLabel('Sort reviews').selectOption('highest');
    await expect.poll(() => reviews.getByRole('listitem').first().textContent(), SEE).toContain('Lasts for weeks.');
    await reviews.scrollIntoViewIfNeeded();
    await snapshot(page, `feedback-${tag}-03-reviews`);
    await expectNoSeriousViolations(page, `a product's reviews at ${viewport.width} px`);

    await signInThroughApi(page, journey.shop.url, 'demo@pawprint.test');
    await page.goto(`${journey.shop.url}/product/p-food-topper`);
    const topper = page.getByRole('region', { name: 'Reviews' });
    await topper.getByText('No reviews yet').waitFor(SEE);
    await topper.getByRole('link', { name: 'Write a review' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor(SEE);
    const form = page.getByRole('form', { name: 'Write a review' });
    await expect.poll(() => form.getByLabel('Product').inputValue(), SEE).toBe('p-food-topper');
    // The stars are the radios' visible labels.
    await form.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
    expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await form.getByLabel('Your review').fill('Our picky eater finishes every bowl now.');
    await form.getByRole('button', { name: 'Send review' }).click();
    await page.getByText('Thanks! Your review is sent and shows once approved.').first().waitFor(SEE);
    await page.goto(`${journey.shop.url}/product/p-food-topper`);
    await page.getByRole('region', { name: 'Reviews' }).getByText('You reviewed this product; it shows here once approved.').waitFor(SEE);
    await snapshot(page, `feedback-${tag}-04-reviewed`);
  });

  it("a customer answers a survey from an e-mail's link", { timeout: 120_000 }, async () => {
    const page = await openPage();
    await page.goto(`${journey.shop.url}/survey/survey-box`);
    await page.getByRole('heading', { level: 1, name: 'How was your box?' }).waitFor(SEE);
    const form = page.getByRole('form', { name: 'How was your box?' });
    await form.getByRole('button', { name: 'Send answers' }).click();
    await form.getByText('Please choose an answer').waitFor(SEE);
    await expectNoSeriousViolations(page, `a survey at ${viewport.width} px`);
    await form.getByRole('radio', { name: 'Loved them' }).check();
    await form.getByRole('button', { name: 'Send answers' }).click();
    await page.getByRole('heading', { name: 'Thank you! Your answers are in.' }).waitFor(SEE);
    await snapshot(page, `feedback-${tag}-05-survey`);
    await page.goto(`${journey.shop.url}/survey/no-such-survey`);
    await page.getByRole('heading', { level: 1, name: "We couldn't find that page." }).waitFor(SEE);
  });
});

describe("The retail store's modules", () => {
  const journey = fullServer;

  it('a retailer sees the active modules of the store, by type, on a desktop and on a phone', { timeout: 120_000 }, async () => {
    const { page } = await journey.freshPage();
    await signInThroughApi(page, journey.shop.url, 'retailer@pawprint.test');
    await page.goto(`${journey.shop.url}/retailer-shop`);
    await page.getByRole('heading', { level: 1, name: 'Pawprint Wholesale' }).waitFor(SEE);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.getByText('Orders placed by Thursday ship the following Monday.').waitFor(SEE);
      const banner = page.getByRole('region', { name: 'New: Treat Sampler Case' });
      await banner.waitFor(SEE);
      await page.getByRole('region', { name: 'Wholesale contact' }).getByRole('link', { name: 'wholesale@pawprint.test' }).waitFor(SEE);
      await snapshot(page, `feedback-store-modules-${viewport.width}`);
      await expectNoSeriousViolations(page, `the retailer shop's modules at ${viewport.width} px`);
    }
    // Switched off, or of a type the shop does not know: not shown.
    expect(await page.getByText('Closed for the holidays.').count()).toBe(0);
    await page.getByRole('region', { name: 'New: Treat Sampler Case' }).getByRole('link', { name: 'About wholesale' }).click();
    await page.waitForURL((url) => url.pathname === '/retailers', SEE);
  });
});
