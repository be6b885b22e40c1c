// @vitest-environment jsdom
// A linked stylesheet whose CSS the agent inlined shows that CSS in the replay, never what its address serves
// today; without recorded CSS the address stays, the fallback.
import { describe, expect, it } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { DomBuilder } from '../../src/replay/dom-builder';
import { INLINED_SHEET_ATTRIBUTE } from '../../src/replay/recorded-sheets';
import { ReplayModel } from '../../src/replay/replay-model';

const PAGE: Message[] = [
  [M.CreateDocument],
  [M.CreateElementNode, 1, 0, 0, 'head', false],
  [M.CreateElementNode, 2, 1, 0, 'link', false],
  [M.SetNodeAttributeURLBased, 2, 'rel', 'stylesheet', 'http://shop.test/box/'],
  [M.SetNodeAttributeURLBased, 2, 'href', '/assets/css/site.css', 'http://shop.test/box/'],
  [M.CreateElementNode, 3, 0, 1, 'body', false],
];
const INLINED: Message[] = [
  [M.AdoptedSSReplaceURLBased, 1, '@import "theme.css"; .paw { background: url(img/paw.svg) }', 'http://shop.test/assets/css/site.css'],
  [M.AdoptedSSAddOwner, 1, 2],
];

function play(messages: Message[], incrementally: boolean): Document {
  const doc = document.implementation.createHTMLDocument('replay');
  const model = new ReplayModel();
  const builder = new DomBuilder(doc);
  for (const m of messages) {
    model.apply(m);
    if (!incrementally || !builder.update(model, m)) builder.mount(model);
  }
  return doc;
}

describe('A linked stylesheet in the replay', () => {
  for (const incrementally of [true, false]) {
    it(`shows its recorded CSS, resolved against the sheet's address, and loads nothing (${incrementally ? 'played' : 'built at a seek'})`, () => {
      const doc = play([...PAGE, ...INLINED], incrementally);
      const link = doc.querySelector('link')!;
      expect(link.hasAttribute('href')).toBe(false);
      const style = link.querySelector(`style[${INLINED_SHEET_ATTRIBUTE}]`)!;
      expect(style.textContent).toBe('@import "http://shop.test/assets/css/theme.css"; .paw { background: url(http://shop.test/assets/css/img/paw.svg) }');
    });
  }

  it('keeps its address when no CSS was recorded (another origin, an error), and gets it back when the sheet is let go', () => {
    expect(play(PAGE, true).querySelector('link')!.getAttribute('href')).toBe('http://shop.test/assets/css/site.css');
    const doc = play([...PAGE, ...INLINED, [M.AdoptedSSRemoveOwner, 1, 2]], true);
    expect(doc.querySelector('link')!.getAttribute('href')).toBe('http://shop.test/assets/css/site.css');
    expect(doc.querySelector(`style[${INLINED_SHEET_ATTRIBUTE}]`)).toBeNull();
  });

  it('keeps loading nothing when the page sets the link\'s attributes again', () => {
    const doc = play([...PAGE, ...INLINED, [M.SetNodeAttributeURLBased, 2, 'href', '/assets/css/site.css', 'http://shop.test/box/']], true);
    expect(doc.querySelector('link')!.hasAttribute('href')).toBe(false);
  });
});
