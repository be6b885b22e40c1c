// The on-disk form of a recorded session: one append-only file of length-prefixed records.
//   record = u32 LE payload length | u32 LE CRC-32 of the payload | payload
//   payload = u8 kind | kind's bytes
// A crash can leave only the last record short or torn; reading stops at the first record
// that is incomplete or fails its checksum, and the file is cut back to the last whole record
// before anything is appended again. Everything acknowledged was whole before the ack.
import { crc32 } from 'node:zlib';

export const RecordKind = {
  /** JSON: the session as started (ids, user, browser, project). */
  Session: 1,
  /** u32 LE pageNo | u32 LE batchNum | the batch's bytes, uncompressed. */
  Batch: 2,
  /** JSON: a later start on the same session, a usability-test signal, an upload. */
  Note: 3,
} as const;

export type RecordKindId = (typeof RecordKind)[keyof typeof RecordKind];

const HEADER_BYTES = 8;

export type LogRecord =
  | { kind: typeof RecordKind.Session; value: Record<string, unknown> }
  | { kind: typeof RecordKind.Batch; pageNo: number; batchNum: number; bytes: Uint8Array }
  | { kind: typeof RecordKind.Note; value: Record<string, unknown> };

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder();

function payloadOf(record: LogRecord): Uint8Array {
  if (record.kind === RecordKind.Batch) {
    const payload = new Uint8Array(9 + record.bytes.length);
    const view = new DataView(payload.buffer);
    payload[0] = record.kind;
    view.setUint32(1, record.pageNo, true);
    view.setUint32(5, record.batchNum, true);
    payload.set(record.bytes, 9);
    return payload;
  }
  const json = utf8.encode(JSON.stringify(record.value));
  const payload = new Uint8Array(1 + json.length);
  payload[0] = record.kind;
  payload.set(json, 1);
  return payload;
}

/** One record, framed and checksummed, ready to append. */
export function encodeRecord(record: LogRecord): Uint8Array {
  const payload = payloadOf(record);
  const out = new Uint8Array(HEADER_BYTES + payload.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, payload.length, true);
  view.setUint32(4, crc32(payload), true);
  out.set(payload, HEADER_BYTES);
  return out;
}

function decodePayload(payload: Uint8Array): LogRecord | null {
  const kind = payload[0];
  if (kind === RecordKind.Batch) {
    if (payload.length < 9) return null;
    const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
    return { kind, pageNo: view.getUint32(1, true), batchNum: view.getUint32(5, true), bytes: payload.subarray(9) };
  }
  if (kind === RecordKind.Session || kind === RecordKind.Note) {
    try {
      const value: unknown = JSON.parse(utf8Decoder.decode(payload.subarray(1)));
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { kind, value: value as Record<string, unknown> };
    } catch {
      // a record that passed its checksum but is not JSON is damage: stop here
    }
  }
  return null;
}

export interface ReadLog {
  records: LogRecord[];
  /** Bytes of whole records; anything after it is a torn tail to cut off. */
  validLength: number;
}

/** Reads whole records from the start of a session file, stopping at the first damaged one. */
export function readRecords(bytes: Uint8Array): ReadLog {
  const records: LogRecord[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pos = 0;
  while (pos + HEADER_BYTES <= bytes.length) {
    const length = view.getUint32(pos, true);
    const checksum = view.getUint32(pos + 4, true);
    const end = pos + HEADER_BYTES + length;
    if (length === 0 || end > bytes.length) break;
    const payload = bytes.subarray(pos + HEADER_BYTES, end);
    if (crc32(payload) !== checksum) break;
    const record = decodePayload(payload);
    if (!record) break;
    records.push(record);
    pos = end;
  }
  return { records, validLength: pos };
}

/** A record as found in a file: where it starts and how many bytes it takes with its header. */
export interface PlacedRecord {
  offset: number;
  length: number;
  record: LogRecord;
}

/**
 * Reads records from a file's bytes as they arrive in chunks, holding at most one record and one
 * chunk, so a 100 MB session is read with a few MB of memory. Stops at the first damaged record;
 * resolves to the length of the whole records read.
 */
export async function scanRecords(chunks: AsyncIterable<Uint8Array>, onRecord: (placed: PlacedRecord) => void | Promise<void>): Promise<number> {
  let pending: Uint8Array = new Uint8Array(0);
  let pendingStart = 0;
  let stopped = false;
  const take = async (): Promise<void> => {
    let pos = 0;
    const view = new DataView(pending.buffer, pending.byteOffset, pending.byteLength);
    while (!stopped && pos + HEADER_BYTES <= pending.length) {
      const length = view.getUint32(pos, true);
      const end = pos + HEADER_BYTES + length;
      if (length === 0) { stopped = true; break; }
      if (end > pending.length) break;
      const payload = pending.subarray(pos + HEADER_BYTES, end);
      const record = crc32(payload) === view.getUint32(pos + 4, true) ? decodePayload(payload) : null;
      if (!record) { stopped = true; break; }
      await onRecord({ offset: pendingStart + pos, length: end - pos, record });
      pos = end;
    }
    pending = pending.subarray(pos);
    pendingStart += pos;
  };
  for await (const chunk of chunks) {
    if (stopped) break;
    if (pending.length === 0) pending = chunk;
    else {
      const joined = new Uint8Array(pending.length + chunk.length);
      joined.set(pending);
      joined.set(chunk, pending.length);
      pending = joined;
    }
    await take();
  }
  return pendingStart;
}
