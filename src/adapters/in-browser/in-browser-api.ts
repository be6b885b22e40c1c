// The mock API inside the page (VITE_API_MODE=in-browser): a fetch that answers /graphql and /api/* in-process,
// the store kept in localStorage. There is no httpOnly cookie in a page, so the session token lives in this
// module's memory only: it is never written to storage and a reload signs the visitor out.
import type { ExecutionResult } from 'graphql';
import { createMockBackend as createBackend, type MockBackend, type MockBackendOptions } from '../../server/mock-api/mock-backend';
import { handleApiRequest, isApiPath } from '../../server/mock-api/request-handler';
import { createSeedState, isShopState } from '../../server/mock-api/seed';
import { handlePaymentsRequest, isPaymentsPath } from '../../server/payments/payments-handler';
import { cardChargesIn } from '../../server/payments/test-card-processor';

export type { MockBackend } from '../../server/mock-api/mock-backend';
export const STATE_STORAGE_KEY = 'pawprint-mock-state';

let inBrowserSession: string | null = null;

/** Loads the stored state into the backend (a corrupt or missing value reseeds) and writes every change back. */
export function attachStorage(backend: MockBackend, storage: Storage): void {
  let stored: unknown = null;
  try {
    const raw = storage.getItem(STATE_STORAGE_KEY);
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  backend.load(isShopState(stored) ? stored : createSeedState(backend.now()));
  const write = (state: unknown) => {
    try {
      storage.setItem(STATE_STORAGE_KEY, JSON.stringify(state));
    } catch (error) {
      backend.log(`[mock] could not save the shop to localStorage: ${String(error)}`);
    }
  };
  backend.setPersist(write);
  write(backend.state);
}

const defaultStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

/** A backend for the page, persisted to localStorage when there is one. */
export function createInBrowserBackend(options: MockBackendOptions & { storage?: Storage } = {}): MockBackend {
  const { storage = defaultStorage(), ...rest } = options;
  const backend = createBackend({ log: (line) => console.info(`[mock api] ${line}`), cards: cardChargesIn, ...rest });
  if (storage) attachStorage(backend, storage);
  return backend;
}

function headersOf(init: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init ?? {}).forEach((value, key) => { out[key.toLowerCase()] = value; });
  return out;
}

/** A fetch that answers the mock API in-process and passes every other URL to the real fetch. */
export function createInBrowserFetch(backend: MockBackend, options: { storage?: Storage } = {}): typeof fetch {
  if (options.storage) attachStorage(backend, options.storage);
  const passThrough = globalThis.fetch?.bind(globalThis);
  const base = typeof location !== 'undefined' ? location.href : 'http://localhost/';

  const inBrowserFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), base);
    if (isPaymentsPath(url.pathname)) {
      // The local test processor runs in the page too: the card goes to it, never to /graphql.
      const body = init?.body != null ? String(init.body) : request ? await request.text() : null;
      const paid = handlePaymentsRequest(backend, { method: init?.method ?? request?.method ?? 'GET', path: url.pathname, body });
      return new Response(paid!.body, { status: paid!.status, headers: paid!.headers });
    }
    if (!isApiPath(url.pathname)) {
      if (!passThrough) throw new TypeError(`No fetch for ${url.href}`);
      return passThrough(input as RequestInfo, init);
    }
    const method = init?.method ?? request?.method ?? 'GET';
    const body = init?.body != null ? String(init.body) : request ? await request.text() : null;
    const answer = await handleApiRequest(backend, {
      method, path: url.pathname, query: url.searchParams, body: body || null,
      headers: { ...headersOf(request?.headers), ...headersOf(init?.headers) }, sessionToken: inBrowserSession,
    });
    if (!answer) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    if (answer.sessionToken !== undefined) inBrowserSession = answer.sessionToken;
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
  return inBrowserFetch as typeof fetch;
}

export interface InBrowserSubscriptionRequest {
  query?: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface InBrowserSink {
  next(value: ExecutionResult): void;
  error(error: unknown): void;
  complete(): void;
}

/** Runs a subscription against the in-page backend as the page's session; returns the unsubscribe. */
export function subscribeInBrowser(backend: MockBackend, request: InBrowserSubscriptionRequest, sink: InBrowserSink): () => void {
  const iterator = backend.subscribe({
    query: request.query ?? '', variables: request.variables ?? null, operationName: request.operationName ?? null,
    sessionToken: inBrowserSession,
  });
  let stopped = false;
  (async () => {
    try {
      for (;;) {
        const step = await iterator.next();
        if (stopped) return;
        if (step.done) break;
        sink.next(step.value);
      }
      sink.complete();
    } catch (error) {
      if (!stopped) sink.error(error);
    }
  })();
  return () => {
    stopped = true;
    void iterator.return?.();
  };
}

/** Forgets the page's session (tests; a reload does the same). */
export function resetInBrowserSession(): void {
  inBrowserSession = null;
}
