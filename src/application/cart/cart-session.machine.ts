import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { CART_NOT_FOUND, isValidStoredCartId, type Cart, type User } from '../../domain';
import type { CartChangeSignal } from '../../ports/cart-change-signal';
import type { CartKey, CartRepository } from '../../ports/cart-repository';
import type { LocalStore, LocalStoreKey } from '../../ports/local-store';
import type { Notifications } from '../../ports/notifications';
import type { UserSession, UserSessionState } from '../session/user-session';
import { serverMessage } from './server-message';
import { mergeGuestCart } from './guest-cart-merge';
import { readOwnCart, rememberOwnCart } from './own-cart';
import type { BrowserInfo } from './browser-info';

export interface CartSessionPorts {
  cartRepository: CartRepository;
  localStore: LocalStore;
  notifications: Notifications;
  userSession: UserSession;
  cartSignal?: CartChangeSignal;
  browser: BrowserInfo;
}

export interface CartSessionContext {
  cart: Cart | null;
  key: CartKey | null;
  user: User | null;
  userStatus: UserSessionState['status'];
  /** The shared cart-open flag (000 §2, §4): every component reads and writes it here. */
  open: boolean;
  /** A change was answered while the cart was being read: the read may predate it, so read once more. */
  readOutdated: boolean;
}

export type CartSessionEvent =
  | { type: 'user.changed'; state: UserSessionState }
  | { type: 'store.changed'; key: LocalStoreKey; value: string | null }
  | { type: 'cart.received'; cart: Cart }
  | { type: 'cart.replaced'; cart: Cart; key: CartKey }
  | { type: 'cart.resync' }
  | { type: 'cart.changedElsewhere'; cartId: string }
  | { type: 'cart.open' }
  | { type: 'cart.close' };

const CART_KEYS: LocalStoreKey[] = ['cartId', 'email', 'phone'];

/** The stored guest key, or null when the stored cart id is not valid (000 §4). */
export function storedGuestKey(store: LocalStore): CartKey | null {
  const id = store.get('cartId');
  if (!isValidStoredCartId(id)) return null;
  return { id: id!.trim(), email: store.get('email'), phone: store.get('phone') };
}

export function forgetStoredCart(store: LocalStore): void {
  for (const key of CART_KEYS) store.remove(key);
}

const isCartNotFound = (error: unknown) => serverMessage(error) === CART_NOT_FOUND;

/**
 * 000 §4 Cart lifecycle: waits for the user session; a signed-in user loads their own cart, a guest with a
 * valid stored cart id restores it, otherwise the cart is cleared. Re-syncs on storage and cart-data-change.
 */
export function createCartSessionMachine(ports: CartSessionPorts) {
  const { cartRepository, localStore, notifications, userSession, browser } = ports;
  return setup({
    types: {
      context: {} as CartSessionContext,
      events: {} as CartSessionEvent,
    },
    actors: {
      followUserSession: fromCallback<CartSessionEvent>(({ sendBack }) => {
        sendBack({ type: 'user.changed', state: userSession.getSnapshot() });
        return userSession.subscribe((state) => sendBack({ type: 'user.changed', state }));
      }),
      followLocalStore: fromCallback<CartSessionEvent>(({ sendBack }) =>
        localStore.subscribe((key, value) => {
          if (CART_KEYS.includes(key)) sendBack({ type: 'store.changed', key, value });
        }),
      ),
      watchCart: fromCallback<CartSessionEvent, { key: CartKey | null }>(({ sendBack, input }) => {
        if (!input.key) return undefined;
        return cartRepository.watch(input.key, (cart) => sendBack({ type: 'cart.received', cart }));
      }),
      // 001 §4 cart-data-change: another tab changed a cart. Heard all along, also while this tab reads its cart.
      followCartSignal: fromCallback<CartSessionEvent>(({ sendBack }) =>
        ports.cartSignal?.subscribe((cartId) => sendBack({ type: 'cart.changedElsewhere', cartId })),
      ),
      loadOwnCart: fromPromise<Cart | null, { user: User | null }>(({ input }) =>
        input.user ? readOwnCart({ cartRepository, localStore }, input.user) : cartRepository.myCart(),
      ),
      mergeGuestCart: fromPromise<Cart | null, { guestKey: CartKey; user: User | null }>(({ input }) =>
        mergeGuestCart({ cartRepository, notifications, browser, localStore }, input.guestKey, input.user),
      ),
      restoreGuestCart: fromPromise<Cart, CartKey>(({ input }) => cartRepository.cart(input)),
    },
    guards: {
      isSignedIn: ({ context }) => context.userStatus === 'signedIn',
      isSignedInWithGuestCart: ({ context }) => context.userStatus === 'signedIn' && storedGuestKey(localStore) !== null,
      isGuestWithValidStoredCartId: ({ context }) => context.userStatus === 'guest' && storedGuestKey(localStore) !== null,
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
      isThisCart: ({ context, event }) =>
        event.type === 'cart.changedElsewhere' &&
        (event.cartId === context.key?.id ||
          (context.key === null && context.userStatus === 'signedIn') ||
          (context.userStatus === 'guest' && event.cartId === storedGuestKey(localStore)?.id)),
    },
    actions: {
      rememberUser: assign(({ event }) =>
        event.type === 'user.changed' ? { user: event.state.user, userStatus: event.state.status } : {},
      ),
      clearCart: assign({ cart: null, key: null }),
      // Shown at once (should the read fail, this is the newest cart known), and the read is repeated after.
      noteAnswerDuringRead: assign(({ event, context }) =>
        event.type === 'cart.received' && (!context.cart || event.cart.id === context.cart.id)
          ? { cart: event.cart, readOutdated: true }
          : { readOutdated: true },
      ),
      // The read on its way may predate the change; a new read now would join it, so the read is repeated after.
      readAgainAfter: assign({ readOutdated: true }),
      forgetStoredCart: () => forgetStoredCart(localStore),
      // A signed-in shopper's cart id is kept with their account, so any server answers it by id next time.
      rememberOwnCart: ({ context }) => {
        if (context.userStatus === 'signedIn' && context.user && context.cart) rememberOwnCart(localStore, context.user.id, context.cart.id);
      },
      reportError: (_, params: { error: unknown }) => {
        notifications.error(serverMessage(params.error));
      },
    },
  }).createMachine({
    id: 'cartSession',
    type: 'parallel',
    context: { cart: null, key: null, user: null, userStatus: 'loading', open: false, readOutdated: false },
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
          'cart.changedElsewhere': { guard: 'isThisCart', target: '.resolving' },
          'store.changed': { guard: 'storedKeyDiffers', target: '.resolving' },
          'cart.replaced': {
            target: '.showingCart',
            reenter: true,
            actions: [assign(({ event }) => ({ cart: event.cart, key: event.key })), 'rememberOwnCart'],
          },
        },
        states: {
          waitingForUserSession: {
            always: { guard: ({ context }) => context.userStatus !== 'loading', target: 'resolving' },
          },
          resolving: {
            always: [
              { guard: 'isSignedInWithGuestCart', target: 'mergingGuestCart' },
              { guard: 'isSignedIn', target: 'loadingOwnCart' },
              { guard: 'isGuestWithValidStoredCartId', target: 'restoringGuestCart' },
              { guard: 'isGuest', target: 'cleared', actions: 'clearCart' },
              { target: 'waitingForUserSession' },
            ],
          },
          loadingOwnCart: {
            // A change answered while the cart is read may be newer than the read's answer: read again after it
            // (not at once: the API client would join the read still on its way instead of sending a new one).
            entry: assign({ readOutdated: false }),
            on: {
              'cart.received': { actions: 'noteAnswerDuringRead' },
              'cart.resync': { actions: 'readAgainAfter' },
              'cart.changedElsewhere': { guard: 'isThisCart', actions: 'readAgainAfter' },
            },
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
                    'rememberOwnCart',
                  ],
                },
              ],
              onError: {
                target: 'showingCart',
                actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          mergingGuestCart: {
            // The own cart is read after the merge anyway; a merge is never started twice.
            on: { 'cart.received': { actions: 'noteAnswerDuringRead' }, 'cart.resync': {}, 'cart.changedElsewhere': {} },
            invoke: {
              src: 'mergeGuestCart',
              input: ({ context }) => ({ guestKey: storedGuestKey(localStore)!, user: context.user }),
              // The guest cart has moved: its stored key goes, and the own cart is read as it now is.
              onDone: {
                target: 'loadingOwnCart',
                actions: [
                  'forgetStoredCart',
                  ({ context, event }) => {
                    if (context.user && event.output) rememberOwnCart(localStore, context.user.id, event.output.id);
                  },
                ],
              },
              // Not merged this time (a failed call): the guest key stays for the next try, the own cart shows.
              onError: { target: 'loadingOwnCart', actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) } },
            },
          },
          restoringGuestCart: {
            // A change answered while the cart is read may be newer than the read's answer: read again after it
            // (not at once: the API client would join the read still on its way instead of sending a new one).
            entry: assign({ readOutdated: false }),
            on: {
              'cart.received': { actions: 'noteAnswerDuringRead' },
              'cart.resync': { actions: 'readAgainAfter' },
              'cart.changedElsewhere': { guard: 'isThisCart', actions: 'readAgainAfter' },
            },
            invoke: {
              src: 'restoreGuestCart',
              input: () => storedGuestKey(localStore)!,
              onDone: [
                { guard: 'readOutdated', target: 'restoringGuestCart', reenter: true },
                {
                  target: 'showingCart',
                  actions: assign(({ event }) => ({ cart: event.output, key: storedGuestKey(localStore) })),
                },
              ],
              onError: [
                // 000 §4 §8: no cart on the server: the stored cart id, e-mail and phone go, the cart is empty.
                { guard: 'cartNotFound', target: 'cleared', actions: ['forgetStoredCart', 'clearCart'] },
                {
                  // Not read this time (a failed call) is not gone: keep the stored key so the next add goes to it.
                  target: 'showingCart',
                  actions: [
                    assign(({ context }) => ({ key: context.key ?? storedGuestKey(localStore) })),
                    { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              ],
            },
          },
          // 'settled': the cart has been read, or there is none (what the UI's loading waits for).
          showingCart: {
            tags: ['settled'],
            invoke: [
              { src: 'watchCart', input: ({ context }) => ({ key: context.key }) },
            ],
            on: {
              'cart.received': {
                actions: assign(({ event, context }) =>
                  !context.cart || event.cart.id === context.cart.id ? { cart: event.cart } : {},
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
}

export type CartSessionMachine = ReturnType<typeof createCartSessionMachine>;
