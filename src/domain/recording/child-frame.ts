// 001 §6, §9: an embedded child frame running the agent in cross-domain mode does not open a session of its
// own. It signals the parent page (10 signals, the first gap 250 ms, each gap 1.5 times the one before) and
// gets the session token, the root node id (the parent's frame element) and an order number; its nodes
// then join the parent's recording under ids of a range of their own, the order number's.

// 001 §8: a child frame's ids overflow in synthetic mode (the spec names the error, not its text).
export const PLACEHOLDER_ID_OVERFLOW = 'Placeholder id overflow';
// Not in the spec (docs/decisions.md): a child frame whose parent page never answered, or without a parent origin.
export const CHILD_FRAME_NO_ANSWER = 'The parent page did not answer the child frame';
export const CHILD_FRAME_NO_PARENT_DOMAIN = 'Cross-domain mode needs the parent page origin (crossdomain.parentDomain)';

export const CHILD_FRAME_SIGNAL_RETRIES = 10;
export const CHILD_FRAME_FIRST_GAP_MS = 250;
export const CHILD_FRAME_GAP_GROWTH = 1.5;

/** The waits after each signal, in order: 250, 375, 562.5 … (10 of them). */
export function childFrameSignalGaps(
  retries = CHILD_FRAME_SIGNAL_RETRIES,
  first = CHILD_FRAME_FIRST_GAP_MS,
  growth = CHILD_FRAME_GAP_GROWTH,
): number[] {
  const gaps: number[] = [];
  for (let i = 0, gap = first; i < retries; i++, gap *= growth) gaps.push(gap);
  return gaps;
}

/**
 * Cross-domain mode is limited to the parent domain the site sets: an http(s) origin such as
 * 'https://shop.example' (a path after it is ignored). Anything else, '*' included, gives null:
 * the child frame's page is never handed to whichever page happens to embed it.
 */
export function parentOrigin(setting: unknown): string | null {
  if (typeof setting !== 'string' || !setting.trim()) return null;
  let url: URL;
  try {
    url = new URL(setting.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin;
}

/** Whether a message's sender origin is the parent the setting names. */
export function isParentOrigin(setting: unknown, origin: unknown): boolean {
  const expected = parentOrigin(setting);
  return expected !== null && origin === expected;
}

/** How many node ids each child frame's range holds; order 0 is the parent page itself. */
export const CHILD_FRAME_ID_SPAN = 99_999_999;

/** The first id of the child frame numbered `order` (1, 2 …); throws 'Placeholder id overflow' past safe integers. */
export function childIdBase(order: number): number {
  if (!Number.isInteger(order) || order < 1) throw new Error(PLACEHOLDER_ID_OVERFLOW);
  const base = order * CHILD_FRAME_ID_SPAN;
  if (base + CHILD_FRAME_ID_SPAN - 1 > Number.MAX_SAFE_INTEGER) throw new Error(PLACEHOLDER_ID_OVERFLOW);
  return base;
}

/** Whether `id` lies in the range of `span` ids from `base` (a child frame's). */
export function inChildRange(id: unknown, base: number, span = CHILD_FRAME_ID_SPAN): boolean {
  return typeof id === 'number' && Number.isInteger(id) && id >= base && id < base + span;
}

/** How many frames a child frame answers in turn: each gets one slice of the upper half of its ids. */
export const NESTED_FRAME_SLICES = 16;

export interface ChildRange {
  base: number;
  span: number;
}

/**
 * The ids a page hands the child frame numbered `order`. The top page: order × 99999999 on. A child frame
 * (a frame inside a frame) numbers its ids from 0 within the `span` its own parent gave it, which shifts
 * them into place: it keeps the lower half for its own nodes and hands each of its children one of 16 slices
 * of the upper half, so a grandchild's ids stay inside its parent's range, which the top page checks.
 */
export function childRange(order: number, span?: number): ChildRange {
  if (span === undefined) return { base: childIdBase(order), span: CHILD_FRAME_ID_SPAN };
  // The child's shift adds 1 to every id: the last slice ends below its parent's range end.
  const half = Math.floor((span - 1) / 2);
  const slice = Math.floor(half / NESTED_FRAME_SLICES);
  if (!Number.isInteger(order) || order < 1 || order > NESTED_FRAME_SLICES || slice < 2) throw new Error(PLACEHOLDER_ID_OVERFLOW);
  return { base: half + (order - 1) * slice, span: slice };
}

/** What the frames say to each other with postMessage, by `line`. */
export const ChildFrameLine = {
  /** Child to parent: { line, context }. */
  Signal: 'pawprint:child-frame-signal',
  /** Parent to child: { line, context, token, id (root node id), order, base, span (the child's ids) }. */
  Id: 'pawprint:child-frame-id',
  /** Child to parent: { line, context, messages } (the recording's messages, as arrays). */
  Batch: 'pawprint:child-frame-batch',
  /** Parent to child: { line, context }: the parent began a new recording; signal again. */
  Again: 'pawprint:child-frame-again',
} as const;

export interface ChildFrameId {
  line: typeof ChildFrameLine.Id;
  context: string;
  token: string;
  id: number;
  order: number;
  /** The child's ids, when the answer gives them (a frame's own child); otherwise the order's range. */
  base?: number;
  span?: number;
}

/** A parent's answer as the child reads it: null unless every field has its type. */
export function readChildFrameId(data: unknown, context: string): ChildFrameId | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.line !== ChildFrameLine.Id || d.context !== context || typeof d.token !== 'string') return null;
  if (typeof d.id !== 'number' || !Number.isInteger(d.id) || d.id < 0) return null;
  if (typeof d.order !== 'number' || !Number.isInteger(d.order) || d.order < 1) return null;
  const id: ChildFrameId = { line: ChildFrameLine.Id, context, token: d.token, id: d.id, order: d.order };
  if (d.span === undefined) return id;
  if (!Number.isSafeInteger(d.base) || !Number.isSafeInteger(d.span) || (d.base as number) < 1 || (d.span as number) < 2) return null;
  return { ...id, base: d.base as number, span: d.span as number };
}
