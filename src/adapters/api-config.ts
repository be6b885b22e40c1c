import type { ForwardSubscription } from './graphql/client/api-client';
import { paymentConfigFrom, type PaymentConfig } from './payments/payment-config';

/**
 * Which API the shop talks to — one setting, VITE_API_MODE:
 * - server (default): the mock served by the local server, same origin, /graphql;
 * - in-browser: the mock running inside the page (no server at all);
 * - remote: a real GraphQL endpoint at VITE_API_URL.
 */
export type ApiMode = 'server' | 'in-browser' | 'remote';

export interface ApiConfig {
  mode: ApiMode;
  /** The GraphQL endpoint (relative to the page or absolute). */
  url: string;
  /** Where /api/* live; default the endpoint's origin, else the page's. */
  origin?: string;
  /** GET for non-mutation queries (VITE_API_GET=true). */
  preferGetMethod: boolean;
  clientId?: string;
  websiteId?: string;
  /** Sign requests (001 §7); default true. */
  sign?: boolean;
  /** Transport for GraphQL and /api/*; default the global fetch. */
  fetch?: typeof fetch;
  /** In-page subscriptions (the in-browser mock); otherwise graphql-ws. */
  forwardSubscription?: ForwardSubscription;
  /** The WebSocket class for graphql-ws (Node: `ws`). */
  webSocketImpl?: unknown;
  /** graphql-ws jitter source (tests). */
  random?: () => number;
  /** The card processor (VITE_STRIPE_PUBLISHABLE_KEY, VITE_PAYMENTS_URL); default the local test processor. */
  payments?: PaymentConfig;
}

export type ApiEnv = Record<string, string | boolean | undefined>;

const str = (v: string | boolean | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export function apiConfigFrom(env: ApiEnv): ApiConfig {
  const raw = str(env.VITE_API_MODE) ?? 'server';
  if (raw !== 'server' && raw !== 'in-browser' && raw !== 'remote') {
    throw new Error(`VITE_API_MODE must be server, in-browser or remote (got '${raw}')`);
  }
  const preferGetMethod = str(env.VITE_API_GET) === 'true';
  const common = { preferGetMethod, clientId: str(env.VITE_CLIENT_ID), websiteId: str(env.VITE_WEBSITE_ID), payments: paymentConfigFrom(env) };
  if (raw === 'remote') {
    const url = str(env.VITE_API_URL);
    if (!url) throw new Error('VITE_API_MODE=remote needs VITE_API_URL, the GraphQL endpoint URL');
    return { mode: 'remote', url, origin: str(env.VITE_API_ORIGIN), ...common };
  }
  return { mode: raw, url: '/graphql', ...common };
}

/**
 * Completes a config before the container is made: for in-browser, loads the mock backend lazily (so the
 * server build does not ship it) and routes fetch and subscriptions into it.
 */
export async function resolveApiConfig(config: ApiConfig, storage?: Storage): Promise<ApiConfig> {
  if (config.mode !== 'in-browser' || config.fetch) return config;
  const mock = await import('./in-browser/in-browser-api');
  const backend = mock.createInBrowserBackend(storage ? { storage } : {});
  const fetchFn = mock.createInBrowserFetch(backend);
  return {
    ...config,
    fetch: fetchFn,
    forwardSubscription: (request, sink) => mock.subscribeInBrowser(backend, request, sink as never),
  };
}
