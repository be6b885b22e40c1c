import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { freshContext, launchChromium } from './browser';
import { startShop, type RunningShop } from './shop-server';
import type { FaultConfig } from '../../src/adapters/mock-backend/faults';

export const DEMO_PASSWORD = 'pawprint';
export const TEST_CARD = '4242 4242 4242 4242';

/** How long a person waits for something to appear before calling it broken. */
export const SEE = { timeout: 15_000 };

export interface Journey {
  readonly shop: RunningShop;
  readonly browser: Browser;
  /** A fresh browser context (no storage, no cookies) and a page in it. */
  freshPage(): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * One browser and one fresh shop per test file (launching Chromium is the slow part on a small machine);
 * every test still starts from its own fresh context. Contexts are closed after each file.
 */
export function useJourney(options: { faults?: FaultConfig } = {}): Journey {
  let shop: RunningShop | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop({ faults: options.faults }), launchChromium()]);
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
      const page = await context.newPage();
      // A crash in the page fails the journey with the page's own message.
      page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
      return { context, page };
    },
  };
}

/** The cart drawer, found by its title as a person sees it. */
export const cartDrawer = (page: Page): Locator => page.getByRole('dialog', { name: 'YOUR CART' });

/** The header's cart button; its name carries the item count ('Open cart, 1 item'). */
export const cartButton = (page: Page): Locator => page.getByRole('button', { name: /^Open cart, \d+ items?$/ });

/** A toast with exactly this text, in either live region. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.toasts').getByText(text, { exact: typeof text === 'string' });

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
  await cartDrawer(page).getByRole('listitem', { name: dog.dogName }).waitFor(SEE);
}

/** Fills the login form at /login and waits until the header shows the signed-in controls. */
export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor(SEE);
}
