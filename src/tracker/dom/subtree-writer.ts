// Writes nodes into the recording in document order, from a work stack that can be interrupted at any
// node and resumed in a later task, so a 10000-node snapshot or rebuild never blocks the page for long.
// An item is (node, recorded parent, index among the parent's recorded children). A node that already
// has an id is moved; a new one is created and its children are stacked in order.
import { MessageType as M } from '../../protocol/messages';
import { writeAttribute } from './attribute-writer';
import { writeInitialInput } from './input-writer';
import { INPUT_TEXT, OBSCURED, STYLE_TEXT, UNMASKED } from './node-registry';
import type { RecordingContext } from './recording-context';
import { writeText } from './text-writer';

const SVG_NS = 'http://www.w3.org/2000/svg';
export const SHADOW_ROOT_TAG = '#shadow-root';

/** Scripts, comments, noscript, meta, title, base and links other than stylesheets are not recorded. */
export function isRecordable(node: Node): boolean {
  const type = node.nodeType;
  if (type === 3) return true;
  if (type !== 1) return false;
  switch ((node as Element).localName) {
    case 'script':
    case 'noscript':
    case 'meta':
    case 'title':
    case 'base':
    // The usability-test widget: the test's video shows it; the page's recording does not.
    case 'pawprint-uxt':
      return false;
    case 'link': {
      const rel = (node as Element).getAttribute('rel');
      return rel !== null && rel.toLowerCase().split(/\s+/).includes('stylesheet');
    }
    default:
      return true;
  }
}

export class SubtreeWriter {
  private nodes: Node[] = [];
  private parents: number[] = [];
  private indexes: number[] = [];

  readonly #ctx: RecordingContext;

  constructor(ctx: RecordingContext) {
    this.#ctx = ctx;
  }

  get pending(): boolean {
    return this.nodes.length > 0;
  }

  /** Items are taken last-in first-out: push siblings in reverse to write them in order. */
  push(node: Node, parentId: number, index: number): void {
    this.nodes.push(node);
    this.parents.push(parentId);
    this.indexes.push(index);
  }

  /** Stacks the recordable children of `parent` (recorded as `parentId`), indexes from `first`. */
  pushChildren(parent: Node, parentId: number, first = 0): void {
    const { nodes, parents, indexes } = this;
    const start = nodes.length;
    // Last child first, so the first child ends on top of the stack; indexes are known once counted.
    for (let c = parent.lastChild; c; c = c.previousSibling) {
      if (!isRecordable(c)) continue;
      nodes.push(c);
      parents.push(parentId);
      indexes.push(0);
    }
    const last = first + nodes.length - start - 1;
    for (let i = start; i < nodes.length; i++) indexes[i] = last - (i - start);
  }

  /** Writes until the stack is empty or `deadline` (performance.now()) passes; true when done. */
  run(deadline: number): boolean {
    const { nodes, parents, indexes } = this;
    let n = 0;
    while (nodes.length) {
      if ((++n & 63) === 0 && performance.now() > deadline) return false;
      const node = nodes.pop()!;
      const parentId = parents.pop()!;
      const index = indexes.pop()!;
      this.#write(node, parentId, index);
    }
    return true;
  }

  clear(): void {
    this.nodes.length = 0;
    this.parents.length = 0;
    this.indexes.length = 0;
  }

  #write(node: Node, parentId: number, index: number): void {
    const { registry, out } = this.#ctx;
    const parent = registry.nodes[parentId];
    // The parent left the recording with its subtree: so does every item stacked under it.
    if (parent === undefined) return;
    if (node.nodeType === 11) {
      if ((node as ShadowRoot).host !== parent) return;
    } else if (node.parentNode !== parent && node.contains(parent)) {
      // The page moved the parent into this node since it was stacked: writing it there would make a cycle.
      return;
    }
    // A node the page moved or removed since it was stacked is still written where it was then: the
    // stacked indexes count it, so skipping it would shift every later sibling in the replay. The
    // records of that later change come with the next commit and move or remove it again.

    const known = registry.idOf(node);
    if (known !== undefined) {
      if (registry.attached(known)) {
        registry.parents[known] = parentId;
        out.m3(M.MoveNode, known, parentId, index);
        return;
      }
      // Its old place was removed in the replay with an ancestor: it is written again as new.
      registry.unbindTree(node);
    }
    const parentLevel = registry.privacyLevels[parentId];
    if (node.nodeType === 3) {
      const parentTag = (parent as Element).localName ?? '';
      const id = registry.bind(node, parentId, parentTag === 'style' ? parentLevel | STYLE_TEXT : parentLevel);
      out.m3(M.CreateTextNode, id, parentId, index);
      const data = (node as Text).data;
      if (data) writeText(this.#ctx, id, data, parentTag);
      return;
    }
    if (node.nodeType === 11) {
      const id = registry.bind(node, parentId, parentLevel);
      out.element(id, parentId, 0, SHADOW_ROOT_TAG, false);
      this.#ctx.watchRoot(node as ShadowRoot);
      this.pushChildren(node, id);
      return;
    }
    const el = node as Element;
    const id = registry.bind(el, parentId, parentLevel);
    const tag = el.localName;
    out.element(id, parentId, index, tag, el.namespaceURI === SVG_NS);
    this.writeElementBody(id, el, tag);
  }

  /** Attributes, privacy level, field state, children, shadow root and iframe document of an element. */
  writeElementBody(id: number, el: Element, tag = el.localName): void {
    const { registry, options } = this.#ctx;
    let level = registry.privacyLevels[id];
    // Names, then values: reading el.attributes would make the page keep an Attr object per attribute.
    if (el.hasAttributes()) {
      const names = el.getAttributeNames();
      for (let i = 0; i < names.length; i++) {
        const name = names[i];
        const value = el.getAttribute(name);
        if (value === null) continue;
        if (name === options.obscureAttribute) level |= OBSCURED;
        else if (name === options.unmaskAttribute) level |= UNMASKED;
        writeAttribute(this.#ctx, id, el, tag, name, value);
      }
    }
    if (tag === 'textarea') level |= INPUT_TEXT;
    registry.privacyLevels[id] = level;
    if (tag === 'input' || tag === 'textarea' || tag === 'select') writeInitialInput(this.#ctx, id, el as HTMLInputElement);
    // Children are stacked before the shadow root so the shadow root is written first (it is on top).
    if (el.firstChild !== null) this.pushChildren(el, id);
    const shadow = el.shadowRoot;
    if (shadow) this.push(shadow, id, 0);
    if (tag === 'iframe') this.writeFrameDocument(id, el as HTMLIFrameElement);
  }

  /** A same-origin frame's document is recorded under the frame; another origin's stays out. */
  writeFrameDocument(frameId: number, frame: HTMLIFrameElement): void {
    let doc: Document | null = null;
    try {
      doc = frame.contentDocument;
    } catch {
      doc = null;
    }
    const html = doc?.documentElement;
    if (!doc || !html || this.#ctx.registry.has(doc)) return;
    const { registry, out } = this.#ctx;
    const docId = registry.bind(doc, frameId, registry.privacyLevels[frameId]);
    out.push([M.CreateIFrameDocument, frameId, docId]);
    this.#ctx.watchRoot(doc);
    this.push(html, docId, 0);
  }
}
