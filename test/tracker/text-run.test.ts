// @vitest-environment jsdom
// Only texts that follow one another in the document (empty texts between them aside) may join a run
// (the run's reading and writing are checked through the recorder in dom-recorder.test.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTextIs, textWalker } from '../../src/tracker/dom/text-run';

/** A small page: texts (some empty, some multibyte) in nested elements, with script text and comments between. */
const piece = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), text: fc.oneof(fc.constant(''), fc.string({ maxLength: 6 }), fc.constantFrom('é', '🐕 box', 'a@b.co')) }),
  fc.record({ kind: fc.constant('open' as const), tag: fc.constantFrom('p', 'b', 'td', 'span') }),
  fc.record({ kind: fc.constant('close' as const) }),
  fc.record({ kind: fc.constant('script' as const), text: fc.constantFrom('', 'var x=1') }),
  fc.record({ kind: fc.constant('comment' as const) }),
);

type Piece = typeof piece extends fc.Arbitrary<infer P> ? P : never;

function build(pieces: Piece[]): Text[] {
  document.body.innerHTML = '';
  const texts: Text[] = [];
  const stack: Element[] = [document.body];
  for (const p of pieces) {
    const parent = stack[stack.length - 1];
    if (p.kind === 'text') texts.push(parent.appendChild(document.createTextNode(p.text)));
    else if (p.kind === 'open') stack.push(parent.appendChild(document.createElement(p.tag)));
    else if (p.kind === 'close') {
      if (stack.length > 1) stack.pop();
    } else if (p.kind === 'script') parent.appendChild(document.createElement('script')).textContent = p.text;
    else parent.appendChild(document.createComment('note'));
  }
  return texts;
}

/** Every text node of the body in document order, script text included. */
function allTexts(): Text[] {
  const out: Text[] = [];
  const walker = document.createTreeWalker(document.body, 4);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n as Text);
  return out;
}

describe('a run of texts read at once', () => {
  it('lets a text join only when no non-empty text stands between it and the run in the document', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.nat(), fc.nat(), (pieces, a, b) => {
        const texts = build(pieces);
        if (!texts.length) return;
        const everyText = allTexts();
        const first = texts[a % texts.length];
        const next = texts[b % texts.length];
        const from = everyText.indexOf(first);
        const to = everyText.indexOf(next);
        const between = to > from ? everyText.slice(from + 1, to) : null;
        const follows = between !== null && between.every((t) => t.length === 0);
        expect(nextTextIs(textWalker(first), next)).toBe(follows);
      }),
      { numRuns: 300 },
    );
  });
});
