// A gzip the main thread can run inside `pagehide`. The browser's CompressionStream answers only after the
// page is gone, and what leaves with the page shares 64 KiB of keepalive requests: a first snapshot of a large
// page (a few hundred KB as written) fits only compressed. One deflate block with the format's fixed codes and
// matches found through a hash of three bytes: a little weaker than zlib, a small fraction of its code, and quick
// enough for the few hundred KB a page holds unsent (milliseconds). A chunk of its own, loaded once a page holds
// more than the quota could carry as it is.

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const DISTANCE_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
/** Extra bits of each length code (257…285) and distance code (0…29): the deflate format's tables. */
const lengthExtra = (code: number) => (code < 8 || code === 28 ? 0 : (code - 4) >> 2);
const distanceExtra = (code: number) => (code < 4 ? 0 : (code - 2) >> 1);

const WINDOW = 32768;
const MAX_MATCH = 258;
/** Candidates tried per position, and a match long enough to stop looking: zlib's own trade for speed. */
const CHAIN = 16;
const NICE_MATCH = 64;

let crcTable: Int32Array | undefined;
function crc32(bytes: Uint8Array): number {
  crcTable ??= Int32Array.from({ length: 256 }, (_, n) => {
    for (let k = 0; k < 8; k++) n = n & 1 ? 0xedb88320 ^ (n >>> 1) : n >>> 1;
    return n;
  });
  let crc = -1;
  for (let i = 0; i < bytes.length; i++) crc = crcTable[(crc ^ bytes[i]) & 255] ^ (crc >>> 8);
  return ~crc;
}

/** Largest index whose base is at most `value`. */
function codeOf(bases: number[], value: number): number {
  let code = bases.length - 1;
  while (bases[code] > value) code--;
  return code;
}

/** `bytes` as a gzip member (RFC 1952 around one fixed-code deflate block, RFC 1951). */
export function gzipNow(bytes: Uint8Array): Uint8Array {
  const n = bytes.length;
  // fixed codes take at most 9 bits a byte
  const out = new Uint8Array(n + (n >> 3) + 64);
  out.set([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
  let pos = 10;
  let bits = 0;
  let count = 0;
  const put = (value: number, length: number) => {
    bits |= value << count;
    count += length;
    while (count >= 8) {
      out[pos++] = bits & 255;
      bits >>>= 8;
      count -= 8;
    }
  };
  // Huffman codes go most significant bit first, into a stream filled from the least significant bit.
  const putCode = (code: number, length: number) => {
    let reversed = 0;
    for (let i = 0; i < length; i++, code >>= 1) reversed = (reversed << 1) | (code & 1);
    put(reversed, length);
  };
  const symbol = (s: number) => {
    if (s < 144) putCode(0x30 + s, 8);
    else if (s < 256) putCode(0x190 + s - 144, 9);
    else if (s < 280) putCode(s - 256, 7);
    else putCode(0xc0 + s - 280, 8);
  };
  put(1, 1); // the last block
  put(1, 2); // fixed codes

  const head = new Int32Array(WINDOW).fill(-1);
  const previous = new Int32Array(WINDOW);
  const hashAt = (i: number) => ((bytes[i] << 10) ^ (bytes[i + 1] << 5) ^ bytes[i + 2]) & (WINDOW - 1);
  const remember = (i: number) => {
    if (i + 2 >= n) return;
    const h = hashAt(i);
    previous[i & (WINDOW - 1)] = head[h];
    head[h] = i;
  };
  for (let i = 0; i < n; ) {
    let best = 0;
    let distance = 0;
    if (i + 2 < n) {
      const limit = Math.min(MAX_MATCH, n - i);
      for (let j = head[hashAt(i)], tries = CHAIN; j >= 0 && j < i && i - j <= WINDOW && tries > 0; j = previous[j & (WINDOW - 1)], tries--) {
        let length = 0;
        while (length < limit && bytes[j + length] === bytes[i + length]) length++;
        if (length > best) {
          best = length;
          distance = i - j;
          if (length >= NICE_MATCH) break;
        }
      }
    }
    if (best >= 3) {
      const lengthCode = codeOf(LENGTH_BASE, best);
      symbol(257 + lengthCode);
      put(best - LENGTH_BASE[lengthCode], lengthExtra(lengthCode));
      const distanceCode = codeOf(DISTANCE_BASE, distance);
      putCode(distanceCode, 5);
      put(distance - DISTANCE_BASE[distanceCode], distanceExtra(distanceCode));
      for (const end = i + best; i < end; i++) remember(i);
    } else {
      symbol(bytes[i]);
      remember(i++);
    }
  }
  symbol(256);
  if (count) out[pos++] = bits & 255;
  const trailer = new DataView(out.buffer, pos, 8);
  trailer.setInt32(0, crc32(bytes), true);
  trailer.setUint32(4, n >>> 0, true);
  return out.subarray(0, pos + 8);
}
