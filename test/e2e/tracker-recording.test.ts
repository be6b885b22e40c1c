// The agent records a busy page in Chromium; what reaches the ingest, decoded, rebuilds the page.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { comparableTree, expectedTree, liveTree, Replay, type TreeNode } from '../tracker/dom-replay';
import { afterNextFrames, freshContext, withChromiumAnd } from './browser';
import { agentStarted, recordedPage, startIngestSite, type IngestSite } from '../support/ingest-site';

let browser: Browser;
let ingest: IngestSite;
withChromiumAnd(startIngestSite, (b, s) => {
  browser = b;
  ingest = s;
});

const BUSY_PAGE = recordedPage(`
  <main id="app">
    <h1 class="title">Busy page</h1>
    <label for="card-name">Name on card</label><input id="card-name" autocomplete="off">
    <div data-pawprint-unmask><label for="dog-name">Dog's name</label><input id="dog-name"></div>
    <input id="newsletter" type="checkbox">
    <div id="scroller" style="height:100px;overflow:auto"><div style="height:2000px">tall</div></div>
    <button id="go" type="button">Go</button>
    <section id="grid"></section>
  </main>`);

async function startedOn(page: Page, path: string): Promise<void> {
  await page.goto(`${ingest.url}${path}`);
  expect(await agentStarted(page)).toMatchObject({ success: true, sessionID: expect.any(String) });
}

/** Ends the recording's page view (as when the visitor leaves) and waits for the marker event to arrive. */
async function flushAndCollect(page: Page, marker: string): Promise<Message[]> {
  await page.evaluate((name) => {
    (window as unknown as { tracker: { event(n: string, p: unknown): void } }).tracker.event(name, {});
    window.dispatchEvent(new Event('pagehide'));
  }, marker);
  await expect
    .poll(() => ingest.messages().some((m) => m[0] === M.CustomEvent && m[1] === marker), { timeout: 20_000 })
    .toBe(true);
  return ingest.messages();
}

describe('Recording a busy page in Chromium', () => {
  it('rebuilds the final DOM from the decoded batches: structure, attributes, text, masked fields', async () => {
    ingest.pages.set('/busy', BUSY_PAGE);
    const context = await freshContext(browser);
    const page = await context.newPage();
    await startedOn(page, '/busy');

    // Builds, mutates, moves and removes a few thousand nodes over several tasks.
    await page.evaluate(async () => {
      const grid = document.getElementById('grid')!;
      // Real time on purpose: the changes come over separate tasks, as on a busy page.
      const pause = () => new Promise((r) => setTimeout(r, 5));
      for (let block = 0; block < 10; block++) {
        const frag = document.createDocumentFragment();
        for (let i = 0; i < 100; i++) {
          const row = document.createElement('div');
          row.className = `row b${block}`;
          row.dataset.n = String(block * 100 + i);
          row.innerHTML = `<span class="k">${block}-${i}</span><em>x</em>`;
          frag.appendChild(row);
        }
        grid.appendChild(frag);
        await pause();
      }
      const rows = Array.from(grid.children) as HTMLElement[];
      rows.forEach((row, i) => {
        if (i % 3 === 0) row.setAttribute('data-state', 'seen');
        if (i % 5 === 0) (row.firstElementChild!.firstChild as Text).data = `changed ${i}`;
        if (i % 7 === 0) row.removeAttribute('class');
      });
      await pause();
      // The recorder takes in the rows now (as when the visitor leaves), so what follows moves recorded rows: left to
      // its 30 ms commit, a loaded machine may commit only after the moves, which then arrive as new rows, not moves.
      window.dispatchEvent(new Event('pagehide'));
      for (let i = 0; i < 200; i++) grid.insertBefore(rows[999 - i], rows[i]);
      await pause();
      for (let i = 0; i < 300; i++) rows[i * 3].remove();
      const host = document.createElement('div');
      host.id = 'host';
      host.attachShadow({ mode: 'open' }).innerHTML = '<p class="in-shadow">shadow text</p>';
      grid.prepend(host);
      await pause();
      host.shadowRoot!.appendChild(document.createElement('b')).textContent = 'later';
      const frame = document.createElement('iframe');
      frame.srcdoc = '<p id="inner">framed</p>';
      document.getElementById('app')!.appendChild(frame);
      await new Promise((r) => frame.addEventListener('load', r, { once: true }));
      frame.contentDocument!.body.appendChild(frame.contentDocument!.createElement('i')).textContent = 'added in frame';
      await pause();
      // A same-origin frame inside a shadow root, itself holding a frame: both documents are recorded, and so are
      // later changes inside the innermost one.
      const shadowFrame = document.createElement('iframe');
      shadowFrame.srcdoc = '<p id="shadow-framed">framed in a shadow root</p>';
      const shadowFrameLoaded = new Promise((r) => shadowFrame.addEventListener('load', r, { once: true }));
      host.shadowRoot!.appendChild(shadowFrame);
      await shadowFrameLoaded;
      const nested = shadowFrame.contentDocument!.createElement('iframe');
      nested.srcdoc = '<p id="nested">a frame in a frame</p>';
      const nestedLoaded = new Promise((r) => nested.addEventListener('load', r, { once: true }));
      shadowFrame.contentDocument!.body.appendChild(nested);
      await nestedLoaded;
      await pause();
      nested.contentDocument!.body.appendChild(nested.contentDocument!.createElement('i')).textContent = 'added in the nested frame';
      await pause();
      const wrapper = document.createElement('article');
      wrapper.append(...rows.slice(500, 520));
      grid.appendChild(wrapper);
    });
    await page.locator('#card-name').pressSequentially('Jane Q Public');
    await page.locator('#dog-name').pressSequentially('Rex');
    await page.locator('#newsletter').check();
    await page.evaluate(() => {
      document.getElementById('scroller')!.scrollTop = 300;
      window.scrollTo(0, 400);
    });
    await page.locator('#go').click();
    await afterNextFrames(page); // the scroll events of the last frame reach the recorder

    const messages = await flushAndCollect(page, 'busy-done');
    const live = (await page.evaluate(liveTree, await page.evaluateHandle(() => document.documentElement))) as TreeNode;
    const replay = new Replay().apply(messages);
    if (process.env.DEBUG_REPLAY) {
      const art = messages.findIndex((m) => m[0] === M.CreateElementNode && m[4] === 'article');
      const { writeFileSync } = await import('node:fs');
      writeFileSync('/tmp/replay.json', JSON.stringify(comparableTree(replay.tree()!), null, 1));
      writeFileSync('/tmp/live.json', JSON.stringify(comparableTree(expectedTree(live)), null, 1));
      writeFileSync('/tmp/messages.json', messages.map((m) => JSON.stringify(m)).join('\n'));
      console.log('article at', art);
    }
    expect(replay.errors).toEqual([]);
    expect(comparableTree(replay.tree()!)).toEqual(comparableTree(expectedTree(live)));
    expect(JSON.stringify(live)).toContain('added in the nested frame');

    const fields = replay.fields();
    expect(fields['card-name']).toEqual({ value: '', mask: 'Jane Q Public'.length });
    expect(fields['dog-name']).toEqual({ value: 'Rex', mask: 0 });
    expect(fields.newsletter.checked).toBe(true);
    expect(JSON.stringify(messages)).not.toContain('Jane Q Public');

    const types = new Set(messages.map((m) => m[0]));
    for (const t of [M.BatchMetadata, M.TabData, M.SetPageLocation, M.SetViewportSize, M.SetViewportScroll, M.SetNodeScroll, M.MouseClick, M.SetNodeFocus, M.MoveNode, M.RemoveNode, M.CreateIFrameDocument]) {
      expect(types, `message type ${t}`).toContain(t);
    }
    const clicks = messages.filter((m) => m[0] === M.MouseClick);
    expect(clicks.map((m) => [m[3], m[4]])).toContainEqual(['Go', '#go']);
    expect(ingest.batches[0].messages[0][0]).toBe(M.BatchMetadata);
    expect(ingest.starts[0]).toMatchObject({ trackerVersion: '16.2.1', projectKey: 'test-project', doNotRecord: false, bufferDiff: 0 });
    await context.close();
  });
});
