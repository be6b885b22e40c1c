// The cart application on the real adapters: the composition root (urql client with signing, auth-error and
// error-mapping exchanges, UrqlCartRepository, UrqlCatalogRepository, the toast error reporter) over the
// in-browser mock backend, with fakes only for the browser's edges (storage, navigation, toasts, user session).
// Shared by the model-based cart test and the reliability tests.
import 'reflect-metadata';
import { ContainerModule } from 'inversify';
import { createActor, waitFor } from 'xstate';
import { cartBindings } from '../../src/composition/bindings/cart-bindings';
import { cartAdapterBindings } from '../../src/composition/bindings/cart-adapter-bindings';
import { ApiClientToken, createContainer } from '../../src/composition/container';
import {
  createInBrowserFetch,
  createInBrowserBackend,
  subscribeInBrowser,
  type MockBackend,
} from '../../src/adapters/in-browser/in-browser-api';
import type { ToastApiErrorReporter } from '../../src/adapters/notifications/toast-api-error-reporter';
import * as apiClientCode from '../../src/adapters/graphql/client/api-client';
import { BrowserInfo } from '../../src/application/cart/browser-info';
import type { AddToCartRequest as AddRequest } from '../../src/application/cart/live-cart';
import { CartService } from '../../src/application/cart/cart-service';
import { connectCart } from '../../src/application/cart/cart-service';
import { SessionEndOnAuthError } from '../../src/application/session/session-end-on-auth-error';
import { SessionEndSignal } from '../../src/application/session/session-end-signal';
import { UserSession } from '../../src/application/session/user-session';
import type { Cart } from '../../src/domain';
import { ApiErrorReporter, AuthErrorListener } from '../../src/ports/api-errors';
import { CartRepository, type CartKey } from '../../src/ports/cart-repository';
import { CatalogRepository } from '../../src/ports/catalog-repository';
import type { LocalStoreKey } from '../../src/ports/local-store';
import { buildFakePorts } from '../support/fake-ports';
import type { LazyApiClient } from '../../src/adapters/graphql/client/lazy-api-client';

export const API_URL = 'http://localhost/graphql';
export const GUEST_EMAIL = 'model@example.com';

export const quietBackend = (): MockBackend => createInBrowserBackend({ log: () => {} });

/**
 * Latency on the wire, counted in turns of the event loop rather than milliseconds: the reordering of calls in
 * flight is what the model and reliability tests study, and a call held for more turns still arrives after one
 * sent later and held for fewer, as it would over a slow network. Everything between runs in turns (the backend
 * answers in the page's own process), so real milliseconds added nothing but waiting; and unlike timers, whose
 * 0 and 1 ms are one and the same in Node, each count of turns is its own delay.
 */
async function latency(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * One turn of the event loop (no time passes): lets an event already published reach its listener. The way from
 * the backend's publish to the session (the subscription's iterator, urql, the actor) is promises only, so a turn
 * is enough; a timer's 0 ms is at least 1 in Node, and the settles of a model run waited thousands of them.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The GraphQL operation a request carries (the signing exchange names it in x-operation-name). */
export function operationNameOf(input: RequestInfo | URL, init?: RequestInit): string | null {
  const url = String(input instanceof Request ? input.url : input);
  if (!url.endsWith('/graphql')) return null;
  return new Headers(init?.headers).get('x-operation-name');
}

/**
 * A network in front of the backend: each request waits `delay()` turns before it reaches the server and its
 * answer waits again on the way back, so a call the server ran first can still arrive last.
 */
export function withLatency(fetchFn: typeof fetch, delay: () => number): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    await latency(delay());
    const response = await fetchFn(input, init);
    await latency(delay());
    return response;
  }) as typeof fetch;
}

/** Hooks around the server for chosen operations: hold a request before it reaches the server, or its answer after. */
export interface Gates {
  beforeServer?: (operation: string) => Promise<void> | void;
  afterServer?: (operation: string) => Promise<void> | void;
}

export function withGates(fetchFn: typeof fetch, gates: Gates): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const name = operationNameOf(input, init);
    if (name) await gates.beforeServer?.(name);
    const response = await fetchFn(input, init);
    if (name) await gates.afterServer?.(name);
    return response;
  }) as typeof fetch;
}

/** Per-request faults: the next call of `operation` carries `x-mock-faults` (the mock's per-request fault header). */
export interface FaultPlan {
  /** Gives the next `count` calls of this operation these faults (mock syntax, e.g. 'http500=1', 'error=1', 'malformed=1'). */
  next(operation: string, faults: string, count?: number): void;
  /** Makes the next call of this operation fail in the network (fetch rejects, no answer at all). */
  dropNext(operation: string): void;
  /** The operations that were faulted, in order. */
  readonly faulted: string[];
}

export function withFaults(fetchFn: typeof fetch): { fetch: typeof fetch; plan: FaultPlan } {
  const planned = new Map<string, { faults: string | 'drop'; count: number }>();
  const faulted: string[] = [];
  const plan: FaultPlan = {
    next: (operation, faults, count = 1) => void planned.set(operation, { faults, count }),
    dropNext: (operation) => void planned.set(operation, { faults: 'drop', count: 1 }),
    faulted,
  };
  const faultyFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const name = operationNameOf(input, init);
    const fault = name ? planned.get(name) : undefined;
    if (!name || !fault) return fetchFn(input, init);
    if (--fault.count <= 0) planned.delete(name);
    faulted.push(name);
    if (fault.faults === 'drop') throw new TypeError('Failed to fetch');
    const headers = new Headers(init?.headers);
    headers.set('x-mock-faults', fault.faults);
    return fetchFn(input, { ...init, headers });
  }) as typeof fetch;
  return { fetch: faultyFetch, plan };
}

export interface StackOptions {
  backend?: MockBackend;
  /** Wraps the transport (latency, faults) between the client and the in-browser mock. */
  wrapFetch?: (fetchFn: typeof fetch) => typeof fetch;
  store?: Partial<Record<LocalStoreKey, string>>;
}

/** One "page": the cart session, its mutation queue and the add-to-cart actor, all on the real adapters. */
export function realCartStack(options: StackOptions = {}) {
  const backend = options.backend ?? quietBackend();
  const raw = createInBrowserFetch(backend);
  const fetchFn = options.wrapFetch ? options.wrapFetch(raw) : raw;
  // Fakes stand in for the browser's edges only; every API port is the real adapter.
  const { localStore, notifications, navigation, userSession, browser } = buildFakePorts({ store: options.store });
  // The site's bindings are not loaded: the user session is the fake's, and an auth error ends it as the site's would.
  const testEdges = new ContainerModule(({ bind }) => {
    bind(UserSession).toConstantValue(userSession);
    bind<AuthErrorListener>(AuthErrorListener).toConstantValue(new SessionEndOnAuthError(new SessionEndSignal(), navigation));
  });
  const container = createContainer(
    {
      mode: 'in-browser',
      url: API_URL,
      preferGetMethod: false,
      fetch: fetchFn,
      forwardSubscription: (request, sink) => subscribeInBrowser(backend, request, sink as never),
    },
    [testEdges, cartAdapterBindings, cartBindings],
    { localStore, notifications, navigation, apiClientCode },
  );
  container.rebind<BrowserInfo>(BrowserInfo).toConstantValue(browser);
  // The reporter logs every failure to the console as well; the toasts are what the tests read.
  (container.get<ApiErrorReporter>(ApiErrorReporter) as ToastApiErrorReporter).logger = { error: () => {} };
  const feature = container.get<CartService>(CartService);
  const cartRepository = container.get<CartRepository>(CartRepository);
  const catalog = container.get<CatalogRepository>(CatalogRepository);
  const session = createActor(feature.sessionMachine).start();
  const { mutations, access } = connectCart(feature, session);
  const add = createActor(feature.addToCartMachine, { input: { cart: access } }).start();

  /** The server's cart as a fresh `cart` query on an untouched transport answers it. */
  const oracleEdges = buildFakePorts();
  const oracle = createContainer(
    { mode: 'in-browser', url: API_URL, preferGetMethod: false, fetch: raw, forwardSubscription: () => () => {} },
    [cartAdapterBindings],
    { localStore: oracleEdges.localStore, notifications: oracleEdges.notifications, navigation: oracleEdges.navigation, apiClientCode },
  );
  (oracle.get<ApiErrorReporter>(ApiErrorReporter) as ToastApiErrorReporter).logger = { error: () => {} };
  const serverRepo = oracle.get<CartRepository>(CartRepository);

  const displayed = (): Cart | null => session.getSnapshot().context.cart;
  const key = (): CartKey | null => session.getSnapshot().context.key;

  async function serverCart(k: CartKey | null = key()): Promise<Cart | null> {
    if (!k) return null;
    return serverRepo.cart(k);
  }

  /** Waits until nothing is in flight: the add flow idle, the queue drained, the session showing a cart. */
  async function settled(): Promise<void> {
    for (let round = 0; round < 3; round++) {
      await waitFor(add, (s) => s.matches('idle') || s.matches('editingDogInfo'), { timeout: 5000 });
      await mutations.idle();
      await waitFor(session, (s) => s.matches({ lifecycle: 'showingCart' }) || s.matches({ lifecycle: 'cleared' }), {
        timeout: 5000,
      });
      // Let a cartChanged event already published reach the session.
      await nextTurn();
    }
  }

  /**
   * A shopper's add: 'Add to Cart' on a card, the modal (dog information, guest e-mail), confirm. Resolves
   * 'added' once the flow is back to idle, or 'refused' when the call failed and the modal stayed open.
   */
  async function addToCart(
    request: AddRequest,
    values: Record<string, unknown> = {},
    email = GUEST_EMAIL,
  ): Promise<'added' | 'refused'> {
    const errorsBefore = notifications.messages('error').length;
    add.send({ type: 'add', request });
    await waitFor(add, (s) => s.matches('editingDogInfo'), { timeout: 5000 });
    add.send({ type: 'submit', values: values as never, email, route: 'cart' });
    // The add runs in line with the changes still queued, so it may wait for them first.
    const end = await waitFor(
      add,
      (s) => s.matches('idle') || (s.matches('editingDogInfo') && notifications.messages('error').length > errorsBefore),
      { timeout: 5000 },
    );
    return end.matches('idle') ? 'added' : 'refused';
  }

  async function dispose(): Promise<void> {
    add.stop();
    session.stop();
    await container.get<LazyApiClient>(ApiClientToken).dispose();
    await oracle.get<LazyApiClient>(ApiClientToken).dispose();
  }

  return {
    backend,
    container,
    feature,
    cartRepository,
    catalog,
    localStore,
    notifications,
    navigation,
    userSession,
    session,
    mutations,
    access,
    add,
    displayed,
    key,
    serverCart,
    settled,
    addToCart,
    dispose,
  };
}

export type RealCartStack = ReturnType<typeof realCartStack>;
