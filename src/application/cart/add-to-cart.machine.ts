import { and, assign, or, setup } from 'xstate';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  GUEST_CONTACT_TOAST,
  detectChannelConflict,
  validateAttributeForm,
  validateGuestContact,
  type AttributeValue,
  type Cart,
  type SkuGroupAttribute,
} from '../../domain';
import type { ShopSettings } from '../../ports/catalog-repository';
import { notProvided, providedLater } from '../provided-later';
import type { AddToCartRequest, LiveCart } from './live-cart';
import { serverMessage } from './server-message';

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

/** What each async step of the add takes; the steps are supplied by `addToCartMachineWith` (add-to-cart-steps.ts). */
export interface AddToCartWork {
  /** The shop's settings and the SKU group's attributes, with the cart as read and the guest's e-mail kept on the device. */
  loadProductSetup: {
    input: { request: AddToCartRequest; access: LiveCart };
    output: { settings: ShopSettings; attributes: SkuGroupAttribute[]; email: string };
  };
  addItem: { input: { context: AddToCartContext; access: LiveCart }; output: Cart };
  addToBundle: { input: { context: AddToCartContext; access: LiveCart }; output: Cart };
}

const step = <K extends keyof AddToCartWork>(name: K) => providedLater<AddToCartWork[K]['output'], AddToCartWork[K]['input']>(name);

/**
 * 000 §4 Add-to-cart flow: the modal, dog attributes, guest e-mail, the already-subscribed and channel checks,
 * then a guest cart is created or the item added; the drawer opens, or Continue goes to checkout. Who the shopper
 * is, the calls, the toasts and the way to checkout are supplied with `.provide()`.
 */
export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    input: {} as { cart: LiveCart },
  },
  actors: {
    loadProductSetup: step('loadProductSetup'),
    addItem: step('addItem'),
    addToBundle: step('addToBundle'),
  },
  guards: {
    // Supplied with the user session: whether the shopper is a guest, and already holds this subscription.
    isGuest: notProvided('isGuest') as (args: { context: AddToCartContext }) => boolean,
    alreadySubscribed: notProvided('alreadySubscribed') as (args: { context: AddToCartContext }) => boolean,
    hasSkuGroup: ({ context }) => !!context.request?.sku.skuGroupId,
    dogInfoInvalid: ({ context }) => Object.keys(context.errors).length > 0,
    contactInvalid: ({ context }) => !validateGuestContact(context.email).ok,
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
    /** The line shown in the opened drawer before the server answers (supplied: it builds the line as the call does). */
    showAdd: () => {},
    /** The add failed: the cart shown goes back to what it was (the server's message is toasted by the call). */
    dropAdd: ({ context }) => context.access.dropPreview(),
    // Supplied with the navigation and notifications ports.
    goToCheckout: () => {},
    toastError: (_, _params: { message: string }) => {},
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
        add: { target: 'preparing', actions: assign(({ event }) => ({ request: event.request })) },
      },
    },
    preparing: {
      invoke: {
        src: 'loadProductSetup',
        input: ({ context }) => ({ request: context.request!, access: context.access }),
        onDone: [
          {
            // A guest always sees the modal (e-mail, phone); a signed-in shopper only for a product with attributes.
            guard: or(['isGuest', 'hasSkuGroup']),
            target: 'editingDogInfo',
            actions: assign(({ event }) => ({ ...event.output, modal: true })),
          },
          { target: 'checkingSubscription', actions: assign(({ event }) => ({ ...event.output })) },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'toastError', params: ({ event }) => ({ message: serverMessage(event.error) }) },
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
          guard: and(['isGuest', 'contactInvalid']),
          target: 'editingDogInfo',
          actions: [
            assign(({ context }) => {
              const result = validateGuestContact(context.email);
              return { emailError: result.ok ? null : result.fieldError };
            }),
            { type: 'toastError', params: { message: GUEST_CONTACT_TOAST } },
          ],
        },
        { target: 'checkingSubscription', actions: assign({ emailError: null }) },
      ],
    },
    checkingSubscription: {
      tags: ['modal'],
      always: [
        { guard: 'alreadySubscribed', target: 'idle', actions: { type: 'toastError', params: { message: ALREADY_SUBSCRIBED_MESSAGE } } },
        { target: 'checkingChannel' },
      ],
    },
    checkingChannel: {
      tags: ['modal'],
      always: [{ guard: 'channelConflict', target: 'confirmingChannelSwitch' }, { target: 'adding' }],
    },
    confirmingChannelSwitch: {
      tags: ['modal', 'channelChoice'],
      on: {
        // 000 §4: on Continue the cart is replaced; otherwise (cancel, Escape, ×) the add proceeds normally.
        confirmSwitch: { target: 'adding', actions: assign({ deleteCart: true }) },
        cancelSwitch: { target: 'adding', actions: assign({ deleteCart: false }) },
      },
    },
    // Continue waits for the server's cart before going to checkout; an add to the drawer shows its line at once.
    adding: { always: [{ guard: 'continueChosen', target: 'addingItem' }, { target: 'addingShown' }] },
    addingShown: {
      tags: ['busy'],
      entry: 'showAdd',
      invoke: {
        src: 'addItem',
        input: ({ context }) => ({ context, access: context.access }),
        onDone: 'idle',
        // The modal comes back with what was typed in it, for another try.
        onError: [
          { guard: 'modalWasShown', target: 'editingDogInfo', actions: 'dropAdd' },
          { target: 'idle', actions: 'dropAdd' },
        ],
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

export type AddToCartMachine = typeof addToCartMachine;
