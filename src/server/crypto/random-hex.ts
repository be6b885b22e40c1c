/** Random hex from WebCrypto, available in Node 20 and browsers alike (ids, tokens, coupon codes). */
export function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}
