import type { AccountRepository } from '../../src/ports/account-repository';
import type { CartRepository } from '../../src/ports/cart-repository';
import type { CatalogRepository } from '../../src/ports/catalog-repository';
import type { CheckoutRepository } from '../../src/ports/checkout-repository';
import type { PageLinks } from '../../src/ports/page-links';
import type { Session } from '../../src/ports/session';

/** One browser's view of the API: every port, talking through the client adapters. */
export interface ContractPorts {
  catalog: CatalogRepository;
  cart: CartRepository;
  checkout: CheckoutRepository;
  account: AccountRepository;
  session: Session;
  pageLinks: PageLinks;
  /** False for a server that offers the spec's contract only (no extensions such as cartChanged). */
  servesExtensions?: boolean;
  /** The one-time code the backend printed for `to` (its log), for OTP sign-in. */
  lastOtp(to: string): string | null;
  dispose(): Promise<void>;
}

/** Makes a fresh "browser" (own cookies) on the shared backend. */
export type PortsFactory = () => Promise<ContractPorts>;

let counter = 0;
/** A guest e-mail no other test uses (the backend is shared within a run). */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++counter}@guests.pawprint.test`;

export const DEMO_PASSWORD = 'pawprint';
export const TEST_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123', name: 'Dana Miller' };
export const ADDRESS = {
  first_name: 'Dana', last_name: 'Miller', line1: '1 Bark Street', line2: null, city: 'Austin', state: 'TX',
  postal_code: '78701', country: 'US', default: true,
};

/** Resolves with the first value `register` is called back with, or rejects after `ms` (a wait for an outcome, not a sleep). */
export function nextValue<T>(register: (push: (value: T) => void) => () => void, ms = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let stop: () => void = () => {};
    const timer = setTimeout(() => { stop(); reject(new Error(`no value within ${ms} ms`)); }, ms);
    stop = register((value) => {
      clearTimeout(timer);
      stop();
      resolve(value);
    });
  });
}
