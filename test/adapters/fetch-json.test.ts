import { describe, expect, it } from 'vitest';
import { fetchJson, HttpError } from '../../src/adapters/http/fetch-json';
import { HttpSession } from '../../src/adapters/http/http-session';
import { HttpPageLinks } from '../../src/adapters/http/http-page-links';
import { json } from './fake-api';

describe('fetch helper for /api/* (001 §7)', () => {
  it('returns the parsed JSON', async () => {
    expect(await fetchJson(async () => json({ links: ['/box'] }), 'http://shop.test/api/links')).toEqual({ links: ['/box'] });
  });

  it("a non-OK response throws an error holding the response, the body and the body's message", async () => {
    const error = (await fetchJson(async () => json({ message: 'Session expired', code: 7 }, 401), 'http://shop.test/api/user').catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Session expired');
    expect(error.body).toEqual({ message: 'Session expired', code: 7 });
    expect(error.response.status).toBe(401);
    expect(error.status).toBe(401);
  });

  it('without a body message the status text is the message', async () => {
    const error = (await fetchJson(async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }), 'http://x/api').catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('Bad Gateway');
    expect(error.body).toBe('oops');
  });

  it('sends cookies', async () => {
    let credentials: RequestCredentials | undefined;
    await fetchJson(async (_, init) => { credentials = init?.credentials; return json({}); }, 'http://x/api/user');
    expect(credentials).toBe('include');
  });
});

describe('HttpSession and HttpPageLinks', () => {
  it('GET /api/user and POST /api/logout with no body', async () => {
    const calls: { url: string; method?: string; body?: unknown }[] = [];
    const fetchFn: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), method: init?.method, body: init?.body });
      return String(input).endsWith('/api/user')
        ? json({ isLoggedIn: true, me: { email: 'demo@pawprint.test', roles: [{ id: 'r1', name: 'customer' }] } })
        : json({ isLoggedIn: false });
    };
    const session = new HttpSession({ fetch: fetchFn, origin: 'http://shop.test' });
    expect(await session.current()).toEqual({ isLoggedIn: true, me: { email: 'demo@pawprint.test', roles: [{ id: 'r1', name: 'customer' }] } });
    await session.logout();
    expect(calls).toEqual([
      { url: 'http://shop.test/api/user', method: 'GET', body: undefined },
      { url: 'http://shop.test/api/logout', method: 'POST', body: undefined },
    ]);
  });

  it('GET /api/links answers the list of paths', async () => {
    const links = new HttpPageLinks({ fetch: async () => json({ links: ['/box', '/gift', 7] }), origin: 'http://shop.test' });
    expect(await links.links()).toEqual(['/box', '/gift']);
  });
});
