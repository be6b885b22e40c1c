// The local test processor (src/server/payments, served under /payments): the shop's own card fields, the
// card posted to the processor's path, never to /graphql.
import type { CardEntry } from '../../domain/shop';
import type { HostedCardFields, PaymentProcessor, TokenizeResult } from '../../ports/payment-processor';

export const PROCESSOR_UNREACHABLE = 'The payment service cannot be reached. Please try again.';

export class TestProcessorClient implements PaymentProcessor {
  readonly cardFields = 'shop' as const;

  constructor(
    private readonly fetchFn: typeof fetch,
    /** Where the processor lives, e.g. /payments or https://pay.example.test/payments. */
    private readonly baseUrl: string,
  ) {}

  mountCardFields(): Promise<HostedCardFields> {
    return Promise.reject(new Error('The test processor takes the shop\'s own card fields'));
  }

  async tokenize(card: CardEntry | null): Promise<TokenizeResult> {
    if (!card) return { ok: false, message: 'Please enter your card.' };
    let response: Response;
    try {
      response = await this.fetchFn(`${this.baseUrl.replace(/\/$/, '')}/v1/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: card.number, exp_month: card.exp_month, exp_year: card.exp_year, cvc: card.cvc, name: card.name ?? null }),
        credentials: 'same-origin',
      });
    } catch {
      return { ok: false, message: PROCESSOR_UNREACHABLE };
    }
    const body = (await response.json().catch(() => null)) as
      | { id?: string; card?: { brand: string; last4: string; exp_month: number; exp_year: number }; error?: { message?: string } }
      | null;
    if (response.ok && body?.id && body.card) return { ok: true, token: body.id, card: body.card };
    return { ok: false, message: body?.error?.message ?? PROCESSOR_UNREACHABLE };
  }
}
