// @vitest-environment jsdom
// A linked stylesheet's CSS is fetched for inlining and sent once per recording as a sheet its <link> owns;
// what cannot be fetched, or is too large, stays an address.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { LinkedSheets, MAX_INLINED_SHEET_CHARS } from '../../src/tracker/dom/linked-sheets';
import { createContext } from '../../src/tracker/dom/recording-context';
import { resolveOptions } from '../../src/tracker/options';
import { readChunk } from '../../src/tracker/worker/message-chunk-reader';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

/** Links recorded as ids 1, 2, … under <html> (0); the sheets' fetches answered by `answer`. */
async function inlined(hrefs: string[], answer: (url: string) => Response | Promise<Response>): Promise<Message[]> {
  vi.stubGlobal('fetch', vi.fn((url: string) => Promise.resolve(answer(url))));
  const ctx = createContext(resolveOptions({ projectKey: 'k' }, 'http://shop.test'), () => {}, () => {}, () => {});
  ctx.registry.bind(document.documentElement, -1, 0);
  const sheets = new LinkedSheets(ctx, (() => { let next = 1; return () => next++; })());
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
    ctx.registry.bind(link, 0, 0);
    sheets.note(link);
  }
  // A few turns of the event loop (no time passes): the sheets' reads settle, as a page's fetches would.
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  sheets.commit();
  const chunk = ctx.out.take(0);
  return chunk ? readChunk(chunk).filter((m) => m[0] !== M.Timestamp) : [];
}

describe('Linked stylesheets are inlined', () => {
  it('sends a sheet once, with its own address as the base, owned by every link to it', async () => {
    const css = '.paw { background: url(img/paw.svg) }';
    const sent = await inlined(['http://shop.test/assets/site.css', 'http://shop.test/assets/site.css'], () => new Response(css));
    expect(sent).toEqual([
      [M.AdoptedSSReplaceURLBased, 1, css, 'http://shop.test/assets/site.css'],
      [M.AdoptedSSAddOwner, 1, 1],
      [M.AdoptedSSAddOwner, 1, 2],
    ]);
  });

  it('leaves the address alone when the sheet fails, is refused (CORS) or is over the cap', async () => {
    expect(await inlined(['http://shop.test/gone.css'], () => new Response('', { status: 404 }))).toEqual([]);
    expect(await inlined(['http://cdn.test/locked.css'], () => Promise.reject(new TypeError('Failed to fetch')))).toEqual([]);
    expect(await inlined(['http://shop.test/huge.css'], () => new Response('a'.repeat(MAX_INLINED_SHEET_CHARS + 1)))).toEqual([]);
  });

  it('cleans tokens out of the addresses in the CSS, as a <style>\'s text', async () => {
    const sent = await inlined(['http://shop.test/theme.css'], () => new Response('.me { background: url(/avatar.png?token=abc123) }'));
    expect(String(sent[0][2])).not.toContain('abc123');
  });
});
