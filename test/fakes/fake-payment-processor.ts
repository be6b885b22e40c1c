import type { CardEntry } from '../../src/domain/shop/card-validation';
import type { HostedCardFields, PaymentProcessor, TokenizeResult } from '../../src/ports/payment-processor';
import { DECLINED_TOKEN, INSUFFICIENT_TOKEN, TEST_TOKEN } from './fake-checkout-repository';
import { FakeClock } from './fake-clock';

/** The test processor's cards in memory: 4242… tokenizes, 4000 0000 0000 0002 tokenizes as a card that will be declined. */
export class FakePaymentProcessor implements PaymentProcessor {
  readonly cardFields = 'shop' as const;
  /** Every card handed over, to check what left the shop's fields. */
  readonly cards: CardEntry[] = [];
  refuseNext: string | null = null;

  mountCardFields(): Promise<HostedCardFields> {
    return Promise.reject(new Error('shop fields'));
  }

  async tokenize(card: CardEntry | null): Promise<TokenizeResult> {
    if (!card) return { ok: false, message: 'Please enter your card.' };
    card = { ...card, number: card.number.replace(/\s+/g, '') };
    this.cards.push(card);
    if (this.refuseNext) {
      const message = this.refuseNext;
      this.refuseNext = null;
      return { ok: false, message };
    }
    const details = { brand: 'visa', last4: card.number.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year };
    const today = new Date(new FakeClock().now());
    if (card.exp_year * 12 + card.exp_month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) return { ok: false, message: 'Your card has expired.' };
    if (card.number === '4000000000009995') return { ok: true, token: INSUFFICIENT_TOKEN, card: details };
    if (card.number === '4000000000000002') return { ok: true, token: DECLINED_TOKEN, card: details };
    if (card.number === '4242424242424242') return { ok: true, token: TEST_TOKEN, card: details };
    return { ok: false, message: 'Your card number is incorrect.' };
  }
}
