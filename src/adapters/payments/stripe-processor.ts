// Stripe as the card processor (VITE_STRIPE_PUBLISHABLE_KEY): Stripe Elements draws the card field inside its own
// frame, so the shop's page never holds the number; createToken answers the token the shop's API receives.
// Stripe.js is loaded only when a card field is first shown.
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { CardEntry } from '../../domain/shop';
import type { HostedCardFields, PaymentProcessor, TokenizeResult } from '../../ports/payment-processor';

import { PAYMENT_FORM_UNAVAILABLE as STRIPE_UNAVAILABLE } from './payment-messages';

export { STRIPE_UNAVAILABLE };
export const CARD_FIELD_MISSING = 'Please enter your card.';

export type LoadStripe = (publishableKey: string) => Promise<Stripe | null>;

const loadStripeLazily: LoadStripe = async (key) => (await import('@stripe/stripe-js/pure')).loadStripe(key);

export class StripeProcessor implements PaymentProcessor {
  readonly cardFields = 'hosted' as const;
  private stripe: Promise<Stripe | null> | null = null;
  private element: StripeCardElement | null = null;

  constructor(
    private readonly publishableKey: string,
    private readonly loadStripe: LoadStripe = loadStripeLazily,
  ) {}

  private load(): Promise<Stripe | null> {
    this.stripe ??= this.loadStripe(this.publishableKey).catch(() => null);
    return this.stripe;
  }

  async mountCardFields(container: HTMLElement): Promise<HostedCardFields> {
    const stripe = await this.load();
    if (!stripe) {
      this.stripe = null; // tried again at the next form
      throw new Error(STRIPE_UNAVAILABLE);
    }
    const element = stripe.elements().create('card', { hidePostalCode: true });
    element.mount(container);
    this.element = element;
    return {
      unmount: () => {
        element.destroy();
        if (this.element === element) this.element = null;
      },
    };
  }

  /** The typed card is Stripe's own (hosted fields); the shop's CardEntry is never used. */
  async tokenize(_card: CardEntry | null): Promise<TokenizeResult> {
    const stripe = await this.load();
    if (!stripe) return { ok: false, message: STRIPE_UNAVAILABLE };
    if (!this.element) return { ok: false, message: CARD_FIELD_MISSING };
    const result = await stripe.createToken(this.element);
    if (result.error || !result.token?.card) return { ok: false, message: result.error?.message ?? STRIPE_UNAVAILABLE };
    const { brand, last4, exp_month, exp_year } = result.token.card;
    return { ok: true, token: result.token.id, card: { brand: brand.toLowerCase(), last4, exp_month, exp_year } };
  }
}
