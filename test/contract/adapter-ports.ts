import WebSocket from 'ws';
import { createApiClient, type ApiClientOptions } from '../../src/adapters/graphql/client/api-client';
import { HttpPageLinks } from '../../src/adapters/http/http-page-links';
import { HttpSession } from '../../src/adapters/http/http-session';
import { UrqlAccountRepository } from '../../src/adapters/graphql/repositories/urql-account-repository';
import { UrqlCartRepository } from '../../src/adapters/graphql/repositories/urql-cart-repository';
import { UrqlCatalogRepository } from '../../src/adapters/graphql/repositories/urql-catalog-repository';
import { UrqlCheckoutRepository } from '../../src/adapters/graphql/repositories/urql-checkout-repository';
import { UrqlEmailVerification } from '../../src/adapters/graphql/repositories/urql-email-verification';
import { UrqlNewsletter } from '../../src/adapters/graphql/repositories/urql-newsletter';
import { UrqlRetailStoreRepository } from '../../src/adapters/graphql/repositories/urql-retail-store-repository';
import { UrqlSupportChat } from '../../src/adapters/graphql/repositories/urql-support-chat';
import type { ApiErrorReporter } from '../../src/ports/api-errors';
import { TestProcessorClient } from '../../src/adapters/payments/test-processor-client';
import { FakeLocalStore } from '../fakes/fake-local-store';
import { GraphqlAffiliateRepository } from '../../src/adapters/graphql/repositories/graphql-affiliate-repository';
import { GraphqlCustomerAccountRepository } from '../../src/adapters/graphql/repositories/graphql-customer-account-repository';
import { createUrqlGraphqlGateway } from '../../src/adapters/graphql/client/urql-graphql-gateway';
import { DEMO_PASSWORD } from '../support/fixtures';
import type { AccountAreaPorts } from './account-areas.contract';
import type { ContractPorts } from './ports';

const quietReporter: ApiErrorReporter = { serverError() {}, networkError() {} };

/** Every port through the real client adapters, over whatever transport `fetch` and `subscriptions` reach. */
export function adapterPorts(options: {
  url: string;
  fetch: typeof fetch;
  subscriptions: ApiClientOptions['subscriptions'];
  otps: () => { to: string; code: string }[];
}): ContractPorts {
  const origin = new URL(options.url).origin;
  const api = quietApiClient(options);
  const http = { fetch: options.fetch, origin };
  return {
    catalog: new UrqlCatalogRepository(api.client),
    cart: new UrqlCartRepository(api.client),
    checkout: new UrqlCheckoutRepository(api.client),
    account: new UrqlAccountRepository(api.client),
    session: new HttpSession(http),
    pageLinks: new HttpPageLinks(http),
    payments: new TestProcessorClient(options.fetch, `${origin}/payments`),
    supportChat: new UrqlSupportChat(api.client),
    newsletter: new UrqlNewsletter(api.client),
    emailVerification: new UrqlEmailVerification(api.client),
    retailStore: new UrqlRetailStoreRepository(api.client),
    lastOtp: (to) => options.otps().filter((o) => o.to === to.trim().toLowerCase()).pop()?.code ?? null,
    dispose: () => api.dispose(),
  };
}

/** The shop's one GraphQL client over `fetch` and `subscriptions`, showing nothing (the contracts look at answers only). */
function quietApiClient(options: { url: string; fetch: typeof fetch; subscriptions: ApiClientOptions['subscriptions'] }) {
  return createApiClient({
    url: options.url,
    fetch: options.fetch,
    reporter: quietReporter,
    localStore: new FakeLocalStore(),
    onAuthError: () => {},
    logger: { warn: () => {}, error: () => {} },
    subscriptions: options.subscriptions,
  });
}

/** The account areas' repositories through the gateway the account pages load them on; signs in the seeded owners. */
export function accountAreaAdapterPorts(options: { url: string; fetch: typeof fetch; subscriptions: ApiClientOptions['subscriptions'] }): AccountAreaPorts {
  const api = quietApiClient(options);
  const gateway = createUrqlGraphqlGateway(api.client);
  const account = new UrqlAccountRepository(api.client);
  const emails = { customer: 'demo@pawprint.test', affiliate: 'affiliate@pawprint.test' };
  return {
    customerAccount: new GraphqlCustomerAccountRepository(gateway),
    affiliate: new GraphqlAffiliateRepository(gateway),
    signIn: async (who) => { await account.login(emails[who], DEMO_PASSWORD); },
    dispose: async () => api.dispose(),
  };
}

/**
 * A fetch that keeps cookies like a browser does (the session is an httpOnly cookie), and a WebSocket whose
 * handshake carries the same cookies, as a browser's socket would.
 */
export function cookieFetch() {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const fetchFn: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set('cookie', cookieHeader());
    const response = await globalThis.fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair.trim().split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || !value) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: cookieHeader() } });
    }
  }
  return { fetch: fetchFn, cookieHeader, webSocketImpl: CookieWebSocket };
}
