import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { freshContext, journeyChromium, screenshot } from './browser';
import { startShop, type RunningShop } from './shop-server';
import type { FaultConfig } from '../../src/server/mock-api/faults';
import { DEMO_PASSWORD, TEST_CARD as CARD } from '../support/fixtures';

export { DEMO_PASSWORD };
/** The card number a shopper types (the one the mock accepts). */
export const TEST_CARD = CARD.number;

/** How long a person waits for something to appear before calling it broken. */
export const SEE = { timeout: 15_000 };

/** The last console errors of each page, for a failed journey's report. */
const consoleErrors = new WeakMap<Page, string[]>();

export interface Journey {
  readonly shop: RunningShop;
  readonly browser: Browser;
  /** A fresh browser context (no storage, no cookies) and a page in it. */
  freshPage(): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * One connection to the shared browser and one fresh shop per test file;
 * every test starts from its own fresh context, closed when the test ends.
 */
export function useJourney(options: Parameters<typeof startShop>[0] = {}): Journey {
  let shop: RunningShop | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop(options), journeyChromium()]);
  });
  // An uncaught exception or unhandled rejection in any page fails the journey it happened in. A finished
  // journey's pages are closed: left open, each kept animating and recording (a tenth of a core per page on
  // CI's machine) through every later journey of the file, and its errors were blamed on them.
  afterEach(async ({ task }) => {
    // A failed journey says what its pages showed: CI keeps only the failure's report, not the screen.
    const seenAtFailure = task.result?.state === 'fail' ? await whatPagesShowed(contexts, shop?.logs ?? []) : null;
    const errors = pageErrors.splice(0);
    await Promise.allSettled(contexts.splice(0).map((c) => c.close()));
    pageErrors.length = 0;
    if (seenAtFailure) throw new Error(`What the pages showed when the journey failed:\n${seenAtFailure}`);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });
  afterAll(async () => {
    await Promise.allSettled(contexts.map((c) => c.close()));
    await browser?.close();
    await shop?.close();
  });
  return {
    get shop() {
      if (!shop) throw new Error('shop not started');
      return shop;
    },
    get browser() {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
    async freshPage() {
      if (!browser) throw new Error('browser not started');
      const context = await freshContext(browser);
      contexts.push(context);
      context.on('weberror', (error) => pageErrors.push(`${error.page()?.url() ?? ''}: ${error.error().message}`));
      const page = await context.newPage();
      context.on('console', (message) => {
        if (message.type() !== 'error' || !message.page()) return;
        const list = consoleErrors.get(message.page()!) ?? [];
        consoleErrors.set(message.page()!, [...list.slice(-9), message.text().slice(0, 300)]);
      });
      // E2E_CPU_THROTTLE=4 slows the page's CPU fourfold: a way to shake out races before CI does.
      const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 1);
      if (throttle > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
      return { context, page };
    },
  };
}

/**
 * Runs `run` for every item at once (each screen size in a fresh page of its own, side by side): while one page
 * computes, another waits for the network or a timer. Every run goes to its end; then the first failure is thrown.
 */
export async function sideBySide<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  const outcomes = await Promise.allSettled(items.map((item) => run(item)));
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failure) throw failure.reason;
}

/** The cart drawer, found by its title as a person sees it. */
export const cartDrawer = (page: Page): Locator => page.getByRole('dialog', { name: 'YOUR CART' });

/**
 * A line of the drawer as the server has taken it: an add's line shows at once, marked busy until the server's
 * answer (a reload before that answer would leave the device without the new cart's key).
 */
export const confirmedLine = (page: Page, name: string): Locator =>
  cartDrawer(page).getByRole('listitem', { name }).and(page.locator(':not([aria-busy])'));

/** The header's cart button; its name carries the item count ('Open cart, 1 item'). */
export const cartButton = (page: Page): Locator => page.getByRole('button', { name: /^Open cart, \d+ items?$/ });

/** Each open page's address and visible text, the page's last console errors and the server's last lines. */
async function whatPagesShowed(contexts: BrowserContext[], serverLines: string[]): Promise<string> {
  const pages = contexts.flatMap((c) => c.pages());
  const shown = await Promise.all(
    pages.map(async (page) => {
      const text = await page
        .evaluate(() => (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 1200))
        .catch((error: Error) => `(unreadable: ${error.message})`);
      const problems = consoleErrors.get(page) ?? [];
      return `- ${page.url()}\n  text: ${text}${problems.length ? `\n  console errors: ${problems.slice(-5).join(' | ')}` : ''}`;
    }),
  );
  return [...shown, `server's last lines:\n${serverLines.slice(-12).join('\n')}`].join('\n');
}

/** A toast with exactly this text, in either live region. */
export const toast = (page: Page, text: string | RegExp): Locator => {
  const options = { exact: typeof text === 'string' };
  // Progress and success toasts are announced politely (role status), errors as alerts.
  return page.getByRole('status').getByText(text, options).or(page.getByRole('alert').getByText(text, options));
};

/** Opens a product from the home page by its tile link. */
export async function openProductFromHome(page: Page, baseUrl: string, productName: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('link', { name: productName, exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: productName }).waitFor(SEE);
}

export interface DogDetails {
  dogName: string;
  size?: string;
  email?: string;
}

/**
 * From a box's product page: 'Add to Cart', fill 'Dog Information' and (guests) 'Human Information',
 * confirm with the dialog's 'Add to Cart', and wait for the drawer to show the bundle named after the dog.
 */
export async function addBoxForDog(page: Page, dog: DogDetails): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  const modal = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Dog Information' }) });
  await modal.waitFor(SEE);
  await modal.getByLabel('Dog Name').fill(dog.dogName);
  await modal.getByRole('group', { name: 'Size' }).getByRole('button', { name: dog.size ?? 'Medium (20-50 lb)' }).click();
  if (dog.email !== undefined) {
    await modal.getByRole('region', { name: 'Human Information' }).getByLabel('Email').fill(dog.email);
  }
  await modal.getByRole('button', { name: 'Add to Cart' }).click();
  await confirmedLine(page, dog.dogName).waitFor(SEE);
}

/** Adds a product without dog information from its page; a guest gives their e-mail the first time. */
export async function addGood(page: Page, baseUrl: string, path: string, name: string, email?: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name }).waitFor(SEE);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  if (email !== undefined) {
    const modal = page.getByRole('dialog', { name });
    await modal.waitFor(SEE);
    const field = modal.getByRole('region', { name: 'Human Information' }).getByLabel('Email');
    if ((await field.inputValue()) === '') await field.fill(email);
    await modal.getByRole('button', { name: 'Add to Cart' }).click();
  }
  await confirmedLine(page, name).first().waitFor(SEE);
  await cartDrawer(page).getByRole('button', { name: 'Close' }).click();
  await cartDrawer(page).waitFor({ state: 'hidden', ...SEE });
}

/** Fills the login form at /login and waits until the header shows the signed-in controls. */
export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('tab', { name: 'Password' }).click();
  const form = page.getByRole('form', { name: 'Sign in with your password' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor(SEE);
}

/**
 * Signs in as the login form does, by the same API call, without the form: the session cookie lands in the page's
 * browser context, and the next page it opens is signed in. For journeys whose subject is not signing in (those that
 * are fill the form: sign-in.test.ts, account-flows.test.ts); the form took a page load and a round of typing each time.
 */
export async function signInThroughApi(page: Page, baseUrl: string, email: string): Promise<void> {
  const query = 'mutation Login($input: LoginInput!) { login(input: $input) { access_token } }';
  // Signed as the shop's page signs its calls: the server's signature for the operation at this moment (001 §7).
  const timestamp = Date.now();
  const signing = await page.request.post(`${baseUrl}/api/generate-signature`, { data: { path: '/mutation/Login', timestamp } });
  const { signature } = (await signing.json()) as { signature: string };
  const answer = await page.request.post(`${baseUrl}/graphql`, {
    headers: {
      'x-client-id': 'pawprint-test', 'x-website-id': 'pawprint', 'x-timestamp': String(timestamp),
      'x-operation-type': 'mutation', 'x-operation-name': 'Login', 'x-signature': signature,
    },
    data: { operationName: 'Login', query, variables: { input: { email, password: DEMO_PASSWORD } } },
  });
  const body = (await answer.json()) as { data?: { login?: { access_token?: string } }; errors?: unknown };
  expect(JSON.stringify(body.errors ?? null), `sign-in of ${email}`).toBe('null');
  expect(body.data?.login?.access_token, `sign-in of ${email}`).toBeTruthy();
}

/** Waits until the element and what is inside it stop moving (a slide-in or fade has finished; spinners are ignored). */
export async function untilStill(locator: Locator): Promise<void> {
  await locator.waitFor(SEE);
  await locator.evaluate(async (el) => {
    const finite = () =>
      el.getAnimations({ subtree: true }).filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? 0)));
    // A transition may start on the next frame, so look again after one.
    for (let round = 0; round < 2; round++) {
      await Promise.all(finite().map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

/**
 * Waits until the page answers a person: a page the server rendered is shown before its script has taken it over
 * (inert, then marked `data-hydrating` while its taps are held, both lifted once hydrated); a key on it before
 * then reaches no handler.
 */
export async function pageIsLive(page: Page): Promise<void> {
  await page.locator('#root:not([inert]):not([data-hydrating])').waitFor({ ...SEE, state: 'attached' });
}

/**
 * Waits until a person can actually see the element: visible, inside the viewport, and not covered by
 * anything else at its centre (a toast behind a drawer's backdrop is in the DOM but not seen).
 */
export async function seen(locator: Locator): Promise<void> {
  // The same message may be up twice (two failures in a row): the first one must be seen.
  await locator.first().waitFor(SEE);
  const handle = await locator.first().elementHandle();
  if (!handle) throw new Error('element went away');
  await handle.evaluate(
    (el) =>
      new Promise<void>((resolve, reject) => {
        const deadline = performance.now() + 5000;
        const check = () => {
          const box = el.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          const inView = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
          const top = inView ? document.elementFromPoint(x, y) : null;
          if (top && (el === top || el.contains(top))) return resolve();
          if (performance.now() > deadline) {
            return reject(new Error(`"${el.textContent}" is covered by ${top ? `<${top.tagName.toLowerCase()} class="${top.className}">` : 'nothing in view'}`));
          }
          requestAnimationFrame(check);
        };
        check();
      }),
  );
}

/** Saves a screenshot of the screen once slides, fades and floating labels have come to rest. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await untilStill(page.locator('body'));
  await screenshot(page, name);
}

/** Types the test card into the checkout's payment form (the processor's fields); the caller places the order. */
export async function fillCard(page: Page): Promise<Locator> {
  const payment = page.getByRole('form', { name: 'Payment' });
  await payment.getByLabel('Card number').fill(TEST_CARD);
  await payment.getByLabel('Expiry (MM/YY)').fill('12/34');
  await payment.getByLabel('CVC').fill('123');
  return payment;
}

/** Fills the checkout's shipping address as a shopper types it; the caller saves it (some look first). */
export async function fillShippingAddress(page: Page): Promise<Locator> {
  const address = page.getByRole('form', { name: 'Shipping address' });
  await address.waitFor(SEE);
  await address.getByLabel('First name').fill('Alex');
  await address.getByLabel('Last name').fill('Doe');
  await address.getByLabel('Address line 1').fill('1 Bark Street');
  await address.getByLabel('City').fill('Austin');
  await address.getByLabel('State').fill('TX');
  await address.getByLabel('Postal code').fill('78701');
  return address;
}
