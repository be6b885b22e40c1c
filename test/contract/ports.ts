import type { AccountRepository } from '../../src/ports/account-repository';
import type { CartRepository } from '../../src/ports/cart-repository';
import type { CatalogRepository } from '../../src/ports/catalog-repository';
import type { CheckoutRepository } from '../../src/ports/checkout-repository';
import type { PageLinks } from '../../src/ports/page-links';
import type { Session } from '../../src/ports/session';
import type { PaymentProcessor } from '../../src/ports/payment-processor';
import type { EmailVerification } from '../../src/ports/email-verification';
import type { Newsletter } from '../../src/ports/newsletter';
import type { RetailStoreRepository } from '../../src/ports/retail-store-repository';
import type { SupportChat } from '../../src/ports/support-chat';

/** One browser's view of the API: every port, talking through the client adapters. */
export interface ContractPorts {
  catalog: CatalogRepository;
  cart: CartRepository;
  checkout: CheckoutRepository;
  account: AccountRepository;
  session: Session;
  pageLinks: PageLinks;
  /** The card processor the shop's pages hand the card to. */
  payments: PaymentProcessor;
  supportChat: SupportChat;
  newsletter: Newsletter;
  emailVerification: EmailVerification;
  retailStore: RetailStoreRepository;
  /** False for a server that offers the spec's contract only (no extensions such as cartChanged). */
  servesExtensions?: boolean;
  /** The one-time code the backend printed for `to` (its log), for OTP sign-in. */
  lastOtp(to: string): string | null;
  dispose(): Promise<void>;
}

/** Makes a fresh "browser" (own cookies) on the shared backend. */
export type PortsFactory = () => Promise<ContractPorts>;

export { ADDRESS, DEMO_PASSWORD, TEST_CARD, uniqueEmail } from '../support/fixtures';

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
