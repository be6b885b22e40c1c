// The session list and the player as an owner uses them: each session's address, a search that
// narrows the list, idle time skipped, pages named by their own titles; on a desktop and a phone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEE, sideBySide, snapshot, useJourney } from './journey';
import { inReplay, openReplayAsOwner, openSessionOf } from './replay-page';
import { pausedVisit, timedBatches, type TimedMessage } from '../replay/timed-batches';

const journey = useJourney();

/** Sends timed messages to the shop's ingest as an agent would; the session's id. */
async function record(userID: string, timed: TimedMessage[], batchEvery = 4000, address?: string): Promise<string> {
  const baseUrl = journey.shop.url;
  const start = await fetch(`${baseUrl}/ingest/v1/web/start`, {
    method: 'POST',
    body: JSON.stringify({ projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: Date.now(), userID, width: 1280, height: 800 }),
  });
  expect(start.status).toBe(200);
  const { token, sessionID } = await start.json();
  for (const { pageNo, batchNum, bytes } of timedBatches(timed, Date.now() - 60_000, batchEvery, address)) {
    const r = await fetch(`${baseUrl}/ingest/v1/web/i?batch=${pageNo}_${batchNum}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: bytes });
    expect(r.status).toBe(200);
  }
  return sessionID;
}

/** Starts noting every clock text the player shows, from now on. */
async function watchClock(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __seen: string[] };
    w.__seen = [];
    const clock = document.querySelector('.replay-time')!;
    new MutationObserver(() => w.__seen.push((clock.textContent ?? '').split(' / ')[0])).observe(clock, { childList: true, characterData: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
}

const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

/** A short visit to one page of the shop, with one click on a button of that page. */
const visitTo = (address: string, button: string): TimedMessage[] => [
  [0, [122, address, '', 0, 'Pawprint']],
  [0, [5, 1280, 800]],
  [0, [7]],
  [0, [8, 1, 0, 0, 'body', false]],
  [0, [8, 2, 1, 0, 'button', false]],
  [0, [9, 3, 2, 0]],
  [0, [14, 3, button]],
  [1500, [68, 2, 120, button, 'button', 50, 50]],
];

describe('The session list', () => {
  it("shows each session's address, and a search for a page or a button narrows the list to the visits that had it", async () => {
    const chews = 'http://127.0.0.1/treats/duck-chews';
    const box = 'http://127.0.0.1/box/start';
    await record('address.chews@example.com', visitTo(chews, 'Add to Cart'), 4000, chews);
    await record('address.box@example.com', visitTo(box, 'Choose a size'), 4000, box);
    // Each screen in a page of its own, side by side.
    await sideBySide(VIEWPORTS, async (viewport) => {
      const { page } = await journey.freshPage();
      await page.setViewportSize(viewport);
      await openReplayAsOwner(page, `${journey.shop.url}/replay`, journey.shop.owner);
      await page.getByRole('heading', { level: 1, name: 'Recorded sessions' }).waitFor(SEE);
      const table = page.getByRole('table', { name: 'Recorded sessions' });
      await table.waitFor(SEE);
      const headers = await table.getByRole('columnheader').allTextContents();
      const address = headers.indexOf('Address');
      expect(address).toBeGreaterThanOrEqual(0);
      const sessionRows = table.getByRole('row').filter({ has: page.getByRole('link', { name: /^Play the session/ }) });
      const addressesShown = async () => {
        const rows = await sessionRows.all();
        return Promise.all(rows.map((row) => row.getByRole('cell').nth(address).textContent()));
      };
      const listed = await addressesShown();
      expect(listed).toContain(chews);
      expect(listed).toContain(box);
      // on a phone the table scrolls sideways: the address is there to scroll to, whole
      const chewsCell = table.getByRole('cell', { name: chews, exact: true });
      await chewsCell.scrollIntoViewIfNeeded();
      const seen = await chewsCell.boundingBox();
      expect(seen!.x).toBeGreaterThanOrEqual(0);
      expect(seen!.x + seen!.width).toBeLessThanOrEqual(viewport.width);

      // a page the owner remembers by a word of its address
      const search = page.getByRole('searchbox', { name: 'Page, event or click' });
      await search.fill('chews');
      await search.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'chews', SEE);
      await page.getByRole('status').filter({ hasText: /^1 session, newest first\.$/ }).waitFor(SEE);
      expect(await addressesShown()).toEqual([chews]);
      await snapshot(page, `replay-list-search-${viewport.width}`);

      // a button the shopper pressed, typed as it reads
      await page.getByRole('searchbox', { name: 'Page, event or click' }).fill('choose a size');
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'choose a size', SEE);
      await page.getByRole('status').filter({ hasText: /^1 session, newest first\.$/ }).waitFor(SEE);
      expect(await addressesShown()).toEqual([box]);

      await page.getByRole('searchbox', { name: 'Page, event or click' }).fill('gift card');
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await page.getByText('No sessions match these filters.').waitFor(SEE);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.waitForURL((url) => !url.searchParams.has('q'), SEE);
      await sessionRows.nth(1).waitFor(SEE);
    });
  }, 150_000);
});

describe('The replay player', () => {
  it('shows the first frame while the rest is loading, says so when the read breaks off, goes on from there, and a jump past what has loaded waits for it', async () => {
    const user = 'streamed.viewer@example.com';
    // a batch a second: the last one (at 11 s) holds the visit's last event
    const sessionID = await record(user, [...pausedVisit(), [11_000, [27, 'visit-ended', '{}']]], 1000);
    const store = journey.shop.sessionStore;
    const original = store.batchStream.bind(store);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // the second read waits until the test has seen the first one's failure
    let letRetryThrough = () => {};
    const retry = new Promise<void>((resolve) => {
      letRetryThrough = resolve;
    });
    const asked: number[] = [];
    store.batchStream = async function* (id: string, from = 0) {
      if (id !== sessionID) return yield* original(id, from);
      asked.push(from);
      if (asked.length === 2) await retry;
      let previous: Uint8Array | null = null;
      let sent = 0;
      for await (const batch of original(id, from)) {
        if (previous) {
          yield previous;
          sent++;
        }
        if (asked.length === 1 && sent === 3) {
          // the first read breaks off after three batches (those reach the browser first)
          await new Promise((resolve) => setTimeout(resolve, 300));
          throw new Error('the disk went away');
        }
        previous = batch;
      }
      // the last batch is held until the test lets it go
      await held;
      if (previous) yield previous;
    };
    try {
      const { page } = await journey.freshPage();
      await openReplayAsOwner(page, `${journey.shop.url}/replay?session=${sessionID}`, journey.shop.owner);
      await page.getByRole('button', { name: 'Play', disabled: false }).waitFor(SEE);
      const broken = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
      await broken.waitFor(SEE);
      expect(await broken.textContent()).toMatch(/^The rest of the session could not be loaded: The connection to the ingest was lost\. What has loaded \(0:0\d\) plays on\. Trying again in 1 s\.$/);
      letRetryThrough();
      // tried again from the fourth batch: the first three are kept, and the alert goes
      await page.getByRole('status').filter({ hasText: /^Loading the session… 0:10 of 0:11$/ }).waitFor(SEE);
      expect(asked).toEqual([0, 3]);
      await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' }).isVisible()).resolves.toBe(false);
      await expect(page.getByRole('main').getAttribute('aria-busy')).resolves.toBe('true');
      expect(await inReplay<string>(page, `(doc) => doc.querySelector('button').textContent`)).toBe('Add to Cart');
      const events = page.getByRole('complementary', { name: /^Events/ });
      await expect(events.getByRole('button', { name: /^Page/ }).allTextContents()).resolves.toEqual(['Page/Pawprint0:00', 'Page/cartYour cart · Pawprint0:10']);
      await expect(events.getByRole('button', { name: /visit-ended/ }).count()).resolves.toBe(0);

      // a jump to 10.8 s, not loaded yet, waits there with the page as it was
      await page.getByRole('slider', { name: 'Timeline' }).fill('10800');
      await page.getByText('0:10 / 0:11').waitFor(SEE);
      expect(await inReplay<string>(page, `(doc) => doc.querySelector('img').alt`)).toBe('icon 0');
      await expect(page.getByRole('slider', { name: 'Timeline' }).inputValue()).resolves.toBe('10800');

      release();
      await page.locator('main[aria-busy="false"]').waitFor(SEE);
      await page.waitForFunction(() => (document.querySelector('iframe.replay-frame') as HTMLIFrameElement).contentDocument!.querySelector('img')?.alt === 'icon 9500', null, SEE);
      await events.getByRole('button', { name: /^Event\s*visit-ended/ }).waitFor(SEE);
      await expect(page.getByText('0:10 / 0:11').isVisible()).resolves.toBe(true);
      await snapshot(page, 'replay-viewer-streamed');
    } finally {
      letRetryThrough();
      release();
      store.batchStream = original;
    }
  }, 150_000);


  it('skips an 8 s pause in which the page only swaps an icon, and plays it through with skipping off', async () => {
    const user = 'idle.viewer@example.com';
    await record(user, pausedVisit());
    // Each screen in a page of its own, side by side: the two play their seconds at the same time.
    await sideBySide(VIEWPORTS, async (viewport) => {
      const { page } = await journey.freshPage();
      await page.setViewportSize(viewport);
      await openSessionOf(page, journey.shop.url, user, journey.shop.owner);
      await expect(page.getByLabel('Skip idle time').isChecked()).resolves.toBe(true);

      const seen = await watchClock(page);
      await page.getByRole('button', { name: 'Play' }).click();
      // at 1×, with the pause skipped, the whole 11 s visit ends after about 4.5 s of playing
      await page.getByText('0:11 / 0:11').waitFor(SEE);
      const shown = await seen();
      expect(shown).toContain('0:02');
      for (const inPause of ['0:04', '0:05', '0:06', '0:07', '0:08']) expect(shown).not.toContain(inPause);

      // skipping off: the pause plays second by second
      await page.getByLabel('Skip idle time').uncheck();
      await page.getByRole('slider', { name: 'Timeline' }).fill('3500');
      const seenAgain = await watchClock(page);
      await page.getByRole('button', { name: 'Play' }).click();
      await page.getByText('0:05 / 0:11').waitFor(SEE);
      expect(await seenAgain()).toContain('0:04');
      await snapshot(page, `replay-viewer-idle-${viewport.width}`);
    });
  }, 240_000);

  it("names each page by the title recorded for it, not by the previous page's", async () => {
    // a long name wraps the header on a small desktop
    const user = 'titles.viewer.with.a.rather.long.name@example.com';
    await record(user, pausedVisit());
    await sideBySide([{ width: 1280, height: 720 }, { width: 1000, height: 600 }, { width: 390, height: 844 }], async (viewport) => {
      const { page } = await journey.freshPage();
      await page.setViewportSize(viewport);
      await openSessionOf(page, journey.shop.url, user, journey.shop.owner);
      const events = page.getByRole('complementary', { name: /^Events/ });
      const pages = await events.getByRole('button', { name: /^Page/ }).allTextContents();
      expect(pages).toEqual(['Page/Pawprint0:00', 'Page/cartYour cart · Pawprint0:10']);
      if (viewport.width > 900) {
        // on a desktop the window opens at the top with the whole frame, scaled to fit, above the controls
        const placed = await page.evaluate(() => {
          const screen = document.querySelector('.replay-screen')!.getBoundingClientRect();
          const controls = document.querySelector('.replay-controls')!.getBoundingClientRect();
          return { scrolled: window.scrollY, screenTop: screen.top >= 0, screenAboveControls: screen.bottom <= controls.top + 0.5, controlsShown: controls.bottom <= window.innerHeight + 0.5 };
        });
        expect(placed).toEqual({ scrolled: 0, screenTop: true, screenAboveControls: true, controlsShown: true });
      }
      await snapshot(page, `replay-viewer-pages-${viewport.width}`);
    });
  }, 150_000);
});
