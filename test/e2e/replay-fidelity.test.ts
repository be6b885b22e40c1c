// Replay looks like the page did: pages of our own, each covering something a replay used to lose (CSS written
// through the CSSOM, adopted sheets in the document and a shadow root, a modal dialog, a page without a doctype, a
// played video, SVG elements and attributes named in camelCase, a page that replaced window.MutationObserver),
// are recorded in Chromium through the agent and the test ingest, replayed to the end into a sandboxed frame by
// the player's own model and DOM builder, and the replayed frame is compared with the live page: pixel by pixel
// and by the DOM states a screenshot cannot name (modal, adopted sheets, shadow roots, document mode).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { MEDIA_PLAYING_ATTRIBUTE } from '../../src/protocol/page-states';
import { COMMIT_TICK_MS } from '../../src/tracker/options';
import { afterNextFrames, withChromiumAnd } from './browser';
import { compare, MAX_DIFFERING_SHARE, recordedOn as recordOn, replayed as replayInFrame, VIEWPORT } from './replay-fidelity-harness';
import { recordedPage, startIngestSite, type IngestSite } from '../support/ingest-site';

let browser: Browser;
let ingest: IngestSite;
withChromiumAnd(startIngestSite, (b, s) => {
  browser = b;
  ingest = s;
});

const recordedOn = (page: Page, pathname: string, act: () => Promise<void>): Promise<Message[]> => recordOn(ingest, page, pathname, act);
const replayed = (page: Page, messages: Message[]): Promise<void> => replayInFrame(page, ingest.url, messages);

const STYLED_PAGE = recordedPage(
  `<main id="app"><h1 class="title">Treat box</h1><p class="lead">Chews for every dog.</p>
   <div id="card"></div>
   <dialog id="ask"><p>Keep the subscription?</p><button type="button">Keep</button></dialog></main>`,
  {},
  '<style id="css-in-js"></style><style>body{margin:0;font:16px sans-serif}</style>',
);

const NO_DOCTYPE_PAGE = recordedPage(
  // In quirks mode a table does not inherit the body's font size and a percentage height of the body's child
  // resolves against the viewport: the page looks different in standards mode.
  `<div style="height:50%;background:rgb(30,120,200)"></div><table><tr><td>Quirky table text</td></tr></table>`,
  {},
  '<style>body{margin:0;font-size:32px}</style>',
).replace('<!doctype html>', '');

/**
 * Fields, pictures and a frame on a page one folder down (/pics/), so an address resolved against the viewer
 * (/replay-frame) would miss: a chosen size in clear and one masked, a slider, an <img> and a <picture> drawn
 * only through srcset, and a same-origin frame with a page of its own.
 */
const FIELDS_PAGE = recordedPage(
  `<main><label>Size <select id="size" data-pawprint-unmask><option value="small">Small</option><option value="large">Large</option></select></label>
   <label>Breed <select id="breed"><option>Collie</option><option>Whippet</option></select></label>
   <label>Chews a week <input id="chews" type="range" min="0" max="10" value="2" style="width:300px"></label>
   <div><img id="dog" srcset="dog.svg 1x" width="200" height="100" alt="">
   <picture><source srcset="dog.svg" media="(min-width: 10px)"><img id="pictured" src="missing.png" width="200" height="100" alt=""></picture></div>
   <iframe id="offer" src="/pics/framed" style="width:300px;height:120px;border:0;display:block"></iframe></main>`,
  {},
  '<style>body{margin:0;font:16px sans-serif} label{display:block;margin:8px}</style>',
);
const FRAMED_PAGE = '<!doctype html><html><body style="margin:0;background:rgb(240,200,80)"><p style="font:24px sans-serif;margin:20px">Framed offer</p></body></html>';
const DOG_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="rgb(40,90,200)"/></svg>';

describe('Replay fidelity: the replayed frame looks like the live page', () => {
  it('keeps CSS-in-JS rules, adopted sheets (document and shadow root) and a modal dialog', async () => {
    ingest.pages.set('/styled', STYLED_PAGE);
    const context = await browser.newContext({ viewport: VIEWPORT });
    const live = await context.newPage();
    const messages = await recordedOn(live, '/styled', async () => {
      await live.evaluate(() => {
        // a CSS-in-JS library: rules into an empty <style>, one by one, then one taken back
        const sheet = (document.getElementById('css-in-js') as HTMLStyleElement).sheet!;
        sheet.insertRule('.title { color: rgb(200, 40, 40); font-size: 48px; margin: 0; padding: 24px; background: rgb(250, 230, 200); }', 0);
        sheet.insertRule('.lead { color: rgb(20, 20, 120); }', 1);
        sheet.insertRule('.lead { display: none; }', 2);
        sheet.deleteRule(2);
        // a design system's constructed sheet, adopted by the document
        const theme = new CSSStyleSheet();
        theme.replaceSync('main { background: rgb(230, 245, 230); min-height: 100vh; }');
        document.adoptedStyleSheets = [theme];
        // a component with a shadow root and a sheet of its own
        const shadow = document.getElementById('card')!.attachShadow({ mode: 'open' });
        shadow.innerHTML = '<p class="inside">Biscuit\'s box</p>';
        const card = new CSSStyleSheet();
        card.replaceSync('.inside { border: 6px solid rgb(0, 0, 0); padding: 30px; margin: 20px; }');
        shadow.adoptedStyleSheets = [card];
        (document.getElementById('ask') as HTMLDialogElement).showModal();
      });
    });
    expect(messages.some((m) => m[0] === M.AdoptedSSAddOwner)).toBe(true);

    const viewer = await context.newPage();
    await replayed(viewer, messages);
    const state = await viewer.evaluate(() => {
      const doc = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!;
      const title = doc.querySelector('.title')!;
      const inside = doc.getElementById('card')?.shadowRoot?.querySelector('.inside');
      return {
        titleColour: doc.defaultView!.getComputedStyle(title).color,
        adopted: doc.adoptedStyleSheets.length,
        shadowAdopted: doc.getElementById('card')?.shadowRoot?.adoptedStyleSheets.length ?? -1,
        insideBorder: inside ? doc.defaultView!.getComputedStyle(inside).borderTopWidth : '',
        modal: doc.querySelector('dialog')!.matches(':modal'),
      };
    });
    expect(state).toEqual({ titleColour: 'rgb(200, 40, 40)', adopted: 1, shadowAdopted: 1, insideBorder: '6px', modal: true });
    expect(await compare(live, viewer, 'styled')).toBeLessThan(MAX_DIFFERING_SHARE);
    await context.close();
  });

  it('lays out a page without a doctype in quirks mode', async () => {
    ingest.pages.set('/no-doctype', NO_DOCTYPE_PAGE);
    const context = await browser.newContext({ viewport: VIEWPORT });
    const live = await context.newPage();
    const messages = await recordedOn(live, '/no-doctype', async () => {
      expect(await live.evaluate(() => document.compatMode)).toBe('BackCompat');
    });
    const viewer = await context.newPage();
    await replayed(viewer, messages);
    expect(await viewer.evaluate(() => (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!.compatMode)).toBe('BackCompat');
    expect(await compare(live, viewer, 'no-doctype')).toBeLessThan(MAX_DIFFERING_SHARE);
    await context.close();
  });

  it('shows chosen options (a masked choice as asterisks), a slider, srcset pictures and a same-origin frame\'s page', async () => {
    ingest.pages.set('/pics/fields', FIELDS_PAGE);
    ingest.pages.set('/pics/framed', FRAMED_PAGE);
    ingest.endpoints.set('/pics/dog.svg', () => ({ status: 200, headers: { 'content-type': 'image/svg+xml' }, body: DOG_SVG }));
    const context = await browser.newContext({ viewport: VIEWPORT });
    const live = await context.newPage();
    const messages = await recordedOn(live, '/pics/fields', async () => {
      await live.getByLabel('Size').selectOption('large');
      await live.getByLabel('Breed').selectOption('Whippet');
      await live.getByLabel('Chews a week').fill('8');
      await live.frameLocator('#offer').getByText('Framed offer').waitFor();
      await live.waitForFunction(() => (['dog', 'pictured'] as const).every((id) => (document.getElementById(id) as HTMLImageElement).currentSrc.endsWith('/pics/dog.svg')));
      await live.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    });

    const viewer = await context.newPage();
    await replayed(viewer, messages);
    await viewer.waitForFunction(() => {
      const doc = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!;
      return [...doc.images].every((image) => image.complete);
    });
    const state = await viewer.evaluate(() => {
      const doc = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!;
      const breed = doc.getElementById('breed') as HTMLSelectElement;
      const image = (id: string) => (doc.getElementById(id) as HTMLImageElement).currentSrc.replace(/^https?:\/\/[^/]+/, '');
      return {
        size: (doc.getElementById('size') as HTMLSelectElement).value,
        breedShown: breed.selectedOptions[0]?.textContent,
        breedOptionsChosen: [...breed.options].filter((o) => o.selected && !o.hidden).length,
        chews: (doc.getElementById('chews') as HTMLInputElement).value,
        dog: image('dog'),
        pictured: image('pictured'),
        framed: (doc.getElementById('offer') as HTMLIFrameElement).contentDocument?.body?.textContent?.trim(),
      };
    });
    expect(state).toEqual({ size: 'large', breedShown: '*******', breedOptionsChosen: 0, chews: '8', dog: '/pics/dog.svg', pictured: '/pics/dog.svg', framed: 'Framed offer' });
    expect(await compare(live, viewer, 'fields')).toBeLessThan(MAX_DIFFERING_SHARE);
    await context.close();
  });

  it('shows what the pointer was over and which field had focus, as the page\'s :hover and :focus rules draw them', async () => {
    ingest.pages.set(
      '/hover-focus',
      recordedPage(
        // the button holds a script and a style of its own, as widgets do: a click's label is what a person reads
        '<form><label>Dog\'s name <input id="name"></label><button type="button" id="add">Add to Cart<style>#add{letter-spacing:0}</style><script>void \'widget source\';</script></button></form>',
        {},
        '<style>body{margin:0;font:20px sans-serif} form{padding:40px} #add{padding:20px;border:0;background:rgb(220,220,220)} #add:hover{background:rgb(200,30,30);color:white} input:focus{outline:6px solid rgb(20,20,200)}</style>',
      ),
    );
    const context = await browser.newContext({ viewport: VIEWPORT });
    const live = await context.newPage();
    const messages = await recordedOn(live, '/hover-focus', async () => {
      await live.getByRole('button', { name: 'Add to Cart' }).click();
      await live.getByLabel("Dog's name").focus();
      await live.getByRole('button', { name: 'Add to Cart' }).hover();
    });
    expect(messages.some((m) => m[0] === M.MouseMove)).toBe(true);
    expect(messages.filter((m) => m[0] === M.MouseClick).map((m) => m[3])).toEqual(['Add to Cart']);
    const viewer = await context.newPage();
    await replayed(viewer, messages);
    const state = await viewer.evaluate(() => {
      const doc = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!;
      const style = (id: string) => doc.defaultView!.getComputedStyle(doc.getElementById(id)!);
      return { button: style('add').backgroundColor, outline: style('name').outlineWidth };
    });
    expect(state).toEqual({ button: 'rgb(200, 30, 30)', outline: '6px' });
    expect(await compare(live, viewer, 'hover-focus')).toBeLessThan(MAX_DIFFERING_SHARE);
    await context.close();
  });
});

/** A picture drawn by the page: a blue square with a red bar, so an empty box or a wrong picture shows. */
const PICTURE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" fill="rgb(30,90,210)"/><rect y="60" width="240" height="40" fill="rgb(220,40,40)"/></svg>';

/** A shop page one folder away from its stylesheet, which imports another and draws a sprite, both relative to it. */
const LINKED_PAGE = recordedPage(
  '<main><h1 class="hero">Chews for every dog</h1><span class="paw" role="img" aria-label="paw"></span><p class="note">Free delivery</p></main>',
  {},
  '<link rel="stylesheet" href="/assets/css/site.css">',
);
const SITE_CSS = `@import "theme.css";
body { margin: 0; font: 18px sans-serif; }
.hero { margin: 0; padding: 30px; background: rgb(250, 220, 120); color: rgb(120, 20, 20); font-size: 44px; }
.paw { display: block; width: 120px; height: 60px; margin: 20px; background: url(img/paw.svg) no-repeat; }`;
const THEME_CSS = '.note { color: rgb(10, 110, 40); font-size: 30px; margin: 20px; }';
const PAW_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="rgb(90,40,160)"/></svg>';

describe('Replay fidelity: what the page showed from outside its DOM', () => {
  it('shows a blob: picture after its address was revoked', async () => {
    ingest.pages.set('/blob-picture', recordedPage('<main style="padding:20px"><img id="upload" width="240" height="160" alt="Your dog"></main>', {}, '<style>body{margin:0}</style>'));
    const context = await browser.newContext({ viewport: VIEWPORT });
    const live = await context.newPage();
    const messages = await recordedOn(live, '/blob-picture', async () => {
      await live.evaluate(async (svg) => {
        const img = document.getElementById('upload') as HTMLImageElement;
        const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
        img.src = url;
        await img.decode();
        // what a preview does once it is shown; the address is dead from here on
        setTimeout(() => URL.revokeObjectURL(url), 100);
      }, PICTURE_SVG);
      // Real time on purpose: the address must be revoked (100 ms above) while the visit is still recorded, and the
      // agent's copy of the picture leaves no sign in the page to wait for.
      await live.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    });
    expect(messages.some((m) => m[0] === M.SetNodeAttribute && m[2] === 'src' && String(m[3]).startsWith('data:image/'))).toBe(true);

    const viewer = await context.newPage();
    await replayed(viewer, messages);
    await viewer.waitForFunction(() => [...(document.querySelector('iframe') as HTMLIFrameElement).contentDocument!.images].every((i) => i.complete));
    const shown = await viewer.evaluate(() => {
      const img = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!.getElementById('upload') as HTMLImageElement;
      return { width: img.naturalWidth, scheme: img.currentSrc.split(':')[0] };
    });
    expect(shown).toEqual({ width: 240, scheme: 'data' });
    expect(await compare(live, viewer, 'blob-picture')).toBeLessThan(MAX_DIFFERING_SHARE);
    await context.close();
  });

  it('keeps a remote stylesheet (its @import and sprite resolved against it) after the site removed it', async () => {
    ingest.pages.set('/shop/linked', LINKED_PAGE);
    const css = (body: string) => () => ({ status: 200, headers: { 'content-type': 'text/css', 'cache-control': 'no-store' }, body });
    ingest.endpoints.set('/assets/css/site.css', css(SITE_CSS));
    ingest.endpoints.set('/assets/css/theme.css', css(THEME_CSS));
    ingest.endpoints.set('/assets/css/img/paw.svg', () => ({ status: 200, headers: { 'content-type': 'image/svg+xml' }, body: PAW_SVG }));
    const context = await browser.newContext({ viewport: VIEWPORT });
    const live = await context.newPage();
    const messages = await recordedOn(live, '/shop/linked', async () => {
      await live.waitForFunction(() => getComputedStyle(document.querySelector('.note')!).fontSize === '30px');
    });
    expect(messages.some((m) => m[0] === M.AdoptedSSReplaceURLBased && String(m[2]).includes('.hero'))).toBe(true);
    // The site changed its CSS since: the address now fails.
    ingest.endpoints.set('/assets/css/site.css', () => ({ status: 404, body: '' }));

    const viewerContext = await browser.newContext({ viewport: VIEWPORT });
    const viewer = await viewerContext.newPage();
    await replayed(viewer, messages);
    await viewer.waitForFunction(() => {
      const doc = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!;
      return doc.defaultView!.getComputedStyle(doc.querySelector('.note')!).fontSize === '30px';
    });
    await afterNextFrames(viewer);
    const state = await viewer.evaluate(() => {
      const doc = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!;
      const style = (selector: string) => doc.defaultView!.getComputedStyle(doc.querySelector(selector)!);
      return { hero: style('.hero').backgroundColor, sprite: style('.paw').backgroundImage.replace(/^url\("https?:\/\/[^/]+/, 'url("'), note: style('.note').color };
    });
    expect(state).toEqual({ hero: 'rgb(250, 220, 120)', sprite: 'url("/assets/css/img/paw.svg")', note: 'rgb(10, 110, 40)' });
    expect(await compare(live, viewer, 'linked-sheet')).toBeLessThan(MAX_DIFFERING_SHARE);
    await viewerContext.close();
    await context.close();
  });

  it('keeps the page around a same-origin frame that runs the agent too: the frame records a session of its own', async () => {
    ingest.pages.set('/framing', recordedPage(
      '<h1 style="margin:0;padding:20px;background:rgb(200,230,250)">Our shop</h1>',
      {},
      '<style>body{margin:0;font:20px sans-serif}</style>',
    ));
    ingest.pages.set('/framed-agent', recordedPage('<p style="margin:20px">Reviews widget</p>', {}, '<style>body{margin:0;background:rgb(250,230,200);font:20px sans-serif}</style>'));
    const context = await browser.newContext({ viewport: VIEWPORT });
    const live = await context.newPage();
    type Started = { startResult: { success: boolean; sessionID: string; sessionToken: string } };
    let page = { sessionID: '', sessionToken: '' };
    let framed = { success: false, sessionID: '', sessionToken: '' };
    await recordedOn(live, '/framing', async () => {
      // A widget the page adds once it runs (its session stored by then), as embeds are. The frame is taken from
      // Playwright's own navigation event: its frame list can lag behind the frame's document being complete.
      const navigated = live.waitForEvent('framenavigated', { predicate: (f) => /framed-agent/.test(f.url()) });
      await live.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<iframe id="widget" src="/framed-agent" style="width:400px;height:150px;border:0;display:block"></iframe>'));
      const frame = await navigated;
      await frame.waitForLoadState('load');
      await frame.waitForFunction(() => (window as unknown as Partial<Started>).startResult, null, { timeout: 20_000 });
      framed = await frame.evaluate(() => (window as unknown as Started).startResult);
      page = await live.evaluate(() => (window as unknown as Started).startResult);
      // the frame's page changes after both started: its own session and the page's both see it
      await frame.evaluate(() => document.querySelector('p')!.append(' (12)'));
    });
    expect(framed.success).toBe(true);
    expect(framed.sessionID).not.toBe(page.sessionID);
    // Neither asked to go on with the other's session (an ingest continues the session a start's token names).
    const continuing = ingest.starts.filter((s) => s.token === page.sessionToken || s.token === framed.sessionToken);
    expect(continuing).toEqual([]);
    // The page's session holds the page alone: one document (the frame's inside it), not the frame's page after it.
    const ofPage = ingest.batches.filter((b) => b.token === page.sessionToken).flatMap((b) => b.messages);
    expect(ofPage.filter((m) => m[0] === M.CreateDocument)).toHaveLength(1);

    const viewer = await context.newPage();
    await replayed(viewer, ofPage);
    const shown = await viewer.evaluate(() => {
      const doc = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!;
      return { heading: doc.querySelector('h1')?.textContent, framed: (doc.getElementById('widget') as HTMLIFrameElement | null)?.contentDocument?.body?.textContent?.trim() };
    });
    expect(shown).toEqual({ heading: 'Our shop', framed: 'Reviews widget (12)' });
    expect(await compare(live, viewer, 'framed-agent')).toBeLessThan(MAX_DIFFERING_SHARE);
    await context.close();
  });

  it('replays adopted sheets and CSSOM rules inside a same-origin frame, in that frame', async () => {
    ingest.pages.set('/frame-sheets', recordedPage('<iframe id="box" src="/frame-sheets-child" style="width:500px;height:300px;border:0;display:block"></iframe>', {}, '<style>body{margin:0}</style>'));
    ingest.pages.set('/frame-sheets-child', '<!doctype html><html><head><style id="runtime"></style></head><body style="margin:0;font:20px sans-serif"><h2 class="title">Monthly box</h2><p class="price">$39</p></body></html>');
    const context = await browser.newContext({ viewport: VIEWPORT });
    const live = await context.newPage();
    const messages = await recordedOn(live, '/frame-sheets', async () => {
      const frame = live.frame({ url: /frame-sheets-child/ })!;
      await frame.waitForLoadState();
      // a little time for the first snapshot with the frame's document in it
      await live.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), COMMIT_TICK_MS * 3);
      await frame.evaluate(() => {
        const theme = new CSSStyleSheet();
        theme.replaceSync('body { background: rgb(220, 240, 220); } .title { color: rgb(160, 20, 20); font-size: 40px; margin: 0; padding: 20px; }');
        document.adoptedStyleSheets = [theme];
        (document.getElementById('runtime') as HTMLStyleElement).sheet!.insertRule('.price { color: rgb(20, 20, 160); font-size: 36px; margin: 20px; }', 0);
      });
    });
    expect(messages.some((m) => m[0] === M.AdoptedSSInsertRuleURLBased || (m[0] === M.AdoptedSSReplaceURLBased && String(m[2]).includes('.price')))).toBe(true);

    const viewer = await context.newPage();
    await replayed(viewer, messages);
    const state = await viewer.evaluate(() => {
      const doc = ((document.querySelector('iframe') as HTMLIFrameElement).contentDocument!.getElementById('box') as HTMLIFrameElement).contentDocument!;
      const style = (selector: string) => doc.defaultView!.getComputedStyle(doc.querySelector(selector)!);
      return { adopted: doc.adoptedStyleSheets.length, title: style('.title').color, price: style('.price').color, body: style('body').backgroundColor };
    });
    expect(state).toEqual({ adopted: 1, title: 'rgb(160, 20, 20)', price: 'rgb(20, 20, 160)', body: 'rgb(220, 240, 220)' });
    expect(await compare(live, viewer, 'frame-sheets')).toBeLessThan(MAX_DIFFERING_SHARE);
    await context.close();
  });
});

/** A Luhn-valid run of digits, as a card number would be: inside an SVG's geometry it is a number, not a card. */
const LUHN_DIGITS = '4111111111111111';

describe('Replay fidelity: media, SVG geometry and a page that replaced the platform', () => {
  it('plays the video the visitor played and leaves the other one paused', async () => {
    ingest.pages.set('/media', recordedPage(
      // With controls: a replay frame runs no script, and a browser shows a media element's controls where scripting is off.
      '<main style="padding:20px"><video id="played" controls muted width="160" height="90"></video><video id="still" controls muted width="160" height="90"></video></main>',
      {},
      '<style>body{margin:0} video{background:rgb(20,20,20);margin:10px}</style>',
    ));
    const context = await browser.newContext({ viewport: VIEWPORT });
    const live = await context.newPage();
    const messages = await recordedOn(live, '/media', async () => {
      await live.evaluate(() => void (document.getElementById('played') as HTMLVideoElement).play().catch(() => undefined));
      expect(await live.evaluate(() => (['played', 'still'] as const).map((id) => (document.getElementById(id) as HTMLVideoElement).paused))).toEqual([false, true]);
    });
    expect(messages.some((m) => m[0] === M.SetNodeAttribute && m[2] === MEDIA_PLAYING_ATTRIBUTE)).toBe(true);

    const viewer = await context.newPage();
    await replayed(viewer, messages);
    const paused = await viewer.evaluate(() => {
      const doc = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!;
      return (['played', 'still'] as const).map((id) => (doc.getElementById(id) as HTMLVideoElement).paused);
    });
    expect(paused).toEqual([false, true]);
    expect(await compare(live, viewer, 'media')).toBeLessThan(MAX_DIFFERING_SHARE);
    await context.close();
  });

  it("keeps an SVG's camelCase attributes and a long numeric viewBox as the page wrote them, not masked", async () => {
    const viewBox = `0 0 ${LUHN_DIGITS} 100`;
    ingest.pages.set('/svg-geometry', recordedPage(
      `<svg id="art" width="400" height="200" viewBox="${viewBox}" preserveAspectRatio="none"><defs><linearGradient id="fade" gradientUnits="objectBoundingBox"><stop offset="0" stop-color="rgb(30,90,210)"/><stop offset="1" stop-color="rgb(220,40,40)"/></linearGradient></defs><rect x="0" y="0" width="100%" height="100%" fill="url(#fade)"/></svg>`,
      {},
      '<style>body{margin:0}</style>',
    ));
    const context = await browser.newContext({ viewport: VIEWPORT });
    const live = await context.newPage();
    const messages = await recordedOn(live, '/svg-geometry', async () => {});
    const viewer = await context.newPage();
    await replayed(viewer, messages);
    const attributes = await viewer.evaluate(() => {
      const doc = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!;
      const svg = doc.getElementById('art')!;
      return { viewBox: svg.getAttribute('viewBox'), aspect: svg.getAttribute('preserveAspectRatio'), units: doc.getElementById('fade')?.getAttribute('gradientUnits') };
    });
    expect(attributes).toEqual({ viewBox, aspect: 'none', units: 'objectBoundingBox' });
    expect(await compare(live, viewer, 'svg-geometry')).toBeLessThan(MAX_DIFFERING_SHARE);
    await context.close();
  });

  it('records a page whose own script replaced window.MutationObserver before the agent started, its later changes included', async () => {
    ingest.pages.set('/own-observer', recordedPage(
      '<main style="padding:20px;font:24px sans-serif"><p id="note">Box for Biscuit</p></main>',
      {},
      `<style>body{margin:0}</style><script>
        // what a polyfill or a site's own wrapper may do: an observer that never reports
        window.MutationObserver = class { observe() {} disconnect() {} takeRecords() { return []; } };
      </script>`,
    ));
    const context = await browser.newContext({ viewport: VIEWPORT });
    const live = await context.newPage();
    const messages = await recordedOn(live, '/own-observer', async () => {
      expect(await live.evaluate(() => (window as unknown as { startResult: { success: boolean } }).startResult.success)).toBe(true);
      await live.evaluate(() => document.getElementById('note')!.append(' and Rex'));
    });
    const viewer = await context.newPage();
    await replayed(viewer, messages);
    const text = await viewer.evaluate(() => (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!.getElementById('note')?.textContent);
    expect(text).toBe('Box for Biscuit and Rex');
    expect(await compare(live, viewer, 'own-observer')).toBeLessThan(MAX_DIFFERING_SHARE);
    await context.close();
  });
});

describe('Replay fidelity: an inline stylesheet that imports another', () => {
  it('resolves an inline <style> @import against the recorded page one folder down, not against the viewer', async () => {
    ingest.pages.set('/shop/treats/imported', recordedPage(
      '<main><h1 class="imported">Chews for every dog</h1></main>',
      {},
      '<style>@import "imported-theme.css"; body{margin:0;font:18px sans-serif}</style>',
    ));
    ingest.endpoints.set('/shop/treats/imported-theme.css', () => ({
      status: 200,
      headers: { 'content-type': 'text/css' },
      body: '.imported { margin: 0; padding: 30px; background: rgb(30, 140, 90); color: rgb(250, 250, 250); font-size: 40px; }',
    }));
    const context = await browser.newContext({ viewport: VIEWPORT });
    const live = await context.newPage();
    const messages = await recordedOn(live, '/shop/treats/imported', async () => {
      await live.waitForFunction(() => getComputedStyle(document.querySelector('.imported')!).backgroundColor === 'rgb(30, 140, 90)');
    });
    const viewer = await context.newPage();
    await replayed(viewer, messages);
    await viewer.waitForFunction(() => {
      const doc = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument!;
      const heading = doc.querySelector('.imported');
      return !!heading && doc.defaultView!.getComputedStyle(heading).backgroundColor === 'rgb(30, 140, 90)';
    }, null, { timeout: 10_000 });
    expect(await compare(live, viewer, 'inline-import')).toBeLessThan(MAX_DIFFERING_SHARE);
    await context.close();
  });
});
