// 001 §4 cold start: before a full start succeeds, messages go to two alternating buffers; every
// 30000 ms the older one is emptied and takes over, so at most about a minute of recording waits.
// When the start succeeds the larger buffer is flushed and the time it covers is sent as bufferDiff.
import type { MessageChunk } from '../transport/message-chunk';

interface Buffer {
  chunks: MessageChunk[];
  /** Messages held, for picking the larger buffer. */
  count: number;
}

const empty = (): Buffer => ({ chunks: [], count: 0 });

export class ColdStartBuffers {
  #buffers: [Buffer, Buffer] = [empty(), empty()];
  #startedAt: [number, number];
  #current = 0;

  constructor(now: number) {
    this.#startedAt = [now, now];
  }

  push(chunk: MessageChunk): void {
    const buffer = this.#buffers[this.#current];
    buffer.chunks.push(chunk);
    buffer.count += chunk.count;
  }

  /** The swap of the 30000 ms timer: the other buffer restarts empty and becomes the current one. */
  swap(now: number): void {
    this.#current = 1 - this.#current;
    this.#buffers[this.#current] = empty();
    this.#startedAt[this.#current] = now;
  }

  /** The larger buffer and the milliseconds it covers up to `now`; both buffers are emptied. */
  takeLarger(now: number): { chunks: MessageChunk[]; bufferDiff: number } {
    const pick = this.#buffers[0].count >= this.#buffers[1].count ? 0 : 1;
    const { chunks, count } = this.#buffers[pick];
    const bufferDiff = count ? Math.max(0, now - this.#startedAt[pick]) : 0;
    this.#buffers = [empty(), empty()];
    return { chunks, bufferDiff };
  }

  /** The time the larger buffer covers, for the start request, without emptying. */
  peekDiff(now: number): number {
    const pick = this.#buffers[0].count >= this.#buffers[1].count ? 0 : 1;
    return this.#buffers[pick].count ? Math.max(0, now - this.#startedAt[pick]) : 0;
  }
}
