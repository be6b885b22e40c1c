import { createActor, waitFor } from 'xstate';
import type { UserSessionState } from '../../../src/application/session/user-session';
import { createCartService } from '../../../src/application/cart/cart-service';
import { connectCart, startDealFollower } from '../../../src/application/cart/cart-service';
import type { BrowserInfo } from '../../../src/application/cart/browser-info';
import type { CartChangeSignal } from '../../../src/ports/cart-change-signal';
import type { LocalStoreKey } from '../../../src/ports/local-store';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeCartRepository, type FakeCartOptions } from '../../fakes/fake-cart-repository';
import { FakeCatalogRepository } from '../../fakes/fake-catalog-repository';
import { FakeLocalStore } from '../../fakes/fake-local-store';
import { FakeNavigation } from '../../fakes/fake-navigation';
import { FakeNotifications } from '../../fakes/fake-notifications';
import { FakeUserSession } from '../../fakes/fake-user-session';

export const TEST_BROWSER: BrowserInfo = {
  url: () => 'http://shop.test/box',
  userAgent: () => ({ userAgent: 'vitest', screenWidth: 1280, screenHeight: 800, language: 'en-US' }),
};

/** The whole cart application on fakes: the session actor, its mutation queue and the add-to-cart actor. */
export function cartHarness(
  options: {
    user?: UserSessionState;
    store?: Partial<Record<LocalStoreKey, string>>;
    repo?: FakeCartRepository;
    cartOptions?: FakeCartOptions;
    cartSignal?: CartChangeSignal;
  } = {},
) {
  const cartRepository = options.repo ?? new FakeCartRepository(options.cartOptions);
  const catalog = new FakeCatalogRepository();
  const localStore = new FakeLocalStore(options.store ?? {});
  const notifications = new FakeNotifications();
  const navigation = new FakeNavigation();
  const userSession = new FakeUserSession(options.user ?? { status: 'guest', user: null });
  if (userSession.getSnapshot().status === 'signedIn') cartRepository.signedInEmail = userSession.getSnapshot().user!.email;
  const feature = createCartService({
    cartRepository,
    catalog,
    localStore,
    notifications,
    navigation,
    userSession,
    browser: TEST_BROWSER,
    clock: new FakeClock(),
    cartSignal: options.cartSignal,
  });
  const session = createActor(feature.sessionMachine).start();
  const { mutations, access } = connectCart(feature, session);
  startDealFollower(feature, session, mutations);
  const add = createActor(feature.addToCartMachine, { input: { cart: access } }).start();
  const settled = () =>
    waitFor(session, (s) => s.matches({ lifecycle: 'showingCart' }) || s.matches({ lifecycle: 'cleared' }));
  return { cartRepository, catalog, localStore, notifications, navigation, userSession, feature, session, mutations, access, add, settled };
}
