// A recorded session laid out in time: every message with its moment (ms from the start),
// the events of the side list, pointer positions, idle stretches and keyframes (copies of
// the page model every few seconds) so that seeking starts from the nearest copy.
import { MessageType, type Message, type SetPageLocation } from '../protocol/messages';
import { InputStretches, type InputStretch } from '../protocol/input-stretches';
import { ReplayModel } from './replay-model';
import { afterIdle, idleStretches, type IdleStretch } from '../domain/recording/idle-time';
import { ActivityReader } from './activity';
import { MessageType as M } from '../protocol/messages';

export interface TimedMessage {
  time: number;
  message: Message;
}

export type EventKind = 'click' | 'input' | 'page' | 'custom' | 'issue' | 'tag';

export interface ReplayEvent {
  time: number;
  kind: EventKind;
  label: string;
  detail: string;
  /** Index of the message in the timeline. */
  index: number;
}

export interface Keyframe {
  /** Messages [0, index) are applied in the model. */
  index: number;
  time: number;
  model: ReplayModel;
}

export interface Timeline {
  messages: TimedMessage[];
  /** Time of the first recorded moment, ms since the epoch. */
  startedAt: number;
  duration: number;
  events: ReplayEvent[];
  /** Pointer positions: [time, x, y], in order. */
  pointer: [number, number, number][];
  /** Stretches without the visitor's activity, [from, to], skipped when idle skipping is on. */
  idle: IdleStretch[];
  keyframes: Keyframe[];
}

/** How far apart keyframes are, in session time, at the least. */
export const KEYFRAME_EVERY_MS = 5000;
/**
 * At most this many keyframes: each is a whole copy of the page (about 1 MB for a 5000-node page),
 * so a long session spaces them out; a seek then replays at most duration / 120 of messages.
 */
export const MAX_KEYFRAMES = 120;

/** A page's address as the list shows it: path, query and hash, without the origin. */
function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return url;
  }
}

function eventOf(m: Message, time: number, index: number): ReplayEvent | null {
  switch (m[0]) {
    case M.MouseClick:
      return { time, index, kind: 'click', label: m[3] || m[4] || 'Click', detail: m[4] };
    case M.InputChange:
      return { time, index, kind: 'input', label: m[4] || 'Input', detail: m[3] ? '(masked)' : m[2] };
    case M.CustomEvent:
      return { time, index, kind: 'custom', label: m[1], detail: m[2] };
    case M.CustomIssue:
      return { time, index, kind: 'issue', label: m[1], detail: m[2] };
    case M.JSException:
      return { time, index, kind: 'issue', label: `${m[1]}: ${m[2]}`, detail: m[3] };
    case M.TagTrigger:
      return { time, index, kind: 'tag', label: `Tag ${m[1]} seen`, detail: '' };
    default:
      return null;
  }
}

/**
 * Page entries: one per address. The title recorded with an address is the document's title at
 * that moment, which a single-page app sets only after its address; the agent then sends the same
 * address again with the page's own title, which becomes the entry's title.
 */
class PageEvents {
  private current: ReplayEvent | null = null;
  private url = '';
  private pageNo = -1;

  take(m: SetPageLocation, time: number, index: number): ReplayEvent | null {
    const [, url, , , title] = m;
    if (this.current && url === this.url) {
      if (title) this.current.detail = title;
      return null;
    }
    this.url = url;
    this.current = { time, index, kind: 'page', label: pathOf(url), detail: title };
    return this.current;
  }

  /** A new page number (a page load): a reload of the same address is a page view of its own. */
  onPage(pageNo: number): void {
    if (pageNo !== this.pageNo) this.current = null;
    this.pageNo = pageNo;
  }
}

/** Input events from the field messages when the agent sends no InputChange. */
function fieldInputs(messages: TimedMessage[]): Map<number, ReplayEvent> {
  const out = new Map<number, ReplayEvent>();
  if (messages.some(({ message }) => message[0] === M.InputChange)) return out;
  const stretches = new InputStretches();
  const events = new Map<InputStretch, ReplayEvent>();
  messages.forEach(({ time, message }, index) => {
    const begun = stretches.take(message, time);
    if (begun) {
      const event: ReplayEvent = { time, index, kind: 'input', label: begun.label, detail: begun.detail };
      events.set(begun, event);
      out.set(index, event);
    }
  });
  // a stretch's detail is its last value
  for (const [stretch, event] of events) event.detail = stretch.detail;
  return out;
}

/** Lays out the session's batches (already decoded, in recording order). */
export function buildTimeline(batches: Message[][], minKeyframeEvery = KEYFRAME_EVERY_MS): Timeline {
  let startedAt = NaN;
  let now = NaN;
  const messages: TimedMessage[] = [];
  for (const batch of batches) {
    for (const m of batch) {
      if (m[0] === M.Timestamp || (m[0] === M.BatchMetadata && m[4] > 0)) {
        const stamp = m[0] === M.Timestamp ? m[1] : m[4];
        if (Number.isNaN(startedAt)) startedAt = stamp;
        // time never runs backwards in the player, even if a page's clock did
        now = Number.isNaN(now) ? stamp : Math.max(now, stamp);
      }
      messages.push({ time: Number.isNaN(now) ? 0 : now - startedAt, message: m });
    }
  }
  if (Number.isNaN(startedAt)) startedAt = 0;
  const duration = messages.length ? messages[messages.length - 1].time : 0;

  const events: ReplayEvent[] = [];
  const pointer: [number, number, number][] = [];
  const activity: number[] = [];
  const reader = new ActivityReader();
  const inputs = fieldInputs(messages);
  const pages = new PageEvents();
  messages.forEach(({ time, message }, index) => {
    if (message[0] === MessageType.BatchMetadata) pages.onPage(message[2]);
    const event = (message[0] === MessageType.SetPageLocation ? pages.take(message, time, index) : eventOf(message, time, index)) ?? inputs.get(index) ?? null;
    if (event) events.push(event);
    if (message[0] === M.MouseMove) pointer.push([time, message[1], message[2]]);
    if (reader.kindOf(message)) activity.push(time);
  });
  const idle = idleStretches(activity, duration);

  const keyframeEvery = Math.max(minKeyframeEvery, Math.ceil(duration / MAX_KEYFRAMES));
  const keyframes: Keyframe[] = [];
  const model = new ReplayModel();
  let nextKeyframe = 0;
  messages.forEach(({ time, message }, index) => {
    if (time >= nextKeyframe) {
      keyframes.push({ index, time, model: model.clone() });
      nextKeyframe = time + keyframeEvery;
    }
    model.apply(message);
  });
  if (keyframes.length === 0) keyframes.push({ index: 0, time: 0, model: model.clone() });

  return { messages, startedAt, duration, events, pointer, idle, keyframes };
}

/** Index of the first message after `time` (so [0, result) happened by then). */
export function messagesUntil(timeline: Timeline, time: number): number {
  const { messages } = timeline;
  let lo = 0;
  let hi = messages.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (messages[mid].time <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The page model at `time`: from the nearest keyframe, with the messages after it applied. */
export function modelAt(timeline: Timeline, time: number): { model: ReplayModel; index: number } {
  const index = messagesUntil(timeline, time);
  let keyframe = timeline.keyframes[0];
  for (const k of timeline.keyframes) {
    if (k.index <= index) keyframe = k;
    else break;
  }
  const model = keyframe.model.clone();
  for (let i = keyframe.index; i < index; i++) model.apply(timeline.messages[i].message);
  return { model, index };
}

/** The pointer's last position at `time`, or null before the first move. */
export function pointerAt(timeline: Timeline, time: number): [number, number] | null {
  const { pointer } = timeline;
  let lo = 0;
  let hi = pointer.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pointer[mid][0] <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? null : [pointer[lo - 1][1], pointer[lo - 1][2]];
}

/** Where playback goes on from `time` when idle stretches are skipped. */
export function skipIdle(timeline: Timeline, time: number): number {
  return afterIdle(timeline.idle, time);
}
