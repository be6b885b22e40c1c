// A shopper browses the shop (the shop records itself against its own /ingest), adds a box to
// the cart and opens checkout; the site owner then finds that visit in /replay and plays it.
import { describe, expect, it } from 'vitest';
import { MessageType as M } from '../../src/protocol/messages';
import { decodeStoredBatches } from '../../src/replay/session-source';
import { addBoxForDog, cartDrawer, openProductFromHome, SEE, snapshot, useJourney } from './journey';
import { inReplay, openSessionOf, playToEnd } from './replay-page';
import { afterNextFrames } from './browser';

const journey = useJourney();
const SHOPPER = 'journey.shopper@example.com';

describe('Journey: a visit to the shop, then its replay', () => {
  it('records browsing, add to cart and checkout; /replay lists the visit and plays it to the checkout page', async () => {
    const { context, page } = await journey.freshPage();
    await context.addInitScript((email) => localStorage.setItem('email', email), SHOPPER);
    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    // The shop starts recording once the page's content is on screen (docs/decisions.md, 'When the shop starts
    // recording'); the shopper here is faster than any person, so the clicks below wait until the visit is recorded.
    await expect
      .poll(async () => (await (await journey.shop.ownerFetch(`${journey.shop.url}/ingest/api/sessions?userId=${encodeURIComponent(SHOPPER)}`)).json()).sessions.length, { timeout: 30_000, interval: 100 })
      .toBe(1);
    await addBoxForDog(page, { dogName: 'Biscuit', email: SHOPPER });
    await cartDrawer(page).getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor(SEE);
    await afterNextFrames(page);
    // Leaving the page sends what is left of the recording.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

    let sessionID = '';
    await expect
      .poll(async () => {
        const listed = await (await journey.shop.ownerFetch(`${journey.shop.url}/ingest/api/sessions?userId=${encodeURIComponent(SHOPPER)}`)).json();
        sessionID = listed.sessions[0]?.sessionID ?? '';
        if (!sessionID) return false;
        const body = new Uint8Array(await (await journey.shop.ownerFetch(`${journey.shop.url}/ingest/api/sessions/${sessionID}/batches`)).arrayBuffer());
        return decodeStoredBatches(body).batches.flat().some((m) => m[0] === M.SetPageLocation && m[1].endsWith('/checkout'));
      }, { timeout: 30_000, interval: 500 })
      .toBe(true);

    const viewer = (await journey.freshPage()).page;
    await openSessionOf(viewer, journey.shop.url, SHOPPER, journey.shop.owner);
    const events = viewer.getByRole('complementary', { name: /^Events/ });
    await expect(events.getByRole('button', { name: /^Click\s*Add to Cart/ }).count()).resolves.toBeGreaterThanOrEqual(2);
    await expect(events.getByRole('button', { name: /^Click\s*Checkout/ }).count()).resolves.toBeGreaterThanOrEqual(1);
    await expect(events.getByRole('button', { name: /^Event\s*visitor-loaded/ }).count()).resolves.toBe(1);
    // the page changes end at checkout (the first pages may pass before the agent has started)
    const pages = await events.getByRole('button', { name: /^Page/ }).allTextContents();
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.at(-1)).toMatch(/^Page.*0:\d\d$/);

    await playToEnd(viewer);
    expect(await inReplay<string>(viewer, `(doc) => doc.querySelector('h1') && doc.querySelector('h1').textContent`)).toBe('Checkout');
    await snapshot(viewer, 'replay-journey-checkout');

    // jumping back to the first 'Add to Cart' click shows the product page again
    await events.getByRole('button', { name: /^Click\s*Add to Cart/ }).first().click();
    await expect
      .poll(() => inReplay<string>(viewer, `(doc) => doc.querySelector('h1') && doc.querySelector('h1').textContent`), { timeout: 5_000 })
      .toBe('Treat and Chew Box');
    await snapshot(viewer, 'replay-journey-product');
  });
});
