// Hover and focus in the replay. The visitor's pointer and focus are recorded (MouseMove, SetNodeFocus) but the
// replay frame never has them: the viewer's own mouse is elsewhere and focus belongs to the player's controls.
// So the recorded page's :hover and :focus rules are rewritten to also match marker attributes, and the
// elements under the recorded pointer and the focused one carry those markers.

export const HOVER_MARK = 'data-replay-hover';
export const FOCUS_MARK = 'data-replay-focus';
export const FOCUS_WITHIN_MARK = 'data-replay-focus-within';

/**
 * CSS with its interaction pseudo-classes matching the markers instead: the viewer's mouse over the frame must
 * not light up what the visitor never pointed at. `:focus-visible` counts as `:focus` (the recording does not
 * say whether focus came by keyboard).
 */
export function cssWithInteractionMarks(css: string): string {
  if (!css.includes(':hover') && !css.includes(':focus')) return css;
  return css
    .replace(/:hover\b/g, `[${HOVER_MARK}]`)
    .replace(/:focus-within\b/g, `[${FOCUS_WITHIN_MARK}]`)
    .replace(/:focus(?:-visible)?(?![-\w])/g, `[${FOCUS_MARK}]`);
}

/** The element and everything it sits in, through shadow roots to their hosts. */
function* chain(el: Element): Generator<Element> {
  let at: Element | null = el;
  while (at) {
    yield at;
    const parent: Node | null = at.parentNode;
    at = parent?.nodeType === 11 ? (parent as ShadowRoot).host : (at.parentElement ?? null);
  }
}

/** The innermost element at a point of a document's viewport: into open shadow roots and same-origin frames. */
function elementAt(doc: Document | ShadowRoot, x: number, y: number): Element | null {
  if (typeof doc.elementFromPoint !== 'function') return null;
  const el = doc.elementFromPoint(x, y);
  if (!el) return null;
  if (el.shadowRoot && el.shadowRoot !== doc) return elementAt(el.shadowRoot, x, y) ?? el;
  if (el.localName === 'iframe') {
    const inner = (el as HTMLIFrameElement).contentDocument;
    const rect = el.getBoundingClientRect();
    if (inner) return elementAt(inner, x - rect.left, y - rect.top) ?? el;
  }
  return el;
}

/** Keeps one set of elements marked with one attribute: the last one given. */
class Marks {
  private marked: Element[] = [];

  constructor(private readonly name: string) {}

  set(elements: Iterable<Element>): void {
    for (const el of this.marked) el.removeAttribute(this.name);
    this.marked = [];
    for (const el of elements) {
      el.setAttribute(this.name, '');
      this.marked.push(el);
    }
  }
}

export class InteractionMarks {
  private readonly hover = new Marks(HOVER_MARK);
  private readonly focus = new Marks(FOCUS_MARK);
  private readonly focusWithin = new Marks(FOCUS_WITHIN_MARK);

  constructor(private readonly doc: Document) {}

  /** Marks what lies under the recorded pointer (the frame's viewport coordinates). */
  pointerAt(point: readonly [number, number] | null): void {
    const el = point ? elementAt(this.doc, point[0], point[1]) : null;
    this.hover.set(el ? chain(el) : []);
  }

  /** Marks the focused element (none for null) and what it sits in. */
  focused(el: Element | null): void {
    this.focus.set(el ? [el] : []);
    this.focusWithin.set(el ? chain(el) : []);
  }
}
