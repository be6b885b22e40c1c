// The contract suites against the mock running in the page: the backend engineer's in-browser fetch and
// subscriptions, reached through the client adapters (VITE_API_MODE=in-browser).
import { describe, expect, it, vi } from 'vitest';
import { createInBrowserFetch, createInBrowserBackend, resetInBrowserSession, subscribeInBrowser } from '../../src/adapters/in-browser/in-browser-api';
import { adapterPorts } from './adapter-ports';
import { allContracts } from './all-contracts';
import { sentCodes } from '../support/sent-codes';

describe('contract: in-browser mock', () => {
  const sent = sentCodes();
  const backend = createInBrowserBackend({ log: sent.log });
  const fetchFn = createInBrowserFetch(backend);

  it('answers inside the page: no request leaves it', async () => {
    const network = vi.spyOn(globalThis, 'fetch');
    try {
      const response = await fetchFn('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ settings { id } }' }),
      });
      expect(response.status).toBe(200);
      expect((await response.json()).data.settings.id).toEqual(expect.any(String));
      expect(network).not.toHaveBeenCalled();
    } finally {
      network.mockRestore();
    }
  });

  allContracts(async () => {
    // One page, one session: each "browser" starts signed out.
    resetInBrowserSession();
    return adapterPorts({
      url: 'http://localhost/graphql',
      fetch: fetchFn,
      subscriptions: { forwardSubscription: (request, sink) => subscribeInBrowser(backend, request, sink as never) },
      otps: sent.otps,
    });
  });
});
