import type { CartKey, CartRepository, GuestCartRequest } from '../../ports/cart-repository';
import type { LocalStore } from '../../ports/local-store';
import type { TabLock } from '../../ports/tab-lock';
import type { BrowserInfo } from './browser-info';
import { keepStoredGuestKey, storedGuestKey } from './stored-guest-cart';

/**
 * A guest's first add makes the cart (000 §4: with no cart, a guest cart is created containing the item). The
 * request is kept on the device until the server has named the new cart, so a page that goes while the call is
 * on its way (a reload, a closed tab) leaves it for the next page to send again. One tab makes a guest cart at a
 * time: a tab opened meanwhile waits and then finds the cart made, rather than making a second one.
 */
export interface GuestCartMakerPorts {
  cartRepository: CartRepository;
  localStore: LocalStore;
  tabLock: TabLock;
  browser: Pick<BrowserInfo, 'pageGoing'>;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The kept request, or null (a value that is not one is removed: it could never be sent). */
export function pendingCartAdd(store: LocalStore): GuestCartRequest | null {
  const raw = store.get('pendingCartAdd');
  if (raw === null) return null;
  let value: Partial<GuestCartRequest> | null = null;
  try {
    value = JSON.parse(raw) as Partial<GuestCartRequest> | null;
  } catch {
    value = null;
  }
  const input = value?.input;
  const wellFormed =
    typeof value === 'object' && value !== null && isText(value.email) && isText(value.url) &&
    (value.phone === undefined || value.phone === null || isText(value.phone)) &&
    typeof value.user_agent === 'object' && value.user_agent !== null &&
    typeof input === 'object' && input !== null && isText(input.type) && isText(input.sku_id) &&
    Number.isInteger(input.quantity) && input.quantity > 0;
  if (wellFormed) return value as GuestCartRequest;
  store.remove('pendingCartAdd');
  return null;
}

/**
 * Makes the guest's cart for `request` and keeps its key on the device as soon as the server has named it (before
 * the cart is read); `keyed` hears the key first, so the tab's own writes are not taken for another tab's.
 */
export function makeGuestCart(ports: GuestCartMakerPorts, request: GuestCartRequest, keyed: (key: CartKey) => void): Promise<CartKey> {
  return ports.tabLock.exclusive(() => createKept(ports, request, keyed));
}

// The tab holds the lock: the request is kept until the server's answer, whichever it is, has reached this page.
async function createKept(ports: GuestCartMakerPorts, request: GuestCartRequest, keyed: (key: CartKey) => void): Promise<CartKey> {
  const { cartRepository, localStore } = ports;
  localStore.set('pendingCartAdd', JSON.stringify(request));
  try {
    const { id } = await cartRepository.createCartGuest(request);
    const key = { id, email: request.email, phone: request.phone ?? null };
    keyed(key);
    keepStoredGuestKey(localStore, key);
    return key;
  } finally {
    // Answered, or refused in this page (the shopper is told): nothing is left for a next page to send. A call
    // cut off by the page going (the browser cancels it) is left for the next page.
    if (!ports.browser.pageGoing()) localStore.remove('pendingCartAdd');
  }
}

/**
 * Sends again the first add an earlier page left on its way: the new cart's key, or null when there is nothing to
 * send (none kept, or another tab made the cart meanwhile, whose key is now stored).
 */
export function resumePendingCartAdd(ports: GuestCartMakerPorts, keyed: (key: CartKey) => void): Promise<CartKey | null> {
  const { localStore, tabLock } = ports;
  return tabLock.exclusive(async () => {
    const request = pendingCartAdd(localStore);
    if (!request) return null;
    if (storedGuestKey(localStore)) {
      localStore.remove('pendingCartAdd');
      return null;
    }
    return createKept(ports, request, keyed);
  });
}
