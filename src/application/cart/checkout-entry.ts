import { CART_EMPTY_MESSAGE, checkoutBlock, isOnlySelected, isRetailer, retailMinimumOrder } from '../../domain';
import type { CatalogRepository } from '../../ports/catalog-repository';
import type { Navigation } from '../../ports/navigation';
import type { Notifications } from '../../ports/notifications';
import type { UserSession } from '../session/user-session';
import type { CartMutationQueue } from './cart-mutation-queue';
import type { LiveCart } from './live-cart';
import { serverMessage } from './server-message';

export const CHECKOUT_PATH = '/checkout';

export type CheckoutEntryResult =
  | { kind: 'minimumOrderNotMet'; message: string }
  | { kind: 'cartEmpty' }
  | { kind: 'failed'; message: string }
  | { kind: 'proceeding' }
  /** 'Buy only this' could not select the line alone (the server's message was toasted); nothing else happens. */
  | { kind: 'notSelected' };

export interface CheckoutEntryPorts {
  catalog: CatalogRepository;
  navigation: Navigation;
  notifications: Notifications;
  userSession: UserSession;
}

export interface CheckoutEntry {
  press(): Promise<CheckoutEntryResult>;
  /**
   * 'Buy only this' (000 §4 cart panel, selectOnlyCartItem): the line alone is selected on the server, then the
   * checkout press, so the order charges that line and nothing else in the cart.
   */
  pressOnly(itemId: string): Promise<CheckoutEntryResult>;
}

/**
 * 000 §5 Checkout press: the minimum-order check first (a retailer buying from the retail store), then
 * 'Cart is empty' with zero items, otherwise /checkout. A blocked order is answered for the dialog, not toasted.
 */
export function createCheckoutEntry(
  ports: CheckoutEntryPorts,
  access: Pick<LiveCart, 'snapshot'>,
  mutations?: Pick<CartMutationQueue, 'enqueue'>,
): CheckoutEntry {
  const entry: CheckoutEntry = {
    async pressOnly(itemId) {
      if (!mutations) return entry.press();
      // The queue toasts a refusal and reads the cart again; checkout goes on only with this line alone selected.
      await mutations.enqueue({ kind: 'selectOnly', itemId });
      return isOnlySelected(access.snapshot().cart?.items ?? [], itemId) ? entry.press() : { kind: 'notSelected' };
    },
    async press() {
      const session = ports.userSession.getSnapshot();
      const items = access.snapshot().cart?.items ?? [];
      if (session.status === 'signedIn' && isRetailer(session.user.roles)) {
        let settings;
        try {
          settings = await ports.catalog.settings();
        } catch (error) {
          ports.notifications.error(serverMessage(error));
          return { kind: 'failed', message: serverMessage(error) };
        }
        const result = retailMinimumOrder({
          roles: session.user.roles,
          isNewUser: session.user.new_user === true,
          items,
          retailStoreId: settings.retailStoreId,
          storeName: settings.retailStoreName,
        });
        if (!result.ok) return { kind: 'minimumOrderNotMet', message: result.message };
      }
      if (!checkoutBlock(items).ok) {
        ports.notifications.error(CART_EMPTY_MESSAGE);
        return { kind: 'cartEmpty' };
      }
      ports.navigation.go(CHECKOUT_PATH);
      return { kind: 'proceeding' };
    },
  };
  return entry;
}
