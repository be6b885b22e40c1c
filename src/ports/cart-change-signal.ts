import { serviceToken } from './service-token';
/**
 * cart-data-change (001 §4): a tab that changed its cart says so, and the other tabs of the browser holding
 * that cart read it again. It needs nothing of the server, so the cart stays in step without the cartChanged
 * extension.
 */
export interface CartChangeSignal {
  /** This tab changed the cart with this id. */
  announce(cartId: string): void;
  /** Another tab changed the cart with this id; returns an unsubscribe. */
  subscribe(listener: (cartId: string) => void): () => void;
}

export const CartChangeSignal = serviceToken<CartChangeSignal>('CartChangeSignal');
