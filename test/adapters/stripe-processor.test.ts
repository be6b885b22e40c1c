// The Stripe adapter against a stand-in of the loaded Stripe.js object: no network, no script. It mounts Stripe's
// card field where the form asks, answers the token createToken gives, and passes Stripe's own refusal through.
import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { CARD_FIELD_MISSING, StripeProcessor, STRIPE_UNAVAILABLE } from '../../src/adapters/payments/stripe-processor';
import { createPaymentProcessor } from '../../src/adapters/payments/payment-config';
import { DeferredPaymentProcessor } from '../../src/adapters/payments/deferred-payment-processor';
import { PAYMENT_FORM_UNAVAILABLE } from '../../src/adapters/payments/payment-messages';
import { TestProcessorClient } from '../../src/adapters/payments/test-processor-client';

function standIn(answer: Awaited<ReturnType<Stripe['createToken']>>) {
  const element = { mount: vi.fn(), destroy: vi.fn() };
  const create = vi.fn(() => element);
  const stripe = { elements: vi.fn(() => ({ create })), createToken: vi.fn(async () => answer) };
  return { stripe: stripe as unknown as Stripe, element, create, createToken: stripe.createToken };
}

const container = () => ({}) as HTMLElement;

describe('StripeProcessor', () => {
  it('loads Stripe with the publishable key, mounts its card field and answers the token', async () => {
    const fake = standIn({ token: { id: 'tok_stripe_1', card: { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2034 } } } as never);
    const load = vi.fn(async () => fake.stripe);
    const processor = new StripeProcessor('pk_test_123', load);
    expect(processor.cardFields).toBe('hosted');
    const where = container();
    const fields = await processor.mountCardFields(where);
    expect(load).toHaveBeenCalledWith('pk_test_123');
    expect(fake.create).toHaveBeenCalledWith('card', expect.any(Object));
    expect(fake.element.mount).toHaveBeenCalledWith(where);
    // The shop's CardEntry is never used: the number lives in Stripe's frame.
    expect(await processor.tokenize(null)).toEqual({ ok: true, token: 'tok_stripe_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } });
    expect(fake.createToken).toHaveBeenCalledWith(fake.element);
    fields.unmount();
    expect(fake.element.destroy).toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("passes Stripe's refusal through as the message", async () => {
    const fake = standIn({ error: { type: 'card_error', message: 'Your card was declined.' } } as never);
    const processor = new StripeProcessor('pk_test_123', async () => fake.stripe);
    await processor.mountCardFields(container());
    expect(await processor.tokenize(null)).toEqual({ ok: false, message: 'Your card was declined.' });
  });

  it('says so when Stripe cannot be loaded, and when no card field is on screen', async () => {
    const down = new StripeProcessor('pk_test_123', async () => null);
    await expect(down.mountCardFields(container())).rejects.toThrow(STRIPE_UNAVAILABLE);
    expect(await down.tokenize(null)).toEqual({ ok: false, message: STRIPE_UNAVAILABLE });
    const fake = standIn({ token: { id: 'tok', card: { brand: 'visa', last4: '1', exp_month: 1, exp_year: 2030 } } } as never);
    const idle = new StripeProcessor('pk_test_123', async () => fake.stripe);
    expect(await idle.tokenize(null)).toEqual({ ok: false, message: CARD_FIELD_MISSING });
  });
});

describe('the processor setting', () => {
  it('a publishable key selects Stripe (its own card fields); otherwise the local test processor at its address', async () => {
    expect(createPaymentProcessor({ stripePublishableKey: 'pk_test_1', testProcessorUrl: '/payments' }, fetch).cardFields).toBe('hosted');
    const asked: string[] = [];
    const fetchFn = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ error: { message: 'Your card was declined.' } }), { status: 402 });
    }) as typeof fetch;
    const local = createPaymentProcessor({ testProcessorUrl: '/pay' }, fetchFn);
    expect(local.cardFields).toBe('shop');
    expect(await local.tokenize({ number: '4000000000000002', exp_month: 1, exp_year: 2099, cvc: '123' })).toEqual({ ok: false, message: 'Your card was declined.' });
    expect(asked).toEqual(['/pay/v1/tokens']);
  });

  it("is fetched with the first card form; a failed fetch says so and is tried again at the next use", async () => {
    let attempts = 0;
    const working = new TestProcessorClient((async () => new Response(JSON.stringify({ id: 'tok_1', card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2099 } }))) as typeof fetch, '/payments');
    const deferred = new DeferredPaymentProcessor('shop', async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return working;
    });
    expect(attempts).toBe(0);
    const card = { number: '4242424242424242', exp_month: 1, exp_year: 2099, cvc: '123' };
    expect(await deferred.tokenize(card)).toEqual({ ok: false, message: PAYMENT_FORM_UNAVAILABLE });
    expect(await deferred.tokenize(card)).toMatchObject({ ok: true, token: 'tok_1' });
    expect(await deferred.tokenize(card)).toMatchObject({ ok: true, token: 'tok_1' });
    expect(attempts).toBe(2);
  });

  it('the test processor client posts the card to the processor only and reads its answer', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetchFn = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify({ error: { message: 'Your card has expired.' } }), { status: 402 });
    }) as unknown as typeof fetch;
    const client = new TestProcessorClient(fetchFn, '/payments/');
    expect(await client.tokenize({ number: '4242424242424242', exp_month: 1, exp_year: 2020, cvc: '123' })).toEqual({ ok: false, message: 'Your card has expired.' });
    expect(calls.map(([url]) => url)).toEqual(['/payments/v1/tokens']);
  });
});
