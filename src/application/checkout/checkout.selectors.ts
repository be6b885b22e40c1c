import type { SnapshotFrom } from 'xstate';
import { chargedLines, needsShippingAddress } from '../../domain';
import { addressNeeded, checkoutTotals, totalsReady, type CheckoutMachine } from './checkout.machine';

// What the checkout page reads of the running checkout, one value per selector: a part of the page renders again
// only when the value it shows changes, not at every step of the flow.
type Checkout = SnapshotFrom<CheckoutMachine>;

const tagged = (tag: string) => (s: Checkout) => s.hasTag(tag);
/** A call is on its way: the page's buttons wait. */
export const selectBusy = tagged('busy');
/** The address is settled: the payment section shows. */
export const selectPaying = tagged('payment');
export const selectAddressesLoading = tagged('addressesLoading');
export const selectRatesLoading = tagged('ratesLoading');
export const selectTotalsUpdating = tagged('totalsUpdating');
export const selectPlacing = tagged('placing');

/** The order once it is placed (the flow is done), else null. */
export const selectPlacedOrder = (s: Checkout) => (s.status === 'done' ? s.context.order : null);
/** The cart as it was charged, for the confirmation (the live cart empties once the order is placed). */
export const selectOrderedCart = (s: Checkout) => s.context.orderedCart ?? s.context.cart;
export const selectCart = (s: Checkout) => s.context.cart;
export const selectCartItems = (s: Checkout) => s.context.cart.items;
export const selectNothingToCharge = (s: Checkout) => chargedLines(s.context.cart.items).length === 0;
export const selectEmail = (s: Checkout) => s.context.key.email ?? null;
/** The domain's totals of the cart with the fetched rates; compare with `shallowEqual`, it is a new object each time. */
export const selectTotals = (s: Checkout) => checkoutTotals(s.context);
/** Every amount of the total is known for these very lines. */
export const selectTotalsReady = (s: Checkout) => totalsReady(s.context);
export const selectShipsNothing = (s: Checkout) => !needsShippingAddress(s.context.cart.items);
/** A shipping address, or a billing one when the server takes no order without it. */
export const selectAsksAddress = (s: Checkout) => addressNeeded(s.context, s.context.cart);
export const selectAddress = (s: Checkout) => s.context.address;
export const selectAddresses = (s: Checkout) => s.context.addresses;
export const selectError = (s: Checkout) => s.context.error;
export const selectWalletApplied = (s: Checkout) => (s.context.cart.wallet_discount ?? 0) > 0;
