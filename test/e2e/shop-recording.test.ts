// 001 §1: on load the shop starts recording the visit against its own /ingest and records a
// visitor-loaded event; the recording's user id is the e-mail kept on this device.
import { guestShopperId } from '../../src/domain/recording/shopper-identity';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeStoredBatches } from '../../src/replay/session-source';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { freshContext, journeyChromium, screenshot } from './browser';
import { startShop, type RunningShop } from './shop-server';

let browser: Browser;
let shop: RunningShop;

beforeAll(async () => {
  browser = await journeyChromium();
  shop = await startShop();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

interface Listed { sessions: { sessionID: string; userID: string | null }[] }

async function sessionMessages(sessionID: string): Promise<Message[]> {
  const body = new Uint8Array(await (await shop.ownerFetch(`${shop.url}/ingest/api/sessions/${sessionID}/batches`)).arrayBuffer());
  const { batches, unreadable } = decodeStoredBatches(body);
  expect(unreadable).toBe(0);
  return batches.flat();
}

// The two visits run side by side, each in its own context with its own stored e-mail (so its own session): each
// mostly waits for the shop to start recording, at the latest 5 s after the window's load when the visitor has not
// reached for anything. Each asserts with its own test's `expect`.
describe.concurrent('The shop records its visitors', () => {
  it('starts on load, records visitor-loaded with the stored e-mail as user id, and the page itself', async ({ expect }) => {
    const context = await freshContext(browser);
    await context.addInitScript(() => localStorage.setItem('email', 'visitor@example.com'));
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.goto(`${shop.url}/`);
    await page.getByRole('link', { name: 'Treat and Chew Box', exact: true }).first().waitFor();

    let sessionID = '';
    await expect
      .poll(async () => {
        const listed = (await (await shop.ownerFetch(`${shop.url}/ingest/api/sessions?userId=visitor@example.com`)).json()) as Listed;
        sessionID = listed.sessions[0]?.sessionID ?? '';
        if (!sessionID) return false;
        const messages = await sessionMessages(sessionID);
        return messages.some((m) => m[0] === M.CustomEvent && m[1] === 'visitor-loaded');
      }, { timeout: 30_000, interval: 500 })
      .toBe(true);
    // The shop is a GraphQL app: a product page's queries are recorded by operation name.
    await page.getByRole('link', { name: 'Treat and Chew Box', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Treat and Chew Box' }).waitFor({ timeout: 15_000 });
    // Leaving the page flushes the rest of the recording.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect.poll(async () => (await sessionMessages(sessionID)).some((m) => m[0] === M.SetNodeData && m[2] === 'Treat and Chew Box'), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await sessionMessages(sessionID)).filter((m) => m[0] === M.GraphQL && m[2] !== '').length, { timeout: 20_000 }).toBeGreaterThan(0);
    const messages = await sessionMessages(sessionID);
    // a guest is named by the pseudonym of the kept e-mail, never by the e-mail itself
    expect(messages).toContainEqual([M.UserID, guestShopperId('visitor@example.com')]);
    expect(JSON.stringify(messages)).not.toContain('visitor@example.com');
    expect(messages.map((m) => m[0])).toContain(M.CreateDocument);
    expect(warnings.filter((w) => /recording/i.test(w))).toEqual([]);
    await screenshot(page, 'shop-recorded-home-1280');
    await context.close();
  });

  it('on a 390 px phone the page shows as usual while it is recorded', async ({ expect }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('email', 'phone@example.com'));
    const page = await context.newPage();
    await page.goto(`${shop.url}/`);
    await page.getByRole('link', { name: 'Treat and Chew Box', exact: true }).first().waitFor();
    await expect
      .poll(async () => ((await (await shop.ownerFetch(`${shop.url}/ingest/api/sessions?userId=phone@example.com`)).json()) as Listed).sessions.length, { timeout: 30_000, interval: 500 })
      .toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'shop-recorded-home-390');
    await context.close();
  });
});
