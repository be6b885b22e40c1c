// The account areas' repositories (the customer dashboard's and the affiliate area's) held to one contract: through
// the GraphQL adapters against the Node mock server over HTTP, against a server of the spec's contract only, and
// as the in-memory fakes the dashboard's and the affiliate area's component tests run on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInBrowserBackend, createInBrowserFetch, resetInBrowserSession } from '../../src/adapters/in-browser/in-browser-api';
import { startMockServer, type RunningMockServer } from '../../src/server/http/server';
import { FakeAffiliateRepository } from '../fakes/fake-affiliate-repository';
import { FakeCustomerAccountRepository } from '../fakes/fake-customer-account-repository';
import { accountAreaAdapterPorts, cookieFetch } from './adapter-ports';
import { affiliateContract, customerAccountContract, type AccountAreaPorts } from './account-areas.contract';
import { specOnlyFetch } from './spec-only-fetch';

function bothContracts(name: string, make: () => Promise<AccountAreaPorts>) {
  customerAccountContract(name, make);
  affiliateContract(name, make);
}

describe('the Node mock server over HTTP', () => {
  let server: RunningMockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, dataDir: null, staticDir: null, publicDir: null, log: () => {} });
  });
  afterAll(async () => { await server?.close(); });

  bothContracts('Node mock server', async () => {
    const browser = cookieFetch();
    return accountAreaAdapterPorts({ url: `http://127.0.0.1:${server.port}/graphql`, fetch: browser.fetch, subscriptions: { webSocketImpl: browser.webSocketImpl } });
  });
});

describe('a server of the spec contract only', () => {
  const backend = createInBrowserBackend({ log: () => {} });
  const rejected: { operation: string; errors: string[] }[] = [];
  const fetchFn = specOnlyFetch(createInBrowserFetch(backend), rejected);

  bothContracts('spec-only server', async () => {
    resetInBrowserSession();
    return accountAreaAdapterPorts({ url: 'http://localhost/graphql', fetch: fetchFn, subscriptions: { forwardSubscription: () => () => {} } });
  });

  it('was asked nothing beyond the contract', () => {
    expect(rejected).toEqual([]);
  });
});

bothContracts('in-memory fakes', async () => ({
  customerAccount: new FakeCustomerAccountRepository(),
  affiliate: new FakeAffiliateRepository(),
  // The fakes hold one account area each: the owner is signed in from the start.
  signIn: async () => {},
  dispose: async () => {},
}));
