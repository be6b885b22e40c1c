import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { apiConfigFrom } from '../../src/adapters/api-config';
import { ApiClientToken, createContainer } from '../../src/composition/container';
import type { ApiClient } from '../../src/adapters/graphql/client/api-client';
import { AccountRepository } from '../../src/ports/account-repository';
import { ApiErrorReporter, AuthErrorListener } from '../../src/ports/api-errors';
import { CartRepository } from '../../src/ports/cart-repository';
import { cartAdapterBindings } from '../../src/composition/bindings/cart-adapter-bindings';
import { siteBindings } from '../../src/composition/bindings/site-bindings';
import { UrqlCartRepository } from '../../src/adapters/graphql/repositories/urql-cart-repository';
import { UrqlCheckoutRepository } from '../../src/adapters/graphql/repositories/urql-checkout-repository';
import { CatalogRepository } from '../../src/ports/catalog-repository';
import { CheckoutRepository } from '../../src/ports/checkout-repository';
import { Clock } from '../../src/ports/clock';
import { LocalStore } from '../../src/ports/local-store';
import { Navigation } from '../../src/ports/navigation';
import { Notifications } from '../../src/ports/notifications';
import { PageLinks } from '../../src/ports/page-links';
import { Session } from '../../src/ports/session';
import { FakeLocalStore } from '../fakes/fake-local-store';
import { FakeNavigation } from '../fakes/fake-navigation';
import { FakeApi, json } from './fake-api';
import type { LazyApiClient } from '../../src/adapters/graphql/client/lazy-api-client';

const PORTS = { AccountRepository, ApiErrorReporter, AuthErrorListener, CatalogRepository, Clock, LocalStore, Navigation, Notifications, PageLinks, Session };

describe('which API is one setting (VITE_API_MODE)', () => {
  it('defaults to the mock served by the local server at same-origin /graphql', () => {
    expect(apiConfigFrom({})).toMatchObject({ mode: 'server', url: '/graphql', preferGetMethod: false });
  });
  it('in-browser keeps /graphql; remote needs VITE_API_URL', () => {
    expect(apiConfigFrom({ VITE_API_MODE: 'in-browser' })).toMatchObject({ mode: 'in-browser', url: '/graphql' });
    expect(apiConfigFrom({ VITE_API_MODE: 'remote', VITE_API_URL: 'https://api.example.com/graphql', VITE_API_GET: 'true' }))
      .toMatchObject({ mode: 'remote', url: 'https://api.example.com/graphql', preferGetMethod: true });
    expect(() => apiConfigFrom({ VITE_API_MODE: 'remote' })).toThrow('VITE_API_MODE=remote needs VITE_API_URL');
    expect(() => apiConfigFrom({ VITE_API_MODE: 'banana' })).toThrow(/server, in-browser or remote/);
  });
});

describe('composition root', () => {
  const api = new FakeApi();
  const config = { ...apiConfigFrom({}), url: `${api.origin}/graphql`, fetch: api.fetch };

  it.each(Object.entries(PORTS))('binds %s', (_, token) => {
    const container = createContainer(config, [siteBindings], { localStore: new FakeLocalStore(), navigation: new FakeNavigation() });
    expect(container.get(token)).toBeTruthy();
  });

  it("binds the cart's and the checkout's repositories only with the cart feature's bindings; a test's fake replaces one by rebinding", async () => {
    const made = () => createContainer(config, [siteBindings], { localStore: new FakeLocalStore(), navigation: new FakeNavigation() });
    const first = made();
    expect(first.isBound(CartRepository)).toBe(false);
    expect(first.isBound(CheckoutRepository)).toBe(false);
    first.load(cartAdapterBindings);
    // The cart's repositories are made over the urql client, which the cart's chunk waits for first.
    expect(() => first.get(CartRepository)).toThrow('The API client is not made yet');
    await first.get<LazyApiClient>(ApiClientToken).client();
    expect(first.get(CartRepository)).toBeInstanceOf(UrqlCartRepository);
    expect(first.get(CheckoutRepository)).toBeInstanceOf(UrqlCheckoutRepository);
    const given = made();
    given.load(cartAdapterBindings);
    const own = { cart: async () => null } as unknown as CartRepository;
    given.rebind<CartRepository>(CartRepository).toConstantValue(own);
    expect(given.get(CartRepository)).toBe(own);
  });

  it('with the site bindings an auth error ends the session at /login, once', async () => {
    const navigation = new FakeNavigation();
    const localStore = new FakeLocalStore({ email: 'a@b.co' });
    const container = createContainer(config, [siteBindings], { localStore, navigation });
    api.graphql = () => json({ data: null, errors: [{ message: 'Invalid token' }] });
    const account = container.get<AccountRepository>(AccountRepository);
    await Promise.allSettled([account.me(), account.me()]);
    expect(navigation.visits.map((visit) => visit.path)).toEqual(['/login']);
    expect(localStore.get('email')).toBeNull();
  });

  it("feature modules add bindings, and the site's AuthErrorListener is the one called", async () => {
    const heard: string[] = [];
    const site = new ContainerModule(({ bind }) => {
      bind<AuthErrorListener>(AuthErrorListener).toConstantValue({ onAuthError: (m) => heard.push(m) });
    });
    const container = createContainer(config, [site], { localStore: new FakeLocalStore(), navigation: new FakeNavigation() });
    api.graphql = () => json({ data: null, errors: [{ message: 'jwt expired' }] });
    await expect(container.get<AccountRepository>(AccountRepository).me()).rejects.toThrow('jwt expired');
    expect(heard).toEqual(['jwt expired']);
    await container.get<ApiClient>(ApiClientToken).dispose();
  });
});
