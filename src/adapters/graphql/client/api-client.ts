import { Client, fetchExchange, subscriptionExchange, type Exchange, type SubscriptionForwarder } from '@urql/core';
import type { ApiErrorReporter } from '../../../ports/api-errors';
import type { LocalStore } from '../../../ports/local-store';
import type { Client as WsClient } from 'graphql-ws';
import { toWebSocketError } from './close-codes';
import type { RetryTimers } from './retry-policy';
import { authErrorExchange, createAuthErrorGuard, type AuthErrorGuard } from './auth-error-exchange';
import { checkedFetch } from './checked-fetch';
import { errorExchange } from './error-exchange';
import { createResettableCache } from './resettable-cache-exchange';
import { signingExchange } from './signing-exchange';
import { originOf } from './lazy-api-client';

/** A GraphQL request as urql hands it to a subscription transport. */
export interface SubscriptionRequest {
  query?: string;
  variables?: Record<string, unknown> | undefined;
  operationName?: string;
  extensions?: Record<string, unknown> | undefined;
}

export interface SubscriptionSink {
  next(value: { data?: unknown; errors?: readonly { message: string }[] }): void;
  error(error: unknown): void;
  complete(): void;
}

/** Runs one subscription somewhere (the in-browser mock); returns an unsubscribe. */
export type ForwardSubscription = (request: SubscriptionRequest, sink: SubscriptionSink) => () => void;

export interface ApiClientOptions {
  /** The GraphQL endpoint; default '/graphql' (001 §7). */
  url?: string;
  /** Where /api/* live ({origin}/api/generate-signature); default the endpoint's origin, else the page's. */
  origin?: string;
  /** The transport; the in-browser mock supplies its own. Default the global fetch. */
  fetch?: typeof fetch;
  /** GET for non-mutation queries (001 §7: when that option is on). */
  preferGetMethod?: boolean;
  /** Sign requests (001 §7); default true. */
  sign?: boolean;
  clientId?: string;
  websiteId?: string;
  reporter: ApiErrorReporter;
  localStore: LocalStore;
  /** POST /api/logout; default a fetch to {origin}/api/logout. */
  logout?: () => Promise<void>;
  /** The session feature's reaction to an auth error (user cleared, /login). */
  onAuthError: (message: string) => void;
  now?: () => number;
  logger?: Pick<Console, 'warn' | 'error'>;
  /** Subscriptions: an in-page transport, or graphql-ws (default) with these settings; false for none. */
  subscriptions?:
    | false
    | { forwardSubscription: ForwardSubscription }
    | { wsUrl?: string; webSocketImpl?: unknown; random?: () => number; timers?: RetryTimers; retryAttempts?: number };
}

export interface ApiClient {
  client: Client;
  /** Empties the API cache. */
  resetCache(): void;
  authGuard: AuthErrorGuard;
  /** Closes the websocket, if one was made. */
  dispose(): Promise<void>;
}

/**
 * The shop's one urql Client. Exchanges, in order: cache, request signing, auth-error handling,
 * error mapping, subscriptions (graphql-ws or the in-page mock), fetch.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const url = options.url ?? '/graphql';
  const origin = options.origin ?? originOf(url);
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const logger = options.logger ?? console;
  const now = options.now ?? Date.now;
  const cache = createResettableCache();
  const logout =
    options.logout ??
    (async () => {
      await baseFetch(`${origin}/api/logout`, { method: 'POST', credentials: 'include' });
    });
  const authGuard = createAuthErrorGuard({
    localStore: options.localStore,
    logout,
    resetCache: cache.reset,
    notify: options.onAuthError,
    now,
    logger,
  });

  const exchanges: Exchange[] = [cache.exchange];
  if (options.sign !== false) {
    exchanges.push(
      signingExchange({
        signatureUrl: `${origin}/api/generate-signature`,
        fetch: baseFetch,
        clientId: options.clientId ?? 'pawprint-web',
        websiteId: options.websiteId ?? 'pawprint',
        now,
        logger,
      }),
    );
  }
  exchanges.push(authErrorExchange(authGuard), errorExchange(options.reporter));

  let dispose = async () => {};
  const subs = options.subscriptions ?? {};
  if (subs !== false) {
    let forward: SubscriptionForwarder;
    if ('forwardSubscription' in subs) {
      const inPage = subs.forwardSubscription;
      forward = (request) => ({
        subscribe: (sink) => ({ unsubscribe: inPage(request, sink as SubscriptionSink) }),
      });
    } else {
      // Made on the first subscription: nothing to open (and no WebSocket class needed) before. graphql-ws
      // itself is loaded then too, so it stays out of the page's first load.
      let ws: Promise<WsClient> | null = null;
      const socket = () =>
        (ws ??= import('./graphql-ws-client').then(
          ({ createGraphqlWsClient, webSocketUrlFor }) =>
            createGraphqlWsClient({
              url: subs.wsUrl ?? webSocketUrlFor(url, /^https?:/i.test(url) ? undefined : `${origin}/`),
              webSocketImpl: subs.webSocketImpl,
              random: subs.random,
              timers: subs.timers,
              retryAttempts: subs.retryAttempts,
            }),
          (error: unknown) => {
            // The chunk did not arrive: the next subscription tries again.
            ws = null;
            throw error;
          },
        ));
      dispose = async () => {
        const made = await ws?.catch(() => null);
        await made?.dispose();
      };
      forward = (request) => ({
        subscribe: (sink) => {
          let stopped = false;
          let unsubscribe: (() => void) | null = null;
          socket().then(
            (client) => {
              if (stopped) return;
              unsubscribe = client.subscribe(
                { ...request, query: request.query ?? '' },
                {
                  next: (value) => sink.next(value as never),
                  error: (error) => sink.error(toWebSocketError(error)),
                  complete: () => sink.complete(),
                },
              );
            },
            (error: unknown) => {
              if (!stopped) sink.error(error);
            },
          );
          return {
            unsubscribe: () => {
              stopped = true;
              unsubscribe?.();
            },
          };
        },
      });
    }
    exchanges.push(subscriptionExchange({ forwardSubscription: forward }));
  }
  exchanges.push(fetchExchange);

  const client = new Client({
    url: /^https?:/i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`,
    exchanges,
    fetch: checkedFetch(baseFetch),
    preferGetMethod: options.preferGetMethod ? 'within-url-limit' : false,
    fetchOptions: { credentials: 'include', mode: 'cors' },
  });
  return { client, resetCache: cache.reset, authGuard, dispose: () => dispose() };
}
