import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CartContext, LOADING_CART_SUMMARY, type AddToCartRequest, type CartInPage } from '../cart/cart-context';
import type { CartHost } from '../cart/cart-host';
import { Notifications } from '../../ports/notifications';
import { PageActivityContext, type PageActivity } from './page-activity';
import { useService } from './services-context';

/** Shown when 'Add to Cart' was pressed but the cart's code could not be downloaded (spec silent). */
export const CART_UNAVAILABLE_MESSAGE = 'The cart could not be loaded. Please check your connection and try again.';

/** If the page's loads never settle (a request hanging), the cart still starts after this long. */
export const CART_START_FALLBACK_MS = 5000;

/** Runs `work` once the next frame has been painted, or after a moment if no frame comes (a hidden tab). */
function afterPaint(work: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  const noFrame = setTimeout(run, 100);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(noFrame);
  };
}

/**
 * The shop's cart provider: the pages render first, without the cart feature (xstate, the cart
 * machines, drawer and modal, the cart bindings); `load` brings it in once the page's content is on screen
 * (its loads settled and painted), at the first 'Add to Cart' press, or when a page asks for it (checkout),
 * whichever comes first. Until then the cart summary is LOADING_CART_SUMMARY and an 'Add to Cart' press waits
 * for the cart, which then takes it as if just pressed.
 */
export function CartProvider({ children, load }: { children?: ReactNode; load: () => Promise<CartHost> }) {
  const [Host, setHost] = useState<CartHost | null>(null);
  const [started, setStarted] = useState<CartInPage | null>(null);
  const queued = useRef<AddToCartRequest[]>([]).current;
  const loading = useRef(false);

  const notifications = useService(Notifications);
  const [addPending, setAddPending] = useState(false);

  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (host) => setHost(() => host),
      (error: unknown) => {
        // A chunk that failed to arrive: the presses waiting for it are answered, and the next press or page
        // asking for the cart tries again.
        loading.current = false;
        console.error('The cart could not be loaded', error);
        if (queued.splice(0).length > 0) notifications.error(CART_UNAVAILABLE_MESSAGE);
        setAddPending(false);
      },
    );
  }, [load, queued, notifications]);

  // The page's content loads first: count its loads (useLoader), start the cart once none is left.
  const busy = useRef(0);
  const [settled, setSettled] = useState(0);
  const activity = useMemo<PageActivity>(
    () => ({
      begin: () => {
        busy.current++;
        let ended = false;
        return () => {
          if (ended) return;
          ended = true;
          if (--busy.current === 0) setSettled((n) => n + 1);
        };
      },
    }),
    [],
  );
  // Runs after the first render's own effects (the page's loads have begun by then) and after each settle.
  useEffect(() => {
    if (busy.current === 0) return afterPaint(start);
  }, [settled, start]);
  useEffect(() => {
    const id = setTimeout(start, CART_START_FALLBACK_MS);
    return () => clearTimeout(id);
  }, [start]);

  const waiting = useMemo<CartInPage>(
    () => ({
      summary: addPending ? { ...LOADING_CART_SUMMARY, addPending } : LOADING_CART_SUMMARY,
      addToCart: (request) => {
        queued.push(request);
        setAddPending(true);
        start();
      },
      request: start,
      started: null,
    }),
    [queued, start, addPending],
  );

  return (
    <PageActivityContext.Provider value={activity}>
      <CartContext.Provider value={started ?? waiting}>{children}</CartContext.Provider>
      {Host ? <Host onStarted={setStarted} queued={queued} request={start} /> : null}
    </PageActivityContext.Provider>
  );
}
