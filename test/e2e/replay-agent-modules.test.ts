// The agent's optional modules, end to end against the shop's own ingest: a page that logs, fails,
// calls GraphQL, draws on a canvas and shows a tagged element is recorded; the ingest's project turns on
// a tag, a flag and canvas snapshots; /replay then shows the requests (GraphQL by operation name), the
// console with its errors, the web vitals with their rating, the tag on the timeline and the canvas
// drawn in place, and a click on a row seeks the player there.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MessageType as M } from '../../src/protocol/messages';
import { decodeStoredBatches } from '../../src/replay/session-source';
import { startMockServer } from '../../src/server/http/server';
import { defaultProjects } from '../../src/server/ingest/ingest-projects';
import { parseAllowedOrigins } from '../../src/server/ingest/cors';
import { parseIngestFaults } from '../../src/server/ingest/ingest-faults';
import { freshContext, withChromiumAnd } from './browser';
import { SEE } from './journey';
import { openReplayAsOwner } from './replay-page';
import { ownerCookie, ownerFetch } from '../support/owner-sign-in';
import { agentStarted } from '../support/ingest-site';

async function startShopWithProject() {
  const [project] = defaultProjects();
  project.tags = [{ id: 7, selector: '#promo' }];
  project.featureFlags = [{ key: 'new-cart', value: true, is_persist: true }, { key: 'theme', value: 'dark', is_persist: false }];
  project.canvasEnabled = true;
  project.canvasFPS = 4;
  const server = await startMockServer({
    port: 0, dataDir: null, staticDir: 'dist', log: () => undefined,
    ingest: { projects: [project], faults: parseIngestFaults(''), limits: {}, allowedOrigins: parseAllowedOrigins('') },
  });
  const owner = server.recordings.owners[0];
  const cookie = await ownerCookie(server.url, owner);
  return { url: server.url, owner, ownerFetch: ownerFetch(cookie), close: () => server.close() };
}

let browser: Browser;
let shop: Awaited<ReturnType<typeof startShopWithProject>>;
withChromiumAnd(startShopWithProject, (b, s) => {
  browser = b;
  shop = s;
});

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Modules visit</title></head>
<body><h1>Dog treats</h1><canvas id="chart" width="120" height="60"></canvas>
<div style="height: 1600px">Scroll for the promotion</div><p id="promo" hidden>Promotion!</p>
<script type="module">
  import { Tracker } from '/tracker/tracker.js';
  const tracker = new Tracker({ projectKey: 'pawprint-shop', ingestPoint: location.origin + '/ingest', console: true });
  window.tracker = tracker;
  const ctx = document.getElementById('chart').getContext('2d');
  ctx.fillStyle = 'rgb(200, 30, 30)';
  ctx.fillRect(0, 0, 120, 60);
  tracker.start({ userID: 'modules.visitor@example.com' }).then(async (r) => {
    window.startResult = r;
    console.log('cart loaded', { items: 2, password: 'hunter2' });
    console.warn('slow image');
    await fetch('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ operationName: 'MenuLinks', query: 'query MenuLinks { __typename }' }) });
    setTimeout(() => { throw new Error('Boom in a timer'); });
    Promise.reject(new Error('Rejected on purpose'));
    await tracker.reloadFlags();
    window.flags = { on: tracker.isFlagEnabled('new-cart'), theme: tracker.getFeatureFlag('theme'), missing: tracker.isFlagEnabled('nope') };
    tracker.event('modules-ready');
  });
</script></body></html>`;

async function stored(sessionID: string) {
  const body = new Uint8Array(await (await shop.ownerFetch(`${shop.url}/ingest/api/sessions/${sessionID}/batches`)).arrayBuffer());
  return decodeStoredBatches(body).batches.flat();
}

async function timelineValue(page: Page): Promise<number> {
  return Number(await page.getByRole('slider', { name: 'Timeline' }).inputValue());
}

describe('Agent modules, recorded and replayed', () => {
  it('records requests, console, errors, vitals, flags, a tag and canvas snapshots; /replay shows them and seeks to each', async () => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await context.route(`${shop.url}/modules-visit`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.goto(`${shop.url}/modules-visit`);
    const { sessionID } = await agentStarted(page, SEE.timeout);
    await page.waitForFunction(() => (window as unknown as { flags?: unknown }).flags, null, SEE);
    expect(await page.evaluate(() => (window as unknown as { flags: unknown }).flags)).toEqual({ on: true, theme: 'dark', missing: false });
    expect(await page.evaluate(() => sessionStorage.getItem('__pawprint_persist_flags'))).toContain('new-cart');

    // The canvas is photographed while it is on screen, before the page scrolls away from it: the tag
    // comes later, so the replay has a snapshot to draw at the tag's moment however slowly the module loaded.
    await expect.poll(async () => (await stored(sessionID)).some((m) => m[0] === M.CanvasNode), SEE).toBe(true);
    // The tagged element appears and is scrolled into view; canvas snapshots go up in tens (4 a second).
    await page.evaluate(() => document.getElementById('promo')!.removeAttribute('hidden'));
    await page.getByText('Promotion!').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await stored(sessionID)).some((m) => m[0] === M.TagTrigger && m[1] === 7), SEE).toBe(true);
    // Back to the canvas: only a canvas on screen is photographed.
    await page.getByRole('heading', { name: 'Dog treats' }).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => ((await (await shop.ownerFetch(`${shop.url}/ingest/api/sessions/${sessionID}`)).json()) as { notes: { type: string }[] }).notes.some((n) => n.type === 'canvas-images'), { timeout: 20_000 })
      .toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect.poll(async () => (await stored(sessionID)).some((m) => m[0] === M.WebVitals && m[1] === 'CLS'), SEE).toBe(true);

    const messages = await stored(sessionID);
    expect(messages).toContainEqual([M.ConsoleLog, 'log', 'cart loaded {"items":2,"password":"******"}']);
    expect(messages).toContainEqual([M.ConsoleLog, 'warn', 'slow image']);
    expect(messages.some((m) => m[0] === M.JSException && m[2] === 'Boom in a timer')).toBe(true);
    expect(messages.some((m) => m[0] === M.JSException && m[2] === 'Rejected on purpose')).toBe(true);
    expect(messages.some((m) => m[0] === M.GraphQL && m[2] === 'MenuLinks')).toBe(true);
    expect(messages.some((m) => m[0] === M.WebVitals && m[1] === 'FCP')).toBe(true);
    expect(messages.some((m) => m[0] === M.CanvasNode)).toBe(true);
    // The agent's own calls (start, batches, flags, tags, images) are not among the requests.
    expect(messages.filter((m) => m[0] === M.NetworkRequest).some((m) => String(m[3]).includes('/ingest/'))).toBe(false);
    await context.close();

    const viewer = await (await freshContext(browser)).newPage();
    await openReplayAsOwner(viewer, `${shop.url}/replay?session=${sessionID}`, shop.owner);
    await viewer.getByRole('button', { name: 'Play' }).waitFor(SEE);

    // Network: the GraphQL operation by name; a click seeks the player to it.
    await viewer.getByRole('tab', { name: /^Network/ }).click();
    const operation = viewer.getByRole('button', { name: /query MenuLinks/ });
    await operation.waitFor(SEE);
    await operation.click();
    const at = Number(await operation.getAttribute('data-time'));
    expect(at).toBeGreaterThan(0);
    await expect.poll(() => timelineValue(viewer)).toBe(Math.round(at));

    // Console: lines and the two errors, highlighted; masked values stay masked.
    await viewer.getByRole('tab', { name: /^Console \(\d+, 2 errors\)/ }).click();
    const boom = viewer.getByRole('tabpanel').getByRole('button', { name: /^exception: Error: Boom in a timer/ });
    await boom.waitFor(SEE);
    expect(await boom.getAttribute('class')).toContain('devtools-error');
    await expect(viewer.getByRole('tabpanel').getByText('cart loaded {"items":2,"password":"******"}').count()).resolves.toBe(1);

    // Web vitals with their rating.
    await viewer.getByRole('tab', { name: 'Web vitals' }).click();
    await viewer.getByRole('button', { name: /^FCP \d+ ms (Good|Needs improvement|Poor)/ }).waitFor(SEE);

    // The tag on the timeline, and the canvas drawn in place (its red fill).
    await viewer.getByRole('button', { name: /Tag 7 seen/ }).click();
    await expect
      .poll(() => viewer.evaluate(() => {
        const canvas = (document.querySelector('iframe.replay-frame') as HTMLIFrameElement).contentDocument!.querySelector('canvas');
        const pixel = canvas?.getContext('2d')?.getImageData(10, 10, 1, 1).data;
        return pixel ? [pixel[0], pixel[1], pixel[2]] : null;
      }), SEE)
      .toEqual([expect.toSatisfy((r: number) => r > 150), expect.toSatisfy((g: number) => g < 80), expect.toSatisfy((b: number) => b < 80)]);
  });
});
