// The contract suites against a server that offers the specification's contract and nothing more: every request
// is first validated against spec-contract.graphql — its query text and its variables, coerced against the declared
// input types as a real GraphQL server does (so an undeclared input field or a null for an ID! fails the call).
// The client must keep working; the extensions it may ask for answer with a validation error.
import { describe, expect, it } from 'vitest';
import { createInBrowserFetch, createInBrowserBackend, resetInBrowserSession, subscribeInBrowser } from '../../src/adapters/in-browser/in-browser-api';
import { specOnlyFetch, specOnlyGate as gate } from './spec-only-fetch';
import { adapterPorts } from './adapter-ports';
import { allContracts } from './all-contracts';
import { sentCodes } from '../support/sent-codes';

describe('contract: a server with the spec contract only', () => {
  const sent = sentCodes();
  const backend = createInBrowserBackend({ log: sent.log });
  const inner = createInBrowserFetch(backend);
  const rejected: { operation: string; errors: string[] }[] = [];
  const fetchFn = specOnlyFetch(inner, rejected);

  it('turns away what the spec does not name, in the query and in the variables', async () => {
    expect(gate.refusals({ query: '{ settings { id retailStoreId } }' })[0]).toMatch(/retailStoreId/);
    const checkout = 'mutation C($input: CheckoutInput!) { createCheckout(input: $input) { id } }';
    const input = { cartId: 'c1', address_id: 'a1', source: 'tok_1' };
    expect(gate.refusals({ query: checkout, variables: { input } })).toEqual([]);
    expect(gate.refusals({ query: checkout, variables: { input: { ...input, expected_total: 100 } } }).join()).toMatch(/expected_total/);
    expect(gate.refusals({ query: checkout, variables: { input: { ...input, address_id: null } } }).join()).toMatch(/address_id/);
    expect(gate.refusals({ query: checkout, variables: { input: { ...input, card: { number: '4242424242424242' } } } }).join()).toMatch(/card/);
  });

  allContracts(async () => {
    resetInBrowserSession();
    const ports = adapterPorts({
      url: 'http://localhost/graphql',
      fetch: fetchFn,
      subscriptions: {
        forwardSubscription: (request, sink) => {
          const errors = gate.refusals({ query: request.query ?? '', variables: request.variables as Record<string, unknown> });
          if (errors.length) {
            (sink as { error(e: unknown): void }).error(errors.map((message) => ({ message })));
            return () => undefined;
          }
          return subscribeInBrowser(backend, request, sink as never);
        },
      },
      otps: sent.otps,
    });
    return { ...ports, servesExtensions: false };
  });

  it('was asked for nothing beyond the contract but the documented extensions', () => {
    expect(rejected.length).toBeGreaterThan(0);
    const documented = new Set(['StorefrontSettings', 'SetPromotionToCartChosen', 'CartChanged']);
    expect(rejected.filter((r) => !documented.has(r.operation) && !r.operation.includes('retailStoreId'))).toEqual([]);
  });
});
