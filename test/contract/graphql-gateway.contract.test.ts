// The GraphQL gateway held to its contract: the shop's urql gateway against the Node mock server over HTTP and
// WebSocket, and against a server of the spec's contract only. (No fake: no test runs on one.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInBrowserBackend, createInBrowserFetch, resetInBrowserSession } from '../../src/adapters/in-browser/in-browser-api';
import { createApiClient, type ApiClientOptions } from '../../src/adapters/graphql/client/api-client';
import { UrqlAccountRepository } from '../../src/adapters/graphql/repositories/urql-account-repository';
import { createUrqlGraphqlGateway } from '../../src/adapters/graphql/client/urql-graphql-gateway';
import { startMockServer, type RunningMockServer } from '../../src/server/http/server';
import { FakeLocalStore } from '../fakes/fake-local-store';
import { DEMO_PASSWORD } from '../support/fixtures';
import { cookieFetch } from './adapter-ports';
import { graphqlGatewayContract, type GatewayPorts } from './graphql-gateway.contract';
import { specOnlyFetch } from './spec-only-fetch';

function gatewayPorts(options: { url: string; fetch: typeof fetch; subscriptions: ApiClientOptions['subscriptions'] }): GatewayPorts {
  const api = createApiClient({
    url: options.url, fetch: options.fetch, reporter: { serverError() {}, networkError() {} }, localStore: new FakeLocalStore(),
    onAuthError: () => {}, logger: { warn: () => {}, error: () => {} }, subscriptions: options.subscriptions,
  });
  const account = new UrqlAccountRepository(api.client);
  return {
    gateway: createUrqlGraphqlGateway(api.client),
    signInDemo: async () => { await account.login('demo@pawprint.test', DEMO_PASSWORD); },
    dispose: async () => api.dispose(),
  };
}

describe('the Node mock server over HTTP and WebSocket', () => {
  let server: RunningMockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, dataDir: null, staticDir: null, publicDir: null, log: () => {} });
  });
  afterAll(async () => { await server?.close(); });

  graphqlGatewayContract('urql gateway, Node mock server', async () => {
    const browser = cookieFetch();
    return gatewayPorts({ url: `http://127.0.0.1:${server.port}/graphql`, fetch: browser.fetch, subscriptions: { webSocketImpl: browser.webSocketImpl } });
  });
});

describe('a server of the spec contract only', () => {
  const rejected: { operation: string; errors: string[] }[] = [];
  const fetchFn = specOnlyFetch(createInBrowserFetch(createInBrowserBackend({ log: () => {} })), rejected);

  graphqlGatewayContract('urql gateway, spec-only server', async () => {
    resetInBrowserSession();
    return gatewayPorts({ url: 'http://localhost/graphql', fetch: fetchFn, subscriptions: { forwardSubscription: () => () => {} } });
  });

  it('was asked nothing beyond the contract', () => {
    expect(rejected).toEqual([]);
  });
});
