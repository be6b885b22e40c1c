// Golden bytes for the batch protocol, derived by hand from recording-wire-format.md (never
// produced by the encoder): each expectation spells out the type byte, the 3-byte
// little-endian size where the protocol has one, and every field.
import { describe, expect, it } from 'vitest';
import { encodeBatch, encodeMessage, MessageTooLargeError } from '../../../src/protocol/encoder';
import type { Message } from '../../../src/protocol/messages';

/** '00 02 e8' -> bytes; the test data is written out in hex. */
const hex = (text: string) => Uint8Array.from(text.trim().split(/\s+/).map((b) => parseInt(b, 16)));

describe('Batch protocol golden bytes: single messages', () => {
  it('Timestamp 1000: type 0, size 2, uint 1000 = 0xe8 0x07', () => {
    // 1000 = 7 * 128 + 104; low group 104 | 0x80 = 0xe8, then 7.
    expect(encodeMessage([0, 1000])).toEqual(hex('00  02 00 00  e8 07'));
  });

  it('CreateElementNode: uint id, parentID, index, string tag, boolean svg', () => {
    // fields: 01 | 00 | 00 | 03 'd' 'i' 'v' | 00  = 8 bytes
    expect(encodeMessage([8, 1, 0, 0, 'div', false])).toEqual(hex('08  08 00 00  01 00 00 03 64 69 76 00'));
  });

  it('SetViewportScroll: ints are zigzagged (-3 -> 5, 64 -> 128 = 0x80 0x01)', () => {
    expect(encodeMessage([6, -3, 64])).toEqual(hex('06  03 00 00  05 80 01'));
  });

  it('ints round before the zigzag: 2.5 -> 3 -> 6, -0.4 -> 0', () => {
    expect(encodeMessage([6, 2.5, -0.4])).toEqual(hex('06  02 00 00  06 00'));
  });

  it('SetNodeData with a multibyte string: the length counts UTF-8 bytes, not characters', () => {
    // id 300 = 2 * 128 + 44 -> 0xac 0x02. 'héllo ✓': h=68, é=c3 a9, l=6c, l=6c, o=6f, ' '=20, ✓ (U+2713)=e2 9c 93
    // -> 10 bytes. Fields: 2 + 1 + 10 = 13 = 0x0d.
    expect(encodeMessage([14, 300, 'héllo ✓'])).toEqual(hex('0e  0d 00 00  ac 02  0a 68 c3 a9 6c 6c 6f 20 e2 9c 93'));
  });

  it('a character outside the BMP is 4 UTF-8 bytes (🐕 U+1F415 = f0 9f 90 95)', () => {
    expect(encodeMessage([28, '🐕'])).toEqual(hex('1c  05 00 00  04 f0 9f 90 95'));
  });

  it('a lone surrogate is written as U+FFFD (ef bf bd), as UTF-8 encoders do', () => {
    expect(encodeMessage([28, 'a\ud800'])).toEqual(hex('1c  05 00 00  04 61 ef bf bd'));
    expect(encodeMessage([28, '\udc00\ud83d\udc15'])).toEqual(hex('1c  08 00 00  07 ef bf bd f0 9f 90 95'));
  });

  it('SetInputValue of a password: empty value, mask -1 -> zigzag 1', () => {
    expect(encodeMessage([18, 5, '', -1])).toEqual(hex('12  03 00 00  05 00 01'));
  });

  it('uint edges: negative -> 0, 2^53-1 -> eight bytes, 2^53 -> 0, 3.9 -> 3, 127 -> 7f, 128 -> 80 01', () => {
    // 2^53-1 is 53 one-bits: seven groups of 7 (0xff with the continuation bit) then 4 bits (0x0f).
    expect(encodeMessage([20, -5, 2 ** 53 - 1])).toEqual(hex('14  09 00 00  00 ff ff ff ff ff ff ff 0f'));
    expect(encodeMessage([20, 2 ** 53, 3.9])).toEqual(hex('14  02 00 00  00 03'));
    expect(encodeMessage([20, 127, 128])).toEqual(hex('14  03 00 00  7f 80 01'));
    expect(encodeMessage([20, Number.NaN, Infinity])).toEqual(hex('14  02 00 00  00 00'));
  });

  it('the size is little-endian over 3 bytes: 303 bytes of fields -> 2f 01 00', () => {
    // id 1, string of 300 'a': length 300 -> ac 02, then 300 x 0x61. 1 + 2 + 300 = 303 = 0x012f.
    const bytes = encodeMessage([14, 1, 'a'.repeat(300)]);
    expect(bytes.subarray(0, 7)).toEqual(hex('0e  2f 01 00  01  ac 02'));
    expect(bytes.length).toBe(1 + 3 + 303);
    expect(bytes.subarray(7).every((b) => b === 0x61)).toBe(true);
  });

  it('BatchMetadata (81) and PartitionedMessage (82) carry no size', () => {
    // 81 = 0x51; version 1, pageNo 7, firstIndex 0, int 1000 -> 2000 = 15 * 128 + 80 -> d0 0f, location 'https://a.b/' (12 bytes).
    expect(encodeMessage([81, 1, 7, 0, 1000, 'https://a.b/'])).toEqual(
      hex('51  01 07 00 d0 0f  0c 68 74 74 70 73 3a 2f 2f 61 2e 62 2f'),
    );
    expect(encodeMessage([82, 1, 2])).toEqual(hex('52  01 02'));
  });

  it('CreateDocument has no fields: size 0', () => {
    expect(encodeMessage([7])).toEqual(hex('07  00 00 00'));
  });

  it('MouseClick mixes every kind in table order', () => {
    // id 12, hesitation 200 = 1 * 128 + 72 -> c8 01, label 'Buy' (42 75 79), selector '#b' (23 62), x 50 -> 32, y 99 -> 63.
    // Fields: 1 + 2 + 4 + 3 + 1 + 1 = 12 = 0x0c.
    expect(encodeMessage([68, 12, 200, 'Buy', '#b', 50, 99])).toEqual(hex('44  0c 00 00  0c c8 01 03 42 75 79 02 23 62 32 63'));
  });
});

describe('Batch protocol golden bytes: a whole small batch', () => {
  it('BatchMetadata, Timestamp, TabData, then a document with a body and its text', () => {
    const batch: Message[] = [
      [81, 1, 3, 0, 1000, 'https://x.io/'],
      [0, 1000],
      [118, 'a1b2c3d4e5f6'],
      [7],
      [8, 1, 0, 0, 'body', false],
      [9, 2, 1, 0],
      [14, 2, 'Woof'],
    ];
    expect(encodeBatch(batch)).toEqual(
      hex(`
        51  01 03 00 d0 0f  0d 68 74 74 70 73 3a 2f 2f 78 2e 69 6f 2f
        00  02 00 00  e8 07
        76  0d 00 00  0c 61 31 62 32 63 33 64 34 65 35 66 36
        07  00 00 00
        08  09 00 00  01 00 00 04 62 6f 64 79 00
        09  03 00 00  02 01 00
        0e  06 00 00  02 04 57 6f 6f 66
      `),
    );
  });
});

describe('Message size limit of the 3-byte size', () => {
  it('accepts fields of exactly 16777215 bytes and rejects one byte more', () => {
    // id (1 byte) + length prefix of 16777210 (4 bytes: between 2^21 and 2^28) + 16777210 bytes = 16777215.
    const exact = encodeMessage([14, 1, 'a'.repeat(16777210)]);
    expect(exact.subarray(0, 4)).toEqual(hex('0e  ff ff ff'));
    expect(() => encodeMessage([14, 1, 'a'.repeat(16777211)])).toThrow(MessageTooLargeError);
  }, 30_000);

  it('rejects a type the protocol does not list', () => {
    expect(() => encodeMessage([99, 1] as unknown as Message)).toThrow('Unknown message type: 99');
  });
});
