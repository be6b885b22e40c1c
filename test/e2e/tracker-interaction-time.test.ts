// On a page whose DOM never changes, every interaction is recorded when it happens: clicks, each
// keystroke, each scroll position and the pointer's trail, each stamped within 100 ms of the event, the pointer
// and scroll positions at most once per commit tick; a click's label is the rendered text.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { COMMIT_TICK_MS } from '../../src/tracker/options';
import { afterNextFrames, freshContext, withChromiumAnd } from './browser';
import { agentStarted, recordedPage, startIngestSite, type IngestSite } from '../support/ingest-site';

let browser: Browser;
let ingest: IngestSite;
withChromiumAnd(startIngestSite, (b, s) => {
  browser = b;
  ingest = s;
});

const ARRIVED = { timeout: 20_000 };

/** A still page that notes when each event happened (page clock). */
const STILL_PAGE = recordedPage(`
  <label for="dog">Dog's name</label><input id="dog">
  <button type="button">Treat<style>.treat { color: brown }</style><script>void 'inline source';</script></button>
  <div style="height:4000px">tall</div>
  <script>
    window.times = { click: [], input: [], scroll: [], move: [] };
    addEventListener('click', () => times.click.push(Date.now()), true);
    addEventListener('input', () => times.input.push(Date.now()), true);
    addEventListener('scroll', () => times.scroll.push(Date.now()), true);
    addEventListener('mousemove', () => times.move.push(Date.now()), true);
  </script>`);

/** Each message of a type with the time of the Timestamp before it. */
function stamped(messages: Message[], type: number): { at: number; message: Message }[] {
  let at = 0;
  const out: { at: number; message: Message }[] = [];
  for (const m of messages) {
    if (m[0] === M.Timestamp) at = m[1];
    else if (m[0] === type) out.push({ at, message: m });
  }
  return out;
}

const near = (at: number, times: number[]) => Math.min(...times.map((t) => Math.abs(at - t)));

/**
 * Gaps between consecutive stamps: the pointer's position and each scroll target's are written at most once per
 * commit tick (001 §9: 30 ms), so no two are closer (a millisecond less for the clock's rounding).
 */
const gaps = (stamps: { at: number }[]) => stamps.slice(1).map((s, i) => s.at - stamps[i].at);
const THROTTLED = COMMIT_TICK_MS - 1;

describe('Interaction on time (standalone agent in Chromium)', () => {
  it('records each click, keystroke, scroll and pointer move within 100 ms of the event, none coalesced away', async () => {
    ingest.pages.set('/still', STILL_PAGE);
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto(`${ingest.url}/still`);
    const token = (await agentStarted(page, ARRIVED.timeout)).sessionToken;
    await expect.poll(() => ingest.batches.some((b) => b.token === token), ARRIVED).toBe(true);

    await page.getByRole('button', { name: 'Treat' }).click();
    // Real time on purpose: spaced keystrokes and scrolls are the subject (each must keep its own time).
    await page.getByRole('textbox', { name: "Dog's name" }).pressSequentially('Rex!', { delay: 150 });
    for (let i = 0; i < 4; i++) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(150);
    }
    await page.mouse.move(10, 10);
    await page.mouse.move(600, 400, { steps: 8 });
    await afterNextFrames(page);
    // The agent stamps on the ingest's clock: the page's plus the delay the ingest's start reply gave.
    const delay = Number(ingest.startReplies.find((r) => r.token === token)?.delay);
    expect(Number.isFinite(delay)).toBe(true);
    const pageTimes = await page.evaluate(() => (window as unknown as { times: Record<string, number[]> }).times);
    const times = Object.fromEntries(Object.entries(pageTimes).map(([kind, list]) => [kind, list.map((t) => t + delay)]));
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => stamped(ingest.batches.filter((b) => b.token === token).flatMap((b) => b.messages), M.MouseMove).length, ARRIVED).toBeGreaterThan(2);
    const messages = ingest.batches.filter((b) => b.token === token).flatMap((b) => b.messages);

    const clicks = stamped(messages, M.MouseClick);
    expect(clicks.length).toBe(times.click.length);
    for (const c of clicks) expect(near(c.at, times.click)).toBeLessThan(100);
    // The label is the text a person reads, not an inline style's or script's source.
    expect(clicks[0].message[3]).toBe('Treat');

    const keys = stamped(messages, M.SetInputValue);
    expect(keys.map((k) => k.message[3])).toEqual([1, 2, 3, 4]);
    keys.forEach((k, i) => expect(Math.abs(k.at - times.input[i])).toBeLessThan(100));

    const scrolls = stamped(messages, M.SetViewportScroll).filter((s) => Number(s.message[2]) > 0);
    expect(new Set(scrolls.map((s) => s.message[2])).size).toBeGreaterThanOrEqual(4);
    for (const s of scrolls) expect(near(s.at, times.scroll)).toBeLessThan(100);
    for (const gap of gaps(stamped(messages, M.SetViewportScroll))) expect(gap).toBeGreaterThanOrEqual(THROTTLED);

    const moves = stamped(messages, M.MouseMove);
    expect(new Set(moves.map((m) => `${m.message[1]},${m.message[2]}`)).size).toBeGreaterThan(2);
    for (const m of moves) expect(near(m.at, times.move)).toBeLessThan(100);
    // The pointer moved more often than the tick (9 moves through CDP within a few ticks): its trail is thinned to one a tick.
    expect(times.move.length).toBeGreaterThan(moves.length);
    for (const gap of gaps(moves)) expect(gap).toBeGreaterThanOrEqual(THROTTLED);
    await context.close();
  });
});
