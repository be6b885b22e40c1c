// What of a child frame's recording joins the parent page's, and how its ids are kept apart. The child
// shifts every node id (and dictionary key, stylesheet id) into its order number's range and makes its
// document the frame element's (toParent); the parent takes only well-formed messages of the kinds below
// whose ids lie in that range, and moves the pointer by the frame's place on its page (fromChild).
// Page-wide messages of the child (location, viewport size, visibility, user, tab) stay out: the
// recording is the parent page's.
import { inChildRange } from '../../domain/recording/child-frame';
import { MessageType as M, type Message } from '../../protocol/messages';
import { FIELD_KINDS } from '../../protocol/field-kinds';

/** Per kind a child frame may send: how many of its first fields are ids of the child's range. */
const ID_FIELDS: Record<number, number> = {
  [M.CreateElementNode]: 2,
  [M.CreateTextNode]: 2,
  [M.MoveNode]: 2,
  [M.RemoveNode]: 1,
  [M.SetNodeAttribute]: 1,
  [M.RemoveNodeAttribute]: 1,
  [M.SetNodeData]: 1,
  [M.SetNodeScroll]: 1,
  [M.SetInputTarget]: 1,
  [M.SetInputValue]: 1,
  [M.SetInputChecked]: 1,
  [M.StringDictGlobal]: 1,
  [M.SetNodeAttributeDictGlobal]: 3,
  [M.LoadFontFace]: 1,
  [M.SetNodeFocus]: 1,
  [M.SetNodeAttributeURLBased]: 1,
  [M.SetCSSDataURLBased]: 1,
  [M.MouseClick]: 1,
  [M.CreateIFrameDocument]: 2,
  [M.AdoptedSSReplaceURLBased]: 1,
  [M.AdoptedSSInsertRuleURLBased]: 1,
  [M.AdoptedSSDeleteRule]: 1,
  [M.AdoptedSSAddOwner]: 2,
  [M.AdoptedSSRemoveOwner]: 2,
  [M.InputChange]: 1,
  [M.MouseMove]: 0,
  [M.ConsoleLog]: 0,
  [M.CustomEvent]: 0,
  [M.CustomIssue]: 0,
  [M.JSException]: 0,
  [M.NetworkRequest]: 0,
  [M.GraphQL]: 0,
  [M.WSChannel]: 0,
  [M.SelectionChange]: 0,
  [M.MouseThrashing]: 0,
};

const KINDS = FIELD_KINDS as Record<number, string | undefined>;

/**
 * The child's messages as the parent records them. The child's document is id `base` (made the frame
 * element `root`'s document), its <html> `base + 1`, and its own id n becomes `base + 1 + n`.
 */
export function toParent(messages: Message[], root: number, base: number): unknown[][] {
  const shift = base + 1;
  const out: unknown[][] = [];
  for (const m of messages) {
    const type = m[0];
    if (type === M.CreateDocument) {
      out.push([M.CreateIFrameDocument, root, base], [M.CreateElementNode, shift, base, 0, 'html', false]);
      continue;
    }
    // The frame's own scroll is its document's: the parent's viewport stays the parent's.
    if (type === M.SetViewportScroll) {
      out.push([M.SetNodeScroll, shift, m[1], m[2]]);
      continue;
    }
    const ids = ID_FIELDS[type];
    if (ids === undefined) continue;
    const copy = (m as unknown[]).slice();
    for (let i = 1; i <= ids; i++) copy[i] = (copy[i] as number) + shift;
    out.push(copy);
  }
  return out;
}

const wellFormed = (m: unknown[], kinds: string): boolean => {
  if (m.length !== kinds.length + 1) return false;
  for (let i = 0; i < kinds.length; i++) {
    const v = m[i + 1];
    const k = kinds[i];
    if (k === 's' ? typeof v !== 'string' : k === 'b' ? typeof v !== 'boolean' : typeof v !== 'number' || !Number.isFinite(v)) return false;
  }
  return true;
};

/**
 * What the parent records of a child frame's post: messages of the kinds above, well formed, every id in
 * the child's range (its document under the frame element `root` only); the pointer moved by the frame's
 * place (dx, dy) on the parent's page. Anything else is dropped, so a frame cannot touch the parent's nodes.
 */
export function fromChild(raw: unknown, root: number, base: number, dx: number, dy: number, span?: number): Message[] {
  if (!Array.isArray(raw)) return [];
  const out: Message[] = [];
  for (const m of raw) {
    if (!Array.isArray(m)) continue;
    const type = m[0];
    const ids = typeof type === 'number' ? ID_FIELDS[type] : undefined;
    const kinds = ids === undefined ? undefined : KINDS[type];
    if (ids === undefined || kinds === undefined || !wellFormed(m, kinds)) continue;
    let ok = true;
    for (let i = 1; i <= ids; i++) {
      const rootDocument = type === M.CreateIFrameDocument && i === 1 && m[1] === root && m[2] === base;
      if (!rootDocument && !inChildRange(m[i], base, span)) ok = false;
    }
    if (!ok) continue;
    if (type === M.MouseMove) out.push([M.MouseMove, Math.max(0, Math.round(m[1] + dx)), Math.max(0, Math.round(m[2] + dy))]);
    else out.push(m.slice() as Message);
  }
  return out;
}
