// A recorded visit built by hand from protocol messages (with the test-local writer), for
// replay tests and the seek bench: a product page whose counter and list change over time,
// pointer moves, clicks with labels, a masked e-mail input, and a second page.
import type { Message } from '../../src/protocol/messages';
import { batchHeader, writeBatch } from '../tracker/batch-writer';

export interface SyntheticSession {
  /** Encoded batches in sending order: [pageNo, batchNum, bytes]. */
  batches: [number, number, Uint8Array<ArrayBuffer>][];
  startedAt: number;
  durationMs: number;
  /** The messages of every batch, in order, for expected-state checks. */
  messages: Message[][];
}

const STYLE = 'body{font-family:sans-serif;margin:0}header{background:#b4441b;color:#fff;padding:12px}main{padding:16px}li{padding:4px}';

/** The first page's DOM: ids 0..15. */
function firstPage(): Message[] {
  return [
    [5, 1280, 800],
    [7],
    [8, 1, 0, 0, 'head', false],
    [8, 2, 1, 0, 'style', false],
    [9, 3, 2, 0],
    [14, 3, STYLE],
    [8, 4, 0, 1, 'body', false],
    [8, 5, 4, 0, 'header', false],
    [9, 6, 5, 0],
    [14, 6, 'Pawprint'],
    [8, 7, 4, 1, 'main', false],
    [12, 7, 'id', 'content'],
    [8, 8, 7, 0, 'h1', false],
    [9, 9, 8, 0],
    [14, 9, 'Treat and Chew Box'],
    [8, 10, 7, 1, 'button', false],
    [12, 10, 'class', 'add'],
    [9, 11, 10, 0],
    [14, 11, 'Add to Cart'],
    [8, 12, 7, 2, 'p', false],
    [12, 12, 'data-testid', 'counter'],
    [9, 13, 12, 0],
    [14, 13, 'In cart: 0'],
    [8, 14, 7, 3, 'ul', false],
    [8, 15, 7, 4, 'input', false],
    [12, 15, 'type', 'email'],
    [12, 15, 'aria-label', 'Email'],
  ];
}

/**
 * Builds a session of `durationMs`: every second the pointer moves; every `clickEvery` ms the
 * visitor presses 'Add to Cart' (counter +1, a list item added); idle from 40% to 55% of the
 * time; the e-mail typed (masked) at 60%; a second page (checkout) at 80%.
 */
export function syntheticSession(
  durationMs = 60_000,
  options: { startedAt?: number; clickEvery?: number; batchEvery?: number; busyRows?: number } = {},
): SyntheticSession {
  const startedAt = options.startedAt ?? Date.UTC(2026, 10, 25, 9, 0, 0);
  const clickEvery = options.clickEvery ?? 5_000;
  const batchEvery = options.batchEvery ?? 10_000;
  const timed: [number, Message][] = firstPage().map((m) => [0, m]);
  // A busier page for the bench: a table of rows whose texts change every second.
  const busyRows = options.busyRows ?? 0;
  const ROW_BASE = 100_000;
  if (busyRows > 0) timed.push([0, [8, ROW_BASE - 1, 7, 5, 'section', false]]);
  for (let r = 0; r < busyRows; r++) {
    const row = ROW_BASE + r * 3;
    timed.push([0, [8, row, ROW_BASE - 1, r, 'div', false]], [0, [12, row, 'class', `row r${r % 10}`]], [0, [8, row + 1, row, 0, 'span', false]], [0, [9, row + 2, row + 1, 0]], [0, [14, row + 2, `Row ${r}`]]);
  }
  let count = 0;
  let nextId = 100;
  let page = 1;
  for (let t = 1000; t <= durationMs; t += 1000) {
    const idle = t > durationMs * 0.4 && t < durationMs * 0.55;
    if (idle) continue;
    if (page === 1 && t >= durationMs * 0.8) {
      page = 2;
      timed.push([t, [122, 'http://127.0.0.1/checkout', 'http://127.0.0.1/', 0, 'Checkout']]);
      timed.push([t, [7]], [t, [8, 1, 0, 0, 'body', false]], [t, [8, 2, 1, 0, 'h1', false]], [t, [9, 3, 2, 0]], [t, [14, 3, 'Checkout']]);
      timed.push([t, [8, 4, 1, 1, 'p', false]], [t, [9, 5, 4, 0]], [t, [14, 5, `Items: ${count}`]]);
      continue;
    }
    timed.push([t, [20, 200 + ((t / 1000) % 40) * 10, 120 + ((t / 1000) % 7) * 12]]);
    if (page === 1) for (let k = 0; k < Math.min(20, busyRows); k++) {
      const r = ((t / 1000) * 20 + k) % busyRows;
      timed.push([t, [14, ROW_BASE + r * 3 + 2, `Row ${r} at ${t / 1000}s`]]);
    }
    if (page === 1 && t % clickEvery === 0) {
      count++;
      timed.push([t, [68, 10, 120, 'Add to Cart', 'main#content > button.add', 50, 50]]);
      timed.push([t, [14, 13, `In cart: ${count}`]]);
      const li = nextId++;
      const text = nextId++;
      timed.push([t, [8, li, 14, 0, 'li', false]], [t, [9, text, li, 0]], [t, [14, text, `Box ${count}`]]);
    }
    if (page === 1 && Math.abs(t - durationMs * 0.6) < 500) {
      timed.push([t, [18, 15, '', 17]], [t, [112, 15, '', true, 'Email', 300, 1200]]);
    }
  }
  timed.push([durationMs, [27, 'visit-ended', '{}']]);

  const batches: [number, number, Uint8Array<ArrayBuffer>][] = [];
  const messages: Message[][] = [];
  let batchStart = 0;
  let current: Message[] = [];
  let currentPage = 1;
  let batchNum = 0;
  let lastTime = -1;
  const flush = () => {
    if (!current.length) return;
    batchNum++;
    const header = batchHeader(currentPage, 0, startedAt + batchStart);
    const all = [...header, ...current];
    messages.push(all);
    batches.push([currentPage, batchNum, writeBatch(all)]);
    current = [];
  };
  for (const [t, m] of timed) {
    const pageOf = m[0] === 122 ? 2 : currentPage;
    if (pageOf !== currentPage || t - batchStart >= batchEvery) {
      flush();
      if (pageOf !== currentPage) {
        currentPage = pageOf;
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
  flush();
  return { batches, startedAt, durationMs, messages };
}
