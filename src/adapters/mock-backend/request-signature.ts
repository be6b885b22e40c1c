// 001 §7 request signing: hex HMAC-SHA256 of "{path}:{timestamp}" with the server secret, by WebCrypto (Node 20 and browsers).

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

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

export type SignatureCheck = 'signed' | 'unsigned' | 'bad-signature';

/** Checks the signing headers of a GraphQL call; the caller only logs the outcome, it never rejects. */
export async function checkSignature(secret: string, headers: Record<string, string | undefined>): Promise<SignatureCheck> {
  const signature = headers['x-signature'];
  const timestamp = headers['x-timestamp'];
  if (!signature || !timestamp) return 'unsigned';
  const path = `/${headers['x-operation-type'] ?? ''}/${headers['x-operation-name'] ?? ''}`;
  const expected = await signPath(secret, path, timestamp);
  return expected === signature.toLowerCase() ? 'signed' : 'bad-signature';
}
