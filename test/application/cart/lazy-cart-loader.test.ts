import { describe, expect, it, vi } from 'vitest';
import { CART_UNAVAILABLE_MESSAGE } from '../../../src/application/cart/cart-unavailable';
import { lazyCartLoader } from '../../../src/application/cart/lazy-cart-loader';
import { FakeNotifications } from '../../fakes/fake-notifications';
import { MINI_BOX, productOf } from '../../fakes/fake-catalog-repository';

const press = { type: 'cart.pressed' as const, request: { product: productOf(MINI_BOX), sku: MINI_BOX, quantity: 1 } };

/** Resolves once the loader's view passes the check. */
const viewWhere = <T,>(loader: ReturnType<typeof lazyCartLoader<T>>, check: (v: ReturnType<typeof loader.view>) => boolean) =>
  new Promise<void>((resolve) => {
    if (check(loader.view())) return resolve();
    const stop = loader.subscribe(() => {
      if (!check(loader.view())) return;
      stop();
      resolve();
    });
  });

describe('the cart loader as the first load holds it', () => {
  it('starts the download at the first press, before the machine has arrived, and the machine takes it over', async () => {
    const download = vi.fn(() => Promise.resolve('cart code'));
    const loader = lazyCartLoader(download, new FakeNotifications());
    loader.send(press);
    expect(download).toHaveBeenCalledTimes(1);
    expect(loader.view().busy).toBe(true);
    await viewWhere(loader, (v) => v.code === 'cart code');
    expect(loader.view().presses).toEqual([press.request]);
    expect(download).toHaveBeenCalledTimes(1);
    loader.send({ type: 'cart.started' });
    expect(loader.view()).toMatchObject({ busy: false, presses: [] });
  });

  it("answers a waiting press when the machine's own code cannot be downloaded, and tries again at the next", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notifications = new FakeNotifications();
    let attempt = 0;
    const importMachine = vi.fn(() =>
      ++attempt === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('../../../src/application/cart/cart-loader.machine'),
    );
    const loader = lazyCartLoader(() => Promise.resolve('cart code'), notifications, importMachine);
    loader.send(press);
    await viewWhere(loader, (v) => !v.busy);
    expect(notifications.messages('error')).toEqual([CART_UNAVAILABLE_MESSAGE]);
    loader.send(press);
    await viewWhere(loader, (v) => v.code === 'cart code');
    expect(importMachine).toHaveBeenCalledTimes(2);
    expect(notifications.messages('error')).toEqual([CART_UNAVAILABLE_MESSAGE]);
    errors.mockRestore();
  });
});
