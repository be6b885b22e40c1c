// The contract suites against a server that offers the specification's contract and nothing more: every
// request is first validated against spec-contract.graphql, as a real server of the spec's API would do.
// The client must keep working; the extensions it may ask for answer with a validation error.
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createInBrowserFetch, createMockBackend, resetInBrowserSession, subscribeInBrowser } from '../../src/adapters/in-browser/in-browser-api';
import { adapterPorts } from './adapter-ports';
import { allContracts } from './all-contracts';
import { sentCodes } from '../support/sent-codes';

const contract = buildSchema(readFileSync('src/server/mock-api/spec-contract.graphql', 'utf8'));

function contractErrors(query: string): string[] {
  const errors = validate(contract, parse(query)).map((e) => e.message);
  if (/^\s*subscription\b/.test(query)) errors.push('Schema is not configured to execute subscription operation.');
  return errors;
}

describe('contract: a server with the spec contract only', () => {
  const sent = sentCodes();
  const backend = createMockBackend({ log: sent.log });
  const inner = createInBrowserFetch(backend);
  const rejected: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/graphql') {
      const body = init?.method === 'GET' ? { query: url.searchParams.get('query') ?? '' } : JSON.parse(String(init?.body ?? '{}'));
      const errors = contractErrors(body.query);
      if (errors.length) {
        rejected.push(body.operationName ?? body.query);
        return new Response(JSON.stringify({ errors: errors.map((message) => ({ message })) }), { status: 200, headers: { 'content-type': 'application/json' } });
      }
    }
    return inner(input, init);
  };

  it('turns away what the spec does not name', async () => {
    const response = await fetchFn('http://localhost/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ settings { id retailStoreId } }' }),
    });
    expect((await response.json()).errors[0].message).toMatch(/retailStoreId/);
  });

  allContracts(async () => {
    resetInBrowserSession();
    const ports = adapterPorts({
      url: 'http://localhost/graphql',
      fetch: fetchFn,
      subscriptions: {
        forwardSubscription: (request, sink) => {
          const errors = contractErrors(request.query ?? '');
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
    expect([...new Set(rejected)].filter((op) => op !== 'StorefrontSettings' && !op.includes('retailStoreId'))).toEqual([]);
  });
});
