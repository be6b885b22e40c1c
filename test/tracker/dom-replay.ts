// Test helper: rebuilds a page's tree from recorded messages the way a replay would, and reads the live
// DOM into the same shape, so a recording can be compared with the page it recorded.
import { MessageType as M, type Message } from '../../src/protocol/messages';

export interface TreeNode {
  tag?: string;
  text?: string;
  attrs?: Record<string, string>;
  children?: TreeNode[];
  shadow?: TreeNode[];
  frame?: TreeNode[];
  value?: string;
  mask?: number;
  checked?: boolean;
}

interface VNode extends TreeNode {
  id: number;
  parent?: VNode;
  kind: 'el' | 'text' | 'shadow' | 'doc';
}

export class Replay {
  nodes = new Map<number, VNode>();
  dict = new Map<number, string>();
  errors: string[] = [];
  root: VNode | null = null;

  apply(messages: Message[]): this {
    for (const m of messages) {
      const before = this.errors.length;
      this.one(m);
      if (this.errors.length > before) this.errors[this.errors.length - 1] += ` (in ${JSON.stringify(m).slice(0, 80)})`;
    }
    return this;
  }

  private insert(node: VNode, parentId: number, index: number): void {
    const parent = this.nodes.get(parentId);
    if (!parent) {
      this.errors.push(`parent ${parentId} of ${node.id} missing`);
      return;
    }
    node.parent = parent;
    if (node.kind === 'shadow') {
      parent.shadow = [node];
      return;
    }
    if (parent.kind === 'doc') {
      parent.frame = [node];
      return;
    }
    const list = (parent.children ??= []);
    // An index past the end appends (the recorder parks moved nodes there before placing them).
    if (index > list.length && index !== 0x7fffffff) this.errors.push(`index ${index} beyond ${list.length} children of ${parentId}`);
    list.splice(Math.min(index, list.length), 0, node);
  }

  private detach(node: VNode): void {
    const p = node.parent;
    if (!p) return;
    const list = node.kind === 'shadow' ? p.shadow : p.kind === 'doc' ? p.frame : p.children;
    const i = list?.indexOf(node) ?? -1;
    if (i >= 0) list!.splice(i, 1);
    node.parent = undefined;
  }

  private forget(node: VNode): void {
    this.nodes.delete(node.id);
    for (const c of [...(node.children ?? []), ...(node.shadow ?? []), ...(node.frame ?? [])]) this.forget(c as VNode);
  }

  private node(id: number): VNode | undefined {
    const n = this.nodes.get(id);
    if (!n) this.errors.push(`node ${id} missing`);
    return n;
  }

  private one(m: Message): void {
    switch (m[0]) {
      case M.CreateDocument: {
        this.nodes.clear();
        this.root = { id: 0, kind: 'el', tag: 'html', attrs: {} };
        this.nodes.set(0, this.root);
        // The html element is id 0; ids of the recording continue from 1.
        return;
      }
      case M.CreateElementNode: {
        const [, id, parentId, index, tag] = m;
        const node: VNode = tag === '#shadow-root' ? { id, kind: 'shadow', tag, children: [] } : { id, kind: 'el', tag, attrs: {} };
        this.nodes.set(id, node);
        this.insert(node, parentId, index);
        return;
      }
      case M.CreateTextNode: {
        const [, id, parentId, index] = m;
        const node: VNode = { id, kind: 'text', text: '' };
        this.nodes.set(id, node);
        this.insert(node, parentId, index);
        return;
      }
      case M.CreateIFrameDocument: {
        const [, frameId, id] = m;
        const node: VNode = { id, kind: 'doc' };
        this.nodes.set(id, node);
        const frame = this.node(frameId);
        if (frame) {
          node.parent = frame;
          frame.frame = [];
          (frame as VNode & { doc?: VNode }).doc = node;
        }
        return;
      }
      case M.MoveNode: {
        const [, id, parentId, index] = m;
        const node = this.node(id);
        if (!node) return;
        this.detach(node);
        this.insert(node, parentId, index);
        return;
      }
      case M.RemoveNode: {
        const node = this.node(m[1]);
        if (!node) return;
        this.detach(node);
        this.forget(node);
        return;
      }
      case M.SetNodeAttribute:
      case M.SetNodeAttributeURLBased: {
        const node = this.node(m[1]);
        if (node?.attrs) node.attrs[m[2]] = m[3];
        return;
      }
      case M.StringDictGlobal:
        this.dict.set(m[1], m[2]);
        return;
      case M.SetNodeAttributeDictGlobal: {
        const node = this.node(m[1]);
        const name = this.dict.get(m[2]);
        const value = this.dict.get(m[3]);
        if (name === undefined || value === undefined) this.errors.push(`dict key missing in ${JSON.stringify(m)}`);
        else if (node?.attrs) node.attrs[name] = value;
        return;
      }
      case M.RemoveNodeAttribute: {
        const node = this.node(m[1]);
        if (node?.attrs) delete node.attrs[m[2]];
        return;
      }
      case M.SetNodeData:
      case M.SetCSSDataURLBased: {
        const node = this.node(m[1]);
        if (node) node.text = m[2];
        return;
      }
      case M.SetInputValue: {
        const node = this.node(m[1]);
        if (node) {
          node.value = m[2];
          node.mask = m[3];
        }
        return;
      }
      case M.SetInputChecked: {
        const node = this.node(m[1]);
        if (node) node.checked = m[2];
        return;
      }
      default:
    }
  }

  /** The rebuilt tree (frames' documents under their frame element). */
  tree(): TreeNode | null {
    const out = (n: VNode): TreeNode => {
      if (n.kind === 'text') return { text: n.text };
      const t: TreeNode = { tag: n.tag, attrs: { ...(n.attrs ?? {}) }, children: (n.children ?? []).map((c) => out(c as VNode)) };
      if (n.shadow?.length) t.shadow = ((n.shadow[0] as VNode).children ?? []).map((c) => out(c as VNode));
      const doc = (n as VNode & { doc?: VNode }).doc;
      if (doc?.frame?.length) t.frame = doc.frame.map((c) => out(c as VNode));
      return t;
    };
    return this.root ? out(this.root) : null;
  }

  /** Every field value the replay holds, by the field's id attribute. */
  fields(): Record<string, { value?: string; mask?: number; checked?: boolean }> {
    const result: Record<string, { value?: string; mask?: number; checked?: boolean }> = {};
    for (const n of this.nodes.values()) {
      const key = n.attrs?.id;
      if (key && (n.value !== undefined || n.checked !== undefined)) result[key] = { value: n.value, mask: n.mask, checked: n.checked };
    }
    return result;
  }
}

/**
 * The live page read into the recorded shape (self-contained: it also runs inside the browser).
 * Unrecorded nodes are left out; attribute values are left as the page has them.
 */
export function liveTree(root: Element): TreeNode {
  const skip = (n: Node): boolean => {
    if (n.nodeType === 3) return false;
    if (n.nodeType !== 1) return true;
    const tag = (n as Element).localName;
    if (['script', 'noscript', 'meta', 'title', 'base'].includes(tag)) return true;
    if (tag === 'link') return !((n as Element).getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet');
    return false;
  };
  const read = (n: Node): TreeNode => {
    if (n.nodeType === 3) return { text: (n as Text).data };
    const el = n as Element;
    const attrs: Record<string, string> = {};
    for (const a of Array.from(el.attributes)) attrs[a.name] = a.value;
    const t: TreeNode = { tag: el.localName, attrs, children: Array.from(el.childNodes).filter((c) => !skip(c)).map(read) };
    if (el.shadowRoot) t.shadow = Array.from(el.shadowRoot.childNodes).filter((c) => !skip(c)).map(read);
    if (el.localName === 'iframe') {
      try {
        const html = (el as HTMLIFrameElement).contentDocument?.documentElement;
        if (html) t.frame = [read(html)];
      } catch {
        // another origin's frame is not recorded
      }
    }
    return t;
  };
  return read(root);
}

/** Applies the recording's attribute rules to a live tree so the two can be compared field by field. */
export function expectedTree(live: TreeNode, rules: { maskText?: (text: string, path: TreeNode[]) => string } = {}): TreeNode {
  const walk = (n: TreeNode, path: TreeNode[]): TreeNode => {
    if (n.text !== undefined) return { text: rules.maskText ? rules.maskText(n.text, path) : n.text };
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(n.attrs ?? {})) {
      if (k.startsWith('on')) continue;
      if (k === 'value' && (n.tag === 'input' || n.tag === 'textarea')) continue;
      attrs[k] = v;
    }
    const out: TreeNode = { tag: n.tag, attrs, children: (n.children ?? []).map((c) => walk(c, [...path, n])) };
    if (n.shadow) out.shadow = n.shadow.map((c) => walk(c, [...path, n]));
    if (n.frame) out.frame = n.frame.map((c) => walk(c, [...path, n]));
    return out;
  };
  return walk(live, []);
}

/** Attribute values the recording changes on purpose (href blanked) are compared by presence only. */
export function comparableTree(tree: TreeNode): TreeNode {
  const walk = (n: TreeNode): TreeNode => {
    if (n.text !== undefined) return { text: n.text };
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(n.attrs ?? {})) attrs[k] = k === 'href' && n.tag !== 'link' ? '' : v;
    const out: TreeNode = { tag: n.tag, attrs, children: (n.children ?? []).map(walk) };
    if (n.shadow) out.shadow = n.shadow.map(walk);
    if (n.frame) out.frame = n.frame.map(walk);
    return out;
  };
  return walk(tree);
}
