import type { Client } from '@urql/core';
import type { ApiClient, ApiClientOptions } from './api-client';
import type { GraphqlCalls } from './graphql-calls';

/** Where the API's own routes live for an endpoint: its origin, or the page's for a relative endpoint. */
export function originOf(url: string): string {
  if (/^https?:\/\//i.test(url)) return new URL(url).origin;
  if (typeof location !== 'undefined') return location.origin;
  throw new Error(`Cannot tell the API origin of a relative URL (${url}) outside a page; pass an absolute url or origin`);
}

/**
 * The shop's API client as the composition root holds it: the client itself (urql, its exchanges and their
 * code: api-client.ts) is made at the first call, or when the cart asks for it, rather than before the first
 * render. A server-rendered first screen calls nothing before its visitor does something, so its phone never
 * downloads that code first.
 */
export interface LazyApiClient {
  /** A query or a mutation: the client's code is loaded at the first one, then each goes straight to it. */
  calls: GraphqlCalls;
  /** The urql client, made (its code loaded) at the first ask. */
  client(): Promise<Client>;
  /**
   * The urql client once `client()` has answered (or at once when the code was handed over); before, an error
   * naming the ask that should come first.
   */
  loadedClient(): Client;
  /** Closes the websocket, if the client made one. */
  dispose(): Promise<void>;
}

/** The client's code: api-client.ts, loaded by the stand-in, or handed to it by a caller that has it (Node). */
export type ApiClientCode = Pick<typeof import('./api-client'), 'createApiClient'>;

export function lazyApiClient(options: ApiClientOptions, code?: ApiClientCode): LazyApiClient {
  let made: ApiClient | null = null;
  let making: Promise<ApiClient> | null = null;
  const load = (): Promise<ApiClientCode> => (code ? Promise.resolve(code) : import('./api-client'));
  const api = () =>
    (making ??= load().then(
      (loaded) => (made ??= loaded.createApiClient(options)),
      (error: unknown) => {
        // The chunk did not arrive: the next call tries again.
        making = null;
        throw error;
      },
    ));
  const client = () => (made ? Promise.resolve(made.client) : api().then((a) => a.client));
  return {
    calls: {
      query: (doc, variables, context) => client().then((c) => c.query(doc, variables, context).toPromise()),
      mutation: (doc, variables, context) => client().then((c) => c.mutation(doc, variables, context).toPromise()),
    },
    client,
    loadedClient: () => {
      if (!made && code) making = Promise.resolve((made = code.createApiClient(options)));
      if (!made) throw new Error('The API client is not made yet: ask for it with client() first');
      return made.client;
    },
    dispose: async () => {
      const ready = await making?.catch(() => null);
      await ready?.dispose();
    },
  };
}
