// A scripted stand-in for the shop's HTTP API, recording what the client sent.
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type GraphqlResponder = (request: { operationName: string; variables: unknown; query: string }) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export class FakeApi {
  readonly sent: SentRequest[] = [];
  signature: () => Response | Promise<Response> = () => json({ signature: 'abc123def456' });
  graphql: GraphqlResponder = () => json({ data: { settings: { id: 's1' } } });
  readonly origin = 'http://shop.test';

  readonly fetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    const method = init?.method ?? 'GET';
    let body: unknown = undefined;
    if (typeof init?.body === 'string') body = JSON.parse(init.body);
    this.sent.push({ url, method, headers, body, credentials: init?.credentials, mode: init?.mode } as SentRequest);
    const path = new URL(url).pathname;
    if (path === '/api/generate-signature') return this.signature();
    if (path === '/api/logout') return json({ isLoggedIn: false });
    if (path === '/graphql') {
      const params = new URL(url).searchParams;
      const payload = (body ?? {
        operationName: params.get('operationName'),
        query: params.get('query'),
        variables: params.get('variables') ? JSON.parse(params.get('variables')!) : {},
      }) as { operationName: string; variables: unknown; query: string };
      return this.graphql(payload);
    }
    return json({ message: 'Not found' }, 404);
  };

  to(path: string): SentRequest[] {
    return this.sent.filter((r) => new URL(r.url).pathname === path);
  }
}
