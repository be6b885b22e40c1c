import { CART_EMPTY_MESSAGE, checkoutBlock, isRetailer, retailMinimumOrder } from '../../domain';
import type { CatalogRepository } from '../../ports/catalog-repository';
import type { Navigation } from '../../ports/navigation';
import type { Notifications } from '../../ports/notifications';
import type { UserSession } from '../session/user-session';
import type { LiveCart } from './live-cart';
import { serverMessage } from './server-message';

export const CHECKOUT_PATH = '/checkout';

export type CheckoutEntryResult =
  | { kind: 'minimumOrderNotMet'; message: string }
  | { kind: 'cartEmpty' }
  | { kind: 'failed'; message: string }
  | { kind: 'proceeding' };

export interface CheckoutEntryPorts {
  catalog: CatalogRepository;
  navigation: Navigation;
  notifications: Notifications;
  userSession: UserSession;
}

export interface CheckoutEntry {
  press(): Promise<CheckoutEntryResult>;
}

/**
 * 000 §5 Checkout press: the minimum-order check first (a retailer buying from the retail store), then
 * 'Cart is empty' with zero items, otherwise /checkout. A blocked order is answered for the dialog, not toasted.
 */
export function createCheckoutEntry(ports: CheckoutEntryPorts, access: Pick<LiveCart, 'snapshot'>): CheckoutEntry {
  return {
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
}
