// Which card processor the shop uses — one setting: VITE_STRIPE_PUBLISHABLE_KEY selects Stripe; without it the
// local test processor at VITE_PAYMENTS_URL (default /payments, served by `npm start` and by the in-browser mock).
import type { PaymentProcessor } from '../../ports/payment-processor';
import { DeferredPaymentProcessor } from './deferred-payment-processor';

export interface PaymentConfig {
  stripePublishableKey?: string;
  testProcessorUrl: string;
}

type Env = Record<string, string | boolean | undefined>;
const str = (v: string | boolean | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export function paymentConfigFrom(env: Env): PaymentConfig {
  return { stripePublishableKey: str(env.VITE_STRIPE_PUBLISHABLE_KEY), testProcessorUrl: str(env.VITE_PAYMENTS_URL) ?? '/payments' };
}

export function createPaymentProcessor(config: PaymentConfig, fetchFn: typeof fetch): PaymentProcessor {
  const key = config.stripePublishableKey;
  if (key) return new DeferredPaymentProcessor('hosted', async () => new (await import('./stripe-processor')).StripeProcessor(key));
  return new DeferredPaymentProcessor('shop', async () => new (await import('./test-processor-client')).TestProcessorClient(fetchFn, config.testProcessorUrl));
}
