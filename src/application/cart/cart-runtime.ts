import type { ActorRefFrom } from 'xstate';
import type { CartAccess } from './cart-access';
import type { CartFeature } from './cart-feature';
import type { CartMutationQueue } from './cart-mutation-queue';
import type { CartSessionMachine } from './cart-session.machine';
import { followDeal } from './deal-follower';

export type CartSessionRef = ActorRefFrom<CartSessionMachine>;

/** The session has read the cart, or knows there is none (the cart UI's 'loading' is the opposite). */
export const cartRead = (snapshot: ReturnType<CartSessionRef['getSnapshot']>): boolean => snapshot.hasTag('settled');

/** Puts the stored deal on the running session's cart (000 §3 §4 §7); answers the stop function. */
export function startDealFollower(feature: CartFeature, session: CartSessionRef, mutations: CartMutationQueue): () => void {
  return followDeal(feature.ports, session, (work) => mutations.exclusive(work));
}

/** Ties the running cart session to its mutation queue and gives the add flow and checkout entry their access. */
export function linkCartRuntime(feature: CartFeature, session: CartSessionRef): { mutations: CartMutationQueue; access: CartAccess } {
  // This tab's changes are announced to the other tabs (001 §4 cart-data-change).
  const announce = (cart: { id: string }) => feature.ports.cartSignal?.announce(cart.id);
  const mutations = feature.createMutations({
    key: () => session.getSnapshot().context.key,
    accept: (cart) => {
      session.send({ type: 'cart.received', cart });
      announce(cart);
    },
    resync: () => session.send({ type: 'cart.resync' }),
  });
  const access: CartAccess = {
    snapshot: () => {
      const { cart, key } = session.getSnapshot().context;
      return { cart, key };
    },
    accept: (cart, key) => {
      session.send({ type: 'cart.replaced', cart, key });
      announce(cart);
    },
    open: () => session.send({ type: 'cart.open' }),
    loaded: () =>
      new Promise<void>((resolve) => {
        if (cartRead(session.getSnapshot())) return resolve();
        const subscription = session.subscribe((snapshot) => {
          if (!cartRead(snapshot)) return;
          subscription.unsubscribe();
          resolve();
        });
      }),
    exclusive: (work) => mutations.exclusive(work),
  };
  return { mutations, access };
}
