import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { lazyCartLoader } from '../../application/cart/lazy-cart-loader';
import { Notifications } from '../../ports/notifications';
import { CartContext, LOADING_CART_SUMMARY, type CartInPage } from '../cart/cart-context';
import type { CartHost } from '../cart/cart-host';
import { PageActivityContext, usePageSettled } from './page-activity';
import { useService } from './services-context';

export { CART_UNAVAILABLE_MESSAGE } from '../../application/cart/cart-unavailable';

/**
 * The shop's cart provider: the pages render first, without the cart's code (xstate, the cart machines,
 * drawer and modal, the cart bindings). The cart loader (cart-loader.machine.ts) brings it in once the page's
 * content is on screen (its loads settled and painted), at the first 'Add to Cart' press, or when a page asks
 * for it (checkout), whichever comes first. Until then the cart summary is LOADING_CART_SUMMARY and an 'Add to
 * Cart' press waits for the cart, which then takes it as if just pressed.
 */
export function CartProvider({ children, load }: { children?: ReactNode; load: () => Promise<CartHost> }) {
  const notifications = useService(Notifications);
  const [loader] = useState(() => lazyCartLoader(load, notifications));
  const loading = useSyncExternalStore(loader.subscribe, loader.view, loader.view);
  const [started, setStarted] = useState<CartInPage | null>(null);

  const want = useCallback(() => loader.send({ type: 'cart.wanted' }), [loader]);
  const activity = usePageSettled(want);
  const presses = useCallback(() => loader.send({ type: 'cart.started' }), [loader]);

  const waiting = useMemo<CartInPage>(
    () => ({
      summary: loading.busy ? { ...LOADING_CART_SUMMARY, addPending: true } : LOADING_CART_SUMMARY,
      addToCart: (request) => loader.send({ type: 'cart.pressed', request }),
      request: want,
      started: null,
    }),
    [loader, want, loading.busy],
  );

  const Host = loading.code;
  return (
    <PageActivityContext.Provider value={activity}>
      <CartContext.Provider value={started ?? waiting}>{children}</CartContext.Provider>
      {Host ? <Host onStarted={setStarted} queued={loading.presses} onQueuedSent={presses} request={want} /> : null}
    </PageActivityContext.Provider>
  );
}
