import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodeRecord, readRecords, RecordKind, type LogRecord } from '../../src/server/ingest/record-log';
import { fileSessionFiles } from '../../src/server/ingest/session-files';
import { ingestHarness, sampleBatch } from './ingest-harness';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pawprint-ingest-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let pos = 0;
  for (const p of parts) {
    out.set(p, pos);
    pos += p.length;
  }
  return out;
};

describe('Session file: length-prefixed, checksummed records', () => {
  const recordArb: fc.Arbitrary<LogRecord> = fc.oneof(
    fc.record({ kind: fc.constant(RecordKind.Batch), pageNo: fc.nat({ max: 2 ** 32 - 1 }), batchNum: fc.nat({ max: 2 ** 32 - 1 }), bytes: fc.uint8Array({ maxLength: 200 }) }),
    fc.record({ kind: fc.constant(RecordKind.Note), value: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer())) }),
  ) as fc.Arbitrary<LogRecord>;

  it('property: a file cut anywhere reads back exactly the records that were whole', () => {
    fc.assert(
      fc.property(fc.array(recordArb, { minLength: 1, maxLength: 8 }), fc.nat(), (records, cutSeed) => {
        const encoded = records.map(encodeRecord);
        const file = concat(encoded);
        const cut = cutSeed % (file.length + 1);
        const read = readRecords(file.subarray(0, cut));
        let whole = 0;
        let length = 0;
        while (whole < encoded.length && length + encoded[whole].length <= cut) length += encoded[whole++].length;
        expect(read.validLength).toBe(length);
        expect(read.records).toEqual(records.slice(0, whole).map((r) => (r.kind === RecordKind.Batch ? { ...r, bytes: new Uint8Array(r.bytes) } : r)));
      }),
      { numRuns: 200 },
    );
  });

  it('stops at a record whose bytes were damaged (checksum)', () => {
    const a = encodeRecord({ kind: RecordKind.Note, value: { n: 1 } });
    const b = encodeRecord({ kind: RecordKind.Note, value: { n: 2 } });
    const file = concat([a, b]);
    file[a.length + 10] ^= 0xff;
    expect(readRecords(file)).toEqual({ records: [{ kind: RecordKind.Note, value: { n: 1 } }], validLength: a.length });
  });

  it('a restart keeps every acknowledged batch; a torn tail is cut off and later batches stay readable', async () => {
    const dir = tempDir();
    const first = await ingestHarness({ files: fileSessionFiles(dir) });
    const { token, sessionID } = await first.start({ userID: 'demo@pawprint.test' });
    for (let n = 1; n <= 3; n++) expect((await first.postBatch(token, 1, n, sampleBatch(1, n, first.clock.now + n))).status).toBe(200);
    await first.ingest.close();
    const file = join(dir, 'sessions', `${sessionID}.pwrec`);
    const whole = statSync(file).size;
    // a crash in the middle of the fourth write leaves half a record
    appendFileSync(file, encodeRecord({ kind: RecordKind.Batch, pageNo: 1, batchNum: 4, bytes: sampleBatch(1, 4, 4) }).subarray(0, 17));

    const second = await ingestHarness({ files: fileSessionFiles(dir) });
    expect(statSync(file).size).toBe(whole);
    expect((await second.ingest.store.batches(sessionID)).map((b) => b.batchNum)).toEqual([1, 2, 3]);
    expect(second.ingest.store.summary(sessionID)).toMatchObject({ userID: 'demo@pawprint.test', batches: 3 });
    // the same token still works (the secret is the same), a resend of 3 is still recognised, 4 is stored
    expect((await second.postBatch(token, 1, 3, sampleBatch(1, 3, 3))).status).toBe(200);
    expect((await second.postBatch(token, 1, 4, sampleBatch(1, 4, 4))).status).toBe(200);
    await second.ingest.close();
    expect(readRecords(new Uint8Array(readFileSync(file))).records.filter((r) => r.kind === RecordKind.Batch)).toHaveLength(4);
  });

  it('a file whose first record is unreadable is left aside, the others load', async () => {
    const dir = tempDir();
    const first = await ingestHarness({ files: fileSessionFiles(dir) });
    const { sessionID } = await first.start();
    await first.ingest.close();
    appendFileSync(join(dir, 'sessions', '123.pwrec'), 'not a session');
    const log: string[] = [];
    const second = await ingestHarness({ files: fileSessionFiles(dir), log: (l) => log.push(l) });
    expect(second.ingest.store.has(sessionID)).toBe(true);
    expect(second.ingest.store.has('123')).toBe(false);
    expect(log).toEqual(['[ingest] session file 123 has no readable start; left aside']);
  });
});
