// The batch protocol's primitives written into one growable byte buffer. The recorder writes
// hundreds of thousands of fields a second, so nothing here allocates per field: numbers go
// straight into the buffer and strings are encoded in place with TextEncoder.encodeInto.

/** Largest integer the protocol's uint carries (2^53-1); anything above is written as 0. */
export const MAX_UINT = Number.MAX_SAFE_INTEGER;

const TWO_POW_31 = 0x80000000;
/**
 * Strings up to this many UTF-16 units are encoded by hand: cheaper than a call into the native
 * encoder and its subarray view, and at 3 bytes a unit their length always fits one prefix byte.
 */
const SHORT_STRING = 42;

const textEncoder = new TextEncoder();

/** Bytes a uint takes as LEB128. */
export function uintSize(value: number): number {
  let size = 1;
  while (value >= 128) {
    value = Math.floor(value / 128);
    size++;
  }
  return size;
}

export class ByteWriter {
  #data: Uint8Array;
  /** Next byte to write. */
  offset = 0;

  constructor(initialCapacity = 4096) {
    this.#data = new Uint8Array(Math.max(16, initialCapacity));
  }

  /** Room for `bytes` more bytes; the buffer doubles so growth is amortised. */
  ensure(bytes: number): void {
    const needed = this.offset + bytes;
    if (needed <= this.#data.length) return;
    let capacity = this.#data.length * 2;
    while (capacity < needed) capacity *= 2;
    const grown = new Uint8Array(capacity);
    grown.set(this.#data.subarray(0, this.offset));
    this.#data = grown;
  }

  byte(value: number): void {
    this.ensure(1);
    this.#data[this.offset++] = value;
  }

  /** Unsigned LEB128; negative, non-finite and values above 2^53-1 are 0, fractions are rounded down. */
  uint(value: number): void {
    if (!(value >= 0 && value <= MAX_UINT)) value = 0;
    else if (value % 1 !== 0) value = Math.floor(value);
    this.ensure(8);
    const data = this.#data;
    let at = this.offset;
    if (value < TWO_POW_31) {
      while (value >= 128) {
        data[at++] = (value & 127) | 128;
        value >>>= 7;
      }
    } else {
      while (value >= 128) {
        data[at++] = (value % 128) | 128;
        value = Math.floor(value / 128);
      }
    }
    data[at++] = value;
    this.offset = at;
  }

  /** Rounded, zigzagged (v >= 0 -> 2v, v < 0 -> -2v-1), then a uint. */
  int(value: number): void {
    value = Math.round(value);
    this.uint(value >= 0 ? value * 2 : -value * 2 - 1);
  }

  boolean(value: boolean): void {
    this.byte(value ? 1 : 0);
  }

  /** The UTF-8 byte length as a uint, then the bytes. */
  string(value: string): void {
    const length = value.length;
    if (length <= SHORT_STRING) {
      this.#shortString(value, length);
      return;
    }
    // UTF-8 needs at most 3 bytes per UTF-16 unit (a surrogate pair is 4 bytes for 2 units).
    const maxBytes = length * 3;
    const prefixRoom = uintSize(maxBytes);
    // Plus the uint's own headroom, so writing the prefix never regrows over the encoded bytes.
    this.ensure(prefixRoom + maxBytes + 8);
    const start = this.offset;
    const written = textEncoder.encodeInto(value, this.#data.subarray(start + prefixRoom)).written;
    const prefix = uintSize(written);
    if (prefix !== prefixRoom) this.#data.copyWithin(start + prefix, start + prefixRoom, start + prefixRoom + written);
    this.uint(written);
    this.offset = start + prefix + written;
  }

  /** UTF-8 by hand, as TextEncoder writes it (a lone surrogate becomes U+FFFD). */
  #shortString(value: string, length: number): void {
    this.ensure(1 + length * 3);
    const data = this.#data;
    const start = this.offset;
    let at = start + 1;
    for (let i = 0; i < length; i++) {
      const code = value.charCodeAt(i);
      if (code < 0x80) {
        data[at++] = code;
      } else if (code < 0x800) {
        data[at++] = 0xc0 | (code >> 6);
        data[at++] = 0x80 | (code & 63);
      } else if (code < 0xd800 || code > 0xdfff) {
        data[at++] = 0xe0 | (code >> 12);
        data[at++] = 0x80 | ((code >> 6) & 63);
        data[at++] = 0x80 | (code & 63);
      } else {
        const next = i + 1 < length ? value.charCodeAt(i + 1) : 0;
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          const point = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          i++;
          data[at++] = 0xf0 | (point >> 18);
          data[at++] = 0x80 | ((point >> 12) & 63);
          data[at++] = 0x80 | ((point >> 6) & 63);
          data[at++] = 0x80 | (point & 63);
        } else {
          data[at++] = 0xef;
          data[at++] = 0xbf;
          data[at++] = 0xbd;
        }
      }
    }
    data[start] = at - start - 1;
    this.offset = at;
  }

  /** Writes a 3-byte little-endian size at an earlier position. */
  size24At(position: number, size: number): void {
    this.#data[position] = size & 0xff;
    this.#data[position + 1] = (size >>> 8) & 0xff;
    this.#data[position + 2] = (size >>> 16) & 0xff;
  }

  /** Copies raw bytes (an already-encoded message). */
  bytes(source: Uint8Array): void {
    this.ensure(source.length);
    this.#data.set(source, this.offset);
    this.offset += source.length;
  }

  /** A copy of what was written; the buffer stays for reuse. */
  copy(from = 0, to = this.offset): Uint8Array {
    return this.#data.slice(from, to);
  }

  reset(): void {
    this.offset = 0;
  }
}
