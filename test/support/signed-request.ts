// Signs GraphQL calls the way the shop's client does (001 §7): HMAC-SHA256 of "/{type}/{name}:{timestamp}"
// with the server's secret, sent in the six headers. Tests and benches that post raw GraphQL use this.
import { createHmac } from 'node:crypto';
import { getOperationAST, parse } from 'graphql';

/** The secret the local server signs with when none is configured. */
export const DEFAULT_TEST_SECRET = 'pawprint-mock-secret';

/** The operation a document names, as the client's signing exchange reports it. */
export function operationOf(query: string, operationName?: string | null): { type: string; name: string } {
  try {
    const operation = getOperationAST(parse(query), operationName ?? undefined);
    return { type: operation?.operation ?? 'query', name: operation?.name?.value ?? 'anonymous' };
  } catch {
    return { type: 'query', name: 'anonymous' };
  }
}

// The server takes each signature once: calls made in the same millisecond get distinct timestamps.
let lastTimestamp = 0;

/** The six signing headers for one call. */
export function signatureHeaders(
  query: string,
  options: { secret?: string; operationName?: string | null; timestamp?: number } = {},
): Record<string, string> {
  const { type, name } = operationOf(query, options.operationName);
  if (options.timestamp === undefined) lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  const timestamp = String(options.timestamp ?? lastTimestamp);
  const signature = createHmac('sha256', options.secret ?? DEFAULT_TEST_SECRET).update(`/${type}/${name}:${timestamp}`).digest('hex');
  return {
    'x-client-id': 'pawprint-test', 'x-website-id': 'pawprint', 'x-timestamp': timestamp,
    'x-operation-type': type, 'x-operation-name': name, 'x-signature': signature,
  };
}

export interface SignedPostOptions {
  secret?: string;
  headers?: Record<string, string>;
  operationName?: string | null;
}

/** POSTs a signed GraphQL call as JSON. */
export function signedPost(url: string, query: string, variables?: object | null, options: SignedPostOptions = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signatureHeaders(query, options), ...options.headers },
    body: JSON.stringify({ query, variables: variables ?? undefined, operationName: options.operationName ?? undefined }),
  });
}

/** A fetch that signs every JSON POST/GET to /graphql it passes on (for adapters driven from Node). */
export function signingFetch(base: typeof fetch = fetch, secret?: string): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!new URL(url).pathname.endsWith('/graphql')) return base(input, init);
    let query = '';
    let operationName: string | null = null;
    if (typeof init?.body === 'string') {
      try {
        const body = JSON.parse(init.body) as { query?: string; operationName?: string };
        query = body.query ?? '';
        operationName = body.operationName ?? null;
      } catch { /* not JSON: sent as is, the server refuses it */ }
    } else {
      const params = new URL(url).searchParams;
      query = params.get('query') ?? '';
      operationName = params.get('operationName');
    }
    const headers = new Headers(init?.headers);
    if (query && !headers.has('x-signature')) {
      for (const [key, value] of Object.entries(signatureHeaders(query, { secret, operationName }))) headers.set(key, value);
    }
    return base(input, { ...init, headers });
  };
}
