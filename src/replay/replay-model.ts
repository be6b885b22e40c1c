// The recorded page as plain data: nodes by id with their tag, attributes, children, text
// and form state, changed by the batch protocol's DOM messages. Pure, so a keyframe is a
// copy of it and seeking applies messages to data before touching any real DOM.
import type { Message } from '../protocol/messages';
import { MODAL_DIALOG_ATTRIBUTE } from '../protocol/page-states';
import { MessageType as M } from '../protocol/messages';

export interface ElementNode {
  kind: 'element';
  id: number;
  parent: number;
  tag: string;
  svg: boolean;
  attrs: Map<string, string>;
  children: number[];
  value?: string;
  /** The value was recorded as its length only: `value` holds as many asterisks. */
  masked?: boolean;
  checked?: boolean;
  scroll?: [number, number];
  /** The id of this element's shadow root (recorded as a '#shadow-root' node, outside `children`). */
  shadow?: number;
  /** The id of a frame element's recorded document ('#document', from CreateIFrameDocument). */
  frameDoc?: number;
}

export interface TextNode {
  kind: 'text';
  id: number;
  parent: number;
  data: string;
}

export type ModelNode = ElementNode | TextNode;

/** A rule inserted at an index, or (without a rule) the rule at an index deleted. */
export type SheetEdit = readonly [index: number, rule?: string];

/**
 * A stylesheet written through the CSSOM (AdoptedSS messages): its whole text as last replaced, then the
 * rules inserted and deleted since, in order. Kept as data (no CSS parser here): the player builds a real
 * sheet from it.
 */
export interface RecordedSheet {
  text: string;
  edits: SheetEdit[];
}

/** The <html> element's id in every recording. */
export const ROOT_ID = 0;
/** Tag of a shadow root node, as the recorder writes it. */
export const SHADOW_ROOT_TAG = '#shadow-root';
/** Tag this model gives a frame's document (CreateIFrameDocument). */
export const FRAME_DOCUMENT_TAG = '#document';

/** What an input masked with `mask` (its value's length) shows: the protocol never sends the value. */
export const maskedValue = (mask: number): string => (mask > 0 ? '*'.repeat(Math.min(mask, 64)) : '');

export class ReplayModel {
  nodes = new Map<number, ModelNode>();
  /** Strings of the global dictionary (StringDictGlobal) for dictionary attributes. */
  dict = new Map<number, string>();
  viewport: { width: number; height: number } = { width: 0, height: 0 };
  viewportScroll: [number, number] = [0, 0];
  /** Increments at each CreateDocument (a new page): the DOM must be built anew. */
  generation = 0;
  focus = -1;
  /** Where the visitor's pointer last was, in the page's viewport (MouseMove); null before it moved. */
  pointer: [number, number] | null = null;
  /** Sheets by the recording's sheet id. */
  sheets = new Map<number, RecordedSheet>();
  /** The sheets each owner (the document's <html>, a shadow root, a frame's document, a <style>) uses, in order. */
  sheetOwners = new Map<number, number[]>();

  clone(): ReplayModel {
    const copy = new ReplayModel();
    for (const [id, node] of this.nodes) {
      copy.nodes.set(id, node.kind === 'element' ? { ...node, attrs: new Map(node.attrs), children: [...node.children] } : { ...node });
    }
    copy.dict = this.dict; // append-only and shared: a key's value never changes meaning within a session
    copy.viewport = { ...this.viewport };
    copy.viewportScroll = [...this.viewportScroll];
    copy.generation = this.generation;
    copy.focus = this.focus;
    copy.pointer = this.pointer;
    for (const [id, sheet] of this.sheets) copy.sheets.set(id, { text: sheet.text, edits: [...sheet.edits] });
    for (const [owner, ids] of this.sheetOwners) copy.sheetOwners.set(owner, [...ids]);
    return copy;
  }

  element(id: number): ElementNode | undefined {
    const node = this.nodes.get(id);
    return node?.kind === 'element' ? node : undefined;
  }

  private insert(node: ModelNode, parentID: number, index: number): boolean {
    const parent = this.element(parentID);
    if (!parent) return false;
    const previous = this.nodes.get(node.id);
    if (previous) this.detach(previous);
    node.parent = parentID;
    // A shadow root hangs off its host; recorded indexes count only the host's children.
    if (node.kind === 'element' && node.tag === SHADOW_ROOT_TAG) parent.shadow = node.id;
    else parent.children.splice(Math.min(index, parent.children.length), 0, node.id);
    this.nodes.set(node.id, node);
    return true;
  }

  private detach(node: ModelNode): void {
    const parent = this.element(node.parent);
    if (!parent) return;
    if (parent.shadow === node.id) parent.shadow = undefined;
    if (parent.frameDoc === node.id) parent.frameDoc = undefined;
    const at = parent.children.indexOf(node.id);
    if (at >= 0) parent.children.splice(at, 1);
  }

  private forget(id: number): void {
    const node = this.nodes.get(id);
    if (!node) return;
    this.nodes.delete(id);
    this.sheetOwners.delete(id);
    if (node.kind !== 'element') return;
    for (const child of node.children) this.forget(child);
    if (node.shadow !== undefined) this.forget(node.shadow);
    if (node.frameDoc !== undefined) this.forget(node.frameDoc);
  }

  /** Applies one message; false when it changed nothing the page shows (unknown node, non-DOM message). */
  apply(m: Message): boolean {
    switch (m[0]) {
      case M.CreateDocument: // CreateDocument
        this.nodes.clear();
        this.nodes.set(ROOT_ID, { kind: 'element', id: ROOT_ID, parent: -1, tag: 'html', svg: false, attrs: new Map(), children: [] });
        this.viewportScroll = [0, 0];
        this.focus = -1;
        this.sheets.clear();
        this.sheetOwners.clear();
        this.generation++;
        return true;
      case M.CreateElementNode: // CreateElementNode
        // An SVG element's name keeps its case: an element named 'lineargradient' draws no gradient.
        return this.insert({ kind: 'element', id: m[1], parent: m[2], tag: m[5] ? m[4] : m[4].toLowerCase(), svg: m[5], attrs: new Map(), children: [] }, m[2], m[3]);
      case M.CreateIFrameDocument: { // CreateIFrameDocument
        const frame = this.element(m[1]);
        if (!frame) return false;
        if (frame.frameDoc !== undefined) this.forget(frame.frameDoc);
        frame.frameDoc = m[2];
        this.nodes.set(m[2], { kind: 'element', id: m[2], parent: m[1], tag: FRAME_DOCUMENT_TAG, svg: false, attrs: new Map(), children: [] });
        return true;
      }
      case M.CreateTextNode: // CreateTextNode
        return this.insert({ kind: 'text', id: m[1], parent: m[2], data: '' }, m[2], m[3]);
      case M.MoveNode: { // MoveNode
        const node = this.nodes.get(m[1]);
        return !!node && this.insert(node, m[2], m[3]);
      }
      case M.RemoveNode: { // RemoveNode
        const node = this.nodes.get(m[1]);
        if (!node || m[1] === ROOT_ID) return false;
        this.detach(node);
        this.forget(m[1]);
        return true;
      }
      case M.SetNodeAttribute: // SetNodeAttribute
      case M.SetNodeAttributeURLBased: // SetNodeAttributeURLBased
        return this.setAttribute(m[1], m[2], m[0] === M.SetNodeAttributeURLBased ? absoluteUrls(m[2], m[3], m[4]) : m[3]);
      case M.SetNodeAttributeDictGlobal: // SetNodeAttributeDictGlobal
        return this.setAttribute(m[1], this.dict.get(m[2]) ?? '', this.dict.get(m[3]) ?? '');
      case M.RemoveNodeAttribute: { // RemoveNodeAttribute
        const el = this.element(m[1]);
        // a dialog closed is no longer modal; opened again, it says so again
        if (el && m[2] === 'open') el.attrs.delete(MODAL_DIALOG_ATTRIBUTE);
        return !!el && el.attrs.delete(m[2]);
      }
      case M.SetNodeData: // SetNodeData
      case M.SetCSSDataURLBased: { // SetCSSDataURLBased
        const node = this.nodes.get(m[1]);
        if (!node || node.kind !== 'text') return false;
        node.data = m[0] === M.SetCSSDataURLBased ? cssWithAbsoluteUrls(m[2], m[3]) : m[2];
        // New text makes a <style> parse its sheet anew: rules written through the CSSOM are gone.
        this.sheetOwners.delete(node.parent);
        return true;
      }
      case M.StringDictGlobal: // StringDictGlobal
        this.dict.set(m[1], m[2]);
        return false;
      case M.SetInputValue: { // SetInputValue
        const el = this.element(m[1]);
        if (!el) return false;
        el.value = m[3] === 0 ? m[2] : maskedValue(m[3]);
        el.masked = m[3] !== 0;
        return true;
      }
      case M.SetInputChecked: { // SetInputChecked
        const el = this.element(m[1]);
        if (!el) return false;
        el.checked = m[2];
        return true;
      }
      case M.SetNodeScroll: { // SetNodeScroll
        const el = this.element(m[1]);
        if (!el) return false;
        el.scroll = [m[2], m[3]];
        return true;
      }
      case M.SetViewportSize: // SetViewportSize
        this.viewport = { width: m[1], height: m[2] };
        return true;
      case M.SetViewportScroll: // SetViewportScroll
        this.viewportScroll = [m[1], m[2]];
        return true;
      case M.AdoptedSSReplaceURLBased: // AdoptedSSReplaceURLBased
        this.sheets.set(m[1], { text: cssWithAbsoluteUrls(m[2], m[3]), edits: [] });
        return true;
      case M.AdoptedSSInsertRuleURLBased: // AdoptedSSInsertRuleURLBased
        this.sheet(m[1]).edits.push([m[3], cssWithAbsoluteUrls(m[2], m[4])]);
        return true;
      case M.AdoptedSSDeleteRule: // AdoptedSSDeleteRule
        this.sheet(m[1]).edits.push([m[2]]);
        return true;
      case M.AdoptedSSAddOwner: // AdoptedSSAddOwner
      case M.AdoptedSSRemoveOwner: { // AdoptedSSRemoveOwner
        const owned = (this.sheetOwners.get(m[2]) ?? []).filter((id) => id !== m[1]);
        if (m[0] === M.AdoptedSSAddOwner) owned.push(m[1]);
        if (owned.length) this.sheetOwners.set(m[2], owned);
        else this.sheetOwners.delete(m[2]);
        return true;
      }
      case M.SetNodeFocus: // SetNodeFocus
        this.focus = m[1];
        return true;
      case M.MouseMove: // MouseMove
        this.pointer = [m[1], m[2]];
        return true;
      default:
        return false;
    }
  }

  private sheet(id: number): RecordedSheet {
    let sheet = this.sheets.get(id);
    if (!sheet) this.sheets.set(id, (sheet = { text: '', edits: [] }));
    return sheet;
  }

  private setAttribute(id: number, name: string, value: string): boolean {
    const el = this.element(id);
    if (!el || !name) return false;
    // Recorded names keep their case: an HTML page reports them lower-case already, SVG's viewBox is not.
    el.attrs.set(name, value);
    return true;
  }
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'poster', 'action', 'formaction', 'background', 'data', 'xlink:href', 'style']);

function absoluteUrls(name: string, value: string, baseURL: string): string {
  if (!baseURL || !URL_ATTRIBUTES.has(name.toLowerCase())) return value;
  if (name.toLowerCase() === 'style') return cssWithAbsoluteUrls(value, baseURL);
  if (name.toLowerCase() === 'srcset') return srcsetWithAbsoluteUrls(value, baseURL);
  return resolveUrl(value, baseURL);
}

/**
 * A srcset (of an <img> or a <picture>'s <source>) with each candidate's address resolved against the recorded
 * page, read as the HTML standard reads it: an address runs to the next white space (commas inside it, as image
 * services write them, stay), a comma right after it ends the candidate, and descriptors run to the next comma
 * outside parentheses.
 */
export function srcsetWithAbsoluteUrls(srcset: string, baseURL: string): string {
  const candidates: string[] = [];
  let at = 0;
  const length = srcset.length;
  const space = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
  while (at < length) {
    while (at < length && (space(srcset[at]) || srcset[at] === ',')) at++;
    if (at >= length) break;
    const start = at;
    while (at < length && !space(srcset[at])) at++;
    let url = srcset.slice(start, at);
    let descriptors = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      let depth = 0;
      const from = at;
      while (at < length && (srcset[at] !== ',' || depth > 0)) {
        if (srcset[at] === '(') depth++;
        else if (srcset[at] === ')') depth = Math.max(0, depth - 1);
        at++;
      }
      descriptors = srcset.slice(from, at).trim().replace(/\s+/g, ' ');
      at++;
    }
    candidates.push(descriptors ? `${resolveUrl(url, baseURL)} ${descriptors}` : resolveUrl(url, baseURL));
  }
  return candidates.join(', ');
}

function resolveUrl(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/** CSS text with its relative url(...) references resolved against the recorded page's address. */
export function cssWithAbsoluteUrls(css: string, baseURL: string): string {
  if (!baseURL) return css;
  return css
    .replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (_, quote: string, url: string) =>
      url.startsWith('data:') ? `url(${quote}${url}${quote})` : `url(${quote}${resolveUrl(url, baseURL)}${quote})`,
    )
    // @import "file.css" names its sheet by a bare string, which the viewer would resolve against itself.
    .replace(/@import\s+(['"])([^'"]+)\1/gi, (_, quote: string, url: string) => `@import ${quote}${resolveUrl(url, baseURL)}${quote}`);
}
