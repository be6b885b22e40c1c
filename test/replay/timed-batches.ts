// Writes timed protocol messages as the batches an agent would send: a Timestamp at each new
// moment, a new batch every `batchEvery` ms, and a new page number where `pages` says so.
import type { Message } from '../../src/protocol/messages';
import { batchHeader, writeBatch } from '../tracker/batch-writer';

/** [ms from the start, message, page number (1 unless given)]. */
export type TimedMessage = [number, Message, number?];

export interface WrittenBatch {
  pageNo: number;
  batchNum: number;
  bytes: Uint8Array<ArrayBuffer>;
  messages: Message[];
}

/** `location` is the page address each batch's header carries (the agent's page at the time). */
export function* timedBatches(timed: Iterable<TimedMessage>, startedAt: number, batchEvery = 10_000, location?: string): Generator<WrittenBatch> {
  let current: Message[] = [];
  let pageNo = 1;
  let batchNum = 0;
  let batchStart = 0;
  let lastTime = -1;
  const flush = (): WrittenBatch | null => {
    if (!current.length) return null;
    batchNum++;
    const messages = [...batchHeader(pageNo, 0, startedAt + batchStart, location), ...current];
    current = [];
    return { pageNo, batchNum, bytes: writeBatch(messages), messages };
  };
  for (const [t, m, page = 1] of timed) {
    if (page !== pageNo || t - batchStart >= batchEvery) {
      const done = flush();
      if (done) yield done;
      if (page !== pageNo) {
        pageNo = page;
        batchNum = 0;
      }
      batchStart = t;
      lastTime = t;
    }
    if (t !== lastTime) {
      current.push([0, startedAt + t]);
      lastTime = t;
    }
    current.push(m);
  }
  const done = flush();
  if (done) yield done;
}

/**
 * A visit with an 8 s pause (2 s to 10 s) in which the page's header swaps its icon every half
 * second, and a single-page change of address whose title arrives after the address.
 */
export function pausedVisit(): TimedMessage[] {
  const timed: TimedMessage[] = [
    [0, [122, 'http://127.0.0.1/', '', 0, 'Pawprint']],
    [0, [5, 1280, 800]],
    [0, [7]],
    [0, [8, 1, 0, 0, 'body', false]],
    [0, [8, 2, 1, 0, 'header', false]],
    [0, [8, 3, 2, 0, 'img', false]],
    [0, [12, 3, 'alt', 'icon 0']],
    [0, [8, 4, 1, 1, 'button', false]],
    [0, [9, 5, 4, 0]],
    [0, [14, 5, 'Add to Cart']],
    [1000, [20, 100, 100]],
    [2000, [68, 4, 100, 'Add to Cart', 'button', 50, 50]],
  ];
  for (let t = 2500; t < 10_000; t += 500) timed.push([t, [12, 3, 'alt', `icon ${t}`]]);
  timed.push(
    [10_000, [68, 4, 100, 'Add to Cart', 'button', 50, 50]],
    [10_500, [122, 'http://127.0.0.1/cart', 'http://127.0.0.1/', 0, 'Pawprint']],
    [10_600, [122, 'http://127.0.0.1/cart', 'http://127.0.0.1/', 0, 'Your cart · Pawprint']],
    [11_000, [20, 120, 120]],
  );
  return timed;
}
