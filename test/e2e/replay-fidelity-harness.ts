// What the replay-fidelity files share: a page recorded through the agent and the test ingest, its messages
// replayed to the end into a frame sandboxed as the player's is, and the replayed frame compared with the live
// page pixel by pixel. Pairs of screenshots are kept under FIDELITY_SHOTS (a folder) when it is set, for a look.
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { COMMIT_TICK_MS } from '../../src/tracker/options';
import { afterNextFrames } from './browser';
import { agentStarted, type IngestSite } from '../support/ingest-site';

export const VIEWPORT = { width: 800, height: 600 };
/**
 * Share of pixels that may differ between the live page and its replay. Both are drawn by the same Chromium at the
 * same size with the same fonts, so what differs is what the replay cannot hold: sub-pixel anti-aliasing at
 * the scaled edges, a text caret. Those stay far below 1 % of an 800×600 frame; every loss these tests guard
 * against is an order larger (an unstyled CSS-in-JS page differs on over 10 %, a dialog without its modal backdrop
 * on most of the frame), so 1 % tells a faithful replay from a broken one without flaking on rendering noise.
 */
export const MAX_DIFFERING_SHARE = 0.01;

let replayScript: Promise<string> | undefined;
/** The player's model and DOM builder, bundled for the browser (test/e2e/fixtures/replay-in-page.ts). */
function replayBundle(): Promise<string> {
  replayScript ??= build({ entryPoints: [path.resolve('test/e2e/fixtures/replay-in-page.ts')], bundle: true, write: false, format: 'iife', target: 'es2022' })
    .then((bundled) => bundled.outputFiles[0].text);
  return replayScript;
}

/**
 * Opens `pathname` of the test site (a page that starts the agent), does `act`, leaves the page, and returns this
 * page's session as the ingest got it: from its CreateDocument to the marker event sent last.
 */
export async function recordedOn(ingest: IngestSite, page: Page, pathname: string, act: () => Promise<void>): Promise<Message[]> {
  await page.goto(`${ingest.url}${pathname}`);
  await agentStarted(page);
  await act();
  // Real time on purpose: the agent writes what happened at its own commit tick; the page is left when it has passed.
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), COMMIT_TICK_MS * 3);
  await afterNextFrames(page);
  const marker = `done-${pathname}`;
  await page.evaluate((name) => {
    (window as unknown as { tracker: { event(n: string, p: unknown): void } }).tracker.event(name, {});
    window.dispatchEvent(new Event('pagehide'));
  }, marker);
  await expect.poll(() => ingest.messages().some((m) => m[0] === M.CustomEvent && m[1] === marker), { timeout: 20_000 }).toBe(true);
  // This page's session only: from its CreateDocument on.
  const all = ingest.messages();
  const start = all.findLastIndex((m, i) => m[0] === M.CreateDocument && all.slice(i).some((n) => n[0] === M.CustomEvent && n[1] === marker));
  return all.slice(start, all.findIndex((m) => m[0] === M.CustomEvent && m[1] === marker) + 1);
}

/**
 * Replays into a frame sandboxed as the player's is (no scripts), the size of the recorded viewport, on `origin`
 * (the recorded site's, where the page's own addresses resolve as the player's would); the page that hosts the
 * frame and the frame's empty page are served by the browser context itself, so any site can be replayed.
 */
export async function replayed(page: Page, origin: string, messages: Message[]): Promise<void> {
  const html = (body: string) => ({ contentType: 'text/html; charset=utf-8', body });
  await page.route(`${origin}/replay-host`, (route) => route.fulfill(html(
    `<!doctype html><html><body style="margin:0"><iframe class="replay-frame" sandbox="allow-same-origin" src="/replay-frame" style="border:0;width:${VIEWPORT.width}px;height:${VIEWPORT.height}px;display:block"></iframe></body></html>`,
  )));
  await page.route(`${origin}/replay-frame`, (route) => route.fulfill(html('<!doctype html>\n<html><head><meta charset="utf-8"><title>Replayed page</title></head><body></body></html>')));
  await page.goto(`${origin}/replay-host`);
  await page.waitForFunction(() => (document.querySelector('iframe') as HTMLIFrameElement).contentDocument?.readyState === 'complete');
  await page.addScriptTag({ content: await replayBundle() });
  await page.evaluate((recorded) => {
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    (window as unknown as { replayInto(d: Document, m: unknown[]): void }).replayInto(frame.contentDocument!, recorded);
  }, messages);
  await afterNextFrames(page);
}

/** Share of pixels whose colour differs (by more than rendering noise) between two PNG screenshots of one size. */
export async function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(async ([left, right]) => {
    const load = async (data: string) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, image.width, image.height).data;
    };
    const [x, y] = await Promise.all([load(left), load(right)]);
    let differing = 0;
    for (let i = 0; i < x.length; i += 4) {
      if (Math.abs(x[i] - y[i]) + Math.abs(x[i + 1] - y[i + 1]) + Math.abs(x[i + 2] - y[i + 2]) > 48) differing++;
    }
    return differing / (x.length / 4);
  }, [a.toString('base64'), b.toString('base64')]);
}

export interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Share of differing pixels between the live page and the replayed frame, over the viewport or over `clip` (a
 * box in page coordinates: one element's, where a whole frame would hide a small loss). `name` keeps the pair.
 * `hidden` names, by CSS selector, what a clock changes on the page while it is compared (seconds after the
 * recording was read): it is painted over alike in both shots.
 */
export async function compare(live: Page, replay: Page, name?: string, clip?: Clip, hidden: string[] = []): Promise<number> {
  const area = clip ?? { x: 0, y: 0, ...VIEWPORT };
  const liveShot = await live.screenshot({ clip: area, mask: hidden.map((selector) => live.locator(selector)) });
  const frame = await replay.locator('iframe.replay-frame').boundingBox();
  const replayShot = await replay.screenshot({
    clip: { ...area, x: area.x + (frame?.x ?? 0), y: area.y + (frame?.y ?? 0) },
    mask: hidden.map((selector) => replay.frameLocator('iframe.replay-frame').locator(selector)),
  });
  const folder = process.env.FIDELITY_SHOTS;
  if (folder && name) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `${name}-live.png`), liveShot);
    writeFileSync(path.join(folder, `${name}-replay.png`), replayShot);
  }
  return differingShare(replay, liveShot, replayShot);
}
