import { describe, expect, it } from 'vitest';
import { harness, tokenFor, type Harness } from './backend-harness';

const address = { first_name: 'Dana', last_name: 'Miller', line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' };
const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
const GUEST = 'Dana.Guest@pawprint.test';

/** A guest buys a renewing plan (every 4 weeks) with their e-mail and a card, as the checkout page does. */
async function guestBuysAPlan(h: Harness, email = GUEST): Promise<string> {
  const cart = (await h.data(`mutation($e: String!) { createCartGuest(email: $e, input: { type: "good", sku_id: "sku-food-topper-plan", quantity: 1 }) { id } }`, { e: email })).createCartGuest.id;
  const addressId = (await h.data(`mutation($a: AddressInput!) { createAddress(input: $a) { id } }`, { a: { ...address, cartId: cart, email } })).createAddress.id;
  const order = (await h.data(`mutation($i: CheckoutInput!) { createCheckout(input: $i) { id } }`, {
    i: { cartId: cart, email, address_id: addressId, source: tokenFor(h.backend, card) },
  })).createCheckout;
  return order.id;
}

const codeFor = (h: Harness, to: string) => [...h.logs].reverse().map((l) => new RegExp(`OTP for ${to} by email: (\\d{6})`).exec(l)?.[1]).find(Boolean)!;

async function signInByCode(h: Harness, to: string, onCreate?: boolean) {
  await h.data('mutation($t: String!) { getVerify(to: $t, channel: "email") { status } }', { t: to });
  return h.run('mutation($c: String!, $t: String!, $o: Boolean) { verifyOTP(code: $c, channel: "email", to: $t, onCreate: $o) { user { email } } }', { c: codeFor(h, to), t: to, o: onCreate ?? null });
}

const mine = (h: Harness) => h.data('{ orders { id } subscriptions { id status items { sku { id } } } }');

describe('a guest\'s purchases follow the e-mail into the account', () => {
  it('signing in by the code sent to the e-mail opens an account holding the order and the renewing plan, which can be cancelled', async () => {
    const h = harness();
    const orderId = await guestBuysAPlan(h);
    const signIn = await signInByCode(h, 'dana.guest@pawprint.test');
    expect(signIn.errors).toBeUndefined();
    const held = await mine(h);
    expect(held.orders.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect(held.subscriptions).toEqual([{ id: expect.any(String), status: 'active', items: [{ sku: { id: 'sku-food-topper-plan' } }] }]);
    const cancelled = await h.data('mutation($id: ID!) { cancelSubscription(id: $id, reason: "moving") { id cancel_at_period_end } }', { id: held.subscriptions[0].id });
    expect(cancelled.cancelSubscription.cancel_at_period_end).toBe(true);
  });

  it('a registration by password takes them only once its e-mail is verified', async () => {
    const h = harness();
    const orderId = await guestBuysAPlan(h);
    await h.data('mutation($e: String!) { register(input: { email: $e, password: "long enough" }) { access_token } }', { e: GUEST });
    expect(await mine(h)).toEqual({ orders: [], subscriptions: [] });
    await h.data('mutation { createEmailVerification { id } }');
    const token = /verify-email\?token=(\w+)/.exec(h.logs.join('\n'))![1];
    await h.data('mutation($t: String!) { verifyEmail(token: $t) { status } }', { t: token });
    expect((await mine(h)).orders.map((o: { id: string }) => o.id)).toEqual([orderId]);
  });

  it('nobody else gets them: another e-mail signs in to nothing, and an unknown e-mail without onCreate is still not found', async () => {
    const h = harness();
    await guestBuysAPlan(h);
    expect((await signInByCode(h, 'someone.else@pawprint.test')).errors?.[0].message).toBe('User not found');
    const other = await signInByCode(h, 'someone.else@pawprint.test', true);
    expect(other.errors).toBeUndefined();
    expect(await mine(h)).toEqual({ orders: [], subscriptions: [] });
  });
});
