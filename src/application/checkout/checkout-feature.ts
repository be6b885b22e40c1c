import { fromPromise } from 'xstate';
import { CART_TOASTS, formatCents, orderTotalChangedMessage } from '../../domain';
import type { CartRepository } from '../../ports/cart-repository';
import type { CheckoutRepository } from '../../ports/checkout-repository';
import type { Clock } from '../../ports/clock';
import type { Notifications } from '../../ports/notifications';
import { serviceToken } from '../../ports/service-token';
import { toastActionsWith, withToasts } from '../toast-actions';
import { ratesForAddress, saveEditedAddress } from './address-rates';
import { reusableAddress } from './checkout-cart';
import { checkoutMachine, checkoutTotals, ratesOf, type CheckoutWork } from './checkout.machine';

export interface CheckoutPorts {
  checkoutRepository: CheckoutRepository;
  cartRepository: CartRepository;
  notifications: Notifications;
  clock: Clock;
}

const work = <K extends keyof CheckoutWork>(run: (input: CheckoutWork[K]['input']) => Promise<CheckoutWork[K]['output']>) =>
  fromPromise<CheckoutWork[K]['output'], CheckoutWork[K]['input']>(({ input }) => run(input));

/** The checkout machine making its calls over the ports and telling the shopper with toasts. */
export function checkoutMachineWith({ checkoutRepository, cartRepository, notifications }: CheckoutPorts) {
  const rates = { checkoutRepository, cartRepository };
  return checkoutMachine.provide({
    actors: {
      loadAddresses: work<'loadAddresses'>(async ({ signedIn }) => {
        const [addresses, terms] = await Promise.all([
          signedIn ? checkoutRepository.addresses() : Promise.resolve([]),
          checkoutRepository.terms(),
        ]);
        return { addresses, addressOptional: terms.addressOptional };
      }),
      saveAddress: work<'saveAddress'>(async (input) => {
        // The same address typed again (after a reload, say) is the saved one: no second record.
        const id = input.id ?? reusableAddress(input.saved, input.input)?.id ?? null;
        if (!id) return { address: await checkoutRepository.createAddress(input.input, input.key), rates: null };
        // An edit is re-priced in the same call: the rates' progress is told as when they are fetched alone; a
        // failure is told once, beside the form.
        const progress = notifications.loading(CART_TOASTS.gettingRates);
        try {
          const saved = await saveEditedAddress(rates, id, input.input, input.key);
          if (saved.rates) notifications.success(CART_TOASTS.ratesFetched, progress);
          else notifications.dismiss(progress);
          return saved;
        } catch (error) {
          notifications.dismiss(progress);
          throw error;
        }
      }),
      fetchRates: work<'fetchRates'>(({ addressId, key }) =>
        withToasts(notifications, { progress: CART_TOASTS.gettingRates, done: CART_TOASTS.ratesFetched }, () => ratesForAddress(rates, addressId, key)),
      ),
      refreshRates: work<'refreshRates'>(({ addressId, key }) => ratesForAddress(rates, addressId, key)),
      applyWallet: work<'applyWallet'>(({ key }) =>
        withToasts(notifications, { progress: CART_TOASTS.calculatingWallet, done: CART_TOASTS.walletCalculated }, () => cartRepository.calculateWalletDiscount(key)),
      ),
      placeOrder: work<'placeOrder'>(async (input) => {
        // The total is read again just before the order: a server of the spec's contract takes no expected total,
        // so the page itself makes sure it charges what the shopper was shown.
        const fresh = input.addressId
          ? ratesOf(await ratesForAddress(rates, input.addressId, input.key))
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
    actions: toastActionsWith(notifications),
  });
}

/** The checkout feature as the composition root binds it. */
export interface CheckoutFeature {
  readonly checkoutMachine: ReturnType<typeof checkoutMachineWith>;
  /** Now, from the clock port: a card is checked against it. */
  now(): number;
}

export const CheckoutFeature = serviceToken<CheckoutFeature>('CheckoutFeature');

export const createCheckoutFeature = (ports: CheckoutPorts): CheckoutFeature => ({
  checkoutMachine: checkoutMachineWith(ports),
  now: () => ports.clock.now(),
});
