// @vitest-environment jsdom
// CSS written through the CSSOM (insertRule, deleteRule, replaceSync, adoptedStyleSheets) reaches the replay.
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomRecorder } from '../../src/tracker/dom/dom-recorder';
import { resolveOptions } from '../../src/tracker/options';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { readChunk } from '../../src/tracker/worker/message-chunk-reader';
import { DomBuilder } from '../../src/replay/dom-builder';
import { ReplayModel } from '../../src/replay/replay-model';

let recorder: DomRecorder | null = null;
let sent: Message[] = [];

async function record(): Promise<void> {
  sent = [];
  recorder = new DomRecorder(resolveOptions({ projectKey: 'k', sliceBudgetMs: 45 }, 'http://localhost'), {
    deliver: (chunk) => sent.push(...readChunk(chunk)),
    hidden: () => {},
    now: () => 0,
  });
  recorder.start();
  await recorder.ready();
  recorder.commitNow();
}

const frames: HTMLIFrameElement[] = [];
/** The replay frame: a document with a window of its own, as the player's iframe is (in the page, after its recording is read). */
function replayFrame(): Document {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  frames.push(frame);
  fakeAdoption(frame.contentWindow as unknown as typeof globalThis);
  return frame.contentDocument!;
}

/** Plays what was sent into a fresh frame the way the player does (model, then the page message by message). */
function replay(messages: Message[]): { doc: Document; builder: DomBuilder; model: ReplayModel } {
  const doc = replayFrame();
  const model = new ReplayModel();
  const builder = new DomBuilder(doc);
  for (const m of messages) {
    model.apply(m);
    if (!builder.update(model, m)) builder.mount(model);
  }
  return { doc, builder, model };
}

const rulesOf = (sheet: CSSStyleSheet | null | undefined): string[] => [...(sheet?.cssRules ?? [])].map((r) => r.cssText);
const styleRules = (doc: Document, selector: string) => rulesOf((doc.querySelector(selector) as HTMLStyleElement | null)?.sheet);
const adoptedRules = (root: { adoptedStyleSheets?: CSSStyleSheet[] }) => (root.adoptedStyleSheets ?? []).map(rulesOf);

// jsdom has constructed sheets but not adoptedStyleSheets: the browser's accessor, kept per object.
const adoptedBy = new WeakMap<object, CSSStyleSheet[]>();
function fakeAdoption(win: typeof globalThis): void {
  for (const proto of [win.Document.prototype, win.ShadowRoot.prototype]) {
    Object.defineProperty(proto, 'adoptedStyleSheets', {
      configurable: true,
      get(this: object) {
        return adoptedBy.get(this) ?? [];
      },
      set(this: object, sheets: CSSStyleSheet[]) {
        adoptedBy.set(this, [...sheets]);
      },
    });
  }
}
beforeAll(() => fakeAdoption(globalThis));
afterAll(() => {
  delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
});

beforeEach(() => {
  document.head.innerHTML = '<style id="css-in-js"></style><style id="plain">.plain { color: blue; }</style>';
  document.body.innerHTML = '<main><div id="host"></div><p class="box">Treat box</p></main>';
  document.adoptedStyleSheets = [];
});

afterEach(() => {
  recorder?.stop();
  recorder = null;
  for (const frame of frames.splice(0)) frame.remove();
});

const cssInJs = () => (document.getElementById('css-in-js') as HTMLStyleElement).sheet!;

describe('Stylesheets written through the CSSOM', () => {
  it('sends rules inserted into an empty <style> before the start whole, with the <style> as owner', async () => {
    cssInJs().insertRule('.box { color: red; }', 0);
    await record();
    const replace = sent.find((m) => m[0] === M.AdoptedSSReplaceURLBased);
    expect(replace?.[2]).toContain('.box');
    const owner = sent.find((m) => m[0] === M.AdoptedSSAddOwner);
    expect(owner?.[1]).toBe(replace?.[1]);
    const { doc } = replay(sent);
    expect(styleRules(doc, '#css-in-js')).toEqual(rulesOf(cssInJs()));
  });

  it('sends insertRule and deleteRule of a known sheet as they happen, and the replay applies them', async () => {
    cssInJs().insertRule('.box { color: red; }', 0);
    await record();
    cssInJs().insertRule('.hero { margin: 0px; }', 1);
    cssInJs().insertRule('main { display: grid; }', 0);
    cssInJs().deleteRule(1);
    recorder!.commitNow();
    expect(sent.filter((m) => m[0] === M.AdoptedSSInsertRuleURLBased).map((m) => [m[2], m[3]])).toEqual([
      ['.hero { margin: 0px; }', 1],
      ['main { display: grid; }', 0],
    ]);
    expect(sent.filter((m) => m[0] === M.AdoptedSSDeleteRule).map((m) => m[2])).toEqual([1]);
    const { doc } = replay(sent);
    expect(styleRules(doc, '#css-in-js')).toEqual(rulesOf(cssInJs()));
    // the <style> with text of its own is left to its text
    expect(styleRules(doc, '#plain')).toEqual(['.plain {color: blue;}'.replace('{', '{ ').replace(';}', '; }')]);
  });

  it('records sheets the document and a shadow root adopt, replaceSync included, and rebuilds them at any seek', async () => {
    await record();
    const theme = new CSSStyleSheet();
    theme.replaceSync('body { margin: 0px; }');
    const card = new CSSStyleSheet();
    card.replaceSync(':host { display: block; }');
    document.adoptedStyleSheets = [theme];
    const shadow = document.getElementById('host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<p>inside</p>';
    shadow.adoptedStyleSheets = [card, theme];
    recorder!.commitNow();
    theme.replaceSync('body { margin: 8px; }');
    recorder!.commitNow();
    const { doc, builder, model } = replay(sent);
    expect(adoptedRules(doc)).toEqual([['body { margin: 8px; }']]);
    const shadowId = recorder!.nodeId(shadow)!;
    expect(adoptedRules(builder.nodeOf(shadowId) as ShadowRoot)).toEqual([[':host { display: block; }'], ['body { margin: 8px; }']]);
    // a seek builds the page anew from a copy of the model
    const again = replayFrame();
    new DomBuilder(again).mount(model.clone());
    expect(adoptedRules(again)).toEqual([['body { margin: 8px; }']]);
    // unadopting goes too
    document.adoptedStyleSheets = [];
    recorder!.commitNow();
    expect(adoptedRules(replay(sent).doc)).toEqual([]);
  });

  it('property: after any run of rule insertions and deletions, the replayed <style> holds the page\'s rules', async () => {
    const op = fc.oneof(
      fc.record({ insert: fc.constantFrom('.a { color: red; }', 'p { margin: 1px; }', '@media (min-width: 10px) {\n  .b { top: 0px; }\n}', 'div > span { order: 2; }'), at: fc.nat() }),
      fc.record({ remove: fc.nat() }),
      fc.record({ commit: fc.constant(true) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 25 }), fc.boolean(), async (ops, before) => {
        document.head.innerHTML = '<style id="css-in-js"></style>';
        if (before) cssInJs().insertRule('.early { color: green; }', 0);
        await record();
        for (const o of ops) {
          const sheet = cssInJs();
          if ('insert' in o) sheet.insertRule(o.insert, o.at % (sheet.cssRules.length + 1));
          else if ('remove' in o) sheet.cssRules.length && sheet.deleteRule(o.remove % sheet.cssRules.length);
          else recorder!.commitNow();
        }
        recorder!.commitNow();
        recorder!.stop();
        recorder = null;
        const { doc } = replay(sent);
        for (const frame of frames.splice(0)) frame.remove();
        return JSON.stringify(styleRules(doc, '#css-in-js')) === JSON.stringify(rulesOf(cssInJs()));
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('A page that replaced MutationObserver', () => {
  it('is still recorded, with the browser\'s own observer', async () => {
    const pages = window.MutationObserver;
    window.MutationObserver = class {
      constructor() {
        throw new Error('stubbed by the page');
      }
    } as unknown as typeof MutationObserver;
    try {
      await record();
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<p id="late">Added later</p>');
      // One turn of the event loop (no time passes): the mutation observer reports the new paragraph.
      await new Promise((resolve) => setTimeout(resolve, 0));
      recorder!.commitNow();
      expect(sent.some((m) => m[0] === M.CreateElementNode && m[4] === 'p' && m[1] > 4)).toBe(true);
      expect(JSON.stringify(sent)).toContain('Added later');
    } finally {
      window.MutationObserver = pages;
    }
  });
});

describe('SVG geometry is not text', () => {
  it('keeps a long numeric viewBox as it is, while a card number in text is masked', async () => {
    document.body.innerHTML = '<svg viewBox="0 0 4242424242424242 100"><path d="M0 0L4242424242424242 1"></path></svg><p>4242 4242 4242 4242</p>';
    await record();
    const { model } = replay(sent);
    const values = [...model.nodes.values()].flatMap((n) => (n.kind === 'element' ? [...n.attrs.entries()] : []));
    expect(values).toContainEqual(['viewBox', '0 0 4242424242424242 100']);
    expect(values).toContainEqual(['d', 'M0 0L4242424242424242 1']);
    expect(JSON.stringify(sent)).not.toContain('4242 4242');
  });
});
