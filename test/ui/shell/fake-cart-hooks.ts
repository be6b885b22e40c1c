import { useSyncExternalStore } from 'react';
import type { AddToCartRequest, CartSummary } from '../../../src/ui/cart/cart-context';

/**
 * Stands in for src/ui/cart/cart-hooks in component tests (vi.mock): the cart contract driven by the test.
 * Use: vi.mock('<path>/src/ui/cart/cart-hooks', async () => (await import('<path>/fake-cart-hooks')).fakeCartHooks)
 */
interface FakeCartState {
  itemCount: number;
  loading: boolean;
  skuIds: ReadonlySet<string>;
}

let state: FakeCartState = { itemCount: 0, loading: false, skuIds: new Set() };
const listeners = new Set<() => void>();
export const cartCalls = { opened: 0, added: [] as AddToCartRequest[] };

export function setFakeCart(next: Partial<FakeCartState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export function resetFakeCart(): void {
  state = { itemCount: 0, loading: false, skuIds: new Set() };
  cartCalls.opened = 0;
  cartCalls.added = [];
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const fakeCartHooks = {
  useCartSummary(): CartSummary {
    const s = useSyncExternalStore(subscribe, () => state);
    return { ...s, open: () => void cartCalls.opened++ };
  },
  useAddToCart() {
    return (request: AddToCartRequest) => void cartCalls.added.push(request);
  },
};
