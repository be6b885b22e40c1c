// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Message } from '../../src/protocol/messages';
import { DomBuilder } from '../../src/replay/dom-builder';
import { ReplayModel } from '../../src/replay/replay-model';
import { buildTimeline, modelAt } from '../../src/replay/timeline';

function freshDocument(): Document {
  return document.implementation.createHTMLDocument('replay');
}

/** Plays messages one by one as the player does: model first, then the DOM's incremental update. */
function playIncrementally(messages: Message[], doc = freshDocument()): { doc: Document; model: ReplayModel } {
  const model = new ReplayModel();
  const builder = new DomBuilder(doc);
  for (const m of messages) {
    model.apply(m);
    if (!builder.update(model, m)) builder.mount(model);
  }
  return { doc, model };
}

/** A document with a window, as the player's frame has: frames inside it get documents of their own. */
function windowedDocument(): Document {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  return frame.contentDocument!;
}

function mounted(model: ReplayModel, doc = freshDocument()): Document {
  new DomBuilder(doc).mount(model);
  return doc;
}

const PAGE: Message[] = [
  [7],
  [8, 1, 0, 0, 'HEAD', false],
  [8, 2, 1, 0, 'style', false],
  [9, 3, 2, 0],
  [61, 3, '.hero { background: url(img/dog.png) }', 'http://shop.test/box/'],
  [8, 4, 0, 1, 'BODY', false],
  [8, 5, 4, 0, 'main', false],
  [12, 5, 'class', 'page'],
  [8, 6, 5, 0, 'h1', false],
  [9, 7, 6, 0],
  [14, 7, 'Treat box'],
  [8, 8, 5, 1, 'button', false],
  [12, 8, 'onclick', 'alert(1)'],
  [12, 8, 'type', 'button'],
  [9, 9, 8, 0],
  [14, 9, 'Add to Cart'],
  [8, 10, 5, 2, 'input', false],
  [12, 10, 'type', 'email'],
  [18, 10, '', 17],
  [8, 11, 5, 3, 'svg', true],
  [8, 12, 11, 0, 'path', true],
  [12, 12, 'd', 'M0 0L1 1'],
  [8, 13, 4, 1, 'script', false],
  [60, 8, 'data-href', 'x', 'http://shop.test/'],
  [60, 5, 'style', 'background:url(a.png)', 'http://shop.test/box/'],
  [12, 6, 'href', 'javascript:alert(1)'],
];

describe('DomBuilder: the page rebuilt from the batch protocol', () => {
  it('rebuilds structure, attributes, text, SVG and masked inputs; nothing recorded can run', () => {
    const { doc } = playIncrementally(PAGE);
    expect(doc.head.innerHTML).toBe('<style>.hero { background: url(http://shop.test/box/img/dog.png) }</style>');
    const main = doc.querySelector('main.page')!;
    expect(main.getAttribute('style')).toBe('background:url(http://shop.test/box/a.png)');
    expect(main.querySelector('h1')!.textContent).toBe('Treat box');
    expect(main.querySelector('h1')!.hasAttribute('href')).toBe(false);
    const button = main.querySelector('button')!;
    expect(button.textContent).toBe('Add to Cart');
    expect(button.hasAttribute('onclick')).toBe(false);
    const input = main.querySelector('input')!;
    expect(input.value).toBe('*'.repeat(17));
    expect(main.querySelector('path')!.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.body.lastElementChild!.tagName).toBe('TEMPLATE');
  });

  it("keeps an SVG attribute's case (viewBox), built whole or message by message, and still drops handlers written in any case", () => {
    const messages: Message[] = [
      [7],
      [8, 1, 0, 0, 'body', false],
      [8, 2, 1, 0, 'svg', true],
      [12, 2, 'viewBox', '0 0 24 24'],
      [12, 2, 'onLoad', 'alert(1)'],
      [34, 1, 'preserveAspectRatio'],
      [34, 2, 'xMidYMid meet'],
      [35, 2, 1, 2],
    ];
    const { doc, model } = playIncrementally(messages);
    for (const d of [doc, mounted(model)]) {
      const svg = d.querySelector('svg')!;
      expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(svg.getAttribute('preserveAspectRatio')).toBe('xMidYMid meet');
      expect(svg.getAttributeNames().some((n) => n.toLowerCase() === 'onload')).toBe(false);
    }
  });

  it('moves, removes and edits nodes at their recorded places', () => {
    const { doc } = playIncrementally([
      ...PAGE,
      [10, 8, 5, 0], // button to the front
      [11, 10], // input gone
      [13, 5, 'class'],
      [8, 20, 5, 2, 'p', false], // between h1 and svg
      [9, 21, 20, 0],
      [14, 21, 'Free shipping'],
      [14, 7, 'Chew box'],
      [19, 8, true],
    ]);
    const main = doc.querySelector('main')!;
    expect([...main.children].map((c) => c.tagName.toLowerCase())).toEqual(['button', 'h1', 'p', 'svg']);
    expect(main.hasAttribute('class')).toBe(false);
    expect(main.querySelector('p')!.textContent).toBe('Free shipping');
    expect(main.querySelector('h1')!.textContent).toBe('Chew box');
  });

  it('rebuilds shadow roots inside their host and builds a recorded frame\'s document into its sandboxed frame', () => {
    const { doc } = playIncrementally([
      [7],
      [8, 1, 0, 0, 'body', false],
      [8, 2, 1, 0, 'div', false],
      [12, 2, 'id', 'host'],
      [8, 3, 2, 0, '#shadow-root', false],
      [8, 4, 3, 0, 'p', false],
      [9, 5, 4, 0],
      [14, 5, 'shadow text'],
      [8, 6, 2, 0, 'span', false], // the host's own child: index 0, the shadow root does not count
      [8, 7, 1, 1, 'iframe', false],
      [12, 7, 'src', 'https://elsewhere.example/'],
      [70, 7, 8],
      [8, 9, 8, 0, 'html', false],
      [8, 10, 9, 0, 'body', false],
      [8, 11, 4, 1, 'b', false], // added to the shadow root later
      [8, 12, 10, 0, 'p', false], // added to the frame's page later
      [9, 13, 12, 0],
      [14, 13, 'Inside the frame'],
    ], windowedDocument());
    const host = doc.getElementById('host')!;
    expect(host.shadowRoot!.innerHTML).toBe('<p>shadow text<b></b></p>');
    expect(host.innerHTML).toBe('<span></span>');
    const frame = doc.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.hasAttribute('src')).toBe(false);
    expect(doc.body.children).toHaveLength(2);
    expect(frame.contentDocument!.body.outerHTML).toBe('<body><p>Inside the frame</p></body>');
  });

  it('a frame mounted from the model, or moved, shows its recorded page again', () => {
    const messages: Message[] = [
      [7],
      [8, 1, 0, 0, 'body', false],
      [8, 2, 1, 0, 'iframe', false],
      [70, 2, 3],
      [8, 4, 3, 0, 'html', false],
      [8, 5, 4, 0, 'body', false],
      [9, 6, 5, 0],
      [14, 6, 'Framed box'],
      [8, 7, 1, 1, 'section', false],
    ];
    const model = new ReplayModel();
    for (const m of messages) model.apply(m);
    expect(mounted(model, windowedDocument()).querySelector('iframe')!.contentDocument!.body.textContent).toBe('Framed box');
    const { doc } = playIncrementally([...messages, [10, 2, 7, 0]], windowedDocument());
    const frame = doc.querySelector('section > iframe') as HTMLIFrameElement;
    expect(frame.contentDocument!.body.textContent).toBe('Framed box');
    expect(frame.contentDocument!.compatMode).toBe('CSS1Compat');
  });

  it('a new document (next page) starts from an empty page', () => {
    const { doc } = playIncrementally([...PAGE, [7], [8, 1, 0, 0, 'body', false], [9, 2, 1, 0], [14, 2, 'Checkout']]);
    expect(doc.documentElement.innerHTML).toBe('<body>Checkout</body>');
  });

  const ops = (maxId: number): fc.Arbitrary<Message> =>
    fc.oneof(
      fc.tuple(fc.integer({ min: 1, max: maxId }), fc.integer({ min: 0, max: maxId }), fc.nat({ max: 4 }), fc.constantFrom('div', 'span', 'p', 'ul', 'li')).map(([id, parent, index, tag]) => [8, id, parent, index, tag, false] as Message),
      fc.tuple(fc.integer({ min: 1, max: maxId }), fc.integer({ min: 0, max: maxId }), fc.nat({ max: 4 })).map(([id, parent, index]) => [9, id, parent, index] as Message),
      fc.tuple(fc.integer({ min: 1, max: maxId }), fc.integer({ min: 0, max: maxId }), fc.nat({ max: 4 })).map(([id, parent, index]) => [10, id, parent, index] as Message),
      fc.integer({ min: 1, max: maxId }).map((id) => [11, id] as Message),
      fc.tuple(fc.integer({ min: 0, max: maxId }), fc.constantFrom('class', 'title', 'data-x'), fc.string({ maxLength: 5 })).map(([id, n, v]) => [12, id, n, v] as Message),
      fc.tuple(fc.integer({ min: 0, max: maxId }), fc.constantFrom('class', 'title')).map(([id, n]) => [13, id, n] as Message),
      fc.tuple(fc.integer({ min: 1, max: maxId }), fc.string({ maxLength: 5 })).map(([id, d]) => [14, id, d] as Message),
    );

  it('property: updating the page message by message gives the same DOM as building it from the model', () => {
    fc.assert(
      fc.property(fc.array(ops(12), { maxLength: 60 }), (body) => {
        // moves into own descendants are not something a page can record; keep the sequences a DOM allows
        const messages: Message[] = [[7], ...body.filter((m) => m[0] !== 10)];
        const { doc, model } = playIncrementally(messages);
        expect(doc.documentElement.outerHTML).toBe(mounted(model).documentElement.outerHTML);
      }),
      { numRuns: 600 },
    );
  });

  it('property: the page at any moment, rebuilt from the nearest keyframe, equals playing from the start', () => {
    fc.assert(
      fc.property(fc.array(ops(10), { minLength: 1, maxLength: 80 }), fc.nat({ max: 100 }), (body, at) => {
        const messages: Message[] = [[0, 1000], [7]];
        const changes = body.filter((m) => m[0] !== 10);
        changes.forEach((m, i) => messages.push([0, 1000 + i * 700], m));
        const timeline = buildTimeline([messages], 2000);
        // one keyframe per 2 s of a session that lasts 0.7 s per change
        expect(timeline.keyframes.length).toBe(Math.floor((Math.max(0, changes.length - 1) * 700) / 2100) + 1);
        const time = (timeline.duration * at) / 100;
        const fromKeyframe = modelAt(timeline, time).model;
        const fromStart = new ReplayModel();
        for (const { time: t, message } of timeline.messages) if (t <= time) fromStart.apply(message);
        expect(mounted(fromKeyframe).documentElement.outerHTML).toBe(mounted(fromStart).documentElement.outerHTML);
      }),
      { numRuns: 200 },
    );
  });
});

describe('Timeline events', () => {
  it('lists typing in a field as one input per stretch, named by its label, masked when masked; snapshot values are not inputs', () => {
    const t = (ms: number): Message => [0, 1000 + ms];
    const timeline = buildTimeline([[
      t(0), [7], [8, 1, 0, 0, 'body', false], [8, 2, 1, 0, 'input', false], [17, 2, "Dog's name"], [18, 2, 'Re', 0],
      [8, 3, 1, 1, 'input', false], [17, 3, 'Name on card'],
      t(2000), [18, 2, 'Rex', 0], t(2200), [18, 2, 'Rexy', 0],
      t(5000), [18, 2, 'Rex', 0],
      t(6000), [18, 3, '', 4], t(6100), [68, 3, 0, 'Name on card', '#card', 1, 1],
    ]]);
    expect(timeline.events.map((e) => [e.time, e.kind, e.label, e.detail])).toEqual([
      [2000, 'input', "Dog's name", 'Rexy'],
      [5000, 'input', "Dog's name", 'Rex'],
      [6000, 'input', 'Name on card', '(masked)'],
      [6100, 'click', 'Name on card', '#card'],
    ]);
  });
});
