// A call told with toasts (000 §8), the one way every cart, checkout and account call tells the shopper.
import { describe, expect, it } from 'vitest';
import { toastActionsWith, withToasts } from '../../src/application/toast-actions';
import { FakeNotifications } from '../fakes/fake-notifications';

const texts = { progress: 'Adding item to cart...', done: 'Item added to cart successfully!' };

describe('withToasts', () => {
  it('turns the progress toast into the success toast and answers what the call answered', async () => {
    const notifications = new FakeNotifications();
    expect(await withToasts(notifications, texts, async () => 42)).toBe(42);
    expect(notifications.current()).toEqual([{ id: expect.any(String), kind: 'success', message: texts.done }]);
  });

  it("turns it into the server's message on a failure, and throws the failure on", async () => {
    const notifications = new FakeNotifications();
    await expect(withToasts(notifications, texts, () => Promise.reject(new Error('Sold Out')))).rejects.toThrow('Sold Out');
    expect(notifications.current().map((t) => [t.kind, t.message])).toEqual([['error', 'Sold Out']]);
  });

  it('dismisses the progress toast, telling nothing, for a failure the caller handles', async () => {
    const notifications = new FakeNotifications();
    const untold = (error: unknown) => (error as Error).message === 'Cart not found!';
    await expect(withToasts(notifications, texts, () => Promise.reject(new Error('Cart not found!')), { untold })).rejects.toThrow();
    expect(notifications.current()).toEqual([]);
    expect(notifications.messages('error')).toEqual([]);
  });

  it('runs quietly without a progress text, telling only a failure, in the words the caller chose', async () => {
    const notifications = new FakeNotifications();
    await withToasts(notifications, {}, async () => 'ok');
    expect(notifications.history).toEqual([]);
    await expect(withToasts(notifications, {}, () => Promise.reject(new Error('x')), { message: () => 'Please try again.' })).rejects.toThrow();
    expect(notifications.messages()).toEqual(['Please try again.']);
  });
});

describe('toastActionsWith: the toast actions every machine is provided with', () => {
  it('tells an error (one at a time by its id), dismisses it by that id, and clears all but the progress toasts', () => {
    const notifications = new FakeNotifications();
    const actions = toastActionsWith(notifications);
    actions.toastError(undefined, { message: 'The cart could not be loaded.', id: 'cart-unavailable' });
    actions.toastError(undefined, { message: 'The cart could not be loaded.', id: 'cart-unavailable' });
    expect(notifications.current().map((t) => [t.kind, t.message])).toEqual([['error', 'The cart could not be loaded.']]);
    actions.dismissToast(undefined, { id: 'cart-unavailable' });
    expect(notifications.current()).toEqual([]);
    notifications.loading('Adding item to cart...');
    actions.toastError(undefined, { message: 'Sold Out' });
    actions.clearToasts();
    expect(notifications.current().map((t) => t.kind)).toEqual(['loading']);
  });
});
