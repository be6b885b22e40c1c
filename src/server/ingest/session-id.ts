// Session ids nobody can guess: 19 decimal digits from 62 random bits. The start reply carries
// the id as a string (001 §5), and the protocol's ids are decimal, so it stays a numeric string.
import { randomBytes } from 'node:crypto';

const SPAN = 9_000_000_000_000_000_000n;
const LOWEST = 1_000_000_000_000_000_000n;

export function randomSessionID(bytes: Uint8Array = randomBytes(8)): string {
  let value = 0n;
  for (const byte of bytes.subarray(0, 8)) value = (value << 8n) | BigInt(byte);
  return String(LOWEST + (value % SPAN));
}
