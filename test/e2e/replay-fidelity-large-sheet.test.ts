// A linked stylesheet too large to inline (a sprite sheet's thousands of rules): the agent keeps its address and
// not its text, and while the address still serves the sheet the replay is styled by it as the page was.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { MAX_INLINED_SHEET_CHARS } from '../../src/tracker/dom/linked-sheets';
import { withChromiumAnd } from './browser';
import { compare, MAX_DIFFERING_SHARE, recordedOn, replayed, VIEWPORT } from './replay-fidelity-harness';
import { recordedPage, startIngestSite, type IngestSite } from '../support/ingest-site';

let browser: Browser;
let ingest: IngestSite;
withChromiumAnd(startIngestSite, (b, s) => {
  browser = b;
  ingest = s;
});

const HERO_RULE = '.hero { margin: 0; padding: 30px; background: rgb(40, 120, 200); color: rgb(255, 255, 255); font: 40px sans-serif; }';
/** Over the inlining cap: the page's rules, then an icon sprite's positions, one rule per icon. */
function spriteSheet(): string {
  const rules = ['body { margin: 0; }', HERO_RULE];
  for (let i = 0; rules.join('\n').length <= MAX_INLINED_SHEET_CHARS + 1000; i++) rules.push(`.paw-icon-${i} { background-position: -${i * 24}px 0; }`);
  return rules.join('\n');
}
const SPRITE_SHEET = spriteSheet();

/** Every text the messages carry (attribute values through the string dictionary included). */
function textsOf(messages: Message[]): string[] {
  return messages.flatMap((m) => m.slice(1).filter((v): v is string => typeof v === 'string'));
}

describe('Replay fidelity: a linked stylesheet over the inlining cap', () => {
  it('is recorded by its address alone, and the replay is styled from that address', async () => {
    expect(SPRITE_SHEET.length).toBeGreaterThan(MAX_INLINED_SHEET_CHARS);
    ingest.pages.set('/shop/sprites', recordedPage('<main><h1 class="hero">Toys for every dog</h1></main>', {}, '<link rel="stylesheet" href="/assets/css/sprites.css">'));
    ingest.endpoints.set('/assets/css/sprites.css', () => ({ status: 200, headers: { 'content-type': 'text/css', 'cache-control': 'no-store' }, body: SPRITE_SHEET }));
    const context = await browser.newContext({ viewport: VIEWPORT });
    const live = await context.newPage();
    const messages = await recordedOn(ingest, live, '/shop/sprites', async () => {
      await live.waitForFunction(() => getComputedStyle(document.querySelector('.hero')!).backgroundColor === 'rgb(40, 120, 200)');
      // the agent has asked for the sheet to inline it (and found it too large): no-store, so each asking reaches the site
      await expect.poll(() => ingest.endpointHits.filter((p) => p === '/assets/css/sprites.css').length).toBeGreaterThanOrEqual(2);
    });
    // The address, not the text: no recorded sheet, no rule of it anywhere in the recording.
    const texts = textsOf(messages);
    expect(texts.some((t) => t.endsWith('/assets/css/sprites.css'))).toBe(true);
    expect(texts.some((t) => t.includes('paw-icon-') || t.includes('rgb(40, 120, 200)'))).toBe(false);
    expect(messages.some((m) => m[0] === M.AdoptedSSReplaceURLBased)).toBe(false);

    const viewer = await context.newPage();
    await replayed(viewer, ingest.url, messages);
    await viewer.waitForFunction(() => {
      const doc = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!;
      const hero = doc.querySelector('.hero');
      return !!hero && doc.defaultView!.getComputedStyle(hero).backgroundColor === 'rgb(40, 120, 200)';
    }, null, { timeout: 10_000 });
    expect(await compare(live, viewer, 'large-sheet')).toBeLessThan(MAX_DIFFERING_SHARE);
    await context.close();
  });
});
