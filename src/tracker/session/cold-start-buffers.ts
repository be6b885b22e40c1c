// 001 §4 cold start: before a full start succeeds, messages go to two alternating buffers; every
// 30000 ms the older one is emptied and takes over, so at most about a minute of recording waits.
// When the start succeeds the larger buffer is flushed and the time it covers is sent as bufferDiff.
import type { Message } from '../protocol/messages';

export class ColdStartBuffers {
  private buffers: [Message[], Message[]] = [[], []];
  private startedAt: [number, number];
  private current = 0;

  constructor(now: number) {
    this.startedAt = [now, now];
  }

  push(messages: Message[]): void {
    const buffer = this.buffers[this.current];
    for (let i = 0; i < messages.length; i++) buffer.push(messages[i]);
  }

  /** The swap of the 30000 ms timer: the other buffer restarts empty and becomes the current one. */
  swap(now: number): void {
    this.current = 1 - this.current;
    this.buffers[this.current] = [];
    this.startedAt[this.current] = now;
  }

  /** The larger buffer and the milliseconds it covers up to `now`; both buffers are emptied. */
  takeLarger(now: number): { messages: Message[]; bufferDiff: number } {
    const pick = this.buffers[0].length >= this.buffers[1].length ? 0 : 1;
    const messages = this.buffers[pick];
    const bufferDiff = messages.length ? Math.max(0, now - this.startedAt[pick]) : 0;
    this.buffers = [[], []];
    return { messages, bufferDiff };
  }

  /** The time the larger buffer covers, for the start request, without emptying. */
  peekDiff(now: number): number {
    const pick = this.buffers[0].length >= this.buffers[1].length ? 0 : 1;
    return this.buffers[pick].length ? Math.max(0, now - this.startedAt[pick]) : 0;
  }
}
