import { useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { CartContext, type AddToCartRequest, type CartInPage } from '../../../src/ui/cart/cart-context';

/**
 * The cart as a page holds it, driven by the test: component tests wrap what they render in `<FakeCart>` (or
 * `withFakeCart(ui)`), and the real cart hooks read it through the cart's context, as they read the page's cart.
 * No module is replaced, so these files share a worker with the others.
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

/** Gives its children the test's cart: the summary set with `setFakeCart`, and adds and opens counted in `cartCalls`. */
export function FakeCart({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(subscribe, () => state);
  const inPage = useMemo<CartInPage>(
    () => ({
      summary: { ...current, open: () => void cartCalls.opened++ },
      addToCart: (request) => void cartCalls.added.push(request),
      // The cart's own code never starts in these tests: the site half reads only the summary and the add.
      request: () => {},
      started: null,
    }),
    [current],
  );
  return <CartContext.Provider value={inPage}>{children}</CartContext.Provider>;
}

export const withFakeCart = (ui: ReactElement): ReactElement => <FakeCart>{ui}</FakeCart>;
