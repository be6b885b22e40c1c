import { render } from '@testing-library/react';
import { PhoneNumbers } from '../../../src/ports/phone-numbers';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { CartService, createCartService } from '../../../src/application/cart/cart-service';
import { CheckoutFeature, createCheckoutFeature } from '../../../src/application/checkout/checkout-feature';
import type { UserSessionState } from '../../../src/application/session/user-session';
import { Navigation } from '../../../src/ports/navigation';
import { Clock } from '../../../src/ports/clock';
import { PaymentProcessor } from '../../../src/ports/payment-processor';
import type { LocalStoreKey } from '../../../src/ports/local-store';
import { ServicesProvider } from '../../../src/ui/app/services-context';
import { CartHost } from '../../../src/ui/cart/cart-host';
import type { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { buildFakePorts } from '../../support/fake-ports';

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
  const ports = buildFakePorts({ user: options.user, store: options.store, cartRepository: options.repo });
  const { cartRepository, catalog, localStore, notifications, navigation, userSession, checkoutRepository } = ports;
  const services = new Map<symbol, unknown>([
    [CartService, createCartService({ ...ports, cartSignal: undefined })],
    [CheckoutFeature, createCheckoutFeature(ports)],
    [Navigation, navigation],
    [PaymentProcessor, ports.payments],
    [Clock, ports.clock],
    [PhoneNumbers, ports.phoneNumbers],
  ]);
  const locator = { get: <T,>(token: symbol) => services.get(token) as T };
  const view = render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <ServicesProvider services={locator}>
        <CartHost>{ui}</CartHost>
      </ServicesProvider>
    </MemoryRouter>,
  );
  return { ...view, payments: ports.payments, clock: ports.clock, cartRepository, catalog, localStore, notifications, navigation, userSession, checkoutRepository };
}
