// The parent page's side of child frames in cross-domain mode (a chunk of its own, loaded at the first
// signal a frame sends): a frame element this page records, whose window signals, gets the session
// token, the frame element's node id as its root and an order number; what it then posts joins this
// page's recording under this page's session. A frame this page records itself (same origin), one not
// recorded yet (it signals again) or one inside an obscured element gets no answer. A new recording of
// this page (a fresh snapshot, fresh ids) asks every child to signal again.
import { ChildFrameLine, childRange, type ChildRange } from '../../domain/recording/child-frame';
import type { Message } from '../../protocol/messages';
import { fromChild } from './child-frame-messages';

interface Child extends ChildRange {
  frame: HTMLIFrameElement;
  origin: string;
  context: string;
  order: number;
  root: number;
}

/** The page that answers its frames: the top page's recording session, or a child frame's agent (a frame in a frame). */
export interface FrameParent {
  readonly recording: boolean;
  readonly options: { obscureAttribute: string };
  /** A child frame's own range of ids (from 0 in its numbering), which its children's ranges are cut from. */
  readonly span?: number;
  onRecording: (() => void) | null;
  token(): string | null;
  nodeId(node: Node): number | undefined;
  send(message: Message): void;
}

export interface ChildFrameHost {
  signal(e: MessageEvent): void;
}

const frameOf = (source: MessageEventSource | null): HTMLIFrameElement | null => {
  if (!source) return null;
  for (const frame of document.querySelectorAll('iframe')) if (frame.contentWindow === source) return frame;
  return null;
};

/** A frame whose document this page can read is recorded by the page itself (subtree-writer). */
const readable = (frame: HTMLIFrameElement): boolean => {
  try {
    return frame.contentDocument !== null;
  } catch {
    return false;
  }
};

export function childFrameHost(session: FrameParent): ChildFrameHost {
  const children = new Map<MessageEventSource, Child>();
  let nextOrder = 1;

  const answer = (source: MessageEventSource, child: Child) =>
    (source as Window).postMessage(
      { line: ChildFrameLine.Id, context: child.context, token: session.token() ?? '', id: child.root, order: child.order, base: child.base, span: child.span },
      child.origin,
    );

  const signal = (e: MessageEvent): void => {
    const context = (e.data as { context?: unknown } | null)?.context;
    if (!session.recording || typeof context !== 'string' || !e.source) return;
    const frame = frameOf(e.source);
    if (!frame || readable(frame) || frame.closest(`[${session.options.obscureAttribute}]`)) return;
    const root = session.nodeId(frame);
    if (root === undefined) return;
    const known = children.get(e.source);
    // The same agent signalling again (its answer crossed a signal): the same answer, so its ids stay valid.
    if (known && known.context === context && known.root === root && known.origin === e.origin) return answer(e.source, known);
    let range: ChildRange;
    try {
      range = childRange(nextOrder, session.span);
    } catch {
      return; // 'Placeholder id overflow'
    }
    const child: Child = { frame, origin: e.origin, context, order: nextOrder++, ...range, root };
    children.set(e.source, child);
    answer(e.source, child);
  };

  const batch = (e: MessageEvent): void => {
    const child = e.source ? children.get(e.source) : undefined;
    const data = e.data as { context?: unknown; messages?: unknown };
    if (!child || !session.recording || e.origin !== child.origin || data.context !== child.context) return;
    // The frame element was written anew since (a new recording): its child signals again first.
    if (session.nodeId(child.frame) !== child.root) return;
    const rect = child.frame.getBoundingClientRect();
    const style = getComputedStyle(child.frame);
    const dx = rect.left + child.frame.clientLeft + (parseFloat(style.paddingLeft) || 0);
    const dy = rect.top + child.frame.clientTop + (parseFloat(style.paddingTop) || 0);
    for (const m of fromChild(data.messages, child.root, child.base, dx, dy, child.span)) session.send(m);
  };

  addEventListener('message', (e: MessageEvent) => {
    if ((e.data as { line?: unknown } | null)?.line === ChildFrameLine.Batch) batch(e);
  });
  session.onRecording = () => {
    for (const [source, child] of children) (source as Window).postMessage({ line: ChildFrameLine.Again, context: child.context }, child.origin);
    children.clear();
    // Fresh ids on this page: its children's ranges are handed out afresh too (a frame has only 16 slices).
    nextOrder = 1;
  };
  return { signal };
}
