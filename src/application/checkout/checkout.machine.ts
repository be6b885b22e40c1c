import { assign, setup } from 'xstate';
import { cartTotals, needsShippingAddress, shippingCharge, type Address, type Cart, type OrderTotals, type ShipmentPrice, type Taxes } from '../../domain';
import type { CartKey } from '../../ports/cart-repository';
import type { AddressInput, PlacedOrder, TaxAndRates } from '../../ports/checkout-repository';
import { serverMessage } from '../cart/server-message';
import { providedLater } from '../provided-later';
import { chargedLinesKey } from './checkout-cart';

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

/** The rates as the context keeps them, with the lines they were fetched for. */
export const ratesOf = (output: TaxAndRates) => ({
  cart: output.cart,
  taxes: output.taxes,
  shipping: output.shipment_prices[0] ?? null,
  ratedLines: chargedLinesKey(output.cart),
});

/** What each async step of checkout takes; the steps themselves are supplied by `checkoutMachineWith`. */
export interface CheckoutWork {
  loadAddresses: { input: { signedIn: boolean }; output: { addresses: Address[]; addressOptional: boolean } };
  /** The address saved; an edited one comes back with its rates (updateAddressWithRates), a new one without. */
  saveAddress: { input: { input: AddressInput; id?: string | null; key: CartKey; saved: Address[] }; output: { address: Address; rates: TaxAndRates | null } };
  /** The rates for the address chosen, told with toasts. */
  fetchRates: { input: { addressId: string; key: CartKey }; output: TaxAndRates };
  /** The rates again after the cart changed under the page: the drawer already told the shopper. */
  refreshRates: { input: { addressId: string; key: CartKey }; output: TaxAndRates };
  applyWallet: { input: { key: CartKey }; output: Cart };
  placeOrder: {
    input: { key: CartKey; addressId: string | null; paymentToken: string; useWallet: boolean; expectedTotal: number; firstMonthFreeSkuId: string | null };
    output: PlacedOrder;
  };
}

type Step<K extends keyof CheckoutWork> = ReturnType<typeof providedLater<CheckoutWork[K]['output'], CheckoutWork[K]['input']>>;
const step = <K extends keyof CheckoutWork>(name: K): Step<K> => providedLater<CheckoutWork[K]['output'], CheckoutWork[K]['input']>(name);

/**
 * The checkout page: an address (saved, edited or new; none for a digital-only order), tax and shipping, wallet,
 * the card's token, and the order. It follows the live cart: when the lines change the rates are fetched again,
 * and the total is read once more just before the order, so the shopper is charged what they were shown.
 * The calls and the toasts are supplied with `.provide()` (`checkoutMachineWith`).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    loadAddresses: step('loadAddresses'),
    saveAddress: step('saveAddress'),
    fetchRates: step('fetchRates'),
    refreshRates: step('refreshRates'),
    applyWallet: step('applyWallet'),
    placeOrder: step('placeOrder'),
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
    // The save brought rates for the lines on screen: nothing more to fetch.
    savedWithRates: ({ context, event }) => {
      const rates = (event as { output?: { rates?: TaxAndRates | null } }).output?.rates;
      return !!rates && chargedLinesKey(rates.cart) === chargedLinesKey(context.cart);
    },
  },
  actions: {
    // One message per failure: the alert beside the action, not a toast as well.
    rememberError: assign((_, params: { error: unknown }) => ({ error: serverMessage(params.error) })),
    takeCart: assign(({ event }) => (event.type === 'cart.updated' ? { cart: event.cart } : {})),
    // The order is placed: the toasts about the cart and its rates before it are old news, and would sit over
    // the confirmation (bottom-right, 001 §2). Supplied with the Notifications port.
    clearToasts: () => {},
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
        onDone: [
          {
            guard: 'savedWithRates',
            target: 'reviewing',
            actions: [
              assign(({ context, event }) => ({
                address: event.output.address,
                addresses: [...context.addresses.filter((a) => a.id !== event.output.address.id), event.output.address],
              })),
              assign(({ event }) => ratesOf(event.output.rates!)),
            ],
          },
          {
            target: 'fetchingRates',
            actions: assign(({ context, event }) => ({
              address: event.output.address,
              addresses: [...context.addresses.filter((a) => a.id !== event.output.address.id), event.output.address],
            })),
          },
        ],
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

export type CheckoutMachine = typeof checkoutMachine;
