// The storage port's contract (src/server/ingest/session-storage-port.ts), run against every adapter:
// what the session store relies on when it appends, reads back, cuts a torn tail, lists and deletes.
import { describe, expect, it } from 'vitest';
import type { SessionStorage } from '../../src/server/ingest/session-storage-port';
import { encodeRecord, readRecords, RecordKind } from '../../src/server/ingest/record-log';
import { SessionStore } from '../../src/server/ingest/session-store';

export interface StorageUnderTest {
  /** A storage over the same place each call (a reopened one must see what the last one stored). */
  open(): SessionStorage;
  /** False for memory, which nothing outlives. */
  durable: boolean;
}

const bytes = (...values: number[]) => new Uint8Array(values);
const started = (sessionID: string, projectID = 1) => ({
  sessionID, projectID, userUUID: 'u', userID: null, startTimestamp: 1_700_000_000_000, trackerVersion: '16.2.1', userAgent: '',
  width: 1280, height: 800, timezone: 'UTC', doNotRecord: false, userBrowser: 'Chrome', userOS: 'Linux', userDevice: '', userCity: '', userCountry: '', userState: '',
});

export function sessionStorageContract(name: string, subject: () => StorageUnderTest): void {
  describe(`Session storage contract: ${name}`, () => {
    it('reads back every append in order; lists each session once', async () => {
      const storage = subject().open();
      expect(await storage.list()).toEqual([]);
      await storage.append('1000000000000000001', bytes(1, 2, 3), 0);
      await storage.append('1000000000000000001', bytes(4, 5), 3);
      await storage.append('1000000000000000002', bytes(9), 0);
      expect(await storage.read('1000000000000000001')).toEqual(bytes(1, 2, 3, 4, 5));
      expect([...(await storage.list())].sort()).toEqual(['1000000000000000001', '1000000000000000002']);
      await storage.close();
    });

    it('cuts a torn tail, mid-append or at an append’s edge', async () => {
      const storage = subject().open();
      await storage.append('s1', bytes(1, 2, 3), 0);
      await storage.append('s1', bytes(4, 5, 6), 3);
      await storage.truncate('s1', 4);
      expect(await storage.read('s1')).toEqual(bytes(1, 2, 3, 4));
      await storage.append('s1', bytes(7), 4);
      expect(await storage.read('s1')).toEqual(bytes(1, 2, 3, 4, 7));
      await storage.truncate('s1', 3);
      expect(await storage.read('s1')).toEqual(bytes(1, 2, 3));
      await storage.close();
    });

    it('reads in chunks and at positions, knows each session’s size, keeps the index whole', async () => {
      const storage = subject().open();
      await storage.append('r1', bytes(1, 2, 3), 0);
      await storage.append('r1', bytes(4, 5), 3);
      await storage.append('r2', bytes(9), 0);
      const chunks: number[] = [];
      for await (const chunk of storage.readChunks('r1', 2)) chunks.push(...chunk);
      expect(chunks).toEqual([3, 4, 5]);
      expect(await storage.readAt('r1', 1, 3)).toEqual(bytes(2, 3, 4));
      expect(Object.fromEntries(await storage.sizes())).toEqual({ r1: 5, r2: 1 });
      expect(await storage.readIndex()).toBeNull();
      await storage.writeIndex(bytes(7, 7));
      expect(await storage.readIndex()).toEqual(bytes(7, 7));
      async function* arriving() { yield bytes(1, 2); yield bytes(3); }
      expect(await storage.writeUploadStream('r1', 'video.webm', arriving(), 10)).toBe(3);
      expect(await storage.readUpload('r1', 'video.webm')).toEqual(bytes(1, 2, 3));
      const opened = await storage.openUpload('r1', 'video.webm');
      expect(opened?.size).toBe(3);
      const part: number[] = [];
      for await (const chunk of opened!.read(1, 2)) part.push(...chunk);
      expect(part).toEqual([2, 3]);
      expect(await storage.openUpload('r1', 'other.webm')).toBeNull();
      await expect(storage.writeUploadStream('r1', 'big.webm', arriving(), 2)).rejects.toThrow();
      expect(await storage.readUpload('r1', 'big.webm')).toBeNull();
      await storage.close();
    });

    it('deletes a session with its uploads, leaving the others', async () => {
      const storage = subject().open();
      await storage.append('gone', bytes(1), 0);
      await storage.writeUpload('gone', 'canvas.png', bytes(8, 8));
      expect(await storage.readUpload('gone', 'canvas.png')).toEqual(bytes(8, 8));
      expect(await storage.readUpload('gone', 'video.webm')).toBeNull();
      await storage.append('kept', bytes(2), 0);
      await storage.remove('gone');
      expect(await storage.readUpload('gone', 'canvas.png')).toBeNull();
      await storage.remove('never-there');
      expect(await storage.list()).toEqual(['kept']);
      expect(await storage.read('kept')).toEqual(bytes(2));
      await storage.close();
    });

    it('serves the session store: what was acknowledged is there after a reopen, duplicates stored once', async () => {
      const under = subject();
      const storage = under.open();
      const store = new SessionStore(storage, 1_000_000);
      await store.load();
      await store.create(started('7000000000000000001'));
      const batch = { pageNo: 1, batchNum: 1, bytes: encodeRecord({ kind: RecordKind.Note, value: { at: 1 } }) };
      expect(await store.appendBatch('7000000000000000001', batch, [], 1)).toBe('stored');
      expect(await store.appendBatch('7000000000000000001', batch, [], 2)).toBe('duplicate');
      await store.close();
      if (!under.durable) return;
      const again = new SessionStore(under.open(), 1_000_000);
      await again.load();
      expect(again.has('7000000000000000001')).toBe(true);
      expect((await again.batches('7000000000000000001')).map((b) => b.bytes)).toEqual([batch.bytes]);
      expect(readRecords(await under.open().read('7000000000000000001')).records.length).toBe(2);
      await again.close();
    });
  });
}
