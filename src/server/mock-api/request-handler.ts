// The HTTP surface of the mock API (/graphql and /api/*), shared by the Node server and the in-browser fetch.
import { getOperationAST, GraphQLError } from 'graphql';
import type { SpecOnlyGate } from './spec-only-gate';
import type { MockBackend } from './mock-backend';
import { mergeFaults, parseFaults, type FaultConfig } from './faults';
import { checkSignature, SIGNABLE_PATH, signPath, timestampMs, withinWindow, type SignatureCheck } from './request-signature';
import { SITE_LINKS } from './site-links';
import { createUsedSignatures, type UsedSignatures } from './used-signatures';
import { parsedQuery } from './query-cache';

// Each backend's ledger of signatures already used.
const ledgers = new WeakMap<MockBackend, UsedSignatures>();
const usedSignaturesOf = (backend: MockBackend): UsedSignatures => {
  let ledger = ledgers.get(backend);
  if (!ledger) ledgers.set(backend, (ledger = createUsedSignatures()));
  return ledger;
};

export interface HandlerRequest {
  method: string;
  /** The path without the query, e.g. /graphql. */
  path: string;
  query: URLSearchParams;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  body: string | null;
  /** The session token from the cookie (server) or the page's memory (in-browser). */
  sessionToken: string | null;
  /** The socket's address (the Node server); absent in the page. */
  client?: string;
}

export interface HandlerResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** A new session token to keep, or null to drop it; absent when unchanged. */
  sessionToken?: string | null;
}

export const HTTP_FAULT_MESSAGE = 'Mock fault: HTTP 500';
// Shown to the shopper as a toast when the server refuses a call its signature does not cover.
export const SIGNATURE_REFUSED = 'This request could not be verified. Please reload the page and try again.';

export interface HandlerOptions {
  /**
   * 'enforce' (the Node server's default) refuses GraphQL calls without a valid signature for their operation;
   * 'relaxed' only logs them (local development with MOCK_SIGNATURES=relaxed, and the in-page demo, whose
   * secret is in the page anyway).
   */
  signatures?: 'enforce' | 'relaxed';
  /** A spec-only server (API_CONTRACT=spec): requests the contract would refuse never reach the mock. */
  gate?: SpecOnlyGate;
}

const json = (status: number, value: unknown, sessionToken?: string | null): HandlerResponse => ({
  status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body: JSON.stringify(value),
  ...(sessionToken !== undefined ? { sessionToken } : {}),
});

function parseJson(text: string | null): { ok: true; value: any } | { ok: false } {
  if (!text) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** True for the paths this handler answers; everything else is the static app. */
export const isApiPath = (path: string): boolean => path === '/graphql' || path === '/api' || path.startsWith('/api/');

/** Answers one request, or null when the path is not part of the API. */
export async function handleApiRequest(backend: MockBackend, request: HandlerRequest, options: HandlerOptions = {}): Promise<HandlerResponse | null> {
  if (!isApiPath(request.path)) return null;
  const faults = mergeFaults(parseFaults(request.query.get('faults')), parseFaults(request.headers['x-mock-faults']));
  if (request.path === '/graphql') return graphql(backend, request, faults, options);
  const route = `${request.method.toUpperCase()} ${request.path}`;
  switch (route) {
    case 'POST /api/generate-signature': {
      const body = parseJson(request.body);
      const path = body.ok ? body.value?.path : undefined;
      const timestamp = body.ok ? body.value?.timestamp : undefined;
      if (typeof path !== 'string' || (typeof timestamp !== 'number' && typeof timestamp !== 'string')) {
        return json(400, { message: 'path and timestamp are required' });
      }
      // Only operations are signed, and only for now: a signature asked for another moment is refused.
      if (!SIGNABLE_PATH.test(path)) return json(400, { message: 'path must be /{operation type}/{operation name}' });
      const ms = timestampMs(timestamp);
      if (ms === null || !withinWindow(ms, backend.now())) return json(400, { message: 'timestamp is not the current time' });
      return json(200, { signature: await signPath(backend.secret, path, timestamp) });
    }
    case 'POST /api/logout':
      backend.logout(request.sessionToken);
      return json(200, { isLoggedIn: false, me: null }, null);
    case 'GET /api/user': {
      const me = backend.sessionUser(request.sessionToken);
      return json(200, { isLoggedIn: !!me, me });
    }
    case 'GET /api/links':
      return json(200, { links: SITE_LINKS });
    default:
      return json(['/api/generate-signature', '/api/logout', '/api/user', '/api/links'].includes(request.path) ? 405 : 404, { message: 'Not found' });
  }
}

async function graphql(backend: MockBackend, request: HandlerRequest, faults: FaultConfig, options: HandlerOptions): Promise<HandlerResponse> {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'POST') return json(405, { errors: [{ message: 'Use GET or POST' }] });
  const merged = mergeFaults(backend.faults, faults);
  if (merged.httpErrorRate && Math.random() < merged.httpErrorRate) return json(500, { message: HTTP_FAULT_MESSAGE });

  let params: { query?: unknown; variables?: unknown; operationName?: unknown };
  if (method === 'GET') {
    const variables = parseJson(request.query.get('variables'));
    if (!variables.ok) return json(400, { errors: [{ message: 'variables must be JSON' }] });
    params = { query: request.query.get('query'), variables: variables.value, operationName: request.query.get('operationName') };
  } else {
    const body = parseJson(request.body);
    if (!body.ok || !body.value || typeof body.value !== 'object') return json(400, { errors: [{ message: 'The body must be JSON' }] });
    params = body.value;
  }
  if (typeof params.query !== 'string' || params.query.trim() === '') return json(400, { errors: [{ message: 'Must provide query string.' }] });
  const query = params.query;
  const operationName = typeof params.operationName === 'string' && params.operationName ? params.operationName : null;
  const operation = operationOf(query, operationName);
  if (method === 'GET' && operation?.type === 'mutation') return json(405, { errors: [{ message: 'Mutations need POST' }] });

  let check: SignatureCheck | 'replayed' = await checkSignature(backend.secret, request.headers, operation, backend.now());
  if (check === 'signed' && options.signatures === 'enforce') {
    const timestamp = timestampMs(request.headers['x-timestamp']) ?? 0;
    if (!usedSignaturesOf(backend).firstUse(request.headers['x-signature'] ?? '', timestamp, backend.now())) check = 'replayed';
  }
  if (check !== 'signed') {
    const why = {
      unsigned: 'unsigned', 'bad-signature': 'badly signed', expired: 'expired signature on', 'wrong-operation': 'signature for another operation on',
      replayed: 'second use of a signature on',
    }[check];
    backend.log(`[signature] ${why} call: ${operation?.type ?? '?'} ${operation?.name ?? 'anonymous'}`);
    // A document with no operation to run (it does not parse, or is over a limit) gets its own error instead.
    if (options.signatures === 'enforce' && operation) {
      return json(200, { errors: [{ message: SIGNATURE_REFUSED, extensions: { code: 'SIGNATURE_REFUSED', reason: check } }] });
    }
  }

  const variables = params.variables && typeof params.variables === 'object' ? (params.variables as Record<string, unknown>) : null;
  const refusals = options.gate?.refusals({ query, variables, operationName }) ?? [];
  if (refusals.length) return json(200, { errors: refusals.map((message) => ({ message })) });
  const contractAnswer = options.gate?.introspection({ query, variables, operationName });
  if (contractAnswer) return json(200, contractAnswer);
  const { setSessionToken, ...result } = await backend.execute({ query, variables, operationName, sessionToken: request.sessionToken, client: request.client, faults });
  return json(200, result, setSessionToken);
}

/** The operation's type and name as the document says, for the GET rule and the signature log. */
function operationOf(query: string, operationName: string | null): { type: string; name: string } | null {
  const document = parsedQuery(query);
  const operation = document instanceof GraphQLError ? null : getOperationAST(document, operationName ?? undefined);
  return operation ? { type: operation.operation, name: operation.name?.value ?? 'anonymous' } : null;
}
