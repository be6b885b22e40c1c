import { assign, createActor, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { Notifications } from '../../ports/notifications';
import { CART_UNAVAILABLE_MESSAGE, CART_UNAVAILABLE_TOAST } from './cart-unavailable';
import { toastActionsWith } from '../toast-actions';
import type { AddToCartRequest } from './live-cart';

export interface CartLoaderInput<Code> {
  /** Downloads the cart's code (its chunk): the drawer, the modal, the machines and their bindings. */
  download(): Promise<Code>;
}

export interface CartLoaderContext<Code> extends CartLoaderInput<Code> {
  /** The cart's code once it has arrived. */
  code: Code | null;
  /** 'Add to Cart' presses made before the cart had started, in order; the started cart takes them. */
  presses: AddToCartRequest[];
}

export type CartLoaderEvent =
  /** The page's content is on screen, or a page (checkout) shows the cart itself: the cart is wanted now. */
  | { type: 'cart.wanted' }
  | { type: 'cart.pressed'; request: AddToCartRequest }
  /** The cart has started beside the pages and has taken the presses made meanwhile. */
  | { type: 'cart.started' };

/**
 * Brings in the cart's code after the page: idle until the cart is wanted or 'Add to Cart' is pressed, then
 * downloading, then arrived (the page starts the cart) and ready. Presses made meanwhile are held, and the
 * state says 'busy' while one waits; a download that fails tells a waiting shopper so and returns to idle,
 * where the next press (or a page asking for the cart) tries again. What it tells the shopper goes through the
 * Notifications port, given with `cartLoaderWith` (`.provide`).
 */
// The cart's code is here after all: an earlier 'could not be loaded' is no longer true.
const forgetFailure = { type: 'dismissToast', params: { id: CART_UNAVAILABLE_TOAST } } as const;
const tellUnavailable = { type: 'toastError', params: { message: CART_UNAVAILABLE_MESSAGE, id: CART_UNAVAILABLE_TOAST } } as const;
const logFailure = { type: 'logFailure', params: ({ event }: { event: { error?: unknown } }) => ({ error: event.error }) } as const;

export const cartLoaderMachine = setup({
  types: {
    context: {} as CartLoaderContext<unknown>,
    events: {} as CartLoaderEvent,
    input: {} as CartLoaderInput<unknown>,
  },
  actors: {
    download: fromPromise<unknown, CartLoaderInput<unknown>>(({ input }) => input.download()),
  },
  guards: {
    pressHeld: ({ context }) => context.presses.length > 0,
  },
  actions: {
    hold: assign({
      presses: ({ context, event }) => (event.type === 'cart.pressed' ? [...context.presses, event.request] : context.presses),
    }),
    logFailure: (_, params: { error: unknown }) => console.error('The cart could not be loaded', params.error),
    toastError: (_, _params: { message: string; id?: string }) => {},
    dismissToast: (_, _params: { id: string }) => {},
  },
}).createMachine({
  id: 'cartLoader',
  context: ({ input }) => ({ download: input.download, code: null, presses: [] }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'cart.wanted': 'downloading',
        'cart.pressed': { target: 'downloading.held', actions: 'hold' },
      },
    },
    downloading: {
      initial: 'quiet',
      invoke: {
        src: 'download',
        input: ({ context }) => ({ download: context.download }),
        onDone: [
          { guard: 'pressHeld', target: 'arrived.held', actions: [assign({ code: ({ event }) => event.output }), forgetFailure] },
          { target: 'arrived.quiet', actions: [assign({ code: ({ event }) => event.output }), forgetFailure] },
        ],
        onError: [
          // Told only to a shopper waiting on a press; a page that merely wanted the cart asks again later.
          { guard: 'pressHeld', target: 'idle', actions: [logFailure, tellUnavailable, assign({ presses: [] })] },
          { target: 'idle', actions: logFailure },
        ],
      },
      states: {
        quiet: { on: { 'cart.pressed': { target: 'held', actions: 'hold' } } },
        held: { tags: ['busy'], on: { 'cart.pressed': { actions: 'hold' } } },
      },
    },
    // The code is here: the page starts the cart, which then takes the held presses.
    arrived: {
      initial: 'quiet',
      on: { 'cart.started': { target: 'ready', actions: assign({ presses: [] }) } },
      states: {
        quiet: { on: { 'cart.pressed': { target: 'held', actions: 'hold' } } },
        held: { tags: ['busy'], on: { 'cart.pressed': { actions: 'hold' } } },
      },
    },
    ready: { tags: ['settled'] },
  },
});

/** The loader telling the shopper through `notifications` (the machines' shared toast actions). */
export function cartLoaderWith(notifications: Notifications) {
  return cartLoaderMachine.provide({ actions: toastActionsWith(notifications) });
}

export type CartLoaderMachine = typeof cartLoaderMachine;

/** Starts a cart loader (the page's part of the shop imports this module only once the cart is first wanted). */
export function startCartLoader<Code>(notifications: Notifications, input: CartLoaderInput<Code>): CartLoaderActor {
  return createActor(cartLoaderWith(notifications), { input }).start();
}

/** The running loader; its context's code is what the input's download brought. */
export type CartLoaderActor = ActorRefFrom<CartLoaderMachine>;
