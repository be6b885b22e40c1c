// Builds and updates the real DOM of the replay frame from the ReplayModel. Works on any
// Document (a sandboxed iframe's in the browser, jsdom's in tests). Nothing recorded can
// run: scripts become inert templates, on* handlers and javascript: URLs are dropped, and
// the frame itself is sandboxed without allow-scripts.
import type { Message } from '../protocol/messages';
import { isPageStateAttribute, MEDIA_PLAYING_ATTRIBUTE, MEDIA_TIME_ATTRIBUTE, MODAL_DIALOG_ATTRIBUTE, QUIRKS_MODE_ATTRIBUTE } from '../protocol/page-states';
import { FRAME_DOCUMENT_TAG, ROOT_ID, SHADOW_ROOT_TAG, type ElementNode, type ReplayModel } from './replay-model';
import { cssWithInteractionMarks, InteractionMarks } from './interaction-marks';
import { RecordedSheets } from './recorded-sheets';
import { MessageType as M } from '../protocol/messages';

const SVG_NS = 'http://www.w3.org/2000/svg';
const INERT_TAGS = new Set(['script', 'object', 'embed', 'frame', 'frameset']);
// Tags in the recording that are not elements of the page: shown through their host or not at all.
const NOT_ELEMENTS = new Set([SHADOW_ROOT_TAG, FRAME_DOCUMENT_TAG]);
const SCRIPT_URL = /^\s*(javascript|vbscript|data:text\/html)/i;
/** Input types whose value the browser throws away unless it is a valid number, date or colour. */
const VALUE_SANITISED = /^(range|number|date|datetime-local|month|week|time|color)$/i;
/** Marks the option a replay adds to a <select> whose choice was masked: it is no option of the page. */
export const MASKED_CHOICE_ATTRIBUTE = 'data-replay-masked-choice';
/** Marks the replay's own <style> inside a <video>: no element of the page. */
export const MEDIA_CONTROLS_ATTRIBUTE = 'data-replay-media-controls';
/**
 * A browser shows a video's controls wherever scripting is off, asked for or not, and the replay frame runs no
 * script: the controls of a video the page showed without them are hidden again. (Chromium's and WebKit's own
 * pseudo-element; a browser without it shows the controls.)
 */
const UNASKED_CONTROLS_CSS = 'video:not([controls])::-webkit-media-controls{display:none!important}';

/**
 * Shows a <select>'s recorded choice. A masked choice (its length only) is no value of any option: instead of
 * an empty box or a made-up choice among the page's options, the box shows the asterisks a masked text field
 * shows, through one option of the replay's own that is hidden from the list and cannot be picked.
 */
function chooseOption(select: HTMLSelectElement, node: ElementNode): void {
  for (const option of [...select.querySelectorAll(`option[${MASKED_CHOICE_ATTRIBUTE}]`)]) option.remove();
  if (!node.masked) {
    select.value = node.value ?? '';
    return;
  }
  const masked = select.ownerDocument.createElement('option');
  masked.setAttribute(MASKED_CHOICE_ATTRIBUTE, '');
  masked.hidden = true;
  masked.disabled = true;
  masked.textContent = node.value ?? '';
  select.appendChild(masked);
  masked.selected = true;
}

function safeAttribute(recorded: string, value: string, tag: string): boolean {
  // Names keep their recorded case (SVG's viewBox); the checks read them case-blind.
  const name = recorded.toLowerCase();
  if (name.startsWith('on') || isPageStateAttribute(name)) return false;
  if (name === 'srcdoc') return false;
  // A recorded frame's page is never loaded: its recorded document is built into it.
  if (tag === 'iframe' && (name === 'src' || name === 'sandbox')) return false;
  if ((name === 'href' || name === 'src' || name === 'action' || name === 'formaction' || name === 'xlink:href') && SCRIPT_URL.test(value)) return false;
  return /^[a-z_:][-a-z0-9_:.]*$/i.test(name);
}

/** Writes a document anew, empty, in standards mode or (without a doctype) in quirks mode; it stays the same object. */
function writeEmptyDocument(doc: Document, quirks: boolean): void {
  try {
    doc.open();
    doc.write(`${quirks ? '' : '<!doctype html>'}<html><head></head><body></body></html>`);
    doc.close();
  } catch {
    // a document that cannot be rewritten keeps its mode
  }
}

export class DomBuilder {
  private readonly nodes = new Map<number, Node>();
  private generation = -1;
  private readonly sheets: RecordedSheets;
  private readonly marks: InteractionMarks;

  constructor(private readonly doc: Document) {
    this.sheets = new RecordedSheets(doc, (id) => (id === ROOT_ID ? this.doc : this.nodes.get(id)));
    this.marks = new InteractionMarks(doc);
  }

  /** The DOM node recorded as `id`, if it is in the frame. */
  nodeOf(id: number): Node | undefined {
    return this.nodes.get(id);
  }

  /** Replaces the frame's page with the model's (after a seek or at a new page). */
  mount(model: ReplayModel): void {
    this.nodes.clear();
    this.matchDocumentMode(model.element(ROOT_ID)?.attrs.has(QUIRKS_MODE_ATTRIBUTE) ?? false);
    const html = this.doc.documentElement;
    while (html.firstChild) html.removeChild(html.firstChild);
    for (const attr of [...html.attributes]) html.removeAttribute(attr.name);
    this.generation = model.generation;
    const root = model.element(ROOT_ID);
    if (!root) return;
    this.nodes.set(ROOT_ID, html);
    this.syncAttributes(html, root);
    for (const child of root.children) {
      const built = this.build(model, child);
      if (built) html.appendChild(built);
    }
    this.fillFrames(model, ROOT_ID);
    this.applyFormState(model);
    this.sheets.mount(model);
    for (const [id, node] of model.nodes) if (node.kind === 'element') this.applyState(id, node);
    this.applyScroll(model);
    this.applyFocus(model);
  }

  /** The recorded focus as the page's :focus rules show it. */
  private applyFocus(model: ReplayModel): void {
    const el = this.nodes.get(model.focus);
    this.marks.focused(el?.nodeType === 1 ? (el as Element) : null);
  }

  /**
   * A page without a doctype was laid out in quirks mode: the frame's document is written anew without one
   * (or with one again for a page in standards mode). The document stays the same object.
   */
  private matchDocumentMode(quirks: boolean): void {
    if ((this.doc.compatMode === 'BackCompat') !== quirks) writeEmptyDocument(this.doc, quirks);
  }

  /**
   * Builds the recorded documents of the frames in `id`'s subtree into their frames. A frame gets its document
   * only once it is in the page (and anew each time it is placed: a frame moved loads afresh).
   */
  private fillFrames(model: ReplayModel, id: number): void {
    const node = model.element(id);
    if (!node) return;
    if (node.frameDoc !== undefined) this.fillFrame(model, id, node.frameDoc);
    for (const child of node.children) this.fillFrames(model, child);
    if (node.shadow !== undefined) this.fillFrames(model, node.shadow);
  }

  private fillFrame(model: ReplayModel, frameId: number, docId: number): void {
    const frame = this.nodes.get(frameId) as HTMLIFrameElement | undefined;
    let doc: Document | null = null;
    try {
      doc = frame?.isConnected ? frame.contentDocument : null;
    } catch {
      doc = null;
    }
    const recorded = model.element(docId);
    if (!doc || !recorded) return;
    const html = model.element(recorded.children[0] ?? -1);
    writeEmptyDocument(doc, html?.attrs.has(QUIRKS_MODE_ATTRIBUTE) ?? false);
    doc.documentElement?.remove();
    this.nodes.set(docId, doc);
    for (const child of recorded.children) {
      const built = this.build(model, child);
      if (built?.nodeType === 1 && !doc.documentElement) doc.appendChild(built);
      if (built) this.fillFrames(model, child);
    }
  }

  /**
   * States of a page no attribute shows: a modal dialog, a playing video and where it was. A media element seeks
   * to its recorded position when that is new (`seek`), not at every change of its attributes while it plays on.
   */
  private applyState(id: number, node: ElementNode, seek = true): void {
    const tag = node.tag;
    if (tag !== 'dialog' && tag !== 'video' && tag !== 'audio') return;
    const el = this.nodes.get(id) as HTMLElement | undefined;
    if (!el?.isConnected) return;
    try {
      if (tag === 'dialog') {
        const dialog = el as HTMLDialogElement;
        const modal = node.attrs.has('open') && node.attrs.has(MODAL_DIALOG_ATTRIBUTE);
        if (modal === dialog.matches(':modal')) return;
        if (dialog.open) dialog.close();
        if (modal) dialog.showModal();
        else if (node.attrs.has('open')) dialog.setAttribute('open', '');
        return;
      }
      const media = el as HTMLMediaElement;
      const time = Number(node.attrs.get(MEDIA_TIME_ATTRIBUTE) ?? NaN);
      // before its data has loaded this is where it will start
      if (seek && Number.isFinite(time) && time >= 0) media.currentTime = time;
      if (node.attrs.has(MEDIA_PLAYING_ATTRIBUTE)) {
        // muted: a replay plays the picture, and browsers let only muted media start without a gesture
        media.muted = true;
        void media.play?.()?.catch?.(() => undefined);
      } else if (!media.paused) media.pause();
    } catch {
      // a browser without the state shows the element as its attributes say
    }
  }

  private build(model: ReplayModel, id: number): Node | null {
    const node = model.nodes.get(id);
    if (!node) return null;
    if (node.kind === 'text') {
      const text = this.doc.createTextNode(this.textOf(model, node.parent, node.data));
      this.nodes.set(id, text);
      return text;
    }
    if (NOT_ELEMENTS.has(node.tag)) return null;
    const el = this.createElement(node);
    this.nodes.set(id, el);
    this.syncAttributes(el, node);
    if (node.tag === 'video') this.hideUnaskedControls(el);
    for (const child of node.children) {
      const built = this.build(model, child);
      if (built) el.appendChild(built);
    }
    if (node.shadow !== undefined) this.buildShadow(model, el, node.shadow);
    return el;
  }

  /** A text as the frame shows it: a <style>'s CSS with its :hover and :focus rules matching the replay's markers. */
  private textOf(model: ReplayModel, parent: number, data: string): string {
    return model.element(parent)?.tag === 'style' ? cssWithInteractionMarks(data) : data;
  }

  /** A <style> of the replay's own inside the video (a video's children are not drawn, a style's rules still apply). */
  private hideUnaskedControls(video: Element): void {
    const style = this.doc.createElement('style');
    style.setAttribute(MEDIA_CONTROLS_ATTRIBUTE, '');
    style.textContent = UNASKED_CONTROLS_CSS;
    video.appendChild(style);
  }

  /** Attaches the recorded shadow root to its host (or, where the host cannot have one, puts its content in the host). */
  private buildShadow(model: ReplayModel, host: Element, shadowID: number): void {
    const shadow = model.element(shadowID);
    if (!shadow) return;
    let root: Node;
    try {
      root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    } catch {
      root = host;
    }
    this.nodes.set(shadowID, root);
    for (const child of shadow.children) {
      const built = this.build(model, child);
      if (built) root.appendChild(built);
    }
  }

  private createElement(node: ElementNode): Element {
    if (INERT_TAGS.has(node.tag)) return this.doc.createElement('template');
    try {
      const el = node.svg ? this.doc.createElementNS(SVG_NS, node.tag) : this.doc.createElement(node.tag);
      // same origin, so the replay can build the recorded document inside; never scripts
      if (node.tag === 'iframe') el.setAttribute('sandbox', 'allow-same-origin');
      return el;
    } catch {
      // a tag name the browser refuses still keeps its place and children
      return this.doc.createElement('span');
    }
  }

  private syncAttributes(el: Element, node: ElementNode): void {
    for (const [name, value] of node.attrs) this.setAttribute(el, name, value);
  }

  private setAttribute(el: Element, name: string, value: string): void {
    if (!safeAttribute(name, value, el.localName)) return;
    try {
      el.setAttribute(name, value);
    } catch {
      // a name the browser refuses is left out, the rest of the page still shows
    }
  }

  private applyFormState(model: ReplayModel): void {
    for (const [id, node] of model.nodes) {
      if (node.kind !== 'element' || (node.value === undefined && node.checked === undefined)) continue;
      this.setFormState(this.nodes.get(id), node);
    }
  }

  private setFormState(el: Node | undefined, node: ElementNode): void {
    if (!el) return;
    const field = el as HTMLInputElement;
    if (node.value !== undefined && 'value' in field) {
      if (node.tag === 'select') chooseOption(el as HTMLSelectElement, node);
      // a masked value's asterisks would not be a number, a date or a colour: such a field keeps the page's own value
      else if (!node.masked || !VALUE_SANITISED.test(field.type ?? '')) field.value = node.value;
    }
    if (node.checked !== undefined && 'checked' in field) field.checked = node.checked;
  }

  /** An option placed in a <select> (or its group) after the choice was recorded: the choice is made again. */
  private optionPlaced(model: ReplayModel, id: number): void {
    let parent = model.element(model.nodes.get(id)?.parent ?? -1);
    if (parent?.tag === 'optgroup') parent = model.element(parent.parent);
    if (parent?.tag === 'select' && parent.value !== undefined) this.setFormState(this.nodes.get(parent.id), parent);
  }

  /** Scroll positions need layout, so they are set after the page is in place. */
  applyScroll(model: ReplayModel): void {
    const win = this.doc.defaultView;
    for (const [id, node] of model.nodes) {
      if (node.kind !== 'element' || !node.scroll) continue;
      const el = this.nodes.get(id) as Element | undefined;
      if (el) {
        el.scrollLeft = node.scroll[0];
        el.scrollTop = node.scroll[1];
      }
    }
    win?.scrollTo?.(model.viewportScroll[0], model.viewportScroll[1]);
    // what lies under the pointer depends on layout and scroll
    this.marks.pointerAt(model.pointer);
  }

  /**
   * Applies a message the model has already taken, changing only what it touched.
   * Returns false when the DOM must be mounted anew (a new page).
   */
  update(model: ReplayModel, m: Message): boolean {
    if (model.generation !== this.generation) return false;
    switch (m[0]) {
      case M.CreateElementNode:
      case M.CreateTextNode: {
        // an id recorded again is a new node: the old one goes
        const old = this.nodes.get(m[1]);
        old?.parentNode?.removeChild(old);
        this.nodes.delete(m[1]);
        this.place(model, m[1]);
        this.sheets.ownerPlaced(model, m[1]);
        this.optionPlaced(model, m[1]);
        this.fillFrames(model, m[1]);
        return true;
      }
      case M.CreateIFrameDocument:
        this.fillFrame(model, m[1], m[2]);
        return true;
      case M.MoveNode:
        this.place(model, m[1]);
        this.sheets.ownerPlaced(model, m[1]);
        this.fillFrames(model, m[1]);
        return true;
      case M.RemoveNode: {
        const node = this.nodes.get(m[1]);
        node?.parentNode?.removeChild(node);
        this.nodes.delete(m[1]);
        return true;
      }
      case M.SetNodeAttribute:
      case M.SetNodeAttributeURLBased:
      case M.SetNodeAttributeDictGlobal: {
        const el = this.nodes.get(m[1]) as Element | undefined;
        const node = model.element(m[1]);
        if (el && node) {
          const name = m[0] === M.SetNodeAttributeDictGlobal ? (model.dict.get(m[2]) ?? '') : m[2];
          // the page's mode is the document's: it is written anew
          if (name === QUIRKS_MODE_ATTRIBUTE && m[1] === ROOT_ID) return this.doc.compatMode === 'BackCompat';
          const value = node.attrs.get(name);
          if (value !== undefined) this.setAttribute(el, name, value);
          // a link showing its recorded CSS keeps loading nothing from its address
          if (node.tag === 'link') this.sheets.ownerPlaced(model, m[1]);
          this.applyState(m[1], node, name === MEDIA_TIME_ATTRIBUTE);
        }
        return true;
      }
      case M.RemoveNodeAttribute: {
        const node = model.element(m[1]);
        if (node) {
          (this.nodes.get(m[1]) as Element | undefined)?.removeAttribute?.(m[2]);
          this.applyState(m[1], node, false);
        }
        return true;
      }
      case M.AdoptedSSReplaceURLBased:
      case M.AdoptedSSInsertRuleURLBased:
      case M.AdoptedSSDeleteRule:
        this.sheets.sheetChanged(model, m[1]);
        return true;
      case M.AdoptedSSAddOwner:
      case M.AdoptedSSRemoveOwner:
        this.sheets.applyOwner(model, m[2]);
        return true;
      case M.SetNodeData:
      case M.SetCSSDataURLBased: {
        const text = this.nodes.get(m[1]);
        const node = model.nodes.get(m[1]);
        if (text && node?.kind === 'text') text.textContent = this.textOf(model, node.parent, node.data);
        return true;
      }
      case M.SetNodeFocus:
        this.applyFocus(model);
        return true;
      case M.MouseMove:
        this.marks.pointerAt(model.pointer);
        return true;
      case M.SetInputValue:
      case M.SetInputChecked: {
        const node = model.element(m[1]);
        if (node) this.setFormState(this.nodes.get(m[1]), node);
        return true;
      }
      case M.SetNodeScroll:
      case M.SetViewportScroll:
        this.applyScrollOf(model, m[0] === M.SetNodeScroll ? m[1] : null);
        return true;
      default:
        return true;
    }
  }

  private applyScrollOf(model: ReplayModel, id: number | null): void {
    if (id === null) {
      this.doc.defaultView?.scrollTo?.(model.viewportScroll[0], model.viewportScroll[1]);
      this.marks.pointerAt(model.pointer);
      return;
    }
    const node = model.element(id);
    const el = this.nodes.get(id) as Element | undefined;
    if (node?.scroll && el) {
      el.scrollLeft = node.scroll[0];
      el.scrollTop = node.scroll[1];
    }
  }

  /** Puts a created or moved node at its recorded place: before its next recorded sibling in the frame. */
  private place(model: ReplayModel, id: number): void {
    const node = model.nodes.get(id);
    if (!node) return;
    const parent = this.nodes.get(node.parent);
    const parentNode = model.element(node.parent);
    if (!parent || !parentNode) return;
    if (node.kind === 'element' && node.tag === SHADOW_ROOT_TAG) {
      if (parent.nodeType === 1) this.buildShadow(model, parent as Element, id);
      return;
    }
    if (node.kind === 'element' && NOT_ELEMENTS.has(node.tag)) return;
    let dom = this.nodes.get(id);
    if (!dom) dom = this.build(model, id) ?? undefined;
    if (!dom) return;
    const at = parentNode.children.indexOf(id);
    let before: Node | null = null;
    for (let i = at + 1; i < parentNode.children.length && !before; i++) {
      const sibling = this.nodes.get(parentNode.children[i]);
      if (sibling && sibling.parentNode === parent) before = sibling;
    }
    // a frame's document holds one root element: the recorded one replaces what is there
    if (parent.nodeType === 9 && dom.nodeType === 1) {
      const root = (parent as Document).documentElement;
      if (root && root !== dom) root.remove();
    }
    parent.insertBefore(dom, before);
  }
}
