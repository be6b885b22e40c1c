import { describe, expect, it } from 'vitest';
import { SEE, snapshot, useJourney } from './journey';
import { inReplay, openReplayAsOwner, openSessionOf, playToEnd, replayedHtml } from './replay-page';
import { syntheticSession } from '../replay/synthetic-session';

const journey = useJourney();
const USER = 'replay.visitor@example.com';

/** Sends a hand-built session to the shop's ingest as an agent would. */
async function recordSyntheticVisit(baseUrl: string): Promise<void> {
  const start = await fetch(`${baseUrl}/ingest/v1/web/start`, {
    method: 'POST',
    body: JSON.stringify({ projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: Date.now(), userID: USER, width: 1280, height: 800 }),
  });
  expect(start.status).toBe(200);
  const { token } = await start.json();
  for (const [pageNo, batchNum, bytes] of syntheticSession(60_000).batches) {
    const r = await fetch(`${baseUrl}/ingest/v1/web/i?batch=${pageNo}_${batchNum}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: bytes });
    expect(r.status).toBe(200);
  }
}

describe('Replay of a recorded session at /replay', () => {
  it('lists the session, plays it to the end with the final page rebuilt, seeks to the middle and lists clicks by label', async () => {
    await recordSyntheticVisit(journey.shop.url);
    const { page } = await journey.freshPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Trusted Type/i.test(m.text())) refused.push(m.text());
    });
    await openSessionOf(page, journey.shop.url, USER, journey.shop.owner);
    await expect(page.getByText(`${USER} · `).textContent()).resolves.toContain('2 pages · 1:00');
    // the recorded page's own inline styles apply in the frame (its policy allows styles, never scripts)
    expect(await inReplay<string>(page, `(doc) => getComputedStyle(doc.querySelector('header')).backgroundColor`)).toBe('rgb(180, 68, 27)');

    // the frame is sandboxed without scripts
    const sandbox = await page.locator('iframe.replay-frame').getAttribute('sandbox');
    expect(sandbox).toBe('allow-same-origin');

    // clicks with their labels, the masked input, the page change and the custom event, in order
    const events = page.getByRole('complementary', { name: /^Events/ });
    const labels = await events.getByRole('button').allTextContents();
    expect(labels.filter((l) => l.startsWith('ClickAdd to Cart'))).toHaveLength(7);
    expect(labels).toContain('InputEmail0:36');
    expect(labels).toContain('Page/checkoutCheckout0:48');
    expect(labels.at(-1)).toBe('Eventvisit-ended1:00');

    await playToEnd(page);
    await snapshot(page, 'replay-01-played-to-end');
    // the last page, exactly: structure, attributes and text
    expect(await replayedHtml(page)).toBe('<html><body><h1>Checkout</h1><p>Items: 7</p></body></html>');

    // the middle (0:30, idle): four boxes added, counter at 4, the e-mail not typed yet
    await page.getByRole('slider', { name: 'Timeline' }).fill('30000');
    await page.getByText('0:30 / 1:00').waitFor(SEE);
    const middle = await inReplay<{ counter: string; items: string[]; heading: string; button: string }>(page, `(doc) => ({
      counter: doc.querySelector('[data-testid=counter]').textContent,
      items: [...doc.querySelectorAll('ul li')].map((li) => li.textContent),
      heading: doc.querySelector('h1').textContent,
      button: doc.querySelector('button.add').outerHTML,
    })`);
    expect(middle).toEqual({ counter: 'In cart: 4', items: ['Box 4', 'Box 3', 'Box 2', 'Box 1'], heading: 'Treat and Chew Box', button: '<button class="add">Add to Cart</button>' });
    await snapshot(page, 'replay-02-middle');

    // the event list jumps: the input at 0:36 shows the e-mail masked
    await events.getByRole('button', { name: /Input\s*Email/ }).click();
    await page.getByText('0:36 / 1:00').waitFor(SEE);
    expect(await inReplay<string>(page, `(doc) => doc.querySelector('input[type=email]').value`)).toBe('*'.repeat(17));

    // keyboard: space plays and pauses, arrows jump 5 s
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('ArrowLeft');
    await page.getByText('0:31 / 1:00').waitFor(SEE);
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Pause' }).waitFor(SEE);
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Play' }).waitFor(SEE);
    // the replay page and its frame keep to their policies without a single refusal
    expect(refused).toEqual([]);
  });

  it('says so when there is nothing to list, and when a session cannot be found', async () => {
    const { page } = await journey.freshPage();
    await openReplayAsOwner(page, `${journey.shop.url}/replay?user=nobody-at-all`, journey.shop.owner);
    await page.getByText('No sessions match these filters.').waitFor(SEE);
    await page.goto(`${journey.shop.url}/replay?session=404`);
    await page.getByText('This session could not be loaded: The ingest answered 404 Not Found.').waitFor(SEE);
  });

  it('fits a laptop screen and a phone', async () => {
    await recordSyntheticVisit(journey.shop.url);
    for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
      const { page } = await journey.freshPage();
      await page.setViewportSize(viewport);
      await openSessionOf(page, journey.shop.url, USER, journey.shop.owner);
      await page.getByRole('slider', { name: 'Timeline' }).fill('20000');
      const fits = await page.evaluate(() => {
        const within = (sel: string) => {
          const r = document.querySelector(sel)!.getBoundingClientRect();
          return r.left >= 0 && r.right <= window.innerWidth + 0.5 && r.width > 0;
        };
        return { screen: within('.replay-screen'), controls: within('.replay-controls'), play: within('.replay-play'), noScroll: document.documentElement.scrollWidth <= window.innerWidth };
      });
      expect(fits).toEqual({ screen: true, controls: true, play: true, noScroll: true });
      await snapshot(page, `replay-03-fit-${viewport.width}`);
    }
  });
});
