import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cartWantedAtOnce, KEYS_THE_CART_SHOWS } from '../../application/cart/cart-wanted-at-once';
import { lazyCartLoader } from '../../application/cart/lazy-cart-loader';
import { LocalStore } from '../../ports/local-store';
import { Notifications } from '../../ports/notifications';
import { CartContext, LOADING_CART_SUMMARY, type CartInPage } from '../cart/cart-context';
import type { CartHost } from '../cart/cart-host';
import { PageActivityContext, usePageSettled } from './page-activity';
import { useService } from './services-context';

export { CART_UNAVAILABLE_MESSAGE } from '../../application/cart/cart-unavailable';

/** What tells that the visitor is reaching for the page: the cart's code is fetched then, before any add. */
const REACHING = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** A pointer resting on a control (a mouse): the press may follow. */
const CONTROL = 'button, a, input, select, [role="button"]';

/** Calls `reached` once, at the visitor's first touch, key, focus or pointer on a control; returns the stop. */
function onFirstReach(reached: () => void): () => void {
  const stop = () => {
    for (const type of REACHING) window.removeEventListener(type, reach, true);
    window.removeEventListener('pointerover', hover, true);
  };
  function reach() {
    stop();
    reached();
  }
  function hover(event: Event) {
    if (event.target instanceof Element && event.target.closest(CONTROL)) reach();
  }
  for (const type of REACHING) window.addEventListener(type, reach, { capture: true, passive: true });
  window.addEventListener('pointerover', hover, { capture: true, passive: true });
  return stop;
}

/**
 * The shop's cart provider: the pages render first, without the cart's code (xstate, the cart machines,
 * drawer and modal, the cart bindings). The cart loader (cart-loader.machine.ts) brings it in once the page's
 * content is on screen (its loads settled and painted) when the device keeps a cart or something the cart shows
 * (cart-wanted-at-once.ts); else at the visitor's first touch, key or pointer on a control, or when another tab
 * stores a cart; at the first 'Add to Cart' press, or when a page asks for it (checkout), whichever comes first.
 * Until then the cart summary is LOADING_CART_SUMMARY and an 'Add to Cart' press waits for the cart, which then
 * takes it as if just pressed.
 */
export function CartProvider({ children, load }: { children?: ReactNode; load: () => Promise<CartHost> }) {
  const notifications = useService(Notifications);
  const store = useService(LocalStore);
  const [loader] = useState(() => lazyCartLoader(load, notifications));
  const loading = useSyncExternalStore(loader.subscribe, loader.view, loader.view);
  const [started, setStarted] = useState<CartInPage | null>(null);

  const want = useCallback(() => loader.send({ type: 'cart.wanted' }), [loader]);
  const settled = useCallback(() => {
    if (cartWantedAtOnce(store)) want();
  }, [store, want]);
  const activity = usePageSettled(settled);
  useEffect(() => onFirstReach(want), [want]);
  useEffect(() => store.subscribe((key) => KEYS_THE_CART_SHOWS.has(key) && want()), [store, want]);
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
