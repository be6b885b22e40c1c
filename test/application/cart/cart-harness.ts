import { createActor, waitFor } from 'xstate';
import type { UserSessionState } from '../../../src/application/session/user-session';
import { createCartService } from '../../../src/application/cart/cart-service';
import { connectCart, startDealFollower } from '../../../src/application/cart/cart-service';
import type { CartChangeSignal } from '../../../src/ports/cart-change-signal';
import type { LocalStoreKey } from '../../../src/ports/local-store';
import type { TabLock } from '../../../src/ports/tab-lock';
import type { BrowserInfo } from '../../../src/application/cart/browser-info';
import type { FakeLocalStore } from '../../fakes/fake-local-store';
import type { FakeCartRepository, FakeCartOptions } from '../../fakes/fake-cart-repository';
import { buildFakePorts } from '../../support/fake-ports';

export { TEST_BROWSER } from '../../support/fixtures';

/** The whole cart application on fakes: the session actor, its mutation queue and the add-to-cart actor. */
export function cartHarness(
  options: {
    user?: UserSessionState;
    store?: Partial<Record<LocalStoreKey, string>>;
    repo?: FakeCartRepository;
    cartOptions?: FakeCartOptions;
    cartSignal?: CartChangeSignal;
    /** Tabs of one browser share its storage and the lock a guest's cart is made under. */
    localStore?: FakeLocalStore;
    tabLock?: TabLock;
    browser?: BrowserInfo;
  } = {},
) {
  const ports = buildFakePorts({
    user: options.user, store: options.store, cartOptions: options.cartOptions, cartRepository: options.repo,
    localStore: options.localStore, tabLock: options.tabLock, browser: options.browser,
  });
  const { cartRepository, catalog, localStore, notifications, navigation, userSession } = ports;
  // A tab of its own only when the test opens several; alone, the cart announces to no one.
  const feature = createCartService({ ...ports, cartSignal: options.cartSignal });
  const session = createActor(feature.sessionMachine).start();
  const { mutations, access } = connectCart(feature, session);
  startDealFollower(feature, session, mutations);
  const add = createActor(feature.addToCartMachine, { input: { cart: access } }).start();
  const settled = () =>
    waitFor(session, (s) => s.matches({ lifecycle: 'showingCart' }) || s.matches({ lifecycle: 'cleared' }));
  return { cartRepository, catalog, localStore, notifications, navigation, userSession, feature, session, mutations, access, add, settled };
}
