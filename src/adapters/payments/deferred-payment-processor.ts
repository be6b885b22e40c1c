// The processor's code is fetched with the first card form, not with the shop's first view: which card fields the
// shop draws is known from the configuration alone, and nothing else is asked of the processor before a card is
// drawn or tokenized. A failed fetch is tried again at the next use.
import type { CardEntry } from '../../domain/shop';
import type { HostedCardFields, PaymentProcessor, TokenizeResult } from '../../ports/payment-processor';
import { PAYMENT_FORM_UNAVAILABLE } from './payment-messages';

export class DeferredPaymentProcessor implements PaymentProcessor {
  private processor: Promise<PaymentProcessor> | null = null;

  constructor(
    readonly cardFields: PaymentProcessor['cardFields'],
    private readonly load: () => Promise<PaymentProcessor>,
  ) {}

  private loaded(): Promise<PaymentProcessor> {
    this.processor ??= this.load().catch((error: unknown) => {
      this.processor = null;
      throw error;
    });
    return this.processor;
  }

  async mountCardFields(container: HTMLElement): Promise<HostedCardFields> {
    const processor = await this.loaded().catch(() => {
      throw new Error(PAYMENT_FORM_UNAVAILABLE);
    });
    return processor.mountCardFields(container);
  }

  async tokenize(card: CardEntry | null): Promise<TokenizeResult> {
    let processor: PaymentProcessor;
    try {
      processor = await this.loaded();
    } catch {
      return { ok: false, message: PAYMENT_FORM_UNAVAILABLE };
    }
    return processor.tokenize(card);
  }
}
