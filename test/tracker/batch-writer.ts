// A test-local writer of the recording wire format, written from the protocol document,
// independent of the agent's own encoder: tests use it to build batches byte for byte as
// any agent of the protocol would, so the decoder and the ingest are checked against the
// document rather than against our own encoder.
import type { Message } from '../../src/protocol/messages';
import { FIELD_KINDS } from '../../src/protocol/field-kinds';
import { UNSIZED_TYPES } from '../../src/protocol/wire-format';

const MESSAGE_FIELDS = FIELD_KINDS as Record<number, string>;

const utf8 = new TextEncoder();

/** LEB128 of a non-negative integer; anything else is written as 0, as the document's writer does. */
export function uintBytes(value: number): number[] {
  const out = new BatchBytes();
  out.uint(value);
  return Array.from(out.bytes());
}

/**
 * The batch's bytes as they are written. Held in one growing buffer: the tests write batches of tens of
 * kilobytes to many megabytes, which as arrays of numbers spread into one another took seconds of a test.
 */
class BatchBytes {
  private buffer = new Uint8Array(4096);
  length = 0;

  private room(n: number): void {
    if (this.length + n <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + n));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  byte(value: number): void {
    this.room(1);
    this.buffer[this.length++] = value;
  }

  uint(value: number): void {
    let v = Number.isFinite(value) && value >= 0 && value <= Number.MAX_SAFE_INTEGER ? Math.floor(value) : 0;
    while (v >= 0x80) {
      this.byte((v % 128) | 0x80);
      v = Math.floor(v / 128);
    }
    this.byte(v);
  }

  /** Zigzag, then LEB128. */
  int(value: number): void {
    const v = Math.round(value);
    this.uint(v >= 0 ? 2 * v : -2 * v - 1);
  }

  /** Its UTF-8 length, then its UTF-8. */
  string(value: string): void {
    const encoded = utf8.encode(value);
    this.uint(encoded.length);
    this.room(encoded.length);
    this.buffer.set(encoded, this.length);
    this.length += encoded.length;
  }

  /** Writes 3 bytes at `at`: the little-endian size of what follows them. */
  sizeAt(at: number): void {
    const n = this.length - at - 3;
    this.buffer[at] = n & 0xff;
    this.buffer[at + 1] = (n >> 8) & 0xff;
    this.buffer[at + 2] = (n >> 16) & 0xff;
  }

  bytes(): Uint8Array<ArrayBuffer> {
    return this.buffer.slice(0, this.length);
  }
}

function writeFields(out: BatchBytes, message: readonly unknown[]): void {
  const layout = MESSAGE_FIELDS[message[0] as number];
  for (let i = 0; i < layout.length; i++) {
    const value = message[i + 1];
    switch (layout[i]) {
      case 'u': out.uint(value as number); break;
      case 'i': out.int(value as number); break;
      case 'b': out.byte(value ? 1 : 0); break;
      default: out.string(value as string);
    }
  }
}

/** Writes messages as one batch, in the order given (the caller puts BatchMetadata first). */
export function writeBatch(messages: Message[]): Uint8Array<ArrayBuffer> {
  const out = new BatchBytes();
  for (const message of messages) {
    const type = message[0];
    out.uint(type);
    if (UNSIZED_TYPES.includes(type)) {
      writeFields(out, message);
      continue;
    }
    // A sized message: its fields' length in 3 bytes, written once the fields are.
    const at = out.length;
    out.byte(0);
    out.byte(0);
    out.byte(0);
    writeFields(out, message);
    out.sizeAt(at);
  }
  return out.bytes();
}

/** The three messages every batch opens with. */
export function batchHeader(pageNo: number, firstIndex: number, timestamp: number, location = 'http://localhost/', tabId = 'a1b2c3d4e5f6'): Message[] {
  return [
    [81, 1, pageNo, firstIndex, timestamp, location],
    [0, timestamp],
    [118, tabId],
  ];
}
