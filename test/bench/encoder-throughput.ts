// Encoder throughput in Node: a recording-like stream of messages (node creation, attributes,
// text with some non-ASCII, mouse moves, scrolls, input values) written through BatchWriter into
// sealed batches, as the worker does. Prints MB/s of batch bytes produced and messages per second.
import { BatchWriter } from '../../src/protocol/encoder';
import type { Message } from '../../src/protocol/messages';
import { median } from './median';

const MESSAGES = 200_000;
const RUNS = 7;

function recordingStream(count: number): Message[] {
  const tags = ['div', 'span', 'a', 'li', 'button', 'img', 'p', 'td'];
  const words = ['Treat and Chew Box', 'Meatballs', 'Super Chew', 'Größe M', 'Añadir', '🐕 Woof', 'Add to Cart'];
  const out: Message[] = [];
  for (let i = 0; out.length < count; i++) {
    out.push([8, i, Math.max(0, i - 1 - (i % 7)), i % 13, tags[i % tags.length], false]);
    out.push([12, i, 'class', `card card--${i % 17} product-grid__item`]);
    out.push([9, i + 1, i, 0]);
    out.push([14, i + 1, `${words[i % words.length]} #${i}`]);
    if (i % 3 === 0) out.push([20, (i * 37) % 1280, (i * 11) % 900]);
    if (i % 11 === 0) out.push([6, 0, (i * 5) % 4000]);
    if (i % 29 === 0) out.push([18, i, '', 12]);
    if (i % 97 === 0) out.push([0, 1_700_000_000_000 + i]);
  }
  return out.slice(0, count);
}

function encodeOnce(messages: Message[]): { bytes: number; ms: number } {
  let bytes = 0;
  const writer = new BatchWriter({
    pageNo: 1,
    tabId: 'a1b2c3d4e5f6',
    timestamp: 1_700_000_000_000,
    url: 'https://shop.example.com/products',
    onBatch: (b) => (bytes += b.bytes.length),
    warn: () => {},
  });
  const started = performance.now();
  for (const m of messages) writer.writeMessage(m);
  writer.flush();
  return { bytes, ms: performance.now() - started };
}

export function reportEncoderThroughput(): void {
  const messages = recordingStream(MESSAGES);
  encodeOnce(messages); // warm-up: let the JIT see the hot path
  const runs = Array.from({ length: RUNS }, () => encodeOnce(messages));
  const rates = runs.map((r) => r.bytes / 1e6 / (r.ms / 1000)).sort((a, b) => a - b);
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`\nEncoder throughput, Node ${process.version}: ${MESSAGES} recording-like messages through BatchWriter, median of ${RUNS}`);
  console.log(`  batch bytes produced   ${(runs[0].bytes / 1e6).toFixed(2)} MB`);
  console.log(`  time                   ${median(ms).toFixed(1)} ms (${ms[0].toFixed(1)}–${ms[ms.length - 1].toFixed(1)})`);
  console.log(`  throughput             ${median(rates).toFixed(1)} MB/s (${rates[0].toFixed(1)}–${rates[rates.length - 1].toFixed(1)})`);
  console.log(`  messages per second    ${((MESSAGES / median(ms)) * 1000 / 1e6).toFixed(2)} M`);
}

if (import.meta.url === `file://${process.argv[1]}`) reportEncoderThroughput();
