// The real agent records a scripted page against the shop's own ingest; /replay plays the
// session back. The replayed page at the end, and at the moment marked in the middle, equals
// the live page then (structure, attributes, text), read with the recorder tests' tree reader.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { decodeStoredBatches } from '../../src/replay/session-source';
import { comparableTree, expectedTree, liveTree, type TreeNode } from '../tracker/dom-replay';
import { SEE, snapshot, useJourney } from './journey';
import { openSessionOf, playToEnd, withoutReplayMarks } from './replay-page';
import { agentStarted } from '../support/ingest-site';

const journey = useJourney();
const USER = 'scripted.visitor@example.com';

const SCRIPTED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scripted visit</title>
<style>body{font-family:sans-serif} .done{color:green}</style></head>
<body><main id="app"><h1 class="title">Scripted visit</h1>
<label for="dog">Dog's name</label><input id="dog" data-pawprint-unmask>
<label for="card">Name on card</label><input id="card" autocomplete="off">
<button id="add" type="button" aria-label="Add a treat">Add</button>
<ul id="treats"></ul><p id="status">Nothing yet</p></main>
<script type="module">
  import { Tracker } from '/tracker/tracker.js';
  const tracker = new Tracker({ projectKey: 'pawprint-shop', ingestPoint: location.origin + '/ingest' });
  window.tracker = tracker;
  tracker.start().then((r) => { window.startResult = r; tracker.setUserID(${JSON.stringify(USER)}); });
  let n = 0;
  document.getElementById('add').addEventListener('click', () => {
    n++;
    const li = document.createElement('li');
    li.className = 'treat';
    li.dataset.n = String(n);
    li.textContent = 'Treat ' + n;
    document.getElementById('treats').prepend(li);
    document.getElementById('status').textContent = n + ' treats';
  });
</script></body></html>`;

async function treeOfLivePage(page: Page): Promise<TreeNode> {
  const body = await page.evaluateHandle(() => document.body);
  return comparableTree(expectedTree((await page.evaluate(liveTree, body)) as TreeNode));
}

async function treeOfReplay(page: Page): Promise<TreeNode> {
  const body = await page.evaluateHandle(() => (document.querySelector('iframe.replay-frame') as HTMLIFrameElement).contentDocument!.body);
  return comparableTree(withoutReplayMarks((await page.evaluate(liveTree, body)) as TreeNode));
}

async function storedMessages(baseUrl: string, sessionID: string): Promise<Message[]> {
  const body = new Uint8Array(await (await journey.shop.ownerFetch(`${baseUrl}/ingest/api/sessions/${sessionID}/batches`)).arrayBuffer());
  return decodeStoredBatches(body).batches.flat();
}

describe('Replay of a page recorded by the real agent', () => {
  it('plays to the end with the live final DOM; the middle event shows the page as it was then; clicks listed by label', async () => {
    const { context, page } = await journey.freshPage();
    await context.route(`${journey.shop.url}/scripted-visit`, (route) => route.fulfill({ contentType: 'text/html', body: SCRIPTED_PAGE }));
    await page.goto(`${journey.shop.url}/scripted-visit`);
    const { sessionID } = await agentStarted(page, SEE.timeout);
    expect(sessionID).toMatch(/^\d+$/);

    // First half: two treats and the dog's name typed.
    await page.getByRole('button', { name: 'Add a treat' }).click();
    await page.getByRole('button', { name: 'Add a treat' }).click();
    await page.getByLabel("Dog's name").pressSequentially('Rex');
    // Real time on purpose: the recorder commits on its 30 ms clock, and 'halfway' must follow the changes it marks.
    await page.waitForTimeout(300);
    const middle = await treeOfLivePage(page);
    await page.evaluate(() => (window as unknown as { tracker: { event(n: string, p?: unknown): void } }).tracker.event('halfway'));
    // Real time on purpose: the replay's timeline is the recording's clock; the two halves lie apart on it.
    await page.waitForTimeout(1200);

    // Second half: a third treat, a secret typed, a class changed, an element removed.
    await page.getByRole('button', { name: 'Add a treat' }).click();
    await page.getByLabel('Name on card').pressSequentially('Jane Q Public');
    await page.evaluate(() => {
      document.getElementById('status')!.classList.add('done');
      document.querySelector('li[data-n="1"]')!.remove();
    });
    // Real time on purpose: the recorder commits on its 30 ms clock before the end is marked.
    await page.waitForTimeout(300);
    const end = await treeOfLivePage(page);
    await page.evaluate(() => {
      (window as unknown as { tracker: { event(n: string, p?: unknown): void } }).tracker.event('visit-end');
      window.dispatchEvent(new Event('pagehide'));
    });
    await expect.poll(async () => (await storedMessages(journey.shop.url, sessionID)).some((m) => m[0] === M.CustomEvent && m[1] === 'visit-end'), { timeout: 20_000 }).toBe(true);
    expect(JSON.stringify(await storedMessages(journey.shop.url, sessionID))).not.toContain('Jane Q Public');

    const viewer = (await journey.freshPage()).page;
    await openSessionOf(viewer, journey.shop.url, USER, journey.shop.owner);
    const events = viewer.getByRole('complementary', { name: /^Events/ });
    const clicks = await events.getByRole('button', { name: /^Click/ }).allTextContents();
    expect(clicks.map((c) => c.replace(/\d+:\d\d$/, ''))).toEqual(['ClickAdd a treat', 'ClickAdd a treat', 'ClickAdd a treat']);

    await playToEnd(viewer);
    expect(await treeOfReplay(viewer)).toEqual(end);
    const card = await viewer.evaluate(() => ((document.querySelector('iframe.replay-frame') as HTMLIFrameElement).contentDocument!.getElementById('card') as HTMLInputElement).value);
    expect(card).toBe('*'.repeat('Jane Q Public'.length));
    await snapshot(viewer, 'replay-agent-end');

    await events.getByRole('button', { name: /^Event\s*halfway/ }).click();
    await expect.poll(() => treeOfReplay(viewer), { timeout: 5_000 }).toEqual(middle);
    const dog = await viewer.evaluate(() => ((document.querySelector('iframe.replay-frame') as HTMLIFrameElement).contentDocument!.getElementById('dog') as HTMLInputElement).value);
    expect(dog).toBe('Rex');
    await snapshot(viewer, 'replay-agent-middle');
  });
});
