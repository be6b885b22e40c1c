// Inversify loads the metadata API its decorators need itself (reflect-metadata/lite); the full polyfill would
// only add to every visitor's first load.
import type { Client } from '@urql/core';
import { Container, type ContainerModule } from 'inversify';
import { AccountRepository } from '../ports/account-repository';
import { ApiErrorReporter, AuthErrorListener } from '../ports/api-errors';
import { CatalogRepository } from '../ports/catalog-repository';
import { Clock } from '../ports/clock';
import { EmailVerification } from '../ports/email-verification';
import { LocalStore } from '../ports/local-store';
import { Navigation } from '../ports/navigation';
import { Notifications } from '../ports/notifications';
import { PageLinks } from '../ports/page-links';
import { RetailStoreRepository } from '../ports/retail-store-repository';
import { Session } from '../ports/session';
import { SupportChat } from '../ports/support-chat';
import { Newsletter } from '../ports/newsletter';
import { PhoneNumbers } from '../ports/phone-numbers';
import { LibphonenumberPhoneNumbers } from '../adapters/phone/libphonenumber-phone-numbers';
import type { ApiConfig } from '../adapters/api-config';
import { BrowserNavigation } from '../adapters/browser/browser-navigation';
import { SystemClock } from '../adapters/browser/system-clock';
import { ApiHttp } from '../adapters/http/api-http';
import { HttpPageLinks } from '../adapters/http/http-page-links';
import { HttpSession } from '../adapters/http/http-session';
import { BrowserLocalStore } from '../adapters/local-storage/browser-local-store';
import { ToastApiErrorReporter } from '../adapters/notifications/toast-api-error-reporter';
import { ToastCenter } from '../adapters/notifications/toast-center';
import { lazyApiClient, originOf, type ApiClientCode, type LazyApiClient } from '../adapters/graphql/client/lazy-api-client';
import { GraphqlCallsToken, UrqlClient, type GraphqlCalls } from '../adapters/graphql/client/graphql-calls';
import { UrqlAccountRepository } from '../adapters/graphql/repositories/urql-account-repository';
import { UrqlCatalogRepository } from '../adapters/graphql/repositories/urql-catalog-repository';
import { GraphqlGateway } from '../ports/graphql-gateway';
import { createUrqlGraphqlGateway } from '../adapters/graphql/client/urql-graphql-gateway';
import { UrqlEmailVerification } from '../adapters/graphql/repositories/urql-email-verification';
import { UrqlSupportChat } from '../adapters/graphql/repositories/urql-support-chat';
import { UrqlNewsletter } from '../adapters/graphql/repositories/urql-newsletter';
import { UrqlRetailStoreRepository } from '../adapters/graphql/repositories/urql-retail-store-repository';
import { serviceToken, type ServiceToken } from '../ports/service-token';
import { PaymentProcessor } from '../ports/payment-processor';
import { createPaymentProcessor, paymentConfigFrom } from '../adapters/payments/payment-config';

/** The adapters' token for the API client: its calls, the urql client once made, the websocket's disposal. */
export const ApiClientToken = serviceToken<LazyApiClient>('ApiClient');

export interface ContainerOverrides {
  localStore?: LocalStore;
  navigation?: Navigation;
  notifications?: Notifications;
  clock?: Clock;
  /** The API client's code, for a caller that has it already (Node): the client is then made at its first ask. */
  apiClientCode?: ApiClientCode;
}

/**
 * The composition root: one container binding every port to its adapter, each by its typed token to a factory of
 * the tokens it needs (`toResolvedValue`) or to a ready value; adapters carry no decorators. Features add their
 * own bindings as ContainerModules (src/composition/bindings/*.ts), passed as `extraModules` or loaded with the
 * route that needs them; each binds its tokens once, and a test that wants a fake in place of one rebinds it.
 * AuthErrorListener comes with the site's bindings, which every page loads.
 */
export function createContainer(config: ApiConfig, extraModules: ContainerModule[] = [], overrides: ContainerOverrides = {}): Container {
  if (config.mode === 'in-browser' && !config.fetch) {
    throw new Error('The in-browser API needs resolveApiConfig(config) first (it loads the mock backend)');
  }
  const container = new Container({ defaultScope: 'Singleton' });
  const fetchFn = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const origin = config.origin ?? originOf(config.url);

  const navigation = overrides.navigation ?? new BrowserNavigation();
  if (navigation instanceof BrowserNavigation) container.bind(BrowserNavigation).toConstantValue(navigation);
  container.bind<Navigation>(Navigation).toConstantValue(navigation);
  container.bind<LocalStore>(LocalStore).toConstantValue(overrides.localStore ?? new BrowserLocalStore());
  container.bind<Notifications>(Notifications).toConstantValue(overrides.notifications ?? new ToastCenter());
  container.bind<Clock>(Clock).toConstantValue(overrides.clock ?? new SystemClock());
  container.bind<ApiHttp>(ApiHttp).toConstantValue({ fetch: fetchFn as typeof fetch, origin });
  container.bind<ApiErrorReporter>(ApiErrorReporter).toResolvedValue((notifications: Notifications) => new ToastApiErrorReporter(notifications), [Notifications]);
  container.bind<Session>(Session).toResolvedValue((http: ApiHttp) => new HttpSession(http), [ApiHttp]);
  container.bind<PageLinks>(PageLinks).toResolvedValue((http: ApiHttp) => new HttpPageLinks(http), [ApiHttp]);

  // The client's code loads at the first call (lazy-api-client.ts); what it is made with is ready at once.
  container.bind<LazyApiClient>(ApiClientToken).toResolvedValue(
    (reporter: ApiErrorReporter, localStore: LocalStore, session: Session, clock: Clock) =>
      lazyApiClient({
        url: config.url,
        origin,
        fetch: fetchFn as typeof fetch,
        preferGetMethod: config.preferGetMethod,
        sign: config.sign,
        clientId: config.clientId,
        websiteId: config.websiteId,
        reporter,
        localStore,
        logout: () => session.logout(),
        // Asked for when an auth error arrives: the listener comes with the site's bindings (bindings/site-bindings.ts).
        onAuthError: (message) => container.get<AuthErrorListener>(AuthErrorListener).onAuthError(message),
        now: () => clock.now(),
        subscriptions: config.forwardSubscription
          ? { forwardSubscription: config.forwardSubscription }
          : { webSocketImpl: config.webSocketImpl, random: config.random },
      }, overrides.apiClientCode),
    [ApiErrorReporter, LocalStore, Session, Clock],
  );
  container.bind<GraphqlCalls>(GraphqlCallsToken).toResolvedValue((api: LazyApiClient) => api.calls, [ApiClientToken]);
  // Asked for by the cart's chunk once it has waited for the client (cart-services.ts).
  container.bind<Client>(UrqlClient).toResolvedValue((api: LazyApiClient) => api.loadedClient(), [ApiClientToken]);
  const overUrql = <T,>(token: ServiceToken<T>, make: (client: GraphqlCalls) => T) => container.bind<T>(token).toResolvedValue(make, [GraphqlCallsToken]);
  overUrql(CatalogRepository, (client) => new UrqlCatalogRepository(client));
  overUrql(AccountRepository, (client) => new UrqlAccountRepository(client));
  overUrql(GraphqlGateway, (client) => createUrqlGraphqlGateway(client));
  overUrql(EmailVerification, (client) => new UrqlEmailVerification(client));
  overUrql(SupportChat, (client) => new UrqlSupportChat(client));
  overUrql(Newsletter, (client) => new UrqlNewsletter(client));
  overUrql(RetailStoreRepository, (client) => new UrqlRetailStoreRepository(client));
  container.bind<PhoneNumbers>(PhoneNumbers).toConstantValue(new LibphonenumberPhoneNumbers());
  container.bind<PaymentProcessor>(PaymentProcessor).toConstantValue(createPaymentProcessor(config.payments ?? paymentConfigFrom({}), fetchFn as typeof fetch));

  if (extraModules.length) container.load(...extraModules);
  return container;
}
