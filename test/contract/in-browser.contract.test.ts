// The contract suites against the mock running in the page: the backend engineer's in-browser fetch and
// subscriptions, reached through the client adapters (VITE_API_MODE=in-browser).
import { describe } from 'vitest';
import { createInBrowserFetch, createMockBackend, resetInBrowserSession, subscribeInBrowser } from '../../src/adapters/mock-backend/in-browser';
import { adapterPorts } from './adapter-ports';
import { allContracts } from './all-contracts';

describe('contract: in-browser mock', () => {
  const backend = createMockBackend({ log: () => {} });
  const fetchFn = createInBrowserFetch(backend);
  allContracts(async () => {
    // One page, one session: each "browser" starts signed out.
    resetInBrowserSession();
    return adapterPorts({
      url: 'http://localhost/graphql',
      fetch: fetchFn,
      subscriptions: { forwardSubscription: (request, sink) => subscribeInBrowser(backend, request, sink as never) },
      otps: () => backend.state.otps,
    });
  });
});
