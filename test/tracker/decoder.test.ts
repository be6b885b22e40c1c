import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BatchDecodeError, decodeBatch } from '../../src/protocol/decoder';
import { FIELD_KINDS } from '../../src/protocol/field-kinds';

const MESSAGE_FIELDS = FIELD_KINDS as Record<number, string>;
import type { Message } from '../../src/protocol/messages';
import { writeBatch } from './batch-writer';

// BatchMetadata: version 1, pageNo 1, firstIndex 0, timestamp 300 (zigzag 600 = D8 04), location "/a".
const META = [0x51, 0x01, 0x01, 0x00, 0xd8, 0x04, 0x02, 0x2f, 0x61];
const META_MESSAGE = [81, 1, 1, 0, 300, '/a'];

function batch(...parts: number[][]): Uint8Array {
  return Uint8Array.from([...META, ...parts.flat()]);
}

function decodeError(bytes: Uint8Array): BatchDecodeError {
  try {
    decodeBatch(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(BatchDecodeError);
    return error as BatchDecodeError;
  }
  throw new Error('expected the batch to be refused');
}

describe('Batch decoder (recording wire format, version 1)', () => {
  it('reads BatchMetadata without a size, then sized messages', () => {
    const messages = decodeBatch(
      batch(
        [0x00, 0x02, 0x00, 0x00, 0xe8, 0x07], // Timestamp 1000
        [0x76, 0x05, 0x00, 0x00, 0x04, 0x61, 0x62, 0x31, 0x32], // TabData "ab12"
      ),
    );
    expect(messages).toEqual([META_MESSAGE, [0, 1000], [118, 'ab12']]);
  });

  it('reads every primitive: uint, zigzag int, boolean and UTF-8 string', () => {
    const messages = decodeBatch(
      batch(
        [0x08, 0x08, 0x00, 0x00, 0x05, 0x00, 0x01, 0x03, 0x64, 0x69, 0x76, 0x00], // CreateElementNode 5 in 0 at 1, "div", not svg
        [0x06, 0x03, 0x00, 0x00, 0x05, 0x80, 0x01], // SetViewportScroll x -3 (zigzag 5), y 64 (zigzag 128)
        [0x13, 0x02, 0x00, 0x00, 0x05, 0x01], // SetInputChecked 5 true
        [0x0e, 0x08, 0x00, 0x00, 0x07, 0x06, 0xc3, 0xa9, 0xf0, 0x9f, 0x90, 0xb6], // SetNodeData 7 "é🐶"
        [0x44, 0x0a, 0x00, 0x00, 0x05, 0xc8, 0x01, 0x03, 0x42, 0x75, 0x79, 0x00, 0x32, 0x64], // MouseClick
        [0x52, 0x01, 0x02], // PartitionedMessage 1 of 2, no size
        [0x12, 0x03, 0x00, 0x00, 0x09, 0x00, 0x01], // SetInputValue 9 "" mask -1
      ),
    );
    expect(messages.slice(1)).toEqual([
      [8, 5, 0, 1, 'div', false],
      [6, -3, 64],
      [19, 5, true],
      [14, 7, 'é🐶'],
      [68, 5, 200, 'Buy', '', 50, 100],
      [82, 1, 2],
      [18, 9, '', -1],
    ]);
  });

  it('reads the largest safe uint (2^53-1) and refuses one above it', () => {
    const max = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f];
    expect(decodeBatch(batch([0x00, 0x08, 0x00, 0x00, ...max]))[1]).toEqual([0, Number.MAX_SAFE_INTEGER]);
    const over = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x10];
    expect(decodeError(batch([0x00, 0x08, 0x00, 0x00, ...over])).message).toMatch(/above 2\^53-1/);
    const tooLong = [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01];
    expect(decodeError(batch([0x00, 0x09, 0x00, 0x00, ...tooLong])).message).toMatch(/longer than 8 bytes/);
  });

  it('skips a message type it does not know by its 3-byte little-endian size', () => {
    const payload = Array.from({ length: 256 }, (_, i) => i & 0xff);
    const messages = decodeBatch(
      batch(
        [0xc8, 0x01, 0x03, 0x00, 0x00, 0xaa, 0xbb, 0xcc], // type 200, 3 bytes
        [0x15, 0x00, 0x01, 0x00, ...payload], // type 21 (not in version 1's table), 256 bytes
        [0x0b, 0x01, 0x00, 0x00, 0x04], // RemoveNode 4
      ),
    );
    expect(messages).toEqual([META_MESSAGE, [11, 4]]);
  });

  it('steps over bytes a known message carries after its known fields', () => {
    const messages = decodeBatch(batch([0x00, 0x03, 0x00, 0x00, 0xe8, 0x07, 0xff], [0x0b, 0x01, 0x00, 0x00, 0x04]));
    expect(messages).toEqual([META_MESSAGE, [0, 1000], [11, 4]]);
  });

  it('refuses a batch that does not start with BatchMetadata of version 1', () => {
    expect(decodeError(new Uint8Array()).message).toMatch(/Empty batch/);
    expect(decodeError(Uint8Array.from([0x00, 0x02, 0x00, 0x00, 0xe8, 0x07])).message).toMatch(/must start with BatchMetadata \(81\)/);
    expect(decodeError(Uint8Array.from([0x51, 0x02, 0x01, 0x00, 0x00, 0x00])).message).toMatch(/Unsupported batch version 2/);
  });

  it('refuses truncated input wherever it ends', () => {
    expect(decodeError(Uint8Array.from([0x51, 0x01, 0x01])).message).toMatch(/Batch truncated/);
    expect(decodeError(batch([0x00, 0x02])).message).toMatch(/Batch truncated: a message size/);
    expect(decodeError(batch([0x80])).message).toMatch(/Batch truncated/); // type varint cut short
    expect(decodeError(batch([0x52, 0x01])).message).toMatch(/Batch truncated/); // unsized message cut short
    // every proper prefix of a valid batch (past the metadata) is either refused or reads fewer messages
    const full = batch([0x0e, 0x08, 0x00, 0x00, 0x07, 0x06, 0xc3, 0xa9, 0xf0, 0x9f, 0x90, 0xb6]);
    for (let end = META.length + 1; end < full.length; end++) {
      expect(() => decodeBatch(full.subarray(0, end))).toThrow(BatchDecodeError);
    }
  });

  it('refuses a size that runs past the end of the batch', () => {
    const error = decodeError(batch([0x00, 0x05, 0x00, 0x00, 0xe8, 0x07]));
    expect(error.message).toMatch(/declares 5 bytes, only 2 left/);
    expect(error.offset).toBe(META.length);
    expect(decodeError(batch([0xc8, 0x01, 0xff, 0xff, 0xff])).message).toMatch(/declares 16777215 bytes/);
  });

  it('refuses fields that do not fit their declared size', () => {
    expect(decodeError(batch([0x00, 0x01, 0x00, 0x00, 0xe8, 0x07])).message).toMatch(/does not fit its declared size of 1 bytes/);
    expect(decodeError(batch([0x1c, 0x02, 0x00, 0x00, 0x05, 0x61])).message).toMatch(/String of 5 bytes runs past the end/);
  });

  it('refuses a boolean byte other than 0 or 1 and an unsized type it cannot step over', () => {
    expect(decodeError(batch([0x37, 0x01, 0x00, 0x00, 0x02])).message).toMatch(/Boolean byte must be 0 or 1, got 2/);
    expect(decodeError(batch([0x50, 0x01, 0x00])).message).toMatch(/type 80 has no size and no known layout/);
  });

  it('property: what a protocol writer writes, the decoder reads back', () => {
    const types = Object.keys(MESSAGE_FIELDS).map(Number).filter((t) => t !== 81);
    const value = (kind: string): fc.Arbitrary<unknown> =>
      kind === 'u' ? fc.nat({ max: Number.MAX_SAFE_INTEGER }) : kind === 'i' ? fc.integer({ min: -(2 ** 40), max: 2 ** 40 }) : kind === 'b' ? fc.boolean() : fc.string({ unit: 'grapheme', maxLength: 40 });
    const messageArb = fc.constantFrom(...types).chain((type) =>
      fc.tuple(...[...MESSAGE_FIELDS[type]].map(value)).map((fields) => [type, ...fields] as unknown as Message),
    );
    fc.assert(
      fc.property(fc.array(messageArb, { maxLength: 30 }), fc.nat(), fc.integer({ min: -1e12, max: 1e12 }), (body, page, timestamp) => {
        const messages: Message[] = [[81, 1, page, 0, timestamp, 'http://localhost/'], ...body];
        expect(decodeBatch(writeBatch(messages))).toEqual(messages);
      }),
    );
  });
});
