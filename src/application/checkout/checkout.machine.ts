import { assign, fromPromise, setup } from 'xstate';
import { CART_TOASTS, type Address, type Cart, type ShipmentPrice, type Taxes } from '../../domain';
import type { CartKey, CartRepository } from '../../ports/cart-repository';
import type { AddressInput, CardDetails, CheckoutRepository, PlacedOrder, TaxAndRates } from '../../ports/checkout-repository';
import type { Notifications } from '../../ports/notifications';
import { serverMessage } from '../cart/server-message';

export interface CheckoutPorts {
  checkoutRepository: CheckoutRepository;
  cartRepository: CartRepository;
  notifications: Notifications;
}

export interface CheckoutInput {
  key: CartKey;
  cart: Cart;
  signedIn: boolean;
  /** Called with the server's cart after the order is placed or the wallet applied (the cart re-syncs). */
  onCartChanged?: (cart: Cart | null) => void;
}

export interface CheckoutContext {
  key: CartKey;
  cart: Cart;
  signedIn: boolean;
  addresses: Address[];
  address: Address | null;
  taxes: Taxes | null;
  shipping: ShipmentPrice | null;
  useWallet: boolean;
  order: PlacedOrder | null;
  /** The cart as it was charged, kept for the confirmation (the live cart empties once the order is placed). */
  orderedCart: Cart | null;
  error: string | null;
  onCartChanged: (cart: Cart | null) => void;
}

export type CheckoutEvent =
  | { type: 'saveAddress'; input: AddressInput; id?: string | null }
  | { type: 'chooseAddress'; id: string }
  | { type: 'changeAddress' }
  | { type: 'applyWallet' }
  | { type: 'placeOrder'; card: CardDetails };

/** Tracks a call with a progress toast turned into the success toast, or the server's error. */
async function withToasts<T>(notifications: Notifications, progress: string, done: string, work: () => Promise<T>): Promise<T> {
  const id = notifications.loading(progress);
  try {
    const result = await work();
    notifications.success(done, id);
    return result;
  } catch (error) {
    notifications.error(serverMessage(error), id);
    throw error;
  }
}

/** The checkout page: an address (saved, edited or new), tax and shipping, wallet, card, and the order. */
export function createCheckoutMachine(ports: CheckoutPorts) {
  const { checkoutRepository, cartRepository, notifications } = ports;
  return setup({
    types: {
      context: {} as CheckoutContext,
      events: {} as CheckoutEvent,
      input: {} as CheckoutInput,
    },
    actors: {
      loadAddresses: fromPromise<Address[], { signedIn: boolean }>(({ input }) =>
        input.signedIn ? checkoutRepository.addresses() : Promise.resolve([]),
      ),
      saveAddress: fromPromise<Address, { input: AddressInput; id?: string | null; key: CartKey }>(({ input }) =>
        input.id
          ? checkoutRepository.updateAddress(input.id, input.input, input.key)
          : checkoutRepository.createAddress(input.input, input.key),
      ),
      fetchRates: fromPromise<TaxAndRates, { addressId: string; key: CartKey }>(({ input }) =>
        withToasts(notifications, CART_TOASTS.gettingRates, CART_TOASTS.ratesFetched, () =>
          checkoutRepository.taxAndRates(input.addressId, input.key),
        ),
      ),
      applyWallet: fromPromise<Cart, { key: CartKey }>(({ input }) =>
        withToasts(notifications, CART_TOASTS.calculatingWallet, CART_TOASTS.walletCalculated, () =>
          cartRepository.calculateWalletDiscount(input.key),
        ),
      ),
      placeOrder: fromPromise<PlacedOrder, { key: CartKey; addressId: string; card: CardDetails; useWallet: boolean }>(
        ({ input }) =>
          checkoutRepository.createCheckout({ cart: input.key, addressId: input.addressId, card: input.card, useWallet: input.useWallet }),
      ),
    },
    actions: {
      rememberError: assign((_, params: { error: unknown }) => ({ error: serverMessage(params.error) })),
      toastError: (_, params: { error: unknown }) => {
        notifications.error(serverMessage(params.error));
      },
    },
  }).createMachine({
    id: 'checkout',
    context: ({ input }) => ({
      key: input.key,
      cart: input.cart,
      signedIn: input.signedIn,
      addresses: [],
      address: null,
      taxes: null,
      shipping: null,
      useWallet: false,
      order: null,
      orderedCart: null,
      error: null,
      onCartChanged: input.onCartChanged ?? (() => undefined),
    }),
    initial: 'loadingAddresses',
    states: {
      loadingAddresses: {
        invoke: {
          src: 'loadAddresses',
          input: ({ context }) => ({ signedIn: context.signedIn }),
          onDone: {
            target: 'editingAddress',
            actions: assign(({ event }) => ({
              addresses: event.output,
              address: event.output.find((a) => a.default) ?? event.output[0] ?? null,
            })),
          },
          onError: {
            target: 'editingAddress',
            actions: [
              { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
              { type: 'toastError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
      editingAddress: {
        on: {
          chooseAddress: {
            target: 'fetchingRates',
            actions: assign(({ context, event }) => ({
              address: context.addresses.find((a) => a.id === event.id) ?? null,
              error: null,
            })),
          },
          saveAddress: 'savingAddress',
        },
      },
      savingAddress: {
        entry: assign({ error: null }),
        invoke: {
          src: 'saveAddress',
          input: ({ context, event }) => {
            const e = event as Extract<CheckoutEvent, { type: 'saveAddress' }>;
            return { input: e.input, id: e.id, key: context.key };
          },
          onDone: {
            target: 'fetchingRates',
            actions: assign(({ context, event }) => ({
              address: event.output,
              addresses: [...context.addresses.filter((a) => a.id !== event.output.id), event.output],
            })),
          },
          onError: {
            target: 'editingAddress',
            actions: [
              { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
              { type: 'toastError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
      fetchingRates: {
        entry: assign({ error: null }),
        invoke: {
          src: 'fetchRates',
          input: ({ context }) => ({ addressId: context.address!.id, key: context.key }),
          onDone: {
            target: 'reviewing',
            actions: assign(({ event }) => ({
              cart: event.output.cart,
              taxes: event.output.taxes,
              shipping: event.output.shipment_prices[0] ?? null,
            })),
          },
          onError: {
            target: 'editingAddress',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      reviewing: {
        on: {
          changeAddress: 'editingAddress',
          applyWallet: 'applyingWallet',
          placeOrder: 'placingOrder',
        },
      },
      applyingWallet: {
        invoke: {
          src: 'applyWallet',
          input: ({ context }) => ({ key: context.key }),
          onDone: {
            target: 'reviewing',
            actions: [
              assign(({ event }) => ({ cart: event.output, useWallet: true, error: null })),
              ({ context, event }) => context.onCartChanged(event.output),
            ],
          },
          onError: {
            target: 'reviewing',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      placingOrder: {
        entry: assign({ error: null }),
        invoke: {
          src: 'placeOrder',
          input: ({ context, event }) => ({
            key: context.key,
            addressId: context.address!.id,
            card: (event as Extract<CheckoutEvent, { type: 'placeOrder' }>).card,
            useWallet: context.useWallet,
          }),
          onDone: {
            target: 'placed',
            actions: [
              assign(({ event, context }) => ({ order: event.output, orderedCart: context.cart })),
              ({ context }) => context.onCartChanged(null),
            ],
          },
          onError: {
            target: 'reviewing',
            actions: [
              { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
              { type: 'toastError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
      placed: { type: 'final' },
    },
  });
}

export type CheckoutMachine = ReturnType<typeof createCheckoutMachine>;

/** The checkout feature as the composition root binds it. */
export interface CheckoutFeature {
  readonly checkoutMachine: CheckoutMachine;
}

export const CheckoutFeature = Symbol.for('CheckoutFeature');

export const createCheckoutFeature = (ports: CheckoutPorts): CheckoutFeature => ({
  checkoutMachine: createCheckoutMachine(ports),
});
