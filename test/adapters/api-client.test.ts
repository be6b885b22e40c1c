import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/adapters/graphql/client/api-client';
import { SettingsQuery } from '../../src/adapters/graphql/documents/catalog';
import { MeQuery } from '../../src/adapters/graphql/documents/account';
import { UrqlCartRepository } from '../../src/adapters/graphql/repositories/urql-cart-repository';
import { UrqlCatalogRepository } from '../../src/adapters/graphql/repositories/urql-catalog-repository';
import { UrqlAccountRepository } from '../../src/adapters/graphql/repositories/urql-account-repository';
import { ToastCenter } from '../../src/adapters/notifications/toast-center';
import { ToastApiErrorReporter } from '../../src/adapters/notifications/toast-api-error-reporter';
import { FakeLocalStore } from '../fakes/fake-local-store';
import { FakeApi, json } from './fake-api';
import { SpyReporter } from './spy-reporter';

function setup(options: { preferGetMethod?: boolean; reporter?: ToastApiErrorReporter } = {}) {
  const api = new FakeApi();
  const spy = new SpyReporter();
  const reporter = options.reporter ?? spy;
  const localStore = new FakeLocalStore({ email: 'guest@pawprint.test', cardId: 'card_1', phone: '+15550100', cartId: 'c1' });
  const authErrors: string[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };
  const api$ = createApiClient({
    url: `${api.origin}/graphql`,
    fetch: api.fetch,
    reporter,
    localStore,
    onAuthError: (m) => authErrors.push(m),
    now: () => 1_700_000_000_000,
    logger,
    preferGetMethod: options.preferGetMethod,
    subscriptions: false,
  });
  return { api, reporter: spy, localStore, authErrors, logger, client: api$.client };
}

describe('request signing (001 §7)', () => {
  it('asks {origin}/api/generate-signature for "/{type}/{name}" and sends the six headers', async () => {
    const { api, client } = setup();
    const result = await client.query(SettingsQuery, {}).toPromise();
    expect(result.data?.settings.id).toBe('s1');
    expect(api.to('/api/generate-signature')[0]).toMatchObject({
      url: 'http://shop.test/api/generate-signature',
      method: 'POST',
      body: { path: '/query/Settings', timestamp: 1_700_000_000_000 },
    });
    expect(api.to('/graphql')[0].headers).toMatchObject({
      'x-client-id': 'pawprint-web',
      'x-website-id': 'pawprint',
      'x-timestamp': '1700000000000',
      'x-signature': 'abc123def456',
      'x-operation-type': 'query',
      'x-operation-name': 'Settings',
    });
  });

  it('gives every call a later timestamp than the one before, even within one millisecond (the server takes each signature once)', async () => {
    const { api, client } = setup();
    await Promise.all([
      client.query(SettingsQuery, {}, { requestPolicy: 'network-only' }).toPromise(),
      client.query(MeQuery, {}, { requestPolicy: 'network-only' }).toPromise(),
    ]);
    await client.query(SettingsQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(api.to('/api/generate-signature').map((r) => (r.body as { timestamp: number }).timestamp)).toEqual([
      1_700_000_000_000, 1_700_000_000_001, 1_700_000_000_002,
    ]);
    expect(api.to('/graphql').map((r) => r.headers['x-timestamp'])).toEqual(['1700000000000', '1700000000001', '1700000000002']);
  });

  it.each([
    ['a response without a string signature', () => json({ nope: true }), 'Invalid response from signature generation'],
    ['a signature that is not hex', () => json({ signature: 'not-hex!' }), 'Invalid signature format'],
    ['a failing signature route', () => Promise.reject(new TypeError('fetch failed')), 'fetch failed'],
  ])('on %s the request goes on unsigned and the failure is logged', async (_, signature, logged) => {
    const { api, client, logger } = setup();
    api.signature = signature;
    const result = await client.query(SettingsQuery, {}).toPromise();
    expect(result.data?.settings.id).toBe('s1');
    expect(api.to('/graphql')[0].headers['x-signature']).toBeUndefined();
    expect(api.to('/graphql')[0].headers['x-operation-name']).toBe('Settings');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('sending it unsigned'), logged);
  });
});

describe('transport options (001 §7)', () => {
  it('sends cookies in cross-origin mode, POST with JSON by default', async () => {
    const { api, client } = setup();
    await client.query(SettingsQuery, {}).toPromise();
    const sent = api.to('/graphql')[0] as unknown as { method: string; credentials: string; mode: string };
    expect(sent).toMatchObject({ method: 'POST', credentials: 'include', mode: 'cors' });
  });

  it('uses GET for non-mutation queries when the option is on', async () => {
    const { api, client } = setup({ preferGetMethod: true });
    await client.query(SettingsQuery, {}).toPromise();
    expect(api.to('/graphql')[0].method).toBe('GET');
  });
});

describe('error mapping (001 §8)', () => {
  it("HTTP 500 gives 'Response not successful: Received status code 500'", async () => {
    const { api, client, reporter } = setup();
    api.graphql = () => json({ errors: [{ message: 'boom' }] }, 500);
    const catalog = new UrqlCatalogRepository(client);
    await expect(catalog.product('p1')).rejects.toThrow(/^Response not successful: Received status code 500$/);
    expect(reporter.server).toEqual([{ message: 'Response not successful: Received status code 500', operationName: 'GetProduct' }]);
  });

  it('a body with neither data nor errors is an error', async () => {
    const { api, client } = setup();
    api.graphql = () => json({ hello: 'world' });
    const result = await client.query(SettingsQuery, {}).toPromise();
    expect(result.data).toBeUndefined();
    expect(result.error?.message).toContain('Invalid response from the API: it has neither data nor errors');
  });

  it('a malformed (non-JSON) body is an error', async () => {
    const { api, client } = setup();
    api.graphql = () => new Response('<html>oops', { status: 200, headers: { 'content-type': 'application/json' } });
    const result = await client.query(SettingsQuery, {}).toPromise();
    expect(result.error?.message).toContain('Malformed response from the API: the body is not JSON');
  });

  it('a network error is logged with operation name and variables, and no toast is shown', async () => {
    const notifications = new ToastCenter();
    const reporter = new ToastApiErrorReporter(notifications);
    const logged = vi.fn();
    reporter.logger = { error: logged };
    const { api, client } = setup({ reporter });
    api.graphql = () => Promise.reject(new TypeError('Failed to fetch'));
    const catalog = new UrqlCatalogRepository(client);
    await expect(catalog.product('p42')).rejects.toThrow('Failed to fetch');
    expect(logged).toHaveBeenCalledWith('[api] network error in GetProduct', expect.objectContaining({ variables: { id: 'p42' } }));
    expect(notifications.current()).toEqual([]);
  });

  it('a server error of a query becomes one toast carrying the server message', async () => {
    const notifications = new ToastCenter();
    const reporter = new ToastApiErrorReporter(notifications);
    reporter.logger = { error: vi.fn() };
    const { api, client } = setup({ reporter });
    api.graphql = () => json({ data: null, errors: [{ message: 'Product is hidden' }] });
    await expect(new UrqlCatalogRepository(client).product('p1')).rejects.toThrow('Product is hidden');
    expect(notifications.current().map((t) => [t.kind, t.message])).toEqual([['error', 'Product is hidden']]);
  });

  it("a mutation's server error is left to the caller: the repository rejects with it, no toast", async () => {
    const { api, client, reporter } = setup();
    api.graphql = () => json({ data: null, errors: [{ message: 'Cart not found!' }] });
    const cart = new UrqlCartRepository(client);
    await expect(cart.updateQuantity({ id: 'c1', email: 'a@b.c' }, 'i1', 2)).rejects.toThrow(/^Cart not found!$/);
    expect(reporter.server).toEqual([]);
  });

  it("the cart query rejects with 'Cart not found!' when the server has no cart", async () => {
    const { api, client } = setup();
    api.graphql = () => json({ data: { cart: null } });
    await expect(new UrqlCartRepository(client).cart({ id: 'gone' })).rejects.toThrow(/^Cart not found!$/);
  });
});

describe('authentication errors (000 §8, 001 §8)', () => {
  it('three queries failing together clear storage, log out, empty the cache and redirect exactly once', async () => {
    const { api, client, localStore, authErrors } = setup();
    // The cache holds settings from before.
    await client.query(SettingsQuery, {}).toPromise();
    api.graphql = ({ operationName }) =>
      operationName === 'Settings' ? json({ data: { settings: { id: 's2' } } }) : json({ data: null, errors: [{ message: 'jwt expired' }] });
    const account = new UrqlAccountRepository(client);
    const failures = await Promise.allSettled([
      account.me(),
      client.query(MeQuery, {}, { requestPolicy: 'network-only', reportServerErrors: false }).toPromise().then((r) => { if (r.error) throw r.error; }),
      new UrqlCartRepository(client).myCart(),
    ]);
    expect(failures.map((f) => f.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(authErrors).toEqual(['jwt expired']);
    expect(api.to('/api/logout')).toHaveLength(1);
    expect(api.to('/api/logout')[0].method).toBe('POST');
    expect(localStore.get('email')).toBeNull();
    expect(localStore.get('cardId')).toBeNull();
    expect(localStore.get('phone')).toBeNull();
    // The cart is cleared with the session: no stale cart id stays behind.
    expect(localStore.get('cartId')).toBeNull();
    // Emptied cache: settings come from the network again.
    const after = await client.query(SettingsQuery, {}).toPromise();
    expect(after.data?.settings.id).toBe('s2');
  });

  it('ends the session again after a successful sign-in', async () => {
    const { api, client, authErrors } = setup();
    const account = new UrqlAccountRepository(client);
    api.graphql = () => json({ data: null, errors: [{ message: 'Not authenticated' }] });
    await expect(account.me()).rejects.toThrow('Not authenticated');
    api.graphql = () => json({ data: { login: { access_token: 't', user: { id: 'u1', email: 'demo@pawprint.test', roles: [] } } } });
    await account.login('demo@pawprint.test', 'pawprint');
    api.graphql = () => json({ data: null, errors: [{ message: 'Token is not valid' }] });
    await expect(account.me()).rejects.toThrow('Token is not valid');
    expect(authErrors).toEqual(['Not authenticated', 'Token is not valid']);
    expect(api.to('/api/logout')).toHaveLength(2);
  });
});
