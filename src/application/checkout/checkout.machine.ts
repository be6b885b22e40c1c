import { serviceToken } from '../../ports/service-token';
import { assign, fromPromise, setup } from 'xstate';
import {
  CART_TOASTS, cartTotals, formatCents, needsShippingAddress, orderTotalChangedMessage, shippingCharge, type Address, type Cart,
  type OrderTotals, type ShipmentPrice, type Taxes,
} from '../../domain';
import type { CartKey, CartRepository } from '../../ports/cart-repository';
import type { AddressInput, CheckoutRepository, PlacedOrder, TaxAndRates } from '../../ports/checkout-repository';
import type { Clock } from '../../ports/clock';
import type { Notifications } from '../../ports/notifications';
import { serverMessage } from '../cart/server-message';
import { chargedLinesKey, reusableAddress } from './checkout-cart';

export interface CheckoutPorts {
  checkoutRepository: CheckoutRepository;
  cartRepository: CartRepository;
  notifications: Notifications;
  clock: Clock;
}

export interface CheckoutInput {
  key: CartKey;
  cart: Cart;
  signedIn: boolean;
  /** The membership SKU of the free-membership deal, when the shop names it (000 §9). */
  firstMonthFreeSkuId?: string | null;
  /** Called with the server's cart after the order is placed or the wallet applied (the cart re-syncs). */
  onCartChanged?: (cart: Cart | null) => void;
}

export interface CheckoutContext {
  key: CartKey;
  /** The cart checkout will charge: it follows the live cart, so the summary always shows what Place order sends. */
  cart: Cart;
  signedIn: boolean;
  firstMonthFreeSkuId: string | null;
  addresses: Address[];
  address: Address | null;
  /**
   * Whether the server takes an order without an address when nothing ships (discovered from the API). When it
   * does not, a digital-only order asks for a billing address.
   */
  addressOptional: boolean;
  taxes: Taxes | null;
  shipping: ShipmentPrice | null;
  /** The charged lines the rates were fetched for; rates for other lines are stale. */
  ratedLines: string | null;
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
  /** The card as the payment processor's one-time token: the card itself never reaches the shop's API. */
  | { type: 'placeOrder'; paymentToken: string }
  /** The live cart changed (drawer, another tab, the server). */
  | { type: 'cart.updated'; cart: Cart }
  /** The shop's settings arrived: which SKU the free-membership deal applies to. */
  | { type: 'settings.updated'; firstMonthFreeSkuId: string | null };

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

/** What the summary shows and Place order sends: the domain's totals of the cart with the fetched rates. */
export function checkoutTotals(context: Pick<CheckoutContext, 'cart' | 'taxes' | 'shipping' | 'firstMonthFreeSkuId'>): OrderTotals {
  return cartTotals(context.cart, {
    firstMonthFreeSkuId: context.firstMonthFreeSkuId,
    tax: context.taxes?.tax ?? 0,
    // A billing address for a digital-only order may come with rates; nothing ships, so no shipping is charged.
    shipping: needsShippingAddress(context.cart.items) ? shippingCharge(context.shipping) ?? 0 : 0,
  });
}

/** Whether this order needs an address: a shipping one, or a billing one when the server asks one of every order. */
export function addressNeeded(context: Pick<CheckoutContext, 'addressOptional'>, cart: Cart): boolean {
  return needsShippingAddress(cart.items) || !context.addressOptional;
}

/** Whether the page knows every amount of the total: rates fetched for these very lines, or nothing ships. */
export function totalsReady(context: Pick<CheckoutContext, 'cart' | 'taxes' | 'shipping' | 'ratedLines'>): boolean {
  if (!needsShippingAddress(context.cart.items)) return true;
  return context.taxes !== null && context.shipping !== null && context.ratedLines === chargedLinesKey(context.cart);
}

const ratesOf = (output: TaxAndRates) => ({
  cart: output.cart,
  taxes: output.taxes,
  shipping: output.shipment_prices[0] ?? null,
  ratedLines: chargedLinesKey(output.cart),
});

/**
 * The checkout page: an address (saved, edited or new; none for a digital-only order), tax and shipping, wallet,
 * the card's token, and the order. It follows the live cart: when the lines change the rates are fetched again,
 * and the total is read once more just before the order, so the shopper is charged what they were shown.
 */
export function createCheckoutMachine(ports: CheckoutPorts) {
  const { checkoutRepository, cartRepository, notifications } = ports;
  return setup({
    types: {
      context: {} as CheckoutContext,
      events: {} as CheckoutEvent,
      input: {} as CheckoutInput,
    },
    actors: {
      loadAddresses: fromPromise<{ addresses: Address[]; addressOptional: boolean }, { signedIn: boolean }>(async ({ input }) => {
        const [addresses, terms] = await Promise.all([
          input.signedIn ? checkoutRepository.addresses() : Promise.resolve([]),
          checkoutRepository.terms(),
        ]);
        return { addresses, addressOptional: terms.addressOptional };
      }),
      saveAddress: fromPromise<Address, { input: AddressInput; id?: string | null; key: CartKey; saved: Address[] }>(({ input }) => {
        // The same address typed again (after a reload, say) is the saved one: no second record.
        const id = input.id ?? reusableAddress(input.saved, input.input)?.id ?? null;
        return id
          ? checkoutRepository.updateAddress(id, input.input, input.key)
          : checkoutRepository.createAddress(input.input, input.key);
      }),
      fetchRates: fromPromise<TaxAndRates, { addressId: string; key: CartKey }>(({ input }) =>
        withToasts(notifications, CART_TOASTS.gettingRates, CART_TOASTS.ratesFetched, () =>
          checkoutRepository.taxAndRates(input.addressId, input.key),
        ),
      ),
      // After the cart changed under the page: the drawer already told the shopper; the summary shows it updating.
      refreshRates: fromPromise<TaxAndRates, { addressId: string; key: CartKey }>(({ input }) =>
        checkoutRepository.taxAndRates(input.addressId, input.key),
      ),
      applyWallet: fromPromise<Cart, { key: CartKey }>(({ input }) =>
        withToasts(notifications, CART_TOASTS.calculatingWallet, CART_TOASTS.walletCalculated, () =>
          cartRepository.calculateWalletDiscount(input.key),
        ),
      ),
      placeOrder: fromPromise<
        PlacedOrder,
        { key: CartKey; addressId: string | null; paymentToken: string; useWallet: boolean; expectedTotal: number; firstMonthFreeSkuId: string | null }
      >(async ({ input }) => {
        // The total is read again just before the order: a server of the spec's contract takes no expected total,
        // so the page itself makes sure it charges what the shopper was shown.
        const fresh = input.addressId
          ? ratesOf(await checkoutRepository.taxAndRates(input.addressId, input.key))
          : { cart: await cartRepository.cart(input.key), taxes: null, shipping: null };
        const now = checkoutTotals({ ...fresh, firstMonthFreeSkuId: input.firstMonthFreeSkuId }).total;
        if (now !== input.expectedTotal) throw new Error(orderTotalChangedMessage(formatCents(now)));
        return checkoutRepository.createCheckout({
          cart: input.key,
          addressId: input.addressId,
          paymentToken: input.paymentToken,
          useWallet: input.useWallet,
          expectedTotal: input.expectedTotal,
        });
      }),
    },
    guards: {
      linesChanged: ({ context, event }) =>
        event.type === 'cart.updated' && chargedLinesKey(event.cart) !== chargedLinesKey(context.cart),
      // Rates are fetched again only for an order that ships, to the address chosen.
      ratedLinesChanged: ({ context, event }) =>
        event.type === 'cart.updated' &&
        chargedLinesKey(event.cart) !== chargedLinesKey(context.cart) &&
        addressNeeded(context, event.cart) &&
        context.address !== null,
      needsAddress: ({ context, event }) =>
        addressNeeded('output' in event ? { addressOptional: (event.output as { addressOptional: boolean }).addressOptional } : context, context.cart),
      shipsWithoutAddress: ({ context, event }) =>
        event.type === 'cart.updated' && addressNeeded(context, event.cart) && context.address === null,
      hasAddress: ({ context }) => context.address !== null,
      nothingShips: ({ context, event }) => event.type === 'cart.updated' && !addressNeeded(context, event.cart),
    },
    actions: {
      // One message per failure: the alert beside the action, not a toast as well.
      rememberError: assign((_, params: { error: unknown }) => ({ error: serverMessage(params.error) })),
      takeCart: assign(({ event }) => (event.type === 'cart.updated' ? { cart: event.cart } : {})),
      // The order is placed: the toasts about the cart and its rates before it are old news, and would sit over
      // the confirmation (bottom-right, 001 §2).
      clearToasts: () => notifications.dismissAllButProgress(),
    },
  }).createMachine({
    id: 'checkout',
    context: ({ input }) => ({
      key: input.key,
      cart: input.cart,
      signedIn: input.signedIn,
      firstMonthFreeSkuId: input.firstMonthFreeSkuId ?? null,
      addresses: [],
      address: null,
      addressOptional: false,
      taxes: null,
      shipping: null,
      ratedLines: null,
      order: null,
      orderedCart: null,
      error: null,
      onCartChanged: input.onCartChanged ?? (() => undefined),
    }),
    on: {
      'cart.updated': { actions: 'takeCart' },
      'settings.updated': { actions: assign(({ event }) => ({ firstMonthFreeSkuId: event.firstMonthFreeSkuId })) },
    },
    // Tags the page reads instead of state names: 'busy' (a call is on its way), 'payment' (the address is
    // settled and the payment section shows), and what a spinner says: 'addressesLoading', 'ratesLoading',
    // 'totalsUpdating', 'placing'.
    initial: 'loadingAddresses',
    states: {
      loadingAddresses: {
        tags: ['busy', 'addressesLoading'],
        invoke: {
          src: 'loadAddresses',
          input: ({ context }) => ({ signedIn: context.signedIn }),
          onDone: [
            {
              guard: 'needsAddress',
              target: 'editingAddress',
              actions: assign(({ context, event }) => {
                // A guest's address lives on their cart (selected_address): it is reused, not typed again.
                const fromCart = context.cart.selected_address ?? null;
                const saved = event.output.addresses;
                const addresses = fromCart && !saved.some((a) => a.id === fromCart.id) ? [...saved, fromCart] : saved;
                return {
                  addresses,
                  addressOptional: event.output.addressOptional,
                  address: fromCart ?? addresses.find((a) => a.default) ?? addresses[0] ?? null,
                };
              }),
            },
            {
              target: 'reviewing',
              actions: assign(({ event }) => ({ addresses: event.output.addresses, addressOptional: event.output.addressOptional })),
            },
          ],
          onError: {
            target: 'editingAddress',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      editingAddress: {
        on: {
          // The lines that shipped were removed: a digital-only order needs no address.
          'cart.updated': [{ guard: 'nothingShips', target: 'reviewing', actions: 'takeCart' }, { actions: 'takeCart' }],
          chooseAddress: {
            target: 'fetchingRates',
            actions: assign(({ context, event }) => ({
              address: context.addresses.find((a) => a.id === event.id) ?? null,
              error: null,
            })),
          },
          saveAddress: { target: 'savingAddress', actions: assign({ error: null }) },
        },
      },
      savingAddress: {
        tags: ['busy'],
        invoke: {
          src: 'saveAddress',
          input: ({ context, event }) => {
            const e = event as Extract<CheckoutEvent, { type: 'saveAddress' }>;
            return { input: e.input, id: e.id, key: context.key, saved: context.addresses };
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
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      fetchingRates: {
        tags: ['busy', 'ratesLoading'],
        on: {
          'cart.updated': { guard: 'ratedLinesChanged', target: 'refreshingRates', actions: 'takeCart' },
        },
        invoke: {
          src: 'fetchRates',
          input: ({ context }) => ({ addressId: context.address!.id, key: context.key }),
          onDone: { target: 'reviewing', actions: assign(({ event }) => ratesOf(event.output)) },
          // The failed rates toast carries the message.
          onError: 'editingAddress',
        },
      },
      refreshingRates: {
        tags: ['busy', 'payment', 'totalsUpdating'],
        on: {
          'cart.updated': { guard: 'ratedLinesChanged', target: 'refreshingRates', reenter: true, actions: 'takeCart' },
        },
        invoke: {
          src: 'refreshRates',
          input: ({ context }) => ({ addressId: context.address!.id, key: context.key }),
          onDone: { target: 'reviewing', actions: assign(({ event }) => ratesOf(event.output)) },
          onError: {
            target: 'editingAddress',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      reviewing: {
        tags: ['payment'],
        on: {
          changeAddress: { target: 'editingAddress', actions: assign({ error: null }) },
          applyWallet: { target: 'applyingWallet', actions: assign({ error: null }) },
          // The cart charged is the one on screen now: the server's emptied cart may arrive before the order does.
          placeOrder: { target: 'placingOrder', actions: assign(({ context }) => ({ error: null, orderedCart: context.cart })) },
          'cart.updated': [
            { guard: 'shipsWithoutAddress', target: 'editingAddress', actions: 'takeCart' },
            { guard: 'ratedLinesChanged', target: 'refreshingRates', actions: 'takeCart' },
            { actions: 'takeCart' },
          ],
        },
      },
      applyingWallet: {
        tags: ['busy', 'payment'],
        invoke: {
          src: 'applyWallet',
          input: ({ context }) => ({ key: context.key }),
          onDone: {
            target: 'reviewing',
            actions: [assign(({ event }) => ({ cart: event.output })), ({ context, event }) => context.onCartChanged(event.output)],
          },
          // The failed wallet toast carries the message.
          onError: 'reviewing',
        },
      },
      placingOrder: {
        tags: ['busy', 'payment', 'placing'],
        invoke: {
          src: 'placeOrder',
          input: ({ context, event }) => ({
            key: context.key,
            addressId: addressNeeded(context, context.cart) ? context.address!.id : null,
            paymentToken: (event as Extract<CheckoutEvent, { type: 'placeOrder' }>).paymentToken,
            useWallet: (context.cart.wallet_discount ?? 0) > 0,
            expectedTotal: checkoutTotals(context).total,
            firstMonthFreeSkuId: context.firstMonthFreeSkuId,
          }),
          onDone: {
            target: 'placed',
            actions: [
              assign(({ event }) => ({ order: event.output })),
              'clearToasts',
              ({ context }) => context.onCartChanged(null),
            ],
          },
          // Refused (a changed total, a declined card, a rule): the message stays, and the totals are read again.
          onError: [
            {
              guard: 'hasAddress',
              target: 'refreshingRates',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            },
            { target: 'reviewing', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
          ],
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
  /** Now, from the clock port: a card is checked against it. */
  now(): number;
}

export const CheckoutFeature = serviceToken<CheckoutFeature>('CheckoutFeature');

export const createCheckoutFeature = (ports: CheckoutPorts): CheckoutFeature => ({
  checkoutMachine: createCheckoutMachine(ports),
  now: () => ports.clock.now(),
});
