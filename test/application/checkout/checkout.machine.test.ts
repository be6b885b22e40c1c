import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { checkoutMachine, checkoutTotals, totalsReady } from '../../../src/application/checkout/checkout.machine';
import {
  selectAsksAddress, selectBusy, selectOrderedCart, selectPaying, selectPlacedOrder, selectTotals, selectTotalsReady,
} from '../../../src/application/checkout/checkout.selectors';
import { checkoutMachineWith } from '../../../src/application/checkout/checkout-feature';
import type { CartItemInput } from '../../../src/ports/cart-repository';
import { FakeClock } from '../../fakes/fake-clock';
import { calendarMonth, validateAddress, emptyAddress } from '../../../src/application/checkout/checkout-forms';
import { validateCard } from '../../../src/domain';

/** The card form's check (card-entry.tsx): the domain's rule against the clock's calendar month. */
const parseCard = (form: { number: string; expiry: string; cvc: string }, nowMs: number) => validateCard(form, calendarMonth(nowMs));
import { GIFT_CARD, LEASH, MEMBERSHIP } from '../../fakes/fake-catalog-repository';
import { buildFakePorts } from '../../support/fake-ports';
import { DECLINED_TOKEN, TEST_TOKEN } from '../../fakes/fake-checkout-repository';

const NOW = new FakeClock().now();

const home = {
  id: 'addr-home',
  first_name: 'Jo',
  last_name: 'Doe',
  line1: '1 Bark St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
};

function setup(signedIn = true, items: CartItemInput[] = [{ type: 'good', sku_id: LEASH.id, quantity: 1 }], saved = [{ ...home }]) {
  const ports = buildFakePorts({ addresses: saved });
  const { cartRepository, checkoutRepository, notifications } = ports;
  const cart = cartRepository.seed(items, { email: 'jo@example.com', signedIn });
  const changes: unknown[] = [];
  const key = { id: cart.id, email: 'jo@example.com' };
  const actor = createActor(checkoutMachineWith(ports), {
    input: { key, cart, signedIn, onCartChanged: (c) => changes.push(c) },
  }).start();
  return { actor, checkoutRepository, cartRepository, notifications, changes, key, cart };
}


describe('Checkout machine', () => {
  it('a signed-in user starts on their saved address; editing it saves it and refreshes the rates in one call', async () => {
    const { actor, checkoutRepository, notifications } = setup();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    expect(actor.getSnapshot().context.address?.id).toBe('addr-home');
    actor.send({ type: 'saveAddress', id: 'addr-home', input: { ...home, line1: '2 Bark St' } });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(checkoutRepository.calls.map((c) => c.op).filter((op) => op !== 'terms')).toEqual(['addresses', 'updateAddressWithRates']);
    expect(actor.getSnapshot().context.address?.line1).toBe('2 Bark St');
    expect(checkoutTotals(actor.getSnapshot().context).total).toBe(2500 + 599 + 200);
    expect(notifications.history.map((t) => [t.kind, t.message])).toEqual([
      ['loading', 'Getting tax and shipping rates...'],
      ['success', 'Tax and shipping rates fetched successfully!'],
    ]);
  });

  it('where updateAddressWithRates fails, the edit is saved with updateAddress and the rates fetched after it', async () => {
    const { actor, checkoutRepository } = setup();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    checkoutRepository.failNext.set('updateAddressWithRates', 'Cannot query field "updateAddressWithRates" on type "Mutation".');
    actor.send({ type: 'saveAddress', id: 'addr-home', input: { ...home, line1: '2 Bark St' } });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(checkoutRepository.calls.map((c) => c.op).filter((op) => op !== 'terms'))
      .toEqual(['addresses', 'updateAddressWithRates', 'updateAddress', 'taxAndRates']);
    expect(checkoutRepository.saved[0].line1).toBe('2 Bark St');
    expect(checkoutTotals(actor.getSnapshot().context).total).toBe(2500 + 599 + 200);
  });

  it('where getTaxAndRates fails, getRate and getTax price the order to the same cents, with the cart read again', async () => {
    const { actor, checkoutRepository, notifications, key } = setup();
    checkoutRepository.defaultKey = key; // the saved address ships this cart, as the server knows
    await waitFor(actor, (s) => s.matches('editingAddress'));
    checkoutRepository.failNext.set('taxAndRates', 'Service unavailable');
    actor.send({ type: 'chooseAddress', id: 'addr-home' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(checkoutRepository.calls.map((c) => c.op).filter((op) => op !== 'terms' && op !== 'addresses'))
      .toEqual(['taxAndRates', 'shippingRates', 'tax']);
    expect(checkoutTotals(actor.getSnapshot().context).total).toBe(2500 + 599 + 200);
    expect(notifications.messages('error')).toEqual([]);
  });

  it('a guest loads no saved addresses and a new address calls createAddress with the cart', async () => {
    const { actor, checkoutRepository } = setup(false);
    await waitFor(actor, (s) => s.matches('editingAddress'));
    actor.send({ type: 'saveAddress', input: { ...home } });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(checkoutRepository.calls.map((c) => c.op).filter((op) => op !== 'terms')).toEqual(['createAddress', 'taxAndRates']);
  });

  it('a rates failure goes back to the address with the server message, once (the rates toast turns into it)', async () => {
    const { actor, checkoutRepository, notifications } = setup();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    checkoutRepository.failNext.set('taxAndRates', 'Address is not deliverable');
    checkoutRepository.failNext.set('shippingRates', 'Address is not deliverable');
    actor.send({ type: 'chooseAddress', id: 'addr-home' });
    await waitFor(actor, (s) => s.matches('editingAddress') && notifications.history.length === 2);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(notifications.history.map((t) => [t.kind, t.message])).toEqual([
      ['loading', 'Getting tax and shipping rates...'],
      ['error', 'Address is not deliverable'],
    ]);
  });

  it('placing the order ends in placed and tells the cart to re-sync', async () => {
    const { actor, changes } = setup();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    actor.send({ type: 'chooseAddress', id: 'addr-home' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'placeOrder', paymentToken: TEST_TOKEN });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(actor.getSnapshot().context.order?.total_amount).toBe(2500 + 599 + 200);
    expect(changes).toEqual([null]);
  });
});

describe('Checkout follows the cart it charges', () => {
  it('a quantity changed in the drawer on /checkout re-fetches the rates and the order charges the total now shown', async () => {
    const { actor, checkoutRepository, cartRepository, key } = setup();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    actor.send({ type: 'chooseAddress', id: 'addr-home' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(checkoutTotals(actor.getSnapshot().context).total).toBe(2500 + 200 + 599);
    const changed = await cartRepository.updateQuantity(key, actor.getSnapshot().context.cart.items[0].id, 3);
    actor.send({ type: 'cart.updated', cart: changed });
    expect(actor.getSnapshot().matches('refreshingRates')).toBe(true);
    expect(totalsReady(actor.getSnapshot().context)).toBe(false);
    await waitFor(actor, (s) => s.matches('reviewing'));
    const shown = checkoutTotals(actor.getSnapshot().context).total;
    expect(shown).toBe(7500 + 600 + 599);
    actor.send({ type: 'placeOrder', paymentToken: TEST_TOKEN });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(actor.getSnapshot().context.order?.total_amount).toBe(shown);
    // Rates for the address, again for the new quantity, and once more just before the order.
    expect(checkoutRepository.calls.filter((c) => c.op === 'taxAndRates')).toHaveLength(3);
  });

  it('a cart changed elsewhere just before Place order is refused with the new total, once, and the totals are read again', async () => {
    const { actor, checkoutRepository, cartRepository, notifications, cart } = setup();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    actor.send({ type: 'chooseAddress', id: 'addr-home' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    // The server's cart changes but the page has not heard yet.
    cartRepository.changeElsewhere(cart.id, (c) => { c.items[0].quantity = 2; });
    actor.send({ type: 'placeOrder', paymentToken: TEST_TOKEN });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(
      'Your order total has changed to $59.99. Please check the updated total and place your order again.',
    );
    expect(checkoutTotals(actor.getSnapshot().context).total).toBe(5999);
    expect(checkoutRepository.orders).toEqual([]);
    expect(notifications.messages('error')).toEqual([]);
  });

  it('a declined card is one message (the alert), not a toast as well', async () => {
    const { actor, notifications } = setup();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    actor.send({ type: 'chooseAddress', id: 'addr-home' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'placeOrder', paymentToken: DECLINED_TOKEN });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Your card was declined.');
    expect(notifications.messages('error')).toEqual([]);
  });

  it('a digital-only order asks no address and sends none', async () => {
    const { actor, checkoutRepository } = setup(true, [{ type: 'digital', sku_id: MEMBERSHIP.id, quantity: 1 }]);
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(totalsReady(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'placeOrder', paymentToken: TEST_TOKEN });
    await waitFor(actor, (s) => s.matches('placed'));
    const sent = checkoutRepository.calls.find((c) => c.op === 'createCheckout')!.args[0] as { addressId: string | null; expectedTotal: number };
    expect(sent.addressId).toBeNull();
    expect(sent.expectedTotal).toBe(2200);
  });

  it('a digital-only order that gets another digital line stays on review (nothing to rate), and one that gets a good asks the address', async () => {
    const { actor, cartRepository, key } = setup(true, [{ type: 'digital', sku_id: MEMBERSHIP.id, quantity: 1 }], []);
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'placeOrder', paymentToken: DECLINED_TOKEN });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.error !== null);
    const more = await cartRepository.addCartItem({ key, input: { type: 'digital', sku_id: GIFT_CARD.id, quantity: 1 } });
    actor.send({ type: 'cart.updated', cart: more });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    const withGood = await cartRepository.addCartItem({ key, input: { type: 'good', sku_id: LEASH.id, quantity: 1 } });
    actor.send({ type: 'cart.updated', cart: withGood });
    expect(actor.getSnapshot().matches('editingAddress')).toBe(true);
    const digitalAgain = await cartRepository.removeItem(key, withGood.items.find((i) => i.type === 'good')!.id);
    actor.send({ type: 'cart.updated', cart: digitalAgain });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
  });

  it('the same address typed again updates the saved one instead of creating another', async () => {
    const { actor, checkoutRepository } = setup();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    const { id: _id, ...typed } = home;
    actor.send({ type: 'saveAddress', input: { ...typed, line1: ' 1 bark st ' } });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(checkoutRepository.calls.map((c) => c.op).filter((op) => op !== 'terms')).toEqual(['addresses', 'updateAddressWithRates']);
    expect(checkoutRepository.saved).toHaveLength(1);
  });

  it("a guest's address on the cart (selected_address) is offered again after a reload", async () => {
    const ports = buildFakePorts({ addresses: [{ ...home }] });
    const seeded = ports.cartRepository.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: 'jo@example.com' });
    const actor = createActor(
      checkoutMachineWith(ports),
      { input: { key: { id: seeded.id, email: 'jo@example.com' }, cart: { ...seeded, selected_address: { ...home } }, signedIn: false } },
    ).start();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    expect(actor.getSnapshot().context.address?.id).toBe('addr-home');
    expect(actor.getSnapshot().context.addresses.map((a) => a.id)).toEqual(['addr-home']);
  });
});

describe('Checkout forms', () => {
  it('every address field but line 2 is required', () => {
    expect(Object.keys(validateAddress(emptyAddress()))).toEqual(['first_name', 'last_name', 'line1', 'city', 'state', 'postal_code']);
  });
  it('reads the test card with its MM/YY expiry', () => {
    expect(parseCard({ number: '4242 4242 4242 4242', expiry: '04/31', cvc: '123' }, NOW)).toEqual({
      ok: true,
      card: { number: '4242424242424242', exp_month: 4, exp_year: 2031, cvc: '123' },
    });
    expect(parseCard({ number: '42', expiry: '13/31', cvc: '1' }, NOW)).toEqual({
      ok: false,
      errors: { number: 'Card number is not valid', expiry: 'Expiry must be MM/YY', cvc: 'CVC is not valid' },
    });
  });
  it('refuses an expired card against the clock; the expiry month itself is still good', () => {
    // NOW is 23 November 2026.
    expect(parseCard({ number: '4242 4242 4242 4242', expiry: '01/20', cvc: '123' }, NOW)).toEqual({ ok: false, errors: { expiry: 'This card has expired' } });
    expect(parseCard({ number: '4242 4242 4242 4242', expiry: '10/26', cvc: '123' }, NOW)).toEqual({ ok: false, errors: { expiry: 'This card has expired' } });
    expect(parseCard({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' }, NOW).ok).toBe(true);
  });
});

describe('Checkout against a server of the spec contract only', () => {
  it('a digital-only order asks a billing address when the server takes no order without one, and sends it', async () => {
    const ports = buildFakePorts({ addresses: [] });
    ports.checkoutRepository.addressOptional = false;
    const cart = ports.cartRepository.seed([{ type: 'digital', sku_id: MEMBERSHIP.id, quantity: 1 }], { email: 'jo@example.com', signedIn: false });
    const key = { id: cart.id, email: 'jo@example.com' };
    const actor = createActor(checkoutMachineWith(ports), { input: { key, cart, signedIn: false } }).start();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    const { id: _id, ...typed } = home;
    actor.send({ type: 'saveAddress', input: typed });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'placeOrder', paymentToken: TEST_TOKEN });
    await waitFor(actor, (s) => s.matches('placed'));
    const sent = ports.checkoutRepository.calls.find((c) => c.op === 'createCheckout')!.args[0] as { addressId: string | null };
    expect(sent.addressId).toBe(ports.checkoutRepository.saved[0].id);
  });

  it('a total changed on the server is caught by the page itself, before any order, when the server takes no expected total', async () => {
    const { actor, checkoutRepository, cartRepository, cart } = setup();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    actor.send({ type: 'chooseAddress', id: 'addr-home' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    cartRepository.changeElsewhere(cart.id, (c) => { c.items[0].quantity = 2; });
    actor.send({ type: 'placeOrder', paymentToken: TEST_TOKEN });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.error !== null);
    expect(checkoutRepository.calls.filter((c) => c.op === 'createCheckout')).toEqual([]);
    expect(actor.getSnapshot().context.error).toMatch(/^Your order total has changed to \$59\.99\./);
  });
});

describe('Checkout machine tags (what the page reads instead of state names)', () => {
  it("says 'busy' while a call is on its way and 'payment' once the address is settled, 'placing' while the order goes", async () => {
    const { actor } = setup();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('addressesLoading')).toBe(true);
    const editing = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(editing.hasTag('payment')).toBe(false);
    actor.send({ type: 'chooseAddress', id: 'addr-home' });
    expect(actor.getSnapshot().hasTag('ratesLoading')).toBe(true);
    const reviewing = await waitFor(actor, (s) => s.hasTag('payment') && !s.hasTag('busy'));
    expect(reviewing.hasTag('placing')).toBe(false);
    actor.send({ type: 'placeOrder', paymentToken: TEST_TOKEN });
    expect(actor.getSnapshot().hasTag('placing')).toBe(true);
    expect(actor.getSnapshot().hasTag('payment')).toBe(true);
    const placed = await waitFor(actor, (s) => s.status === 'done');
    expect(placed.hasTag('busy')).toBe(false);
  });
});

describe('Checkout machine after the order', () => {
  it('clears the toasts from before the order, so none sits over the confirmation', async () => {
    const { actor, notifications } = setup();
    notifications.success('Guest cart created successfully!');
    await waitFor(actor, (s) => s.matches('editingAddress'));
    actor.send({ type: 'chooseAddress', id: 'addr-home' });
    await waitFor(actor, (s) => s.hasTag('payment') && !s.hasTag('busy'));
    const shown = () => {
      let toasts: unknown[] = [];
      notifications.subscribe((t) => (toasts = t))();
      return toasts;
    };
    expect(shown().length).toBeGreaterThan(0);
    actor.send({ type: 'placeOrder', paymentToken: TEST_TOKEN });
    await waitFor(actor, (s) => s.status === 'done');
    expect(shown()).toEqual([]);
  });
});

describe('What the checkout page selects', () => {
  it('one value per selector: tags, the totals of the cart with its rates, and the order only once placed', async () => {
    const { actor } = setup();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    let s = actor.getSnapshot();
    expect([selectBusy(s), selectPaying(s), selectAsksAddress(s), selectTotalsReady(s), selectPlacedOrder(s)]).toEqual([false, false, true, false, null]);
    actor.send({ type: 'chooseAddress', id: 'addr-home' });
    s = await waitFor(actor, (x) => x.matches('reviewing'));
    expect(selectPaying(s)).toBe(true);
    expect(selectTotalsReady(s)).toBe(true);
    expect(selectTotals(s)).toEqual(checkoutTotals(s.context));
    // A selector that computes answers an equal value for the same snapshot: shallowEqual keeps the summary still.
    expect(selectTotals(s)).not.toBe(selectTotals(s));
    actor.send({ type: 'placeOrder', paymentToken: TEST_TOKEN });
    s = await waitFor(actor, (x) => x.status === 'done');
    expect(selectPlacedOrder(s)).toBe(s.context.order);
    expect(selectOrderedCart(s).items.length).toBeGreaterThan(0);
  });

  it('the module-level machine names its calls; run without them supplied, a call fails loudly', async () => {
    const { cart } = setup();
    const actor = createActor(checkoutMachine, { input: { key: { id: cart.id }, cart, signedIn: false } }).start();
    const s = await waitFor(actor, (x) => x.matches('editingAddress'));
    expect(s.context.error).toContain("'loadAddresses' is supplied with .provide()");
  });
});
