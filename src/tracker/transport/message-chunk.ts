// The recorder hands its messages to the worker as a chunk: one flat array of numbers (message
// types, ids, indexes, booleans as 0/1, and each string field's length where the field stands) and,
// beside it, the string fields joined in one string. A flat array is transferred to the worker, not
// cloned, and recording a node allocates no tuple: the page's main thread pays for a few stores per
// message, the worker rebuilds the messages (message-chunk-reader). The strings go as one because
// posting thousands of strings (a burst of distinct attribute values or texts) costs the page's
// thread per string to serialise, and one joined string is a single copy.
import { MessageType as M, type Message } from '../../protocol/messages';

export interface MessageChunk {
  nums: Float64Array;
  /** The string fields in order, joined; each one's length is in `nums` where the field stands. */
  strs: string;
  /** Messages in the chunk, its leading Timestamp included. */
  count: number;
}

/** Numbers the buffer holds before it grows (about two thousand messages). */
const MIN_CAPACITY = 8192;

export class MessageChunkWriter {
  #nums = new Float64Array(MIN_CAPACITY);
  #n = 0;
  #strs: string[] = [];
  /** Messages written since the last take (the reserved Timestamp not counted). */
  count = 0;
  /** Where the Timestamp of the messages written since the last mark stands. */
  #stamp = 0;

  constructor() {
    this.#reserveTimestamp();
  }

  /** Any message, field by field: strings beside the numbers, booleans as 0/1. */
  push(message: Message): void {
    const fields = message as unknown as unknown[];
    this.#room(fields.length);
    const nums = this.#nums;
    for (let i = 0; i < fields.length; i++) {
      const v = fields[i];
      if (typeof v === 'string') {
        this.#strs.push(v);
        nums[this.#n++] = v.length;
      } else nums[this.#n++] = v as number; // a typed array stores true as 1 and false as 0
    }
    this.count++;
  }

  /** The hot messages of node recording, without a tuple: [type, a], [type, a, b, c]. */
  m1(type: number, a: number): void {
    this.#room(2);
    const nums = this.#nums;
    nums[this.#n++] = type;
    nums[this.#n++] = a;
    this.count++;
  }

  m3(type: number, a: number, b: number, c: number): void {
    this.#room(4);
    const nums = this.#nums;
    let n = this.#n;
    nums[n++] = type;
    nums[n++] = a;
    nums[n++] = b;
    nums[n++] = c;
    this.#n = n;
    this.count++;
  }

  /**
   * [type, a, text] (SetNodeData, StringDictGlobal). Messages in a row may share one string: the first carries it
   * whole with its own `length`, the next ones '' with theirs (the string fields are joined anyway).
   */
  m1s(type: number, a: number, text: string, length = text.length): void {
    this.#room(3);
    const nums = this.#nums;
    let n = this.#n;
    nums[n++] = type;
    nums[n++] = a;
    nums[n++] = length;
    this.#n = n;
    this.#strs.push(text);
    this.count++;
  }

  /** [type, a, text, text] (SetNodeAttribute). */
  m1ss(type: number, a: number, s1: string, s2: string): void {
    this.#room(4);
    const nums = this.#nums;
    let n = this.#n;
    nums[n++] = type;
    nums[n++] = a;
    nums[n++] = s1.length;
    nums[n++] = s2.length;
    this.#n = n;
    this.#strs.push(s1, s2);
    this.count++;
  }

  /** CreateElementNode. */
  element(id: number, parentId: number, index: number, tag: string, svg: boolean): void {
    this.#room(6);
    const nums = this.#nums;
    let n = this.#n;
    nums[n++] = M.CreateElementNode;
    nums[n++] = id;
    nums[n++] = parentId;
    nums[n++] = index;
    nums[n++] = tag.length;
    nums[n++] = svg ? 1 : 0;
    this.#n = n;
    this.#strs.push(tag);
    this.count++;
  }

  /**
   * The messages since the last mark (a slice of work) take `now` as their time, and the next ones follow
   * a Timestamp of their own: a long piece of work goes to the worker as one chunk, not one per slice.
   */
  mark(now: number): void {
    this.#nums[this.#stamp + 1] = now;
    this.#stamp = this.#n;
    this.m1(M.Timestamp, now);
  }

  /** What was written since the last take, led by a Timestamp of `now`; null when nothing was. */
  take(now: number): MessageChunk | null {
    if (this.count === 0) return null;
    this.#nums[this.#stamp + 1] = now;
    // Copied out, the buffer kept at the size it grew to: a burst of changes does not grow it step by step
    // again (the session copies the chunk once more to transfer it, keeping this one for the page's exit).
    const nums = this.#nums.slice(0, this.#n);
    const strs = this.#strs;
    const chunk: MessageChunk = { nums, strs: strs.join(''), count: this.count + 1 };
    this.#strs = [];
    this.#reserveTimestamp();
    return chunk;
  }

  /** Forgets what was written. */
  clear(): void {
    this.#strs = [];
    this.#reserveTimestamp();
  }

  #reserveTimestamp(): void {
    this.#nums[0] = M.Timestamp;
    this.#n = 2;
    this.count = this.#stamp = 0;
  }

  #room(k: number): void {
    if (this.#n + k <= this.#nums.length) return;
    const grown = new Float64Array(Math.max(this.#nums.length * 2, this.#n + k));
    grown.set(this.#nums.subarray(0, this.#n));
    this.#nums = grown;
  }
}
