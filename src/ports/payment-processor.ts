import { serviceToken } from './service-token';
import type { CardEntry } from '../domain/shop';

/** What the processor tells about a tokenized card: enough to show it, never the number or the CVC. */
export interface TokenizedCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export type TokenizeResult =
  | { ok: true; token: string; card: TokenizedCard }
  /** The processor's own answer ('Your card was declined.'), shown as it is. */
  | { ok: false; message: string };

/** The processor's card fields drawn into the page (Stripe Elements); the shop never reads what is typed there. */
export interface HostedCardFields {
  unmount(): void;
}

/**
 * A card payment processor. The browser hands the card to the processor, which answers a one-time token; the
 * shop's API receives only that token (createCheckout's source, saveNewPaymentMethod(source),
 * checkoutGiftCoupon's source). Card number, expiry and CVC never reach /graphql, storage or a recording.
 */
export interface PaymentProcessor {
  /**
   * 'shop': the shop draws the card fields, checks them with the domain's card rule and passes the card to
   * tokenize(); 'hosted': the processor draws its own fields (mountCardFields) and tokenize() reads them.
   */
  readonly cardFields: 'shop' | 'hosted';
  /** Draws the processor's fields into `container` (hosted processors only). */
  mountCardFields(container: HTMLElement): Promise<HostedCardFields>;
  tokenize(card: CardEntry | null): Promise<TokenizeResult>;
}

export const PaymentProcessor = serviceToken<PaymentProcessor>('PaymentProcessor');
