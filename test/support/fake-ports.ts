// Every port of src/ports bound to its in-memory fake, built in one place: the application harnesses, the
// component harnesses, the container tests and the fakes' contract run all start from buildFakePorts().
import type { Container } from 'inversify';
import { PhoneNumbers } from '../../src/ports/phone-numbers';
import { LibphonenumberPhoneNumbers } from '../../src/adapters/phone/libphonenumber-phone-numbers';
import { BrowserInfo } from '../../src/application/cart/browser-info';
import { UserSession, type UserSessionState } from '../../src/application/session/user-session';
import type { Address } from '../../src/domain/shop/entities';
import { AccountRepository } from '../../src/ports/account-repository';
import { AffiliateRepository } from '../../src/ports/affiliate-repository';
import { CartChangeSignal } from '../../src/ports/cart-change-signal';
import { CartRepository } from '../../src/ports/cart-repository';
import { CatalogRepository } from '../../src/ports/catalog-repository';
import { CheckoutRepository } from '../../src/ports/checkout-repository';
import { Clock } from '../../src/ports/clock';
import { CustomerAccountRepository } from '../../src/ports/customer-account-repository';
import { LocalStore, type LocalStoreKey } from '../../src/ports/local-store';
import { Navigation } from '../../src/ports/navigation';
import { Notifications } from '../../src/ports/notifications';
import { PageLinks } from '../../src/ports/page-links';
import { Session } from '../../src/ports/session';
import { SupportChat } from '../../src/ports/support-chat';
import { TabLock } from '../../src/ports/tab-lock';
import { WebLocksTabLock } from '../../src/adapters/browser/web-locks-tab-lock';
import { FakeAccountRepository } from '../fakes/fake-account-repository';
import { FakeAffiliateRepository } from '../fakes/fake-affiliate-repository';
import { FakeBrowserTabs } from '../fakes/fake-cart-change-signal';
import { FakeCartRepository, type FakeCartOptions } from '../fakes/fake-cart-repository';
import { FakeCatalogRepository } from '../fakes/fake-catalog-repository';
import { FakeCheckoutRepository } from '../fakes/fake-checkout-repository';
import { FakeClock } from '../fakes/fake-clock';
import { FakePaymentProcessor } from '../fakes/fake-payment-processor';
import { PaymentProcessor } from '../../src/ports/payment-processor';
import { FakeCustomerAccountRepository } from '../fakes/fake-customer-account-repository';
import { FakeLocalStore } from '../fakes/fake-local-store';
import { FakeNavigation } from '../fakes/fake-navigation';
import { FakeNotifications } from '../fakes/fake-notifications';
import { FakePageLinks } from '../fakes/fake-page-links';
import { FakeSession } from '../fakes/fake-session';
import { FakeSupportChat } from '../fakes/fake-support-chat';
import { FakeUserSession } from '../fakes/fake-user-session';
import { TEST_BROWSER } from './fixtures';

export interface FakePortOptions {
  /** Who the shopper is (guest by default); a signed-in shopper's carts are theirs on the fake cart server. */
  user?: UserSessionState;
  /** What the browser's local storage holds at start. */
  store?: Partial<Record<LocalStoreKey, string>>;
  /** Options of a fresh fake cart server (ignored when cartRepository is given). */
  cartOptions?: FakeCartOptions;
  /** Addresses already saved on the fake checkout server. */
  addresses?: Address[];
}

/** Every fake, under the names the application's feature factories take their ports by. */
export interface FakePorts {
  cartRepository: FakeCartRepository;
  catalog: FakeCatalogRepository;
  checkoutRepository: FakeCheckoutRepository;
  accountRepository: FakeAccountRepository;
  session: FakeSession;
  customerAccount: FakeCustomerAccountRepository;
  affiliate: FakeAffiliateRepository;
  supportChat: FakeSupportChat;
  pageLinks: FakePageLinks;
  localStore: FakeLocalStore;
  notifications: FakeNotifications;
  navigation: FakeNavigation;
  clock: FakeClock;
  payments: FakePaymentProcessor;
  /** The numbering plans: the real adapter's plan (pure, no I/O), already loaded. */
  phoneNumbers: PhoneNumbers;
  /** The other tabs of this browser; cartSignal is this tab's. */
  tabs: FakeBrowserTabs;
  cartSignal: CartChangeSignal;
  /** The lock the tabs make a guest's cart under: the adapter's own within-one-tab lock, shared by a test's tabs. */
  tabLock: TabLock;
  /** Not ports but the edges every cart and page test needs: the signed-in state and the browser's page. */
  userSession: FakeUserSession;
  browser: BrowserInfo;
}

/**
 * The phone fields' countries and rules: the shop's own adapter, which is pure and in memory (no fake needed), its plan
 * loaded here once so a field shows at once (no chunk to wait for).
 */
export const testPhoneNumbers: PhoneNumbers = new LibphonenumberPhoneNumbers();
await testPhoneNumbers.load();

/** A fresh set of fakes; any of them can be replaced (a cart server seeded beforehand, a catalogue with other settings). */
export function buildFakePorts(options: FakePortOptions & Partial<FakePorts> = {}): FakePorts {
  const { user, store, cartOptions, addresses, ...named } = options;
  // A fake named as undefined (an optional harness argument) is no replacement.
  const given = Object.fromEntries(Object.entries(named).filter(([, fake]) => fake !== undefined)) as Partial<FakePorts>;
  const cartRepository = given.cartRepository ?? new FakeCartRepository(cartOptions);
  const session = given.session ?? new FakeSession();
  const tabs = given.tabs ?? new FakeBrowserTabs();
  const userSession = given.userSession ?? new FakeUserSession(user ?? { status: 'guest', user: null });
  const signedIn = userSession.getSnapshot();
  if (signedIn.status === 'signedIn') cartRepository.signedInEmail = signedIn.user!.email;
  return {
    catalog: new FakeCatalogRepository(),
    checkoutRepository: new FakeCheckoutRepository((key) => cartRepository.serverCart(key.id), addresses),
    accountRepository: new FakeAccountRepository(session),
    customerAccount: new FakeCustomerAccountRepository(),
    affiliate: new FakeAffiliateRepository(),
    supportChat: new FakeSupportChat(),
    pageLinks: new FakePageLinks(),
    localStore: new FakeLocalStore(store ?? {}),
    notifications: new FakeNotifications(),
    navigation: new FakeNavigation(),
    clock: new FakeClock(),
    payments: new FakePaymentProcessor(),
    phoneNumbers: testPhoneNumbers,
    cartSignal: tabs.tab(),
    tabLock: new WebLocksTabLock('pawprint-guest-cart', null),
    browser: TEST_BROWSER,
    ...given,
    cartRepository,
    session,
    tabs,
    userSession,
  };
}

/** Each fake under its port's token, for a ServicesProvider or a container. */
export function fakePortBindings(ports: FakePorts): [symbol, unknown][] {
  return [
    [CartRepository, ports.cartRepository],
    [CatalogRepository, ports.catalog],
    [CheckoutRepository, ports.checkoutRepository],
    [AccountRepository, ports.accountRepository],
    [Session, ports.session],
    [CustomerAccountRepository, ports.customerAccount],
    [AffiliateRepository, ports.affiliate],
    [SupportChat, ports.supportChat],
    [PageLinks, ports.pageLinks],
    [LocalStore, ports.localStore],
    [Notifications, ports.notifications],
    [Navigation, ports.navigation],
    [Clock, ports.clock],
    [PaymentProcessor, ports.payments],
    [PhoneNumbers, ports.phoneNumbers],
    [CartChangeSignal, ports.cartSignal],
    [TabLock, ports.tabLock],
    [UserSession, ports.userSession],
    [BrowserInfo, ports.browser],
  ];
}

/** Binds every fake in a container, as the composition root binds the real adapters. */
export function bindFakePorts(container: Container, ports: FakePorts): Container {
  for (const [token, fake] of fakePortBindings(ports)) container.bind(token).toConstantValue(fake);
  return container;
}
