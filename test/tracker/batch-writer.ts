// A test-local writer of the recording wire format, written from the protocol document,
// independent of the agent's own encoder: tests use it to build batches byte for byte as
// any agent of the protocol would, so the decoder and the ingest are checked against the
// document rather than against our own encoder.
import type { Message } from '../../src/protocol/messages';
import { FIELD_KINDS } from '../../src/protocol/field-kinds';
import { UNSIZED_TYPES } from '../../src/protocol/wire-format';

const MESSAGE_FIELDS = FIELD_KINDS as Record<number, string>;

const utf8 = new TextEncoder();

export function uintBytes(value: number): number[] {
  let v = Number.isFinite(value) && value >= 0 && value <= Number.MAX_SAFE_INTEGER ? Math.floor(value) : 0;
  const out: number[] = [];
  while (v >= 0x80) {
    out.push((v % 128) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}

export function intBytes(value: number): number[] {
  const v = Math.round(value);
  return uintBytes(v >= 0 ? 2 * v : -2 * v - 1);
}

export function stringBytes(value: string): number[] {
  const encoded = Array.from(utf8.encode(value));
  return [...uintBytes(encoded.length), ...encoded];
}

function fieldBytes(message: readonly unknown[]): number[] {
  const layout = MESSAGE_FIELDS[message[0] as number];
  const out: number[] = [];
  for (let i = 0; i < layout.length; i++) {
    const value = message[i + 1];
    switch (layout[i]) {
      case 'u': out.push(...uintBytes(value as number)); break;
      case 'i': out.push(...intBytes(value as number)); break;
      case 'b': out.push(value ? 1 : 0); break;
      default: out.push(...stringBytes(value as string));
    }
  }
  return out;
}

export function messageBytes(message: Message): number[] {
  const type = message[0];
  const fields = fieldBytes(message);
  if (UNSIZED_TYPES.includes(type)) return [...uintBytes(type), ...fields];
  const n = fields.length;
  return [...uintBytes(type), n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, ...fields];
}

/** Writes messages as one batch, in the order given (the caller puts BatchMetadata first). */
export function writeBatch(messages: Message[]): Uint8Array<ArrayBuffer> {
  const out: number[] = [];
  for (const message of messages) {
    for (const byte of messageBytes(message)) out.push(byte);
  }
  return Uint8Array.from(out);
}

/** The three messages every batch opens with. */
export function batchHeader(pageNo: number, firstIndex: number, timestamp: number, location = 'http://localhost/', tabId = 'a1b2c3d4e5f6'): Message[] {
  return [
    [81, 1, pageNo, firstIndex, timestamp, location],
    [0, timestamp],
    [118, tabId],
  ];
}
