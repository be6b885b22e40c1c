import { ContainerModule } from 'inversify';
import { BrowserInfo } from '../../application/cart/browser-info';
import { CartService, createCartService } from '../../application/cart/cart-service';
import { CheckoutFeature, createCheckoutFeature } from '../../application/checkout/checkout-feature';
import { UserSession } from '../../application/session/user-session';
import { CartChangeSignal } from '../../ports/cart-change-signal';
import { CartRepository } from '../../ports/cart-repository';
import { BroadcastCartChangeSignal } from '../../adapters/browser/broadcast-cart-change-signal';
import { CatalogRepository } from '../../ports/catalog-repository';
import { CheckoutRepository } from '../../ports/checkout-repository';
import { Clock } from '../../ports/clock';
import { LocalStore } from '../../ports/local-store';
import { Navigation } from '../../ports/navigation';
import { Notifications } from '../../ports/notifications';

/** The page URL and browser facts createCartGuest records (000 §7 user_agent). */
export const windowBrowserInfo: BrowserInfo = {
  url: () => window.location.href,
  userAgent: () => ({
    userAgent: navigator.userAgent,
    screenWidth: window.screen?.width ?? 0,
    screenHeight: window.screen?.height ?? 0,
    language: navigator.language,
  }),
};

/** The cart half of the storefront: the cart session, its mutations, add-to-cart, checkout entry and checkout. */
export const cartBindings = new ContainerModule(({ bind, isBound }) => {
  if (!isBound(BrowserInfo)) bind<BrowserInfo>(BrowserInfo).toConstantValue(windowBrowserInfo);
  if (!isBound(CartChangeSignal)) bind<CartChangeSignal>(CartChangeSignal).toConstantValue(new BroadcastCartChangeSignal());

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
      ) => createCartService({ cartRepository, catalog, localStore, notifications, navigation, userSession, browser, clock, cartSignal }),
      [CartRepository, CatalogRepository, LocalStore, Notifications, Navigation, UserSession, BrowserInfo, Clock, CartChangeSignal],
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
