import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { CartService, createCartService } from '../../../src/application/cart/cart-service';
import { CheckoutFeature, createCheckoutFeature } from '../../../src/application/checkout/checkout.machine';
import type { UserSessionState } from '../../../src/application/session/user-session';
import { Navigation } from '../../../src/ports/navigation';
import type { LocalStoreKey } from '../../../src/ports/local-store';
import { ServicesProvider } from '../../../src/ui/app/services-context';
import { CartHost } from '../../../src/ui/cart/cart-host';
import { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { FakeCatalogRepository } from '../../fakes/fake-catalog-repository';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeCheckoutRepository } from '../../fakes/fake-checkout-repository';
import { FakeLocalStore } from '../../fakes/fake-local-store';
import { FakeNavigation } from '../../fakes/fake-navigation';
import { FakeNotifications } from '../../fakes/fake-notifications';
import { FakeUserSession } from '../../fakes/fake-user-session';
import { TEST_BROWSER } from '../../application/cart/cart-harness';

/** Renders UI inside ServicesProvider + CartHost over fakes. */
export function renderWithCart(
  ui: ReactNode,
  options: {
    user?: UserSessionState;
    store?: Partial<Record<LocalStoreKey, string>>;
    repo?: FakeCartRepository;
    route?: string;
  } = {},
) {
  const cartRepository = options.repo ?? new FakeCartRepository();
  const catalog = new FakeCatalogRepository();
  const localStore = new FakeLocalStore(options.store ?? {});
  const notifications = new FakeNotifications();
  const navigation = new FakeNavigation();
  const userSession = new FakeUserSession(options.user ?? { status: 'guest', user: null });
  if (userSession.getSnapshot().status === 'signedIn') cartRepository.signedInEmail = userSession.getSnapshot().user!.email;
  const checkoutRepository = new FakeCheckoutRepository((key) => cartRepository.serverCart(key.id));
  const services = new Map<symbol, unknown>([
    [CartService, createCartService({ cartRepository, catalog, localStore, notifications, navigation, userSession, browser: TEST_BROWSER, clock: new FakeClock() })],
    [CheckoutFeature, createCheckoutFeature({ checkoutRepository, cartRepository, notifications, clock: new FakeClock() })],
    [Navigation, navigation],
  ]);
  const locator = { get: <T,>(token: symbol) => services.get(token) as T };
  const view = render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <ServicesProvider services={locator}>
        <CartHost>{ui}</CartHost>
      </ServicesProvider>
    </MemoryRouter>,
  );
  return { ...view, cartRepository, catalog, localStore, notifications, navigation, userSession, checkoutRepository };
}
