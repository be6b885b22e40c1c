// A server of the specification's contract only, in front of the in-page mock: every GraphQL request is first
// validated against spec-contract.graphql (its query text and its variables, coerced as a real GraphQL server
// does), and what the spec does not name is answered with a validation error and noted.
import { readFileSync } from 'node:fs';
import { createSpecOnlyGate } from '../../src/server/mock-api/spec-only-gate';

export const specOnlyGate = createSpecOnlyGate(readFileSync('src/server/mock-api/spec-contract.graphql', 'utf8'));

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** `inner` behind the gate; each refused request is pushed to `rejected` with its operation and the gate's errors. */
export function specOnlyFetch(inner: typeof fetch, rejected: { operation: string; errors: string[] }[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/graphql') {
      const body = init?.method === 'GET'
        ? { query: url.searchParams.get('query') ?? '', variables: JSON.parse(url.searchParams.get('variables') ?? '{}') }
        : JSON.parse(String(init?.body ?? '{}'));
      const errors = specOnlyGate.refusals(body);
      if (errors.length) {
        rejected.push({ operation: body.operationName ?? body.query, errors });
        return json({ errors: errors.map((message) => ({ message })) });
      }
      const introspected = specOnlyGate.introspection(body);
      if (introspected) return json(introspected);
    }
    return inner(input, init);
  };
}
