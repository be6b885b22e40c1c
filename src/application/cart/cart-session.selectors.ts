import type { SnapshotFrom } from 'xstate';
import type { CartSessionMachine } from './cart-session.machine';

// What the pages and the cart's use cases read of the running cart session, one value per selector: a part of the
// page renders again only when the value it shows changes. Types only from xstate: the first load's cart hooks
// read the session through these without bringing xstate along.
type CartSession = SnapshotFrom<CartSessionMachine>;

/** The cart as the server last answered, or null when there is none. */
export const selectCart = (s: CartSession) => s.context.cart;
/** What the cart is read by (its id, and a guest's e-mail and phone). */
export const selectCartKey = (s: CartSession) => s.context.key;
export const selectCartUser = (s: CartSession) => s.context.user;
/** The drawer is open (every component reads and writes this one flag). */
export const selectCartOpen = (s: CartSession) => s.context.open;
/** The cart has been read, or is known to be none. */
export const selectCartRead = (s: CartSession) => s.hasTag('settled');
/** The cart is being read (first load or a re-sync): the cart UI shows it is loading. */
export const selectCartLoading = (s: CartSession) => !s.hasTag('settled');
