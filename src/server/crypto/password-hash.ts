// Passwords are kept only as a slow salted hash: PBKDF2-HMAC-SHA-512 by WebCrypto (the same code in Node and in
// the page), 210,000 iterations, a random 16-byte salt per password. Stored as
// "pbkdf2-sha512${iterations}${salt hex}${hash hex}".

const ITERATIONS = 210_000;
const PREFIX = 'pbkdf2-sha512';
const encoder = new TextEncoder();

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string): Uint8Array => new Uint8Array((text.match(/../g) ?? []).map((h) => parseInt(h, 16)));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await globalThis.crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-512', salt: salt as BufferSource, iterations }, key, 256);
  return new Uint8Array(bits);
}

export const isPasswordHash = (stored: string): boolean => stored.startsWith(`${PREFIX}$`);

export async function hashPassword(password: string): Promise<string> {
  const salt = new Uint8Array(16);
  globalThis.crypto.getRandomValues(salt);
  return `${PREFIX}$${ITERATIONS}$${hex(salt)}$${hex(await derive(password, salt, ITERATIONS))}`;
}

/** True when the password matches the stored hash; an empty or unknown stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, rounds, salt, hash] = stored.split('$');
  const iterations = Number(rounds);
  if (prefix !== PREFIX || !Number.isSafeInteger(iterations) || iterations < 1 || !salt || !hash) return false;
  const actual = hex(await derive(password, fromHex(salt), iterations));
  let diff = actual.length ^ hash.length;
  for (let i = 0; i < Math.min(actual.length, hash.length); i++) diff |= actual.charCodeAt(i) ^ hash.charCodeAt(i);
  return diff === 0;
}
