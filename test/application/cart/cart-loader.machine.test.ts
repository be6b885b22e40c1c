import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { cartLoaderWith } from '../../../src/application/cart/cart-loader.machine';
import { CART_UNAVAILABLE_MESSAGE } from '../../../src/application/cart/cart-unavailable';
import { FakeNotifications } from '../../fakes/fake-notifications';
import { LEASH, MINI_BOX, productOf } from '../../fakes/fake-catalog-repository';

const CODE = { name: 'the cart chunk' };
type Code = typeof CODE;

/** Downloads that answer when the test says so, one per call. */
function downloads() {
  const calls: { resolve: (code: Code) => void; reject: (error: unknown) => void }[] = [];
  const download = vi.fn(() => new Promise<Code>((resolve, reject) => calls.push({ resolve, reject })));
  return { download, calls };
}

function loader() {
  const notifications = new FakeNotifications();
  const net = downloads();
  const actor = createActor(cartLoaderWith(notifications), { input: { download: net.download } }).start();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  return { actor, notifications, ...net, restore: () => errors.mockRestore() };
}

const miniBox = { product: productOf(MINI_BOX), sku: MINI_BOX, quantity: 1 };
const leash = { product: productOf(LEASH), sku: LEASH, quantity: 2 };

describe('the cart loader', () => {
  it('waits idle, downloads the cart once it is wanted, and is ready once the cart has started', async () => {
    const { actor, download, calls, restore } = loader();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(download).not.toHaveBeenCalled();
    actor.send({ type: 'cart.wanted' });
    actor.send({ type: 'cart.wanted' });
    expect(download).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    calls[0].resolve(CODE);
    const arrived = await waitFor(actor, (s) => s.context.code !== null);
    expect(arrived.context.code).toBe(CODE);
    actor.send({ type: 'cart.started' });
    expect(actor.getSnapshot().hasTag('settled')).toBe(true);
    restore();
  });

  it('an early press shows busy, is held in order with later presses, and goes to the cart once it has started', async () => {
    const { actor, download, calls, notifications, restore } = loader();
    actor.send({ type: 'cart.pressed', request: miniBox });
    expect(download).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'cart.pressed', request: leash });
    calls[0].resolve(CODE);
    const arrived = await waitFor(actor, (s) => s.context.code !== null);
    // Still busy until the started cart has taken the presses.
    expect(arrived.hasTag('busy')).toBe(true);
    expect(arrived.context.presses).toEqual([miniBox, leash]);
    actor.send({ type: 'cart.started' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.presses).toEqual([]);
    expect(notifications.messages()).toEqual([]);
    restore();
  });

  it('a failed download answers a waiting press with the toast, and the next press tries again', async () => {
    const { actor, download, calls, notifications, restore } = loader();
    actor.send({ type: 'cart.pressed', request: miniBox });
    calls[0].reject(new TypeError('Failed to fetch dynamically imported module'));
    const idle = await waitFor(actor, (s) => s.matches('idle'));
    expect(notifications.messages('error')).toEqual([CART_UNAVAILABLE_MESSAGE]);
    expect(idle.hasTag('busy')).toBe(false);
    expect(idle.context.presses).toEqual([]);

    actor.send({ type: 'cart.pressed', request: leash });
    expect(download).toHaveBeenCalledTimes(2);
    calls[1].resolve(CODE);
    const arrived = await waitFor(actor, (s) => s.context.code !== null);
    expect(arrived.context.presses).toEqual([leash]);
    expect(notifications.messages('error')).toEqual([CART_UNAVAILABLE_MESSAGE]);
    // The cart is here after all: the toast saying it could not be loaded goes.
    let shown: { message: string }[] = [];
    notifications.subscribe((toasts) => (shown = toasts))();
    expect(shown).toEqual([]);
    restore();
  });

  it('a failed download nobody pressed for stays quiet, and the next want tries again', async () => {
    const { actor, download, calls, notifications, restore } = loader();
    actor.send({ type: 'cart.wanted' });
    calls[0].reject(new TypeError('Failed to fetch dynamically imported module'));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(notifications.messages()).toEqual([]);
    actor.send({ type: 'cart.wanted' });
    expect(download).toHaveBeenCalledTimes(2);
    calls[1].resolve(CODE);
    await waitFor(actor, (s) => s.context.code !== null);
    restore();
  });
});
