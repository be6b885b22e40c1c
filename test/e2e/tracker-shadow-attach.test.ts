// A component that attaches its open shadow root after the agent recorded its host: the root's content
// and its later changes reach the ingest, and the decoded recording rebuilds the page, shadow included.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MessageType as M } from '../../src/protocol/messages';
import { comparableTree, expectedTree, liveTree, Replay, type TreeNode } from '../tracker/dom-replay';
import { freshContext, withChromiumAnd } from './browser';
import { agentStarted, recordedPage, startIngestSite, type IngestSite } from '../support/ingest-site';

let browser: Browser;
let ingest: IngestSite;
withChromiumAnd(startIngestSite, (b, s) => {
  browser = b;
  ingest = s;
});

const PAGE = recordedPage(`<main><h1>Dog tags</h1><div id="late-host" class="tag"><span>light DOM</span></div><p id="closed-host"></p></main>`);

describe('Recording a shadow root attached after its host was recorded (Chromium)', () => {
  it('records the open root, its content and its later changes; a closed root stays out', async () => {
    ingest.pages.set('/late-shadow', PAGE);
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${ingest.url}/late-shadow`);
      expect(await agentStarted(page)).toMatchObject({ success: true });
      // The host is in the first snapshot before its component upgrades.
      await page.waitForTimeout(100);

      await page.evaluate(async () => {
        const host = document.getElementById('late-host')!;
        const root = host.attachShadow({ mode: 'open' });
        root.innerHTML = '<p class="in-shadow">Rex, good boy</p><slot></slot>';
        document.getElementById('closed-host')!.attachShadow({ mode: 'closed' }).innerHTML = '<b>secret component</b>';
        // Real time on purpose: the subject is a change made after the agent's own pass has recorded the new root,
        // and that pass leaves no sign in the page to wait for (the batch reaches the ingest only at pagehide).
        await new Promise((r) => setTimeout(r, 100));
        // Changes inside the root after it was recorded are observed too.
        root.querySelector('p')!.textContent = 'Rex, very good boy';
        root.appendChild(document.createElement('em')).textContent = 'added later';
        // Likewise: the changes are observed in the agent's next pass, before the custom event that ends the visit.
        await new Promise((r) => setTimeout(r, 100));
        (window as unknown as { tracker: { event(n: string, p: unknown): void } }).tracker.event('shadow-done', {});
        window.dispatchEvent(new Event('pagehide'));
      });
      await expect
        .poll(() => ingest.messages().some((m) => m[0] === M.CustomEvent && m[1] === 'shadow-done'), { timeout: 20_000 })
        .toBe(true);

      const messages = ingest.messages();
      const replay = new Replay().apply(messages);
      expect(replay.errors).toEqual([]);
      const live = (await page.evaluate(liveTree, await page.evaluateHandle(() => document.documentElement))) as TreeNode;
      expect(comparableTree(replay.tree()!)).toEqual(comparableTree(expectedTree(live)));
      const text = JSON.stringify(messages);
      expect(text).toContain('Rex, very good boy');
      expect(text).toContain('added later');
      expect(messages.filter((m) => m[0] === M.CreateElementNode && m[4] === '#shadow-root')).toHaveLength(1);
      expect(text).not.toContain('secret component');
    } finally {
      await context.close();
    }
  });
});
