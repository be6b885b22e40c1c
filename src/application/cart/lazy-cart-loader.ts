import type { Notifications } from '../../ports/notifications';
import type { CartLoaderActor, CartLoaderEvent } from './cart-loader.machine';
import { CART_UNAVAILABLE_MESSAGE, CART_UNAVAILABLE_TOAST } from './cart-unavailable';
import type { AddToCartRequest } from './live-cart';

/** What the page shows of the cart loader: a press waiting, the cart's code once here, the presses it holds. */
export interface CartLoaderView<Code> {
  busy: boolean;
  code: Code | null;
  presses: AddToCartRequest[];
}

export interface LazyCartLoader<Code> {
  send(event: CartLoaderEvent): void;
  subscribe(listener: () => void): () => void;
  view(): CartLoaderView<Code>;
}

const IDLE = { busy: false, code: null, presses: [] };

/**
 * The cart loader machine (cart-loader.machine.ts) as the first load holds it. xstate is the cart's code too, so
 * the machine's module is imported when the cart is first wanted, and the download it would start is started
 * here at once and handed over. Until the machine runs, what is sent to it waits in order; should the
 * machine's module itself fail to arrive, a waiting press is told as the machine would tell it.
 */
export function lazyCartLoader<Code>(
  download: () => Promise<Code>,
  notifications: Notifications,
  importMachine = () => import('./cart-loader.machine'),
): LazyCartLoader<Code> {
  let actor: CartLoaderActor | null = null;
  let early: CartLoaderEvent[] = [];
  let importing = false;
  let view: CartLoaderView<Code> = IDLE;
  const listeners = new Set<() => void>();
  const show = (next: CartLoaderView<Code>) => {
    view = next;
    for (const listener of listeners) listener();
  };
  const pressWaits = () => early.some((e) => e.type === 'cart.pressed');

  function begin() {
    importing = true;
    let first: Promise<Code> | null = download();
    first.catch(() => {}); // answered by the machine, which takes this download over
    importMachine().then(
      ({ startCartLoader }) => {
        actor = startCartLoader<Code>(notifications, {
          download: () => {
            const started = first ?? download();
            first = null;
            return started;
          },
        });
        actor.subscribe((s) => show({ busy: s.hasTag('busy'), code: s.context.code as Code | null, presses: s.context.presses }));
        for (const event of early.splice(0)) actor.send(event);
      },
      (error: unknown) => {
        importing = false;
        console.error('The cart could not be loaded', error);
        if (pressWaits()) notifications.error(CART_UNAVAILABLE_MESSAGE, CART_UNAVAILABLE_TOAST);
        early = [];
        show(IDLE);
      },
    );
  }

  return {
    send(event) {
      if (actor) return actor.send(event);
      if (event.type === 'cart.started') return;
      early.push(event);
      if (event.type === 'cart.pressed' && !view.busy) show({ ...view, busy: true });
      if (!importing) begin();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    view: () => view,
  };
}
