// @vitest-environment jsdom
// Fields as the replay shows them: a <select>'s recorded choice (a masked choice as asterisks, never one of the
// page's options), a slider's position, and srcset addresses resolved against the recorded page.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { MASKED_CHOICE_ATTRIBUTE } from '../../src/replay/dom-builder';
import { srcsetWithAbsoluteUrls } from '../../src/replay/replay-model';
import { play } from '../support/replay-play';

const SIZES: Message[] = [
  [M.CreateDocument],
  [M.CreateElementNode, 1, 0, 0, 'body', false],
  [M.CreateElementNode, 2, 1, 0, 'select', false],
  ...(['Small', 'Medium', 'Large'] as const).flatMap((size, i): Message[] => [
    [M.CreateElementNode, 10 + i, 2, i, 'option', false],
    [M.SetNodeAttribute, 10 + i, 'value', size.toLowerCase()],
    [M.CreateTextNode, 20 + i, 10 + i, 0],
    [M.SetNodeData, 20 + i, size],
  ]),
];

const select = (doc: Document) => doc.querySelector('select') as HTMLSelectElement;
const pageOptions = (doc: Document) => [...select(doc).options].filter((o) => !o.hasAttribute(MASKED_CHOICE_ATTRIBUTE));

describe('A <select> replayed', () => {
  it('shows the option chosen, also when the choice was recorded before its options', () => {
    expect(select(play([...SIZES, [M.SetInputValue, 2, 'large', 0]])).value).toBe('large');
    const early = play([...SIZES.slice(0, 3), [M.SetInputValue, 2, 'medium', 0], ...SIZES.slice(3)]);
    expect(select(early).value).toBe('medium');
  });

  it('shows a masked choice as asterisks, with none of the page\'s options chosen and none added to the list', () => {
    const doc = play([...SIZES, [M.SetInputValue, 2, '', 5]]);
    const shown = select(doc).selectedOptions[0];
    expect(shown.textContent).toBe('*****');
    expect(shown.hidden && shown.disabled).toBe(true);
    expect(pageOptions(doc).map((o) => [o.value, o.selected])).toEqual([['small', false], ['medium', false], ['large', false]]);
  });

  it('keeps one masked choice however often it changes, and drops it when a clear choice follows', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 1, max: 9 }), fc.constantFrom('small', 'medium', 'large')), { minLength: 1, maxLength: 12 }), (choices) => {
        const doc = play([...SIZES, ...choices.map((c): Message => (typeof c === 'number' ? [M.SetInputValue, 2, '', c] : [M.SetInputValue, 2, c, 0]))]);
        const last = choices[choices.length - 1];
        const added = select(doc).querySelectorAll(`[${MASKED_CHOICE_ATTRIBUTE}]`).length;
        expect(added).toBe(typeof last === 'number' ? 1 : 0);
        expect(select(doc).selectedOptions[0].textContent).toBe(typeof last === 'number' ? '*'.repeat(last) : last[0].toUpperCase() + last.slice(1));
      }),
    );
  });
});

describe('A slider replayed', () => {
  const SLIDER: Message[] = [
    [M.CreateDocument],
    [M.CreateElementNode, 1, 0, 0, 'body', false],
    [M.CreateElementNode, 2, 1, 0, 'input', false],
    [M.SetNodeAttribute, 2, 'type', 'range'],
    [M.SetNodeAttribute, 2, 'max', '10'],
    [M.SetNodeAttribute, 2, 'value', '2'],
  ];
  const slider = (doc: Document) => doc.querySelector('input') as HTMLInputElement;

  it('stands where the visitor left it', () => {
    expect(slider(play([...SLIDER, [M.SetInputValue, 2, '8', 0]])).value).toBe('8');
  });

  it('keeps the page\'s own position when its value was masked (asterisks are no number)', () => {
    expect(slider(play([...SLIDER, [M.SetInputValue, 2, '', 1]])).value).toBe('2');
  });
});

describe('srcset resolved against the recorded page', () => {
  const base = 'http://shop.test/box/';
  it('resolves every candidate, keeping descriptors and commas inside addresses', () => {
    expect(srcsetWithAbsoluteUrls('dog.png 1x, big/dog.png 2x', base)).toBe('http://shop.test/box/dog.png 1x, http://shop.test/box/big/dog.png 2x');
    expect(srcsetWithAbsoluteUrls('img/w_100,h_50/dog.jpg 100w,img/w_200,h_100/dog.jpg 200w', base)).toBe(
      'http://shop.test/box/img/w_100,h_50/dog.jpg 100w, http://shop.test/box/img/w_200,h_100/dog.jpg 200w',
    );
    expect(srcsetWithAbsoluteUrls('/a.png, /b.png 2x,', base)).toBe('http://shop.test/a.png, http://shop.test/b.png 2x');
    expect(srcsetWithAbsoluteUrls('a.png 100w , b.png (x) 200w', base)).toBe('http://shop.test/box/a.png 100w, http://shop.test/box/b.png (x) 200w');
    expect(srcsetWithAbsoluteUrls('data:image/png;base64,AAAA 1x', base)).toBe('data:image/png;base64,AAAA 1x');
  });

  it('on an <img> and a <picture>\'s <source>', () => {
    const doc = play([
      [M.CreateDocument],
      [M.CreateElementNode, 1, 0, 0, 'body', false],
      [M.CreateElementNode, 2, 1, 0, 'picture', false],
      [M.CreateElementNode, 3, 2, 0, 'source', false],
      [M.SetNodeAttributeURLBased, 3, 'srcset', 'wide.png 2x', base],
      [M.CreateElementNode, 4, 2, 1, 'img', false],
      [M.SetNodeAttributeURLBased, 4, 'srcset', 'dog.png', base],
    ]);
    expect(doc.querySelector('source')!.getAttribute('srcset')).toBe('http://shop.test/box/wide.png 2x');
    expect(doc.querySelector('img')!.getAttribute('srcset')).toBe('http://shop.test/box/dog.png');
  });
});
