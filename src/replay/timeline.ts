// A recorded session laid out in time: every message with its moment (ms from the start),
// the events of the side list, pointer positions, idle stretches and keyframes (copies of
// the page model every few seconds) so that seeking starts from the nearest copy.
import { MessageType, type Message, type SetPageLocation } from '../protocol/messages';
import { InputStretches, type InputStretch } from '../protocol/input-stretches';
import { ReplayModel } from './replay-model';
import { afterIdle, IdleGaps, type IdleStretch } from '../domain/recording';
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
  /** Every batch is in; until then the timeline grows at its end. */
  complete: boolean;
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

/**
 * Input events from the field messages, for an agent that sends no InputChange. Which kind an agent
 * sends shows only when an InputChange arrives: then the events read from fields are dropped.
 */
class FieldInputs {
  private readonly stretches = new InputStretches();
  private readonly events = new Map<InputStretch, ReplayEvent>();
  /** An InputChange was seen: the agent names inputs itself. */
  named = false;

  take(message: Message, time: number, index: number): ReplayEvent | null {
    if (message[0] === M.InputChange) this.named = true;
    if (this.named) return null;
    const begun = this.stretches.take(message, time);
    if (!begun) return null;
    const event: ReplayEvent = { time, index, kind: 'input', label: begun.label, detail: begun.detail };
    this.events.set(begun, event);
    return event;
  }

  /** A stretch's detail is its last value, which later messages may still change. */
  refresh(): void {
    for (const [stretch, event] of this.events) event.detail = stretch.detail;
  }

  forget(): Set<ReplayEvent> {
    const dropped = new Set(this.events.values());
    this.events.clear();
    return dropped;
  }
}

/** What one batch added to a timeline: new events, or the events list replaced (`reset`). */
export interface TimelineGrowth {
  events: ReplayEvent[];
  reset: boolean;
}

export interface TimelineOptions {
  /** The session's whole length as the ingest's summary has it, when known: keyframes are spaced for it. */
  expectedDuration?: number;
  /** Keyframes at least this far apart (ms). */
  minKeyframeEvery?: number;
}

/**
 * Lays a session out in time batch by batch, as its batches arrive: the player shows the first
 * frame once the first batch is in, and the timeline grows under it. Keyframes are spaced for the
 * expected length; if the session runs longer, every other one is dropped so that at most
 * MAX_KEYFRAMES stay.
 */
export class TimelineBuilder {
  readonly timeline: Timeline = { messages: [], startedAt: 0, duration: 0, events: [], pointer: [], idle: [], keyframes: [], complete: false };
  private started = false;
  private now = NaN;
  private readonly reader = new ActivityReader();
  private readonly pages = new PageEvents();
  private readonly inputs = new FieldInputs();
  private readonly model = new ReplayModel();
  private keyframeEvery: number;
  private nextKeyframe = 0;
  private readonly idleGaps = new IdleGaps();

  constructor(options: TimelineOptions = {}) {
    const min = options.minKeyframeEvery ?? KEYFRAME_EVERY_MS;
    this.keyframeEvery = Math.max(min, Math.ceil((options.expectedDuration ?? 0) / MAX_KEYFRAMES));
  }

  /** Adds the next batch (decoded, in recording order). */
  append(batch: Message[]): TimelineGrowth {
    const t = this.timeline;
    const added: ReplayEvent[] = [];
    const namedBefore = this.inputs.named;
    for (const message of batch) {
      if (message[0] === M.Timestamp || (message[0] === M.BatchMetadata && message[4] > 0)) {
        const stamp = message[0] === M.Timestamp ? message[1] : message[4];
        if (!this.started) {
          this.started = true;
          t.startedAt = stamp;
        }
        // time never runs backwards in the player, even if a page's clock did
        this.now = Number.isNaN(this.now) ? stamp : Math.max(this.now, stamp);
      }
      const time = Number.isNaN(this.now) ? 0 : this.now - t.startedAt;
      const index = t.messages.length;
      t.messages.push({ time, message });
      t.duration = time;

      if (message[0] === MessageType.BatchMetadata) this.pages.onPage(message[2]);
      // the field reader sees every message: it follows the fields' creation and labels
      const input = this.inputs.take(message, time, index);
      const event = (message[0] === MessageType.SetPageLocation ? this.pages.take(message, time, index) : eventOf(message, time, index)) ?? input;
      if (event) added.push(event);
      if (message[0] === M.MouseMove) t.pointer.push([time, message[1], message[2]]);
      if (this.reader.kindOf(message)) this.activity(time);

      if (time >= this.nextKeyframe) {
        t.keyframes.push({ index, time, model: this.model.clone() });
        this.nextKeyframe = time + this.keyframeEvery;
        if (t.keyframes.length > MAX_KEYFRAMES) this.thinKeyframes();
      }
      this.model.apply(message);
    }
    this.inputs.refresh();
    if (this.inputs.named && !namedBefore) {
      const dropped = this.inputs.forget();
      t.events = [...t.events, ...added].filter((e) => !dropped.has(e));
      return { events: t.events, reset: true };
    }
    t.events.push(...added);
    return { events: added, reset: false };
  }

  /** The last batch is in: the quiet after the last activity is idle too. */
  finish(): void {
    const t = this.timeline;
    if (t.complete) return;
    t.complete = true;
    this.activity(t.duration);
    if (t.keyframes.length === 0) t.keyframes.push({ index: 0, time: 0, model: this.model.clone() });
  }

  private activity(time: number): void {
    const stretch = this.idleGaps.activity(time);
    if (stretch) this.timeline.idle.push(stretch);
  }

  /** The session outgrew its expected length: every other keyframe goes, and they are spaced twice as far. */
  private thinKeyframes(): void {
    const t = this.timeline;
    t.keyframes = t.keyframes.filter((_, i) => i % 2 === 0);
    this.keyframeEvery *= 2;
    this.nextKeyframe = t.keyframes[t.keyframes.length - 1].time + this.keyframeEvery;
  }
}

/** The time a whole session's batches span, ms (the first to the latest clock reading). */
function spanOf(batches: Message[][]): number {
  let first = NaN;
  let last = NaN;
  for (const batch of batches) {
    for (const m of batch) {
      if (m[0] !== M.Timestamp && !(m[0] === M.BatchMetadata && m[4] > 0)) continue;
      const stamp = m[0] === M.Timestamp ? m[1] : m[4];
      if (Number.isNaN(first)) first = stamp;
      last = Number.isNaN(last) ? stamp : Math.max(last, stamp);
    }
  }
  return Number.isNaN(first) ? 0 : last - first;
}

/** Lays out a whole session's batches at once (already decoded, in recording order). */
export function buildTimeline(batches: Message[][], minKeyframeEvery = KEYFRAME_EVERY_MS): Timeline {
  const builder = new TimelineBuilder({ expectedDuration: spanOf(batches), minKeyframeEvery });
  for (const batch of batches) builder.append(batch);
  builder.finish();
  return builder.timeline;
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

const EMPTY_KEYFRAME: Keyframe = { index: 0, time: 0, model: new ReplayModel() };

/** The page model at `time`: from the nearest keyframe, with the messages after it applied. */
export function modelAt(timeline: Timeline, time: number): { model: ReplayModel; index: number } {
  const index = messagesUntil(timeline, time);
  let keyframe = timeline.keyframes[0] ?? EMPTY_KEYFRAME;
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
