// @vitest-environment jsdom
// Hover and focus replayed: the page's :hover and :focus rules match markers the replay puts on the element under
// the recorded pointer and on the focused one (and on what they sit in).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { DomBuilder } from '../../src/replay/dom-builder';
import { cssWithInteractionMarks, FOCUS_MARK, FOCUS_WITHIN_MARK, HOVER_MARK } from '../../src/replay/interaction-marks';
import { ReplayModel } from '../../src/replay/replay-model';
import { play as replay } from '../support/replay-play';

describe('cssWithInteractionMarks', () => {
  it('makes :hover, :focus, :focus-visible and :focus-within rules match the markers', () => {
    expect(cssWithInteractionMarks('a:hover, .card:hover > b { color: red } input:focus, button:focus-visible { outline: 0 } form:focus-within { x: y }')).toBe(
      `a[${HOVER_MARK}], .card[${HOVER_MARK}] > b { color: red } input[${FOCUS_MARK}], button[${FOCUS_MARK}] { outline: 0 } form[${FOCUS_WITHIN_MARK}] { x: y }`,
    );
  });

  it('leaves CSS without those pseudo-classes as it is', () => {
    fc.assert(
      fc.property(fc.string(), (css) => {
        fc.pre(!css.includes(':hover') && !css.includes(':focus'));
        expect(cssWithInteractionMarks(css)).toBe(css);
      }),
    );
  });
});

describe('DomBuilder: hover and focus', () => {
  const PAGE: Message[] = [
    [M.CreateDocument],
    [M.CreateElementNode, 1, 0, 0, 'head', false],
    [M.CreateElementNode, 2, 1, 0, 'style', false],
    [M.CreateTextNode, 3, 2, 0],
    [M.SetNodeData, 3, 'button:hover { color: red } input:focus { outline: 2px solid blue }'],
    [M.CreateElementNode, 4, 0, 1, 'body', false],
    [M.CreateElementNode, 5, 4, 0, 'form', false],
    [M.CreateElementNode, 6, 5, 0, 'button', false],
    [M.CreateElementNode, 7, 5, 1, 'input', false],
  ];

  // jsdom lays nothing out: the button is what lies under any point.
  const play = (messages: Message[]) => replay(messages, (doc) => (doc.elementFromPoint = () => doc.querySelector('button')));

  const marked = (doc: Document, mark: string) => [...doc.querySelectorAll(`[${mark}]`)].map((el) => el.localName);

  it('rewrites the page\'s <style> to match the markers', () => {
    expect(play(PAGE).querySelector('style')!.textContent).toBe(`button[${HOVER_MARK}] { color: red } input[${FOCUS_MARK}] { outline: 2px solid blue }`);
  });

  it('marks the element under the pointer and its ancestors, and the focused field, then moves the marks', () => {
    const doc = play([...PAGE, [M.MouseMove, 10, 10], [M.SetNodeFocus, 7]]);
    expect(marked(doc, HOVER_MARK)).toEqual(['html', 'body', 'form', 'button']);
    expect(marked(doc, FOCUS_MARK)).toEqual(['input']);
    expect(marked(doc, FOCUS_WITHIN_MARK)).toEqual(['html', 'body', 'form', 'input']);
    const blurred = play([...PAGE, [M.MouseMove, 10, 10], [M.SetNodeFocus, 7], [M.SetNodeFocus, -1]]);
    expect(marked(blurred, FOCUS_MARK)).toEqual([]);
    expect(marked(blurred, FOCUS_WITHIN_MARK)).toEqual([]);
  });

  it('keeps the marks when the page is built anew from the model (a seek)', () => {
    const model = new ReplayModel();
    for (const m of [...PAGE, [M.MouseMove, 10, 10], [M.SetNodeFocus, 7]] as Message[]) model.apply(m);
    const doc = document.implementation.createHTMLDocument('replay');
    doc.elementFromPoint = () => doc.querySelector('button');
    new DomBuilder(doc).mount(model);
    expect(marked(doc, HOVER_MARK)).toContain('button');
    expect(marked(doc, FOCUS_MARK)).toEqual(['input']);
  });
});
