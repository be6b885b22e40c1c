import { and, assign, fromCallback, or, raise, setup } from 'xstate';
import { CART_NOT_FOUND, type Cart, type User } from '../../domain';
import type { CartKey } from '../../ports/cart-repository';
import type { LocalStoreKey } from '../../ports/local-store';
import type { UserSessionState } from '../session/user-session';
import { notProvided, providedLater } from '../provided-later';
import { serverMessage } from './server-message';

export interface CartSessionContext {
  cart: Cart | null;
  key: CartKey | null;
  user: User | null;
  userStatus: UserSessionState['status'];
  /** The shared cart-open flag (000 §2, §4): every component reads and writes it here. */
  open: boolean;
  /** A change was answered while the cart was being read: the read may predate it, so read once more. */
  readOutdated: boolean;
  /**
   * While an add's line is shown before the server has answered: the cart as it was and whether the drawer was
   * open, to go back to should the add fail.
   */
  beforePreview: { cart: Cart | null; open: boolean } | null;
}

export type CartSessionEvent =
  | { type: 'user.changed'; state: UserSessionState }
  | { type: 'store.changed'; key: LocalStoreKey; value: string | null }
  | { type: 'cart.received'; cart: Cart }
  | { type: 'cart.replaced'; cart: Cart; key: CartKey }
  /** A new cart's key, known before the cart itself has been read. */
  | { type: 'cart.keyed'; key: CartKey }
  | { type: 'cart.resync' }
  | { type: 'cart.changedElsewhere'; cartId: string }
  | { type: 'cart.open' }
  | { type: 'cart.close' }
  /** An add's line shown at once, before the server has answered (its answer replaces the cart, as ever). */
  | { type: 'cart.previewed'; cart: Cart }
  /** The add failed: the cart shown goes back to what it was before the preview, unless the server has answered since. */
  | { type: 'cart.previewDropped' };

/** The signed-in shopper's cart to keep on this device with their account, or null when there is none to keep. */
export type OwnCartIds = { userId: string; cartId: string } | null;

/** What each async step takes and answers; the steps are supplied by `cartSessionMachineWith` (cart-session-feature.ts). */
export interface CartSessionWork {
  /** The signed-in shopper's own cart, or null when they have none. */
  loadOwnCart: { input: { user: User | null }; output: Cart | null };
  /** The stored guest cart's lines moved into the shopper's own cart (the own cart after, when there was one). */
  mergeGuestCart: { input: { user: User | null }; output: Cart | null };
  /** The stored guest cart read by its stored key, with the key as stored once it is read. */
  restoreGuestCart: { input: undefined; output: { cart: Cart; key: CartKey | null } };
  /**
   * A guest's first add that an earlier page left on its way, sent again: the new cart and its key, or null when
   * there was nothing left to send (another tab made the cart meanwhile).
   */
  resumeCartAdd: { input: undefined; output: { cart: Cart; key: CartKey } | null };
}

const isCartNotFound = (error: unknown) => serverMessage(error) === CART_NOT_FOUND;

const ownCartIds = (context: CartSessionContext, cart: Cart | null): OwnCartIds =>
  context.userStatus === 'signedIn' && context.user && cart ? { userId: context.user.id, cartId: cart.id } : null;

/** What the cart session hears, reads and writes through the ports, declared here and supplied with `.provide()`. */
const cartSessionSetup = setup({
  types: {
    context: {} as CartSessionContext,
    events: {} as CartSessionEvent,
  },
  actors: {
    /** The user session now, then each change, as 'user.changed'. */
    followUserSession: fromCallback<CartSessionEvent>(notProvided('followUserSession')),
    /** Changes of the guest cart's stored keys (this tab's and other tabs'), as 'store.changed'. */
    followLocalStore: fromCallback<CartSessionEvent>(notProvided('followLocalStore')),
    /** The server's word that the cart changed (cartChanged, where it is offered), as 'cart.received'. */
    watchCart: fromCallback<CartSessionEvent, { key: CartKey | null }>(notProvided('watchCart')),
    // 001 §4 cart-data-change: another tab changed a cart. Heard all along, also while this tab reads its cart.
    followCartSignal: fromCallback<CartSessionEvent>(notProvided('followCartSignal')),
    loadOwnCart: providedLater<CartSessionWork['loadOwnCart']['output'], CartSessionWork['loadOwnCart']['input']>('loadOwnCart'),
    mergeGuestCart: providedLater<CartSessionWork['mergeGuestCart']['output'], CartSessionWork['mergeGuestCart']['input']>('mergeGuestCart'),
    restoreGuestCart: providedLater<CartSessionWork['restoreGuestCart']['output'], CartSessionWork['restoreGuestCart']['input']>('restoreGuestCart'),
    resumeCartAdd: providedLater<CartSessionWork['resumeCartAdd']['output'], CartSessionWork['resumeCartAdd']['input']>('resumeCartAdd'),
  },
  guards: {
    /** A valid guest cart id is stored on the device (supplied: it reads the store). */
    hasStoredGuestCart: notProvided('hasStoredGuestCart'),
    /** A guest's first add is kept on the device, its cart not yet named by the server (supplied: it reads the store). */
    hasPendingCartAdd: notProvided('hasPendingCartAdd'),
    /** Another tab's change is of the guest cart stored on the device (supplied: it reads the store). */
    isStoredGuestCart: notProvided('isStoredGuestCart'),
    isSignedIn: ({ context }) => context.userStatus === 'signedIn',
    isGuest: ({ context }) => context.userStatus === 'guest',
    // This tab's own writes of the key it already uses are not a change (another tab's are).
    storedKeyDiffers: ({ context, event }) => {
      if (event.type !== 'store.changed' || context.userStatus !== 'guest') return false;
      const current = context.key;
      if (event.key === 'cartId') return (event.value ?? null) !== (current?.id ?? null);
      const field = event.key === 'email' ? current?.email : current?.phone;
      return (event.value ?? null) !== (field ?? null);
    },
    signedOut: ({ context, event }) =>
      event.type === 'user.changed' && context.userStatus === 'signedIn' && event.state.status !== 'signedIn',
    signedInAsSomeoneElse: ({ context, event }) =>
      event.type === 'user.changed' &&
      event.state.status === 'signedIn' &&
      (context.userStatus !== 'signedIn' || context.user?.id !== event.state.user.id),
    cartNotFound: ({ event }) => 'error' in event && isCartNotFound(event.error),
    readOutdated: ({ context }) => context.readOutdated,
    // The cart this tab shows or is reading (a signed-in shopper's own cart id is known once read).
    isShownCart: ({ context, event }) =>
      event.type === 'cart.changedElsewhere' &&
      (event.cartId === context.key?.id || (context.key === null && context.userStatus === 'signedIn')),
    /** Another tab's change is of the cart this tab shows, or of the guest cart stored on the device. */
    concernsThisCart: or(['isShownCart', and(['isGuest', 'isStoredGuestCart'])]),
    /** The preview being dropped opened the drawer: it closes again with it. */
    previewOpenedDrawer: ({ context }) => context.beforePreview !== null && !context.beforePreview.open,
  },
  actions: {
    /** The stored key of the guest cart goes, with its e-mail and phone (supplied: it writes the store). */
    forgetStoredCart: notProvided('forgetStoredCart'),
    /** A signed-in shopper's cart id is kept with their account, so any server answers it by id next time (supplied). */
    keepOwnCartId: notProvided('keepOwnCartId') as (_: unknown, params: OwnCartIds) => void,
    /** The key stays the one known, else becomes the one stored (supplied: it reads the store). */
    keepStoredKey: notProvided('keepStoredKey'),
    toastError: notProvided('toastError') as (_: unknown, params: { message: string }) => void,
    rememberUser: assign(({ event }) =>
      event.type === 'user.changed' ? { user: event.state.user, userStatus: event.state.status } : {},
    ),
    clearCart: assign({ cart: null, key: null, beforePreview: null }),
    showPreview: assign(({ context, event }) =>
      event.type === 'cart.previewed' ? { cart: event.cart, beforePreview: context.beforePreview ?? { cart: context.cart, open: context.open } } : {},
    ),
    // Only while the preview is what is shown: once the server's cart has come (replaced, received), it is the truth.
    dropPreview: assign(({ context }) => (context.beforePreview ? { cart: context.beforePreview.cart, beforePreview: null } : {})),
    // Shown at once (should the read fail, this is the newest cart known), and the read is repeated after.
    noteAnswerDuringRead: assign(({ event, context }) =>
      event.type === 'cart.received' && (!context.cart || event.cart.id === context.cart.id)
        ? { cart: event.cart, readOutdated: true }
        : { readOutdated: true },
    ),
    // The read on its way may predate the change; a new read now would join it, so the read is repeated after.
    readAgainAfter: assign({ readOutdated: true }),
    startRead: assign({ readOutdated: false }),
  },
});

/**
 * What a state reading the cart (the own cart, or the stored guest cart) does while the read is on its way, shared
 * as XState's examples share a state's config: a change answered meanwhile may be newer than the read's answer, so
 * the cart is read again after it (not at once: the API client would join the read still on its way instead of
 * sending a new one).
 */
const readingCart = {
  entry: 'startRead',
  on: {
    'cart.received': { actions: 'noteAnswerDuringRead' },
    'cart.resync': { actions: 'readAgainAfter' },
    'cart.changedElsewhere': { guard: 'concernsThisCart', actions: 'readAgainAfter' },
  },
} as const;

/**
 * 000 §4 Cart lifecycle: waits for the user session; a signed-in user loads their own cart, a guest with a
 * valid stored cart id restores it, otherwise the cart is cleared. Re-syncs on storage and cart-data-change.
 * What it hears, reads and writes through the ports is declared here and supplied with `.provide()`.
 */
export const cartSessionMachine = cartSessionSetup.createMachine({
  id: 'cartSession',
  type: 'parallel',
  context: { cart: null, key: null, user: null, userStatus: 'loading', open: false, readOutdated: false, beforePreview: null },
  invoke: [{ src: 'followUserSession' }, { src: 'followLocalStore' }, { src: 'followCartSignal' }],
  states: {
    lifecycle: {
      initial: 'waitingForUserSession',
      on: {
        'user.changed': [
          // 000 §4: the cart is cleared on logout, its stored key with it.
          { guard: 'signedOut', target: '.cleared', actions: ['rememberUser', 'clearCart', 'forgetStoredCart'] },
          { guard: 'signedInAsSomeoneElse', target: '.resolving', actions: 'rememberUser' },
          { actions: 'rememberUser' },
        ],
        'cart.resync': '.resolving',
        'cart.changedElsewhere': { guard: 'concernsThisCart', target: '.resolving' },
        'store.changed': { guard: 'storedKeyDiffers', target: '.resolving' },
        // The drawer opens with the line in it, at once (000 §4: the drawer opens after an add).
        'cart.previewed': { actions: ['showPreview', raise({ type: 'cart.open' })] },
        'cart.previewDropped': [
          { guard: 'previewOpenedDrawer', actions: ['dropPreview', raise({ type: 'cart.close' })] },
          { actions: 'dropPreview' },
        ],
        // The add keeps the new key on the device at once; as the key in use, its writes are not another tab's change.
        'cart.keyed': { actions: assign(({ event }) => (event.type === 'cart.keyed' ? { key: event.key } : {})) },
        // Through a passing state, so that showingCart starts again (its watch follows the new key) while the
        // drawer's region is left as it is: re-entering the lifecycle itself would re-enter the drawer's too.
        'cart.replaced': {
          target: '.replacingCart',
          actions: [
            assign(({ event }) => ({ cart: event.cart, key: event.key, beforePreview: null })),
            { type: 'keepOwnCartId', params: ({ context }) => ownCartIds(context, context.cart) },
          ],
        },
      },
      states: {
        waitingForUserSession: {
          always: { guard: ({ context }) => context.userStatus !== 'loading', target: 'resolving' },
        },
        resolving: {
          always: [
            { guard: and(['isSignedIn', 'hasStoredGuestCart']), target: 'mergingGuestCart' },
            { guard: 'isSignedIn', target: 'loadingOwnCart' },
            { guard: and(['isGuest', 'hasStoredGuestCart']), target: 'restoringGuestCart' },
            { guard: and(['isGuest', 'hasPendingCartAdd']), target: 'resumingCartAdd' },
            { guard: 'isGuest', target: 'cleared', actions: 'clearCart' },
            { target: 'waitingForUserSession' },
          ],
        },
        loadingOwnCart: {
          ...readingCart,
          invoke: {
            src: 'loadOwnCart',
            input: ({ context }) => ({ user: context.user }),
            onDone: [
              { guard: 'readOutdated', target: 'loadingOwnCart', reenter: true },
              {
                target: 'showingCart',
                // 000 §7: a null cart resets to empty.
                actions: [
                  assign(({ event, context }) => ({
                    cart: event.output,
                    key: event.output ? { id: event.output.id, email: context.user?.email ?? null } : null,
                  })),
                  { type: 'keepOwnCartId', params: ({ context }) => ownCartIds(context, context.cart) },
                ],
              },
            ],
            onError: {
              target: 'showingCart',
              actions: { type: 'toastError', params: ({ event }) => ({ message: serverMessage(event.error) }) },
            },
          },
        },
        mergingGuestCart: {
          // The own cart is read after the merge anyway; a merge is never started twice.
          on: { 'cart.received': { actions: 'noteAnswerDuringRead' }, 'cart.resync': {}, 'cart.changedElsewhere': {} },
          invoke: {
            src: 'mergeGuestCart',
            input: ({ context }) => ({ user: context.user }),
            // The guest cart has moved: its stored key goes, and the own cart is read as it now is.
            onDone: {
              target: 'loadingOwnCart',
              actions: [
                'forgetStoredCart',
                {
                  type: 'keepOwnCartId',
                  params: ({ context, event }) => (context.user && event.output ? { userId: context.user.id, cartId: event.output.id } : null),
                },
              ],
            },
            // Not merged this time (a failed call): the guest key stays for the next try, the own cart shows.
            onError: { target: 'loadingOwnCart', actions: { type: 'toastError', params: ({ event }) => ({ message: serverMessage(event.error) }) } },
          },
        },
        restoringGuestCart: {
          ...readingCart,
          invoke: {
            src: 'restoreGuestCart',
            onDone: [
              { guard: 'readOutdated', target: 'restoringGuestCart', reenter: true },
              { target: 'showingCart', actions: assign(({ event }) => ({ cart: event.output.cart, key: event.output.key })) },
            ],
            onError: [
              // 000 §4 §8: no cart on the server: the stored cart id, e-mail and phone go, the cart is empty.
              { guard: 'cartNotFound', target: 'cleared', actions: ['forgetStoredCart', 'clearCart'] },
              {
                // Not read this time (a failed call) is not gone: keep the stored key so the next add goes to it.
                target: 'showingCart',
                actions: ['keepStoredKey', { type: 'toastError', params: ({ event }) => ({ message: serverMessage(event.error) }) }],
              },
            ],
          },
        },
        resumingCartAdd: {
          // It waits for any other tab making a cart, then makes this one's or finds that tab's: the key it stores
          // on the way is its own, and another tab's change is looked at once it has settled.
          on: { 'store.changed': {}, 'cart.resync': {}, 'cart.changedElsewhere': {} },
          invoke: {
            src: 'resumeCartAdd',
            onDone: [
              { guard: ({ event }) => event.output === null, target: 'resolving' },
              { target: 'showingCart', actions: assign(({ event }) => (event.output ? { cart: event.output.cart, key: event.output.key } : {})) },
            ],
            onError: [
              // Made, but not read this time: the key stays, as after any read that failed.
              {
                guard: 'hasStoredGuestCart',
                target: 'showingCart',
                actions: ['keepStoredKey', { type: 'toastError', params: ({ event }) => ({ message: serverMessage(event.error) }) }],
              },
              // Refused (the product gone, a rule of the server's) or not reached: the shopper is told, the cart is empty.
              { target: 'cleared', actions: ['clearCart', { type: 'toastError', params: ({ event }) => ({ message: serverMessage(event.error) }) }] },
            ],
          },
        },
        replacingCart: { always: 'showingCart' },
        // 'settled': the cart has been read, or there is none (what the UI's loading waits for).
        showingCart: {
          tags: ['settled'],
          invoke: [{ src: 'watchCart', input: ({ context }) => ({ key: context.key }) }],
          on: {
            'cart.received': {
              actions: assign(({ event, context }) =>
                !context.cart || event.cart.id === context.cart.id ? { cart: event.cart, beforePreview: null } : {},
              ),
            },
          },
        },
        cleared: { tags: ['settled'] },
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: { entry: assign({ open: false }), on: { 'cart.open': 'open' } },
        open: { entry: assign({ open: true }), on: { 'cart.close': 'closed' } },
      },
    },
  },
});

export type CartSessionMachine = typeof cartSessionMachine;
