// At page exit the worker may be ended with its document before it seals and sends what it holds, so
// the main thread encodes the open batch itself: from the point the worker last reported, the same
// messages through the same batch writer, so its batches are the worker's byte for byte (same page and
// batch numbers): an ingest that gets both keeps one. A chunk of its own, loaded once recording runs.
import { BatchWriter, BEACON_SIZE } from '../../protocol/batch-writer';
import { readChunk } from '../worker/message-chunk-reader';
import type { EncodedBatch, OpenBatch } from '../worker/worker-messages';
import type { MessageChunk } from '../transport/message-chunk';

export interface ExitItem {
  seq: number;
  /** A chunk of messages, or none for a flush. */
  chunk: MessageChunk | null;
}

export function encodeOpenBatch(open: OpenBatch, items: ExitItem[], page: { pageNo: number; tabId: string; sizeLimit: number }): EncodedBatch[] {
  const out: EncodedBatch[] = [];
  const writer = new BatchWriter({
    pageNo: page.pageNo,
    tabId: page.tabId,
    timestamp: open.timestamp,
    url: open.url,
    firstBatchNum: open.batchNum,
    firstIndex: open.index,
    beaconSize: BEACON_SIZE,
    sizeLimit: page.sizeLimit,
    onBatch: (batch) => out.push(batch),
    warn: () => {},
  });
  for (const item of items) {
    if (item.seq < open.seq) continue;
    if (item.chunk === null) {
      writer.flush();
      continue;
    }
    const messages = readChunk(item.chunk);
    for (let i = item.seq === open.seq ? open.offset : 0; i < messages.length; i++) writer.writeMessage(messages[i]);
  }
  writer.flush();
  return out;
}
