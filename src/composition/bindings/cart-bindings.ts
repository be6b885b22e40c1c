import { ContainerModule } from 'inversify';
import { BrowserInfo } from '../../application/cart/browser-info';
import { CartService, createCartService } from '../../application/cart/cart-service';
import { CheckoutFeature, createCheckoutFeature } from '../../application/checkout/checkout-feature';
import { UserSession } from '../../application/session/user-session';
import { CartChangeSignal } from '../../ports/cart-change-signal';
import { CartRepository } from '../../ports/cart-repository';
import { CatalogRepository } from '../../ports/catalog-repository';
import { CheckoutRepository } from '../../ports/checkout-repository';
import { Clock } from '../../ports/clock';
import { LocalStore } from '../../ports/local-store';
import { Navigation } from '../../ports/navigation';
import { Notifications } from '../../ports/notifications';
import { TabLock } from '../../ports/tab-lock';

/** The cart half of the storefront, over the ports alone: the cart session, its mutations, add-to-cart, checkout entry and checkout. */
export const cartBindings = new ContainerModule(({ bind }) => {
  bind<CartService>(CartService)
    .toResolvedValue(
      (
        cartRepository: CartRepository,
        catalog: CatalogRepository,
        localStore: LocalStore,
        notifications: Notifications,
        navigation: Navigation,
        userSession: UserSession,
        browser: BrowserInfo,
        clock: Clock,
        cartSignal: CartChangeSignal,
        tabLock: TabLock,
      ) => createCartService({ cartRepository, catalog, localStore, notifications, navigation, userSession, browser, clock, cartSignal, tabLock }),
      [CartRepository, CatalogRepository, LocalStore, Notifications, Navigation, UserSession, BrowserInfo, Clock, CartChangeSignal, TabLock],
    )
    .inSingletonScope();

  bind<CheckoutFeature>(CheckoutFeature)
    .toResolvedValue(
      (checkoutRepository: CheckoutRepository, cartRepository: CartRepository, notifications: Notifications, clock: Clock) =>
        createCheckoutFeature({ checkoutRepository, cartRepository, notifications, clock }),
      [CheckoutRepository, CartRepository, Notifications, Clock],
    )
    .inSingletonScope();
});
