// The text a click is labelled with, as a person reads the clicked element: its visible text, never
// the source of a script or a stylesheet inside it, and never the text of a part of it the site
// marked obscured (a click on a checkout summary must not carry the shopper's address in its label).
import { OBSCURED, UNMASKED } from '../dom/node-registry';
import type { RecordingContext } from '../dom/recording-context';

const SKIPPED = new Set(['script', 'style', 'noscript', 'template']);
/** Enough text for a label (trimmed to 100 characters later); the walk stops there. */
const ENOUGH = 200;

export function clickLabelText(ctx: RecordingContext, el: Element): string {
  const own = el.getAttribute('aria-label') || el.getAttribute('title') || el.getAttribute('alt');
  if (own) return own;
  let text = '';
  const { registry } = ctx;
  const walk = (node: Node): void => {
    for (let child = node.firstChild; child && text.length < ENOUGH; child = child.nextSibling) {
      if (child.nodeType === 3) {
        text += (child as Text).data;
      } else if (child.nodeType === 1) {
        const element = child as Element;
        if (SKIPPED.has(element.localName)) continue;
        const id = registry.idOf(element);
        const level = id === undefined ? 0 : registry.privacyLevels[id];
        const obscured = (level & OBSCURED) !== 0 || (ctx.options.privateMode && (level & UNMASKED) === 0 && id !== undefined);
        if (obscured || element.hasAttribute(ctx.options.obscureAttribute)) text += ' *** ';
        else walk(element);
      }
    }
  };
  walk(el);
  return text;
}
