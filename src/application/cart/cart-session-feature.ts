import { assign, fromCallback, fromPromise } from 'xstate';
import type { CartChangeSignal } from '../../ports/cart-change-signal';
import type { CartKey, CartRepository } from '../../ports/cart-repository';
import type { LocalStore } from '../../ports/local-store';
import type { Notifications } from '../../ports/notifications';
import type { TabLock } from '../../ports/tab-lock';
import type { UserSession } from '../session/user-session';
import { toastActionsWith } from '../toast-actions';
import type { BrowserInfo } from './browser-info';
import { cartSessionMachine, type CartSessionContext, type CartSessionEvent, type CartSessionWork } from './cart-session.machine';
import { mergeGuestCart } from './guest-cart-merge';
import { readOwnCart, rememberOwnCart } from './own-cart';
import { pendingCartAdd, resumePendingCartAdd } from './pending-cart-add';
import { forgetStoredCart, GUEST_CART_KEYS, storedGuestKey } from './stored-guest-cart';

export interface CartSessionPorts {
  cartRepository: CartRepository;
  localStore: LocalStore;
  notifications: Notifications;
  userSession: UserSession;
  cartSignal?: CartChangeSignal;
  browser: BrowserInfo;
  tabLock: TabLock;
}

const work = <K extends keyof CartSessionWork>(run: (input: CartSessionWork[K]['input']) => Promise<CartSessionWork[K]['output']>) =>
  fromPromise<CartSessionWork[K]['output'], CartSessionWork[K]['input']>(({ input }) => run(input));

/** The cart session over the ports: the user session, the device's stored cart keys, the cart's calls, the other tabs, toasts. */
export function cartSessionMachineWith(ports: CartSessionPorts) {
  const { cartRepository, localStore, notifications, userSession, browser, cartSignal, tabLock } = ports;
  return cartSessionMachine.provide({
    actors: {
      followUserSession: fromCallback<CartSessionEvent>(({ sendBack }) => {
        sendBack({ type: 'user.changed', state: userSession.getSnapshot() });
        return userSession.subscribe((state) => sendBack({ type: 'user.changed', state }));
      }),
      followLocalStore: fromCallback<CartSessionEvent>(({ sendBack }) =>
        localStore.subscribe((key, value) => {
          if (GUEST_CART_KEYS.includes(key)) sendBack({ type: 'store.changed', key, value });
        }),
      ),
      watchCart: fromCallback<CartSessionEvent, { key: CartKey | null }>(({ sendBack, input }) => {
        if (!input.key) return undefined;
        return cartRepository.watch(input.key, (cart) => sendBack({ type: 'cart.received', cart }));
      }),
      followCartSignal: fromCallback<CartSessionEvent>(({ sendBack }) =>
        cartSignal?.subscribe((cartId) => sendBack({ type: 'cart.changedElsewhere', cartId })),
      ),
      loadOwnCart: work<'loadOwnCart'>(({ user }) => (user ? readOwnCart({ cartRepository, localStore }, user) : cartRepository.myCart())),
      // The guest key is read as the merge starts: the machine merges only when one is stored.
      mergeGuestCart: work<'mergeGuestCart'>(({ user }) =>
        mergeGuestCart({ cartRepository, notifications, browser, localStore }, storedGuestKey(localStore)!, user),
      ),
      // Read by the key stored as the read starts; the key kept is the one stored once the cart has come.
      restoreGuestCart: work<'restoreGuestCart'>(async () => {
        const cart = await cartRepository.cart(storedGuestKey(localStore)!);
        return { cart, key: storedGuestKey(localStore) };
      }),
      resumeCartAdd: work<'resumeCartAdd'>(async () => {
        // The state ignores the stored key's changes meanwhile: the key written on the way needs no telling.
        const key = await resumePendingCartAdd({ cartRepository, localStore, tabLock, browser }, () => undefined);
        return key ? { cart: await cartRepository.cart(key), key } : null;
      }),
    },
    guards: {
      hasStoredGuestCart: () => storedGuestKey(localStore) !== null,
      hasPendingCartAdd: () => pendingCartAdd(localStore) !== null,
      isStoredGuestCart: ({ event }) => event.type === 'cart.changedElsewhere' && event.cartId === storedGuestKey(localStore)?.id,
    },
    actions: {
      ...toastActionsWith(notifications),
      forgetStoredCart: () => forgetStoredCart(localStore),
      keepOwnCartId: (_, ids) => {
        if (ids) rememberOwnCart(localStore, ids.userId, ids.cartId);
      },
      keepStoredKey: assign(({ context }: { context: CartSessionContext }) => ({ key: context.key ?? storedGuestKey(localStore) })),
    },
  });
}
