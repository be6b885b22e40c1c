import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCheckoutMachine } from '../../../src/application/checkout/checkout.machine';
import { parseCard, validateAddress, emptyAddress } from '../../../src/application/checkout/checkout-forms';
import { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { FakeCheckoutRepository } from '../../fakes/fake-checkout-repository';
import { LEASH } from '../../fakes/fake-catalog-repository';
import { FakeNotifications } from '../../fakes/fake-notifications';

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

function setup(signedIn = true) {
  const cartRepository = new FakeCartRepository();
  const cart = cartRepository.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: 'jo@example.com', signedIn });
  const checkoutRepository = new FakeCheckoutRepository((key) => cartRepository.serverCart(key.id), [{ ...home }]);
  const notifications = new FakeNotifications();
  const changes: unknown[] = [];
  const actor = createActor(createCheckoutMachine({ checkoutRepository, cartRepository, notifications }), {
    input: { key: { id: cart.id, email: 'jo@example.com' }, cart, signedIn, onCartChanged: (c) => changes.push(c) },
  }).start();
  return { actor, checkoutRepository, notifications, changes };
}

describe('Checkout machine', () => {
  it('a signed-in user starts on their saved address; editing it calls updateAddress, then rates are fetched', async () => {
    const { actor, checkoutRepository } = setup();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    expect(actor.getSnapshot().context.address?.id).toBe('addr-home');
    actor.send({ type: 'saveAddress', id: 'addr-home', input: { ...home, line1: '2 Bark St' } });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(checkoutRepository.calls.map((c) => c.op)).toEqual(['addresses', 'updateAddress', 'taxAndRates']);
    expect(actor.getSnapshot().context.address?.line1).toBe('2 Bark St');
  });

  it('a guest loads no saved addresses and a new address calls createAddress with the cart', async () => {
    const { actor, checkoutRepository } = setup(false);
    await waitFor(actor, (s) => s.matches('editingAddress'));
    actor.send({ type: 'saveAddress', input: { ...home } });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(checkoutRepository.calls.map((c) => c.op)).toEqual(['createAddress', 'taxAndRates']);
  });

  it('a rates failure goes back to the address with the server message', async () => {
    const { actor, checkoutRepository, notifications } = setup();
    await waitFor(actor, (s) => s.matches('editingAddress'));
    checkoutRepository.failNext.set('taxAndRates', 'Address is not deliverable');
    actor.send({ type: 'chooseAddress', id: 'addr-home' });
    await waitFor(actor, (s) => s.matches('editingAddress') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Address is not deliverable');
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
    actor.send({ type: 'placeOrder', card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(actor.getSnapshot().context.order?.total_amount).toBe(2500 + 599 + 200);
    expect(changes).toEqual([null]);
  });
});

describe('Checkout forms', () => {
  it('every address field but line 2 is required', () => {
    expect(Object.keys(validateAddress(emptyAddress()))).toEqual(['first_name', 'last_name', 'line1', 'city', 'state', 'postal_code']);
  });
  it('reads the test card with its MM/YY expiry', () => {
    expect(parseCard({ number: '4242 4242 4242 4242', expiry: '04/31', cvc: '123' })).toEqual({
      ok: true,
      card: { number: '4242424242424242', exp_month: 4, exp_year: 2031, cvc: '123' },
    });
    expect(parseCard({ number: '42', expiry: '13/31', cvc: '1' })).toEqual({
      ok: false,
      errors: { number: 'Card number is not valid', expiry: 'Expiry must be MM/YY', cvc: 'CVC is not valid' },
    });
  });
});
