// The batch endpoint's contract (POST {ingest}/v1/web/i?batch={page}_{batchnum}) as the agent relies on it, run
// over real HTTP against the real ingest and against each hand-made ingest the transport and journey tests use:
// a double that answered otherwise would let those tests pass on behaviour no ingest has.
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { batchHeader, writeBatch } from '../tracker/batch-writer';

export interface StoredBatchView {
  /** `{page}_{batchnum}`. */
  identity: string;
  messages: Message[];
}

/** One ingest on a loopback port, and a session it takes batches for. */
export interface IngestUnderContract {
  /** The ingest's base, as the agent's ingestPoint (e.g. http://127.0.0.1:4321/ingest). */
  base: string;
  /** A session the ingest accepts batches for (by its start endpoint, or the token it was set up with). */
  session(): Promise<{ token: string; stored(): Promise<StoredBatchView[]> }>;
  close(): Promise<void>;
}

/** A batch as the agent writes it: its header, then a pointer moving across the page. */
export function agentBatch(page: number, firstIndex: number): { bytes: Uint8Array<ArrayBuffer>; messages: Message[] } {
  const at = Date.UTC(2026, 10, 25, 9, 0, 0);
  const messages: Message[] = [...batchHeader(page, firstIndex, at, 'http://127.0.0.1/shop'), [M.MouseMove, 10 + firstIndex, 20], [M.MouseMove, 30, 40 + firstIndex]];
  return { bytes: writeBatch(messages), messages };
}

export function sendBatch(base: string, token: string, query: string, body: Uint8Array<ArrayBuffer>, gzip = false): Promise<Response> {
  return fetch(`${base}/v1/web/i?batch=${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', ...(gzip ? { 'content-encoding': 'gzip' } : {}) },
    body: gzip ? new Uint8Array(gzipSync(body)) : body,
  });
}

export function ingestBatchContract(name: string, make: () => Promise<IngestUnderContract>): void {
  describe(`batch endpoint: ${name}`, () => {
    let ingest: IngestUnderContract;
    beforeEach(async () => { ingest = await make(); });
    afterEach(async () => { await ingest.close(); });

    it('stores a batch, sent plain or gzipped, as the messages the agent wrote, and answers 200', async () => {
      const { token, stored } = await ingest.session();
      const plain = agentBatch(1, 0);
      const zipped = agentBatch(1, 4);
      expect((await sendBatch(ingest.base, token, '1_1', plain.bytes)).status).toBe(200);
      expect((await sendBatch(ingest.base, token, '1_2', zipped.bytes, true)).status).toBe(200);
      expect(await stored()).toEqual([{ identity: '1_1', messages: plain.messages }, { identity: '1_2', messages: zipped.messages }]);
    });

    it('acknowledges a resend of a stored batch with 200 and keeps it once', async () => {
      const { token, stored } = await ingest.session();
      const batch = agentBatch(1, 0);
      expect((await sendBatch(ingest.base, token, '1_1', batch.bytes)).status).toBe(200);
      expect((await sendBatch(ingest.base, token, '1_1', batch.bytes)).status).toBe(200);
      expect((await stored()).map((b) => b.identity)).toEqual(['1_1']);
    });

    it('answers 401 to a token it never issued, and keeps nothing', async () => {
      const { stored } = await ingest.session();
      expect((await sendBatch(ingest.base, 'never-issued', '1_1', agentBatch(1, 0).bytes)).status).toBe(401);
      expect(await stored()).toEqual([]);
    });

    it('answers 400 to a body that is no batch and to a query that is not {page}_{batchnum}, and keeps nothing', async () => {
      const { token, stored } = await ingest.session();
      expect((await sendBatch(ingest.base, token, '1_1', new Uint8Array([0xff, 0xff, 0xff, 0xff]))).status).toBe(400);
      expect((await sendBatch(ingest.base, token, 'first', agentBatch(1, 0).bytes)).status).toBe(400);
      expect(await stored()).toEqual([]);
    });
  });
}
