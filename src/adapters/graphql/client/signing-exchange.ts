import { getOperationName, makeOperation, type Exchange, type Operation } from '@urql/core';
import { filter, fromPromise, merge, mergeMap, pipe, share, takeUntil } from 'wonka';

import { SIGNATURE_ERRORS } from '../../../domain/messages';

export const INVALID_SIGNATURE_RESPONSE = SIGNATURE_ERRORS.invalidResponse;
export const INVALID_SIGNATURE_FORMAT = SIGNATURE_ERRORS.invalidFormat;

export interface SigningOptions {
  /** Absolute URL of POST /api/generate-signature ({origin}/api/generate-signature, 001 §7). */
  signatureUrl: string;
  fetch: typeof fetch;
  clientId: string;
  websiteId: string;
  now: () => number;
  logger: Pick<Console, 'warn'>;
}

export interface SignatureHeaders {
  'x-client-id': string;
  'x-website-id': string;
  'x-timestamp': string;
  'x-signature'?: string;
  'x-operation-type': string;
  'x-operation-name': string;
}

const HEX = /^[0-9a-f]+$/i;

/** Asks the server to sign "/{operationType}/{operationName}" at `timestamp`; throws one of the two 001 §8 signature errors. */
export async function requestSignature(options: SigningOptions, path: string, timestamp: number): Promise<string> {
  const response = await options.fetch(options.signatureUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify({ path, timestamp }),
  });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const signature = (body as { signature?: unknown } | null)?.signature;
  if (typeof signature !== 'string') throw new Error(INVALID_SIGNATURE_RESPONSE);
  if (!HEX.test(signature)) throw new Error(INVALID_SIGNATURE_FORMAT);
  return signature;
}

/**
 * The server takes each signature once; two calls of one operation in the same millisecond would share one, so
 * every call of the client gets a later timestamp than the one before.
 */
function signingClock(now: () => number): () => number {
  let last = 0;
  return () => (last = Math.max(now(), last + 1));
}

/** The six headers of 001 §7; without x-signature when signing failed (the request goes on unsigned). */
export async function signatureHeaders(options: SigningOptions, timestamp: number, operationType: string, operationName: string): Promise<SignatureHeaders> {
  const headers: SignatureHeaders = {
    'x-client-id': options.clientId,
    'x-website-id': options.websiteId,
    'x-timestamp': String(timestamp),
    'x-operation-type': operationType,
    'x-operation-name': operationName,
  };
  try {
    headers['x-signature'] = await requestSignature(options, `/${operationType}/${operationName}`, timestamp);
  } catch (error) {
    // 001 §8: signature generation failure — the request goes on without a signature.
    options.logger.warn(`[api] signing ${operationType} ${operationName} failed, sending it unsigned:`, error instanceof Error ? error.message : error);
  }
  return headers;
}

async function signed(options: SigningOptions, timestamp: number, operation: Operation): Promise<Operation> {
  const name = getOperationName(operation.query) ?? 'anonymous';
  const headers = await signatureHeaders(options, timestamp, operation.kind, name);
  const previous =
    typeof operation.context.fetchOptions === 'function' ? operation.context.fetchOptions() : operation.context.fetchOptions ?? {};
  return makeOperation(operation.kind, operation, {
    ...operation.context,
    fetchOptions: { ...previous, headers: { ...(previous.headers as Record<string, string> | undefined), ...headers } },
  });
}

/**
 * Signs every query and mutation before it is sent. Subscriptions travel over the websocket, which has no
 * per-operation headers, and go on unsigned. A teardown while signing drops the operation.
 */
export function signingExchange(options: SigningOptions): Exchange {
  const nextTimestamp = signingClock(options.now);
  return ({ forward }) =>
    (operations$) => {
      const shared$ = share(operations$);
      const teardowns$ = pipe(shared$, filter((op) => op.kind === 'teardown'));
      const signed$ = pipe(
        shared$,
        filter((op) => op.kind === 'query' || op.kind === 'mutation'),
        mergeMap((op) =>
          pipe(
            fromPromise(signed(options, nextTimestamp(), op)),
            takeUntil(pipe(teardowns$, filter((t) => t.key === op.key))),
          ),
        ),
      );
      const rest$ = pipe(shared$, filter((op) => op.kind !== 'query' && op.kind !== 'mutation'));
      return forward(merge([signed$, rest$]));
    };
}
