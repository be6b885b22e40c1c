// 001 §7 request signing: hex HMAC-SHA256 of "{path}:{timestamp}" with the server secret, by WebCrypto (Node 20 and browsers).
// The path names the operation ("/{type}/{name}"), so a signature is good for that operation only, and only
// for a few minutes around the moment it was made.

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** How far a signature's timestamp may be from the server's clock, either way. */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;
/** What a signing request may name: a slash, the operation type, a slash, the operation name (001 §7). */
export const SIGNABLE_PATH = /^\/(query|mutation|subscription)\/[A-Za-z_][A-Za-z0-9_]{0,127}$/;

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = globalThis.crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

export async function signPath(secret: string, path: string, timestamp: string | number): Promise<string> {
  const mac = await globalThis.crypto.subtle.sign('HMAC', await keyFor(secret), encoder.encode(`${path}:${timestamp}`));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The timestamp of a signing request or header as milliseconds, or null when it is not a number of them. */
export function timestampMs(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

export const withinWindow = (timestamp: number, now: number): boolean => Math.abs(now - timestamp) <= SIGNATURE_WINDOW_MS;

export type SignatureCheck = 'signed' | 'unsigned' | 'bad-signature' | 'expired' | 'wrong-operation';

/** Constant-time comparison of two hex strings. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Checks the signing headers of a GraphQL call against the operation its document really holds: the signature
 * must be the server's for "/{type}/{name}" at a timestamp within the window.
 */
export async function checkSignature(
  secret: string,
  headers: Record<string, string | undefined>,
  operation: { type: string; name: string } | null,
  now: number,
): Promise<SignatureCheck> {
  const signature = headers['x-signature'];
  const timestamp = headers['x-timestamp'];
  if (!signature || !timestamp) return 'unsigned';
  const type = headers['x-operation-type'] ?? '';
  const name = headers['x-operation-name'] ?? '';
  const expected = await signPath(secret, `/${type}/${name}`, timestamp);
  if (!sameHex(expected, signature.toLowerCase())) return 'bad-signature';
  const ms = timestampMs(timestamp);
  if (ms === null || !withinWindow(ms, now)) return 'expired';
  if (!operation || operation.type !== type || operation.name !== name) return 'wrong-operation';
  return 'signed';
}
