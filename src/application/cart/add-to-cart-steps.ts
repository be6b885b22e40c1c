import { fromPromise } from 'xstate';
import { alreadySubscribed, CART_NOT_FOUND, CART_TOASTS, isPhoneAttribute, isValidPhone, normalizeEmail, previewCartAdd } from '../../domain';
import type { CartKey, CartRepository } from '../../ports/cart-repository';
import type { CatalogRepository } from '../../ports/catalog-repository';
import type { LocalStore } from '../../ports/local-store';
import type { Navigation } from '../../ports/navigation';
import type { Notifications } from '../../ports/notifications';
import type { TabLock } from '../../ports/tab-lock';
import type { UserSession } from '../session/user-session';
import type { BrowserInfo } from './browser-info';
import { addToCartMachine, CONTINUE_PATH, type AddToCartContext, type AddToCartWork } from './add-to-cart.machine';
import { cartItemInput } from './cart-item-input';
import { forgetStoredCart } from './stored-guest-cart';
import { makeGuestCart } from './pending-cart-add';
import type { LiveCart } from './live-cart';
import { readOwnCart } from './own-cart';
import { serverMessage } from './server-message';
import { toastActionsWith, withToasts } from '../toast-actions';

export interface AddToCartPorts {
  cartRepository: CartRepository;
  catalog: CatalogRepository;
  localStore: LocalStore;
  notifications: Notifications;
  navigation: Navigation;
  userSession: UserSession;
  browser: BrowserInfo;
  /** A guest's cart is made by one tab at a time. */
  tabLock: TabLock;
}

const isCartNotFound = (error: unknown) => serverMessage(error) === CART_NOT_FOUND;

const work = <K extends keyof AddToCartWork>(run: (input: AddToCartWork[K]['input']) => Promise<AddToCartWork[K]['output']>) =>
  fromPromise<AddToCartWork[K]['output'], AddToCartWork[K]['input']>(({ input }) => run(input));

/** The add-to-cart machine over the ports: the shopper from the user session, the cart's calls, toasts, checkout. */
export function addToCartMachineWith(ports: AddToCartPorts) {
  const { cartRepository, catalog, localStore, notifications, navigation, userSession, browser, tabLock } = ports;
  const signedInUser = () => {
    const s = userSession.getSnapshot();
    return s.status === 'signedIn' ? s.user : null;
  };

  async function createGuestCart(context: AddToCartContext, access: LiveCart, input: ReturnType<typeof cartItemInput>) {
    const user = signedInUser();
    const email = user ? user.email : normalizeEmail(context.email);
    const phone = guestPhone(context);
    // A signed-in shopper's first item starts their own cart: they are told about the item, not about a guest cart.
    const toasts = user ? { progress: CART_TOASTS.adding, done: CART_TOASTS.added } : { progress: CART_TOASTS.creatingGuestCart, done: CART_TOASTS.guestCartCreated };
    return withToasts(notifications, toasts, async () => {
      const request = { email, phone, url: browser.url(), user_agent: browser.userAgent(), input };
      // A guest's key is kept on the device as soon as the server has made the cart, before the cart is read, and
      // the request itself until then: a reload at any point finds the new cart, or sends the add again. A signed-in
      // shopper's cart is found through the account.
      const key = user
        ? { id: (await cartRepository.createCartGuest(request)).id, email, phone }
        : await makeGuestCart({ cartRepository, localStore, tabLock, browser }, request, (made) => access.keyed(made));
      if (user) access.keyed(key);
      const cart = await cartRepository.cart(key);
      access.accept(cart, key);
      return cart;
    });
  }

  /**
   * A signed-in shopper whose own cart could not be read when the page loaded still has it on the server:
   * read it again rather than start a second cart. Null when the account has no cart yet.
   */
  async function ownCartKey(access: LiveCart): Promise<CartKey | null> {
    const user = signedInUser();
    if (!user) return null;
    const own = await withToasts(notifications, {}, () => readOwnCart({ cartRepository, localStore }, user));
    if (!own) return null;
    const key = { id: own.id, email: user.email };
    access.accept(own, key);
    return key;
  }

  function guestPhone(context: AddToCartContext): string | null {
    const phoneAttr = context.attributes.find(isPhoneAttribute);
    const typed = phoneAttr ? context.values[phoneAttr.id] : undefined;
    if (typeof typed === 'string' && isValidPhone(typed.replace(/\s+/g, ''))) return typed.replace(/\s+/g, '');
    return localStore.get('phone');
  }

  return addToCartMachine.provide({
    actors: {
      loadProductSetup: work<'loadProductSetup'>(async ({ request, access }) => {
        const groupId = request.sku.skuGroupId;
        // The checks that follow (dog boxes, subscriptions, channel, which cart to add to) need the cart as read.
        const [settings, group] = await Promise.all([
          catalog.settings(),
          request.sku.skuGroup ?? (groupId ? catalog.skuGroup(groupId) : Promise.resolve(null)),
          access.loaded(),
        ]);
        return { settings, attributes: group?.attributes ?? [], email: localStore.get('email') ?? '' };
      }),
      addItem: work<'addItem'>(({ context, access }) =>
        access.exclusive(async () => {
          const input = cartItemInput(context.request!, context.attributes, context.values, context.settings?.specialSkuGroupId);
          // With a key but no cart shown (it could not be read), the add still goes to that cart.
          const key = access.snapshot().key ?? (await ownCartKey(access));
          if (!key) return createGuestCart(context, access, input);
          try {
            const updated = await withToasts(
              notifications, { progress: CART_TOASTS.adding, done: CART_TOASTS.addedToCart },
              () => cartRepository.addCartItem({ key, input, deleteCart: context.deleteCart }), { untold: isCartNotFound },
            );
            access.accept(updated, key);
            return updated;
          } catch (error) {
            if (!isCartNotFound(error)) throw error;
            // 000 §8: 'Cart not found!' when adding: forget the stored cart and start a new guest cart.
            forgetStoredCart(localStore);
            return createGuestCart(context, access, input);
          }
        }),
      ),
      addToBundle: work<'addToBundle'>(({ context, access }) =>
        access.exclusive(async () => {
          const { key } = access.snapshot();
          if (!key) throw new Error(CART_NOT_FOUND);
          const cart = await withToasts(notifications, { progress: CART_TOASTS.addingToBundle, done: CART_TOASTS.addedToBundle }, () =>
            cartRepository.addItemToBundle(key, context.targetBundleId!, {
              type: 'good',
              sku_id: context.request!.sku.id,
              quantity: Math.max(1, context.request!.quantity),
            }));
          access.accept(cart, key);
          return cart;
        }),
      ),
    },
    guards: {
      isGuest: () => !signedInUser(),
      alreadySubscribed: ({ context }) => alreadySubscribed(signedInUser(), context.request!.product.id),
    },
    actions: {
      // The line as the call sends it, from the product data the page already has; Continue's replacing the
      // cart (deleteCart) shows the new line alone.
      showAdd: ({ context }) => {
        const request = context.request!;
        const input = cartItemInput(request, context.attributes, context.values, context.settings?.specialSkuGroupId);
        const sku = { ...request.sku, product: request.sku.product ?? request.product };
        context.access.preview(previewCartAdd(context.deleteCart ? null : context.access.snapshot().cart, input, sku));
      },
      goToCheckout: () => navigation.go(CONTINUE_PATH),
      ...toastActionsWith(notifications),
    },
  });
}
