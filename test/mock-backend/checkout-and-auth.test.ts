import { describe, expect, it } from 'vitest';
import { CART_FIELDS, harness, tokenFor, type Harness } from './backend-harness';
import { PROCESSOR_MESSAGES, tokenizeCard } from '../../src/server/payments/test-card-processor';

const address = { first_name: 'Dana', last_name: 'Miller', line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' };
const goodCard = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
const checkout = `mutation($input: CheckoutInput!) { createCheckout(input: $input) { id total_amount subtotal_amount shipping_amount tax items { quantity unit_amount sku { id } } } }`;

async function readyCart(h: Harness, skuId = 'sku-meatballs', quantity = 2) {
  await h.login();
  const { id } = (await h.data(`mutation($s: ID!, $q: Int!) { addCartItem(id: "", input: { type: "good", sku_id: $s, quantity: $q }) { id } }`, { s: skuId, q: quantity })).addCartItem;
  const addressId = (await h.data(`mutation($a: AddressInput!) { createAddress(input: $a) { id } }`, { a: address })).createAddress.id;
  return { id, addressId };
}

describe('getTaxAndRates', () => {
  it('prices 8.25% tax and a flat rate of 595 below $49 of goods', async () => {
    const h = harness();
    const { id, addressId } = await readyCart(h);
    const r = (await h.data(`mutation($a: ID!, $c: ID) { getTaxAndRates(address_id: $a, cartId: $c) { taxes { tax } shipment_prices { type shipmentCost } cart { ${CART_FIELDS} } } }`, { a: addressId, c: id })).getTaxAndRates;
    expect(r.taxes.tax).toBe(Math.round(2 * 899 * 0.0825));
    expect(r.shipment_prices).toEqual([{ type: 'flat_rate', shipmentCost: 595 }]);
    expect(r.cart.total).toBe(2 * 899 + r.taxes.tax + 595);
  });

  it('ships free from $49 of goods', async () => {
    const h = harness();
    const { id, addressId } = await readyCart(h, 'sku-meatballs', 6);
    const r = (await h.data(`mutation($a: ID!, $c: ID) { getTaxAndRates(address_id: $a, cartId: $c) { shipment_prices { type shipmentCost freeShipment } } }`, { a: addressId, c: id })).getTaxAndRates;
    expect(r.shipment_prices).toEqual([{ type: 'free', shipmentCost: 0, freeShipment: true }]);
  });
});

describe('createCheckout', () => {
  it('places the order with the test card, empties the bought items and marks checkoutDone', async () => {
    const h = harness();
    const { id, addressId } = await readyCart(h);
    const order = (await h.data(checkout, { input: { cartId: id, address_id: addressId, source: tokenFor(h.backend, goodCard) } })).createCheckout;
    // The line keeps the SKU's list price and its discount; what it cost is the domain's rule ($8.99 each, once).
    expect(order.items).toEqual([{ quantity: 2, unit_amount: 999, sku: { id: 'sku-meatballs' } }]);
    expect(order.subtotal_amount).toBe(2 * 899);
    expect(order.total_amount).toBe(order.subtotal_amount + order.tax + order.shipping_amount);
    expect((await h.data(`{ cart { items { id } total } }`)).cart).toEqual({ items: [], total: 0 });
    expect((await h.data('{ me { checkoutDone } orders { id } }')).orders.map((o: any) => o.id)).toContain(order.id);
  });

  it.each([
    ['a declined card', '4000 0000 0000 0002', PROCESSOR_MESSAGES.declined],
    ['a card with insufficient funds', '4000 0000 0000 9995', PROCESSOR_MESSAGES.insufficientFunds],
  ])('answers the processor\'s refusal for %s and keeps the cart', async (_label, number, message) => {
    const h = harness();
    const { id, addressId } = await readyCart(h);
    expect(await h.error(checkout, { input: { cartId: id, address_id: addressId, source: tokenFor(h.backend, { ...goodCard, number }) } })).toBe(message);
    expect((await h.data('{ cart { items { id } } }')).cart.items).toHaveLength(1);
  });

  it('refuses an unknown or spent token, and the processor refuses an expired card, another number or a short cvc', async () => {
    const h = harness();
    const { id, addressId } = await readyCart(h);
    expect(await h.error(checkout, { input: { cartId: id, address_id: addressId, source: 'tok_made_up' } })).toBe(PROCESSOR_MESSAGES.unknownToken);
    expect(tokenizeCard(h.backend.state, { ...goodCard, exp_year: 2020 }, h.backend.now())).toEqual({ ok: false, message: PROCESSOR_MESSAGES.expired });
    expect(tokenizeCard(h.backend.state, { ...goodCard, number: '4111 1111 1111 1111' }, h.backend.now())).toEqual({ ok: false, message: PROCESSOR_MESSAGES.incorrectNumber });
    expect(tokenizeCard(h.backend.state, { ...goodCard, cvc: '12' }, h.backend.now())).toEqual({ ok: false, message: PROCESSOR_MESSAGES.invalidCvc });
    const source = tokenFor(h.backend, goodCard);
    await h.data(checkout, { input: { cartId: id, address_id: addressId, source } });
    expect(JSON.stringify(h.backend.state)).not.toContain('4242424242424242');
    expect(await h.error(`mutation($s: String!) { saveNewPaymentMethod(source: $s) { id } }`, { s: source })).toBe(PROCESSOR_MESSAGES.usedToken);
  });

  it("answers 'Cart is empty' with nothing selected (000 §8)", async () => {
    const h = harness();
    const { id, addressId } = await readyCart(h);
    const itemId = (await h.data('{ cart { items { id } } }')).cart.items[0].id;
    await h.data(`mutation($c: ID!, $i: ID!) { selectCartItem(id: $c, itemId: $i, value: false) { id } }`, { c: id, i: itemId });
    expect(await h.error(checkout, { input: { cartId: id, address_id: addressId, source: tokenFor(h.backend, goodCard) } })).toBe('Cart is empty');
  });
});

describe('session (000 §4 Session end, §8)', () => {
  it("answers 'Not authenticated' to me without a session", async () => {
    expect(await harness().error('{ me { id } }')).toBe('Not authenticated');
  });

  it('login returns a placeholder access_token and a session for me', async () => {
    const h = harness();
    const login = await h.data('mutation { login(input: { email: "Demo@Pawprint.test", password: "pawprint" }) { access_token user { email } } }');
    expect(login.login).toEqual({ access_token: 'httponly-cookie', user: { email: 'demo@pawprint.test' } });
    expect(h.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await h.data('{ me { email username roles { name } } }')).me).toEqual({ email: 'demo@pawprint.test', username: 'dana', roles: [{ name: 'customer' }] });
  });

  it('refuses a wrong password', async () => {
    expect(await harness().error('mutation { login(input: { email: "demo@pawprint.test", password: "nope" }) { access_token } }')).toBe('Invalid email or password');
  });

  it('expires sessions', async () => {
    let now = Date.UTC(2026, 0, 1);
    const h = harness({ now: () => now });
    await h.login();
    now += 8 * 24 * 3600 * 1000;
    expect(await h.error('{ me { id } }')).toBe('Not authenticated');
  });

  it('signs in with the one-time code printed to the server log, handing over the guest cart', async () => {
    const h = harness();
    const guest = (await h.data(`mutation { createCartGuest(email: "new@pawprint.test", input: { type: "good", sku_id: "sku-meatballs", quantity: 1 }) { id } }`)).createCartGuest.id;
    await h.data('mutation { getVerify(to: "new@pawprint.test", channel: "email") { status } }');
    const code = /OTP for new@pawprint.test by email: (\d{6})/.exec(h.logs.join('\n'))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await h.error(`mutation { verifyOTP(code: "000000", channel: "email", to: "new@pawprint.test") { access_token } }`)).toBe('Invalid verification code');
    await h.data(`mutation($c: String!, $cart: ID) { verifyOTP(code: $c, channel: "email", to: "new@pawprint.test", cart: $cart) { user { new_user } } }`, { c: code, cart: guest });
    expect((await h.data('{ me { email new_user } cart { id } }'))).toEqual({ me: { email: 'new@pawprint.test', new_user: true }, cart: { id: guest } });
  });
});

describe('getDynamicData (000 §2 referral codes)', () => {
  it('resolves an affiliate username with the fixed affiliate role id', async () => {
    const data = await harness().data('{ getDynamicData(url: "sarah") { type data { username first_name roles { id name } } } }');
    expect(data.getDynamicData.type).toBe('USER');
    expect(data.getDynamicData.data.roles).toContainEqual({ id: '5f1e0affa1b2c3d4e5f60001', name: 'affiliate' });
  });

  it('resolves a plain customer referrer from a ?ref= query', async () => {
    const data = await harness().data('{ getDynamicData(url: "/?ref=max") { data { username roles { name } } } }');
    expect(data.getDynamicData.data).toEqual({ username: 'max', roles: [{ name: 'customer' }] });
  });

  it('answers null for an unknown code', async () => {
    expect((await harness().data('{ getDynamicData(url: "nobody") { type } }')).getDynamicData).toBeNull();
  });
});

describe('account queries of 001 §7 answer from the store', () => {
  it('gives the affiliate their milestone level, w9 form and no bank account', async () => {
    const h = harness();
    await h.login('affiliate@pawprint.test');
    const data = await h.data('{ getMilestone { level } lastForm(type: "w9form") { verify } getBankAccountsByUser { id } getBalance { coins } }');
    expect(data).toEqual({ getMilestone: { level: 2 }, lastForm: { verify: 'pending' }, getBankAccountsByUser: [], getBalance: { coins: 23000 } });
  });

  it('remembers a bank account added by a mutation', async () => {
    const h = harness();
    await h.login('affiliate@pawprint.test');
    await h.data('mutation { addBankAccount(input: { bank_name: "Paw Bank", account_number: "000123", routing_number: "110000000" }) { id } }');
    expect((await h.data('{ getBankAccountsByUser { bank_name } }')).getBankAccountsByUser).toEqual([{ bank_name: 'Paw Bank' }]);
  });

  it("answers 'Not authenticated' to account data without a session", async () => {
    expect(await harness().error('{ walletLogs { id } }')).toBe('Not authenticated');
  });
});
