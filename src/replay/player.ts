// Plays a timeline into the replay frame: a clock at 1×–8×, idle stretches skipped, and
// jumps rebuilt from the nearest keyframe. The timeline may still be loading: playing waits at
// the end of what has loaded, and a jump past it waits for the batches it needs. The view gets the time, the viewport size, the
// pointer and clicks through a Stage; the page itself goes through the DomBuilder.
import type { Message } from '../protocol/messages';
import { DomBuilder } from './dom-builder';
import type { ReplayModel } from './replay-model';
import { messagesUntil, modelAt, pointerAt, skipIdle, type Timeline } from './timeline';
import { MessageType as M } from '../protocol/messages';

export const SPEEDS = [1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];

export interface Stage {
  viewport(width: number, height: number): void;
  /** Pointer position in the recorded viewport, or null before the first move. */
  pointer(position: [number, number] | null): void;
  click(x: number, y: number): void;
  tick(time: number, playing: boolean): void;
}

export interface Clock {
  now(): number;
  frame(callback: (now: number) => void): number;
  cancel(handle: number): void;
}

const browserClock: Clock = {
  now: () => performance.now(),
  frame: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export class Player {
  time = 0;
  playing = false;
  speed: Speed = 1;
  idleSkipping = true;
  /** A moment asked for beyond what has loaded: the player goes there once it is in. */
  waitingFor: number | null = null;
  private model!: ReplayModel;
  private index = 0;
  private readonly builder: DomBuilder;
  private handle = 0;
  private last = 0;
  private lastPointer: [number, number] | null = null;

  constructor(
    private readonly timeline: Timeline,
    frameDocument: Document,
    private readonly stage: Stage,
    private readonly clock: Clock = browserClock,
  ) {
    this.builder = new DomBuilder(frameDocument);
    this.seek(0);
  }

  /** How much of the session has loaded (all of it once the timeline is complete), ms. */
  get duration(): number {
    return this.timeline.duration;
  }

  /** Playing, or asked for a moment, past what has loaded: waiting for the next batches. */
  get buffering(): boolean {
    return this.waitingFor !== null || (this.playing && !this.timeline.complete && this.time >= this.duration);
  }

  /**
   * Shows the page as it was at `time` (ms from the start), from the nearest keyframe. A moment not
   * loaded yet is waited for: the page stays as it is until the batches up to it are in.
   */
  seek(time: number): void {
    if (!this.timeline.complete && time > this.duration) {
      this.waitingFor = time;
      this.stage.tick(time, this.playing);
      return;
    }
    this.waitingFor = null;
    const t = Math.min(Math.max(0, time), this.duration);
    const { model, index } = modelAt(this.timeline, t);
    this.model = model;
    this.index = index;
    this.time = t;
    // the frame takes the recorded size first, so scroll positions land where they were
    this.stage.viewport(model.viewport.width, model.viewport.height);
    this.builder.mount(model);
    this.lastPointer = pointerAt(this.timeline, t);
    this.stage.pointer(this.lastPointer);
    this.stage.tick(t, this.playing);
  }

  /** More of the session has loaded: a wait for a moment ends once it is in. */
  grew(): void {
    const wanted = this.waitingFor;
    if (wanted !== null && (this.timeline.complete || wanted <= this.duration)) this.seek(wanted);
    else if (this.buffering) this.stage.tick(wanted ?? this.time, this.playing);
  }

  play(): void {
    if (this.playing) return;
    if (this.timeline.complete && this.time >= this.duration) this.seek(0);
    this.playing = true;
    this.last = this.clock.now();
    this.handle = this.clock.frame(this.onFrame);
    this.stage.tick(this.time, true);
  }

  pause(): void {
    if (!this.playing) return;
    this.playing = false;
    this.clock.cancel(this.handle);
    this.stage.tick(this.time, false);
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  setSpeed(speed: Speed): void {
    this.speed = speed;
  }

  private readonly onFrame = (now: number): void => {
    if (!this.playing) return;
    const elapsed = Math.max(0, now - this.last) * this.speed;
    this.last = now;
    if (this.waitingFor === null) {
      let target = this.time + elapsed;
      if (this.idleSkipping) target = skipIdle(this.timeline, target);
      // at the end of what has loaded, playing waits there for the next batches
      this.advanceTo(Math.min(target, this.duration));
      if (this.time >= this.duration && this.timeline.complete) {
        this.playing = false;
        this.stage.tick(this.time, false);
        return;
      }
    }
    this.stage.tick(this.waitingFor ?? this.time, true);
    this.handle = this.clock.frame(this.onFrame);
  };

  /** Plays the messages up to `time` into the page, touching only what they change. */
  advanceTo(time: number): void {
    const end = messagesUntil(this.timeline, time);
    for (let i = this.index; i < end; i++) this.applyLive(this.timeline.messages[i].message);
    this.index = end;
    this.time = time;
  }

  private applyLive(m: Message): void {
    this.model.apply(m);
    let updated: boolean;
    try {
      updated = this.builder.update(this.model, m);
    } catch {
      // a message the page could not take in place: rebuild the page from the model, which has it
      updated = false;
    }
    if (!updated) {
      this.stage.viewport(this.model.viewport.width, this.model.viewport.height);
      this.builder.mount(this.model);
    }
    if (m[0] === M.SetViewportSize) this.stage.viewport(m[1], m[2]);
    else if (m[0] === M.MouseMove) {
      this.lastPointer = [m[1], m[2]];
      this.stage.pointer(this.lastPointer);
    } else if (m[0] === M.MouseClick) this.drawClick(m[1], m[5], m[6]);
  }

  private drawClick(id: number, normalizedX: number, normalizedY: number): void {
    const node = this.builder.nodeOf(id) as Element | undefined;
    const rect = node?.getBoundingClientRect?.();
    if (rect && (rect.width > 0 || rect.height > 0)) {
      this.stage.click(rect.left + (rect.width * normalizedX) / 100, rect.top + (rect.height * normalizedY) / 100);
    } else if (this.lastPointer) {
      this.stage.click(this.lastPointer[0], this.lastPointer[1]);
    }
  }

  /** The replayed node of a recorded id (canvas snapshots are drawn into it). */
  nodeOf(id: number): Node | undefined {
    return this.builder.nodeOf(id);
  }

  destroy(): void {
    this.pause();
  }
}
