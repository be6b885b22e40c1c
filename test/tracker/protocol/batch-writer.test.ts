// Batching rules: the header every batch opens with, sealing at the beacon buffer size,
// a large message alone in its batch, a message over the size limit skipped with a warning.
import { describe, expect, it } from 'vitest';
import { BatchWriter, encodeBatch, type SealedBatch } from '../../../src/protocol/encoder';
import type { Message } from '../../../src/protocol/messages';

const TAB = 'a1b2c3d4e5f6';

function setup(options: { beaconSize?: number; sizeLimit?: number; firstBatchNum?: number } = {}) {
  const batches: SealedBatch[] = [];
  const warnings: string[] = [];
  const writer = new BatchWriter({
    pageNo: 4,
    tabId: TAB,
    timestamp: 1000,
    url: 'https://shop.test/',
    onBatch: (b) => batches.push(b),
    warn: (w) => warnings.push(w),
    ...options,
  });
  return { writer, batches, warnings };
}

const header = (firstIndex: number, timestamp = 1000, url = 'https://shop.test/'): Message[] => [
  [81, 1, 4, firstIndex, timestamp, url],
  [0, timestamp],
  [118, TAB],
];

describe('BatchWriter', () => {
  it('opens each batch with BatchMetadata, Timestamp and TabData and numbers batches from 1', () => {
    const { writer, batches } = setup();
    writer.writeMessage([7]);
    writer.writeMessage([8, 1, 0, 0, 'body', false]);
    writer.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ pageNo: 4, batchNum: 1 });
    expect(batches[0].bytes).toEqual(encodeBatch([...header(0), [7], [8, 1, 0, 0, 'body', false]]));
  });

  it('does not send a batch that holds only its header', () => {
    const { writer, batches } = setup();
    writer.flush();
    expect(batches).toEqual([]);
  });

  it('carries the index of the first message, the latest timestamp and location into the next header', () => {
    const { writer, batches } = setup({ firstBatchNum: 9 });
    writer.writeMessage([7]);
    writer.writeMessage([0, 2000]);
    writer.writeMessage([122, 'https://shop.test/cart', '', 0, 'Cart']);
    writer.flush();
    writer.writeMessage([11, 5]);
    writer.flush();
    expect(batches.map((b) => b.batchNum)).toEqual([9, 10]);
    expect(batches[1].bytes).toEqual(encodeBatch([...header(3, 2000, 'https://shop.test/cart'), [11, 5]]));
  });

  it('seals a batch when the next message would take it past the beacon buffer', () => {
    const { writer, batches } = setup({ beaconSize: 200 });
    const text = (n: number): Message => [14, n, 'x'.repeat(60)];
    for (let n = 0; n < 6; n++) expect(writer.writeMessage(text(n))).toBe(true);
    writer.flush();
    // Header 48 bytes (BatchMetadata 25, Timestamp 6, TabData 17) + 66 bytes a message: two fit in 200.
    expect(batches.map((b) => b.bytes)).toEqual([
      encodeBatch([...header(0), text(0), text(1)]),
      encodeBatch([...header(2), text(2), text(3)]),
      encodeBatch([...header(4), text(4), text(5)]),
    ]);
  });

  it('gives a message bigger than the beacon buffer a batch of its own, up to the size limit', () => {
    const { writer, batches, warnings } = setup({ beaconSize: 100, sizeLimit: 1000 });
    writer.writeMessage([7]);
    writer.writeMessage([14, 1, 'y'.repeat(500)]);
    writer.writeMessage([11, 1]);
    writer.flush();
    expect(warnings).toEqual([]);
    expect(batches.map((b) => b.bytes)).toEqual([
      encodeBatch([...header(0), [7]]),
      encodeBatch([...header(1), [14, 1, 'y'.repeat(500)]]),
      encodeBatch([...header(2), [11, 1]]),
    ]);
  });

  it('skips a message over the size limit with a warning and keeps what was buffered', () => {
    const { writer, batches, warnings } = setup({ beaconSize: 100, sizeLimit: 300 });
    writer.writeMessage([7]);
    expect(writer.writeMessage([14, 1, 'z'.repeat(400)])).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('over the batch size limit of 300 bytes');
    writer.writeMessage([11, 1]);
    writer.flush();
    const all = batches.map((b) => b.bytes);
    expect(all[all.length - 1]).toEqual(encodeBatch([...header(1), [11, 1]]));
    expect(all[0]).toEqual(encodeBatch([...header(0), [7]]));
  });

  it('takes a new size limit from the start reply', () => {
    const { writer, warnings } = setup({ beaconSize: 100, sizeLimit: 1000 });
    writer.setSizeLimit(200);
    expect(writer.writeMessage([14, 1, 'q'.repeat(500)])).toBe(false);
    expect(warnings).toHaveLength(1);
    writer.setSizeLimit(undefined);
    expect(writer.writeMessage([14, 1, 'q'.repeat(500)])).toBe(true);
  });

  it('skips a message of an unknown type with a warning instead of throwing', () => {
    const { writer, warnings } = setup();
    expect(writer.writeMessage([99] as unknown as Message)).toBe(false);
    expect(warnings[0]).toContain('Unknown message type: 99');
    expect(writer.isEmpty).toBe(true);
  });
});
