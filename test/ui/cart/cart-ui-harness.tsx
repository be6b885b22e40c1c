import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { CartFeature, createCartFeature } from '../../../src/application/cart/cart-feature';
import { CheckoutFeature, createCheckoutFeature } from '../../../src/application/checkout/checkout.machine';
import type { UserSessionState } from '../../../src/application/session/user-session';
import { Navigation } from '../../../src/ports/navigation';
import type { LocalStoreKey } from '../../../src/ports/local-store';
import { ServicesProvider } from '../../../src/ui/app/services-context';
import { CartProvider } from '../../../src/ui/cart/cart-provider';
import type { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { buildFakePorts } from '../../support/fake-ports';

/** Renders UI inside ServicesProvider + CartProvider over fakes. */
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
    [CartFeature, createCartFeature({ ...ports, cartSignal: undefined })],
    [CheckoutFeature, createCheckoutFeature(ports)],
    [Navigation, navigation],
  ]);
  const locator = { get: <T,>(token: symbol) => services.get(token) as T };
  const view = render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <ServicesProvider services={locator}>
        <CartProvider>{ui}</CartProvider>
      </ServicesProvider>
    </MemoryRouter>,
  );
  return { ...view, cartRepository, catalog, localStore, notifications, navigation, userSession, checkoutRepository };
}
