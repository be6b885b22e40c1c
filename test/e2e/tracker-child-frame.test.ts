// A page with the agent embeds a frame of another origin that runs the agent in cross-domain mode: the
// frame opens no session of its own, its nodes reach the ingest in the parent's batches under the
// parent's session, and the decoded recording shows them inside the frame element (001 §6, §9). The
// start reply's assistOnly keeps a page out of the recording; its delay (an ingest whose clock is ahead) moves the
// timestamps.
import type { Browser, Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { ReplayModel, type ModelNode } from '../../src/replay/replay-model';
import { freshContext, withChromiumAnd } from './browser';
import { agentStarted, recordedPage, startIngestSite, type IngestSite } from '../support/ingest-site';

let browser: Browser;
let parent: IngestSite;
let other: IngestSite;
/** A third origin, for a frame inside the child frame. */
let third: IngestSite;
withChromiumAnd(
  async () => {
    const [a, b, c] = await Promise.all([startIngestSite(), startIngestSite(), startIngestSite()]);
    return { a, b, c, close: async () => void (await Promise.all([a.close(), b.close(), c.close()])) };
  },
  (b, servers) => {
    browser = b;
    parent = servers.a;
    other = servers.b;
    third = servers.c;
  },
);

/** Every text under `id` in the decoded page, frame documents included. */
function textsUnder(model: ReplayModel, id: number): string[] {
  const node: ModelNode | undefined = model.nodes.get(id);
  if (!node) return [];
  if (node.kind === 'text') return [node.data];
  return [...node.children, ...(node.frameDoc === undefined ? [] : [node.frameDoc])].flatMap((c) => textsUnder(model, c));
}

const tokensOf = (ingest: IngestSite, token: string) => ingest.batches.filter((b) => b.token === token).flatMap((b) => b.messages);

describe('A cross-origin child frame in cross-domain mode (Chromium)', () => {
  it('records into the parent’s session, inside the frame element', async () => {
    other.pages.set(
      '/child',
      recordedPage('<main><h2 id="title">Inside the frame</h2><p>Squeaky bone</p></main>', { crossdomain: { enabled: true, parentDomain: parent.url } }),
    );
    parent.pages.set('/with-frame', recordedPage(`<h1>Parent page</h1><iframe id="box" title="Partner widget" src="${other.url}/child" width="400" height="300"></iframe>`));
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${parent.url}/with-frame`);
      const parentResult = await agentStarted(page);
      expect(parentResult).toMatchObject({ success: true });
      await expect.poll(() => page.frames().find((f) => f.url().startsWith(other.url)), { timeout: 20_000 }).toBeTruthy();
      const frame = page.frames().find((f) => f.url().startsWith(other.url)) as Frame;
      const childResult = await agentStarted(frame, 30_000);
      // The child has the parent's session token and asked no ingest for a session of its own.
      expect(childResult).toEqual({ success: true, sessionID: '', userUUID: '', sessionToken: parentResult.sessionToken });
      expect(other.starts).toEqual([]);
      expect(parent.starts).toHaveLength(1);

      await frame.evaluate(() => {
        document.getElementById('title')!.textContent = 'Changed inside the frame';
      });
      await expect
        .poll(() => JSON.stringify(tokensOf(parent, parentResult.sessionToken)).includes('Changed inside the frame'), { timeout: 20_000 })
        .toBe(true);
      // The frame's own custom event reaches the parent's session too.
      await frame.evaluate(() => (window as unknown as { tracker: { event(n: string, p: unknown): void } }).tracker.event('size-picked', { size: 'M' }));
      await expect
        .poll(() => tokensOf(parent, parentResult.sessionToken).some((m) => m[0] === M.CustomEvent && m[1] === 'size-picked' && String(m[2]).includes('"M"')), { timeout: 20_000 })
        .toBe(true);
      // Every batch went under the parent's session.
      expect(parent.batches.every((b) => b.token === parentResult.sessionToken)).toBe(true);
      expect(other.batches).toEqual([]);

      const messages: Message[] = tokensOf(parent, parentResult.sessionToken);
      const model = new ReplayModel();
      for (const m of messages) model.apply(m);
      const frameId = messages.find((m) => m[0] === M.CreateElementNode && m[4] === 'iframe')![1] as number;
      expect(model.element(frameId)?.frameDoc).toBeDefined();
      const inFrame = textsUnder(model, frameId).join(' ');
      expect(inFrame).toContain('Changed inside the frame');
      expect(inFrame).toContain('Squeaky bone');
      // The parent's own page is there too, outside the frame.
      expect(textsUnder(model, 0).join(' ')).toContain('Parent page');
      expect(inFrame).not.toContain('Parent page');
    } finally {
      await context.close();
    }
  });
});

describe('A cross-origin frame inside a cross-origin child frame (Chromium)', () => {
  it('records into the top page’s session, in place inside both frame elements', async () => {
    third.pages.set(
      '/grandchild',
      recordedPage('<section><h3 id="deep">Treat finder</h3><button>Find treats</button></section>', { crossdomain: { enabled: true, parentDomain: other.url } }),
    );
    other.pages.set(
      '/middle',
      recordedPage(`<h2>Partner widget</h2><iframe id="inner" title="Treat finder" src="${third.url}/grandchild" width="300" height="200"></iframe>`, {
        crossdomain: { enabled: true, parentDomain: parent.url },
      }),
    );
    parent.pages.set('/nested', recordedPage(`<h1>Top page</h1><iframe id="outer" title="Partner widget" src="${other.url}/middle" width="500" height="400"></iframe>`));
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${parent.url}/nested`);
      const top = await agentStarted(page);
      expect(top).toMatchObject({ success: true });
      const frameAt = (origin: string) => page.frames().find((f) => f.url().startsWith(origin));
      await expect.poll(() => frameAt(third.url), { timeout: 20_000 }).toBeTruthy();
      const inner = frameAt(third.url) as Frame;
      const innerResult = await agentStarted(inner, 40_000);
      // The frame two levels down holds the top page's session token and opened no session anywhere.
      expect(innerResult).toEqual({ success: true, sessionID: '', userUUID: '', sessionToken: top.sessionToken });

      await inner.evaluate(() => {
        document.getElementById('deep')!.textContent = 'Treats found deep inside';
      });
      await expect.poll(() => JSON.stringify(tokensOf(parent, top.sessionToken)).includes('Treats found deep inside'), { timeout: 20_000 }).toBe(true);
      expect(other.starts).toEqual([]);
      expect(third.starts).toEqual([]);
      expect(other.batches).toEqual([]);
      expect(third.batches).toEqual([]);

      // Replayed in place: the inner frame's page is the document of the <iframe> in the middle frame's page,
      // which is the document of the <iframe> in the top page.
      const messages: Message[] = tokensOf(parent, top.sessionToken);
      const model = new ReplayModel();
      for (const m of messages) model.apply(m);
      const frames = messages.filter((m) => m[0] === M.CreateElementNode && m[4] === 'iframe').map((m) => m[1] as number);
      const outerId = frames.find((id) => textsUnder(model, id).join(' ').includes('Partner widget'))!;
      expect(outerId).toBeDefined();
      const innerId = frames.find((id) => id !== outerId && textsUnder(model, id).join(' ').includes('Treats found deep inside'))!;
      expect(innerId).toBeDefined();
      expect(textsUnder(model, outerId).join(' ')).toContain('Treats found deep inside');
      expect(textsUnder(model, innerId).join(' ')).not.toContain('Partner widget');
      expect(textsUnder(model, innerId).join(' ')).toContain('Find treats');
      expect(textsUnder(model, 0).join(' ')).toContain('Top page');
    } finally {
      await context.close();
    }
  });
});

describe('The start reply in Chromium', () => {
  it('assistOnly: the session starts, nothing of the page reaches the ingest and no worker runs', async () => {
    // The page asks for a session for live assistance only, and the ingest's reply says assistOnly.
    parent.pages.set('/assist', recordedPage('<p>Assisted visit</p>', {}, '', { assistOnly: true }));
    parent.endpoints.set('/marker', () => ({ status: 200, body: '{}' }));
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${parent.url}/assist`);
      const result = await agentStarted(page);
      expect(result.success).toBe(true);
      expect(parent.starts.at(-1)).toMatchObject({ assistOnly: true });
      await page.evaluate(async () => {
        (window as unknown as { tracker: { event(n: string, p: unknown): void } }).tracker.event('while-assisting', {});
        document.body.appendChild(document.createElement('p')).textContent = 'more';
        window.dispatchEvent(new Event('pagehide'));
        // After the page's exit path would have sent its batch: the marker request comes after it.
        await fetch('/marker');
      });
      await expect.poll(() => parent.endpointHits.includes('/marker')).toBe(true);
      expect(tokensOf(parent, result.sessionToken)).toEqual([]);
      expect(page.workers()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('delay: every timestamp the ingest gets is on its own clock', async () => {
    const HOUR = 3_600_000;
    parent.pages.set('/delayed', recordedPage('<p>Clock check</p>'));
    const before = Date.now();
    // The ingest's clock is an hour ahead of the page's: its reply's delay says so, and its startTimestamp is on its clock.
    parent.real.clockOffsetMs = HOUR;
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${parent.url}/delayed`);
      const result = await agentStarted(page);
      await page.evaluate(() => (window as unknown as { tracker: { event(n: string, p: unknown): void } }).tracker.event('clock-check', {}));
      await expect.poll(() => tokensOf(parent, result.sessionToken).some((m) => m[0] === M.CustomEvent && m[1] === 'clock-check'), { timeout: 20_000 }).toBe(true);
      const after = Date.now();
      const stamps = tokensOf(parent, result.sessionToken).filter((m) => m[0] === M.Timestamp).map((m) => m[1] as number);
      expect(stamps.length).toBeGreaterThan(0);
      for (const t of stamps) {
        expect(t).toBeGreaterThanOrEqual(before + HOUR);
        expect(t).toBeLessThanOrEqual(after + HOUR);
      }
    } finally {
      parent.real.clockOffsetMs = 0;
      await context.close();
    }
  });
});
