import { assign, fromPromise, setup } from 'xstate';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  CART_NOT_FOUND,
  CART_TOASTS,
  GUEST_CONTACT_TOAST,
  alreadySubscribed,
  detectChannelConflict,
  isValidPhone,
  isPhoneAttribute,
  normalizeEmail,
  validateAttributeForm,
  validateGuestContact,
  type AttributeValue,
  type Cart,
  type SkuGroupAttribute,
} from '../../domain';
import type { CartKey, CartRepository } from '../../ports/cart-repository';
import type { CatalogRepository, ShopSettings } from '../../ports/catalog-repository';
import type { LocalStore } from '../../ports/local-store';
import type { Navigation } from '../../ports/navigation';
import type { Notifications } from '../../ports/notifications';
import type { UserSession } from '../session/user-session';
import type { BrowserInfo } from './browser-info';
import type { AddToCartRequest, LiveCart } from './live-cart';
import { cartItemInput } from './cart-item-input';
import { forgetStoredCart } from './cart-session.machine';
import { readOwnCart } from './own-cart';
import { serverMessage } from './server-message';

export interface AddToCartPorts {
  cartRepository: CartRepository;
  catalog: CatalogRepository;
  localStore: LocalStore;
  notifications: Notifications;
  navigation: Navigation;
  userSession: UserSession;
  browser: BrowserInfo;
}

/** 000 §2 §9: after choosing Continue the shopper goes to checkout and then to the dashboard. */
export const CONTINUE_PATH = '/checkout?redirect=/dashboard';

export type AddRoute = 'cart' | 'checkout';

export interface AddToCartContext {
  request: AddToCartRequest | null;
  settings: ShopSettings | null;
  attributes: SkuGroupAttribute[];
  values: Record<string, AttributeValue>;
  rejectedPhones: string[];
  errors: Record<string, string>;
  email: string;
  emailError: string | null;
  route: AddRoute;
  deleteCart: boolean;
  targetBundleId: string | null;
  /** The modal was shown for this add (false when a signed-in user adds a product without a SKU group). */
  modal: boolean;
  access: LiveCart;
}

export type AddToCartEvent =
  | { type: 'add'; request: AddToCartRequest }
  | {
      type: 'submit';
      values: Record<string, AttributeValue>;
      email?: string;
      route: AddRoute;
      /** Phone attributes the phone library found not to be a number of their country. */
      rejectedPhones?: string[];
    }
  | { type: 'chooseBundle'; bundleId: string; route: AddRoute }
  | { type: 'cancel' }
  | { type: 'confirmSwitch' }
  /** 'Add alongside my cart', Escape or ×: 000 §4 knows only Continue and otherwise, so all are the spec's otherwise. */
  | { type: 'cancelSwitch' };

const initialContext = (access: LiveCart): AddToCartContext => ({
  access,
  request: null,
  settings: null,
  attributes: [],
  values: {},
  rejectedPhones: [],
  errors: {},
  email: '',
  emailError: null,
  route: 'cart',
  deleteCart: false,
  targetBundleId: null,
  modal: false,
});

/**
 * 000 §4 Add-to-cart flow: the modal, dog attributes, guest e-mail, the already-subscribed and channel checks,
 * then a guest cart is created or the item added; the drawer opens, or Continue goes to checkout.
 */
export function createAddToCartMachine(ports: AddToCartPorts) {
  const { cartRepository, catalog, localStore, notifications, navigation, userSession, browser } = ports;
  const signedInUser = () => {
    const s = userSession.getSnapshot();
    return s.status === 'signedIn' ? s.user : null;
  };

  async function createGuestCart(context: AddToCartContext, access: LiveCart, input: ReturnType<typeof cartItemInput>) {
    const user = signedInUser();
    const email = user ? user.email : normalizeEmail(context.email);
    const phone = guestPhone(context);
    // A signed-in shopper's first item starts their own cart: they are told about the item, not about a guest cart.
    const toastId = notifications.loading(user ? CART_TOASTS.adding : CART_TOASTS.creatingGuestCart);
    try {
      const cart = await cartRepository.createCartGuest({
        email,
        phone,
        url: browser.url(),
        user_agent: browser.userAgent(),
        input,
      });
      access.accept(cart, { id: cart.id, email, phone });
      if (!user) {
        localStore.set('cartId', cart.id);
        localStore.set('email', email);
        if (phone) localStore.set('phone', phone);
      }
      notifications.success(user ? CART_TOASTS.added : CART_TOASTS.guestCartCreated, toastId);
      return cart;
    } catch (error) {
      notifications.error(serverMessage(error), toastId);
      throw error;
    }
  }

  /**
   * A signed-in shopper whose own cart could not be read when the page loaded still has it on the server:
   * read it again rather than start a second cart. Null when the account has no cart yet.
   */
  async function ownCartKey(access: LiveCart): Promise<CartKey | null> {
    const user = signedInUser();
    if (!user) return null;
    try {
      const own = await readOwnCart({ cartRepository, localStore }, user);
      if (!own) return null;
      const key = { id: own.id, email: user.email };
      access.accept(own, key);
      return key;
    } catch (error) {
      notifications.error(serverMessage(error));
      throw error;
    }
  }

  function guestPhone(context: AddToCartContext): string | null {
    const phoneAttr = context.attributes.find(isPhoneAttribute);
    const typed = phoneAttr ? context.values[phoneAttr.id] : undefined;
    if (typeof typed === 'string' && isValidPhone(typed.replace(/\s+/g, ''))) return typed.replace(/\s+/g, '');
    return localStore.get('phone');
  }

  return setup({
    types: {
      context: {} as AddToCartContext,
      events: {} as AddToCartEvent,
      input: {} as { cart: LiveCart },
    },
    actors: {
      loadProductSetup: fromPromise<{ settings: ShopSettings; attributes: SkuGroupAttribute[] }, { request: AddToCartRequest; access: LiveCart }>(
        async ({ input: { request, access } }) => {
          const groupId = request.sku.skuGroupId;
          // The checks that follow (dog boxes, subscriptions, channel, which cart to add to) need the cart as read.
          const [settings, group] = await Promise.all([
            catalog.settings(),
            request.sku.skuGroup ?? (groupId ? catalog.skuGroup(groupId) : Promise.resolve(null)),
            access.loaded(),
          ]);
          return { settings, attributes: group?.attributes ?? [] };
        },
      ),
      addItem: fromPromise<Cart, { context: AddToCartContext; access: LiveCart }>(({ input: { context, access } }) =>
        access.exclusive(async () => {
          const input = cartItemInput(context.request!, context.attributes, context.values, context.settings?.specialSkuGroupId);
          // With a key but no cart shown (it could not be read), the add still goes to that cart.
          const key = access.snapshot().key ?? (await ownCartKey(access));
          if (!key) return createGuestCart(context, access, input);
          const toastId = notifications.loading(CART_TOASTS.adding);
          try {
            const updated = await cartRepository.addCartItem({ key, input, deleteCart: context.deleteCart });
            notifications.success(CART_TOASTS.addedToCart, toastId);
            access.accept(updated, key);
            return updated;
          } catch (error) {
            if (serverMessage(error) !== CART_NOT_FOUND) {
              notifications.error(serverMessage(error), toastId);
              throw error;
            }
            // 000 §8: 'Cart not found!' when adding: forget the stored cart and start a new guest cart.
            notifications.dismiss(toastId);
            forgetStoredCart(localStore);
            return createGuestCart(context, access, input);
          }
        }),
      ),
      addToBundle: fromPromise<Cart, { context: AddToCartContext; access: LiveCart }>(({ input: { context, access } }) =>
        access.exclusive(async () => {
          const { key } = access.snapshot();
          if (!key) throw new Error(CART_NOT_FOUND);
          const toastId = notifications.loading(CART_TOASTS.addingToBundle);
          try {
            const cart = await cartRepository.addItemToBundle(key, context.targetBundleId!, {
              type: 'good',
              sku_id: context.request!.sku.id,
              quantity: Math.max(1, context.request!.quantity),
            });
            notifications.success(CART_TOASTS.addedToBundle, toastId);
            access.accept(cart, key);
            return cart;
          } catch (error) {
            notifications.error(serverMessage(error), toastId);
            throw error;
          }
        }),
      ),
    },
    guards: {
      needsModal: ({ context }) => !signedInUser() || !!context.request?.sku.skuGroupId,
      dogInfoInvalid: ({ context }) => Object.keys(context.errors).length > 0,
      guestEmailInvalid: ({ context }) => !signedInUser() && !validateGuestContact(context.email).ok,
      alreadySubscribed: ({ context }) => alreadySubscribed(signedInUser(), context.request!.product.id),
      channelConflict: ({ context }) =>
        detectChannelConflict({
          cartItems: context.access.snapshot().cart?.items ?? [],
          sku: context.request!.sku.product
            ? context.request!.sku
            : { ...context.request!.sku, product: { id: context.request!.product.id, type: context.request!.product.type, productCategory: context.request!.product.productCategory } },
          giftCategoryId: context.settings?.gift ?? null,
          specialCategoryIds: [context.settings?.secretshop].filter((id): id is string => !!id),
        }),
      continueChosen: ({ context }) => context.route === 'checkout',
      modalWasShown: ({ context }) => context.modal,
    },
    actions: {
      openCart: ({ context }) => context.access.open(),
      goToCheckout: () => navigation.go(CONTINUE_PATH),
      toastAlreadySubscribed: () => {
        notifications.error(ALREADY_SUBSCRIBED_MESSAGE);
      },
      toastGuestContact: () => {
        notifications.error(GUEST_CONTACT_TOAST);
      },
      reset: assign(({ context }) => initialContext(context.access)),
    },
  }).createMachine({
    id: 'addToCart',
    // Tags the UI reads instead of state names: 'modal' (the dialog belongs on screen), 'busy' (an add is on its way),
    // 'channelChoice' (the shopper is asked whether the add replaces the cart).
    context: ({ input }) => initialContext(input.cart),
    initial: 'idle',
    states: {
      idle: {
        entry: 'reset',
        on: {
          add: {
            target: 'preparing',
            actions: assign(({ event }) => ({ request: event.request, email: localStore.get('email') ?? '' })),
          },
        },
      },
      preparing: {
        invoke: {
          src: 'loadProductSetup',
          input: ({ context }) => ({ request: context.request!, access: context.access }),
          onDone: [
            {
              guard: 'needsModal',
              target: 'editingDogInfo',
              actions: assign(({ event }) => ({ ...event.output, modal: true })),
            },
            { target: 'checkingSubscription', actions: assign(({ event }) => ({ ...event.output })) },
          ],
          onError: {
            target: 'idle',
            actions: ({ event }) => notifications.error(serverMessage(event.error)),
          },
        },
      },
      editingDogInfo: {
        tags: ['modal'],
        on: {
          submit: {
            target: 'validatingDogInfo',
            actions: assign(({ event, context }) => ({
              values: event.values,
              rejectedPhones: event.rejectedPhones ?? [],
              email: event.email ?? context.email,
              route: event.route,
            })),
          },
          chooseBundle: {
            target: 'addingToBundle',
            actions: assign(({ event }) => ({ targetBundleId: event.bundleId, route: event.route })),
          },
          cancel: 'idle',
        },
      },
      validatingDogInfo: {
        tags: ['modal'],
        entry: assign(({ context }) => ({
          errors: validateAttributeForm(context.attributes, context.values, { rejectedPhones: context.rejectedPhones }),
        })),
        always: [{ guard: 'dogInfoInvalid', target: 'editingDogInfo' }, { target: 'validatingGuestEmail' }],
      },
      validatingGuestEmail: {
        tags: ['modal'],
        always: [
          {
            guard: 'guestEmailInvalid',
            target: 'editingDogInfo',
            actions: [
              assign(({ context }) => {
                const result = validateGuestContact(context.email);
                return { emailError: result.ok ? null : result.fieldError };
              }),
              'toastGuestContact',
            ],
          },
          { target: 'checkingSubscription', actions: assign({ emailError: null }) },
        ],
      },
      checkingSubscription: {
        tags: ['modal'],
        always: [
          { guard: 'alreadySubscribed', target: 'idle', actions: 'toastAlreadySubscribed' },
          { target: 'checkingChannel' },
        ],
      },
      checkingChannel: {
        tags: ['modal'],
        always: [{ guard: 'channelConflict', target: 'confirmingChannelSwitch' }, { target: 'addingItem' }],
      },
      confirmingChannelSwitch: {
        tags: ['modal', 'channelChoice'],
        on: {
          // 000 §4: on Continue the cart is replaced; otherwise (cancel, Escape, ×) the add proceeds normally.
          confirmSwitch: { target: 'addingItem', actions: assign({ deleteCart: true }) },
          cancelSwitch: { target: 'addingItem', actions: assign({ deleteCart: false }) },
        },
      },
      addingItem: {
        tags: ['modal', 'busy'],
        invoke: {
          src: 'addItem',
          input: ({ context }) => ({ context, access: context.access }),
          onDone: [{ guard: 'continueChosen', target: 'continuing' }, { target: 'openingCart' }],
          onError: [{ guard: 'modalWasShown', target: 'editingDogInfo' }, { target: 'idle' }],
        },
      },
      addingToBundle: {
        tags: ['modal', 'busy'],
        invoke: {
          src: 'addToBundle',
          input: ({ context }) => ({ context, access: context.access }),
          onDone: [{ guard: 'continueChosen', target: 'continuing' }, { target: 'openingCart' }],
          onError: 'editingDogInfo',
        },
      },
      openingCart: { entry: 'openCart', always: 'idle' },
      continuing: { entry: 'goToCheckout', always: 'idle' },
    },
  });
}

export type AddToCartMachine = ReturnType<typeof createAddToCartMachine>;
