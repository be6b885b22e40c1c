import { createClient, type Client as WsClient } from 'graphql-ws';
import { createRetryWait, shouldRetry, WS_RETRY_ATTEMPTS, type RetryTimers } from './retry-policy';

export interface GraphqlWsOptions {
  /** ws:// or wss:// URL of the GraphQL endpoint. */
  url: string;
  /** The WebSocket class; the browser's by default, `ws` in Node. */
  webSocketImpl?: unknown;
  /** Source of the 0.3–3 s jitter (tests pin it). */
  random?: () => number;
  timers?: RetryTimers;
  retryAttempts?: number;
  onEvent?: (event: 'connecting' | 'connected' | 'closed' | 'error', detail?: unknown) => void;
}

/** ws:// for http://, wss:// for https://; a relative URL is resolved against the page. */
export function webSocketUrlFor(httpUrl: string, base?: string): string {
  const pageBase = base ?? (typeof location !== 'undefined' ? location.href : undefined);
  const url = pageBase ? new URL(httpUrl, pageBase) : new URL(httpUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The secondary connection of 001 §4: graphql-transport-ws, opened lazily, closed as soon as no
 * subscription remains, retried 5 times with 1 s doubled + 0.3–3 s random; fatal close codes stop it.
 */
export function createGraphqlWsClient(options: GraphqlWsOptions): WsClient {
  const { onEvent } = options;
  return createClient({
    url: options.url,
    webSocketImpl: options.webSocketImpl,
    lazy: true,
    lazyCloseTimeout: 0,
    retryAttempts: options.retryAttempts ?? WS_RETRY_ATTEMPTS,
    retryWait: createRetryWait(options.random, options.timers),
    shouldRetry,
    on: onEvent
      ? {
          connecting: () => onEvent('connecting'),
          connected: () => onEvent('connected'),
          closed: (event) => onEvent('closed', event),
          error: (error) => onEvent('error', error),
        }
      : undefined,
  });
}
