import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createInBrowserFetch, createInBrowserBackend, resetInBrowserSession, STATE_STORAGE_KEY, subscribeInBrowser,
} from '../../src/adapters/in-browser/in-browser-api';
import { NOW } from './backend-harness';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() { return this.items.size; }
  clear() { this.items.clear(); }
  getItem(key: string) { return this.items.get(key) ?? null; }
  key(index: number) { return [...this.items.keys()][index] ?? null; }
  removeItem(key: string) { this.items.delete(key); }
  setItem(key: string, value: string) { this.items.set(key, String(value)); }
}

const quiet = { log: () => {}, now: () => NOW };
const post = (f: typeof fetch, query: string, variables?: object) =>
  f('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }).then((r) => r.json());

afterEach(() => resetInBrowserSession());

describe('in-browser mock (VITE_API_MODE=in-browser)', () => {
  it('answers /graphql and /api/* in-process, keeping the session in memory', async () => {
    const storage = new MemoryStorage();
    const f = createInBrowserFetch(createInBrowserBackend({ ...quiet, storage }));
    expect(await (await f('/api/user')).json()).toEqual({ isLoggedIn: false, me: null });
    await post(f, 'mutation { login(input: { email: "retailer@pawprint.test", password: "pawprint" }) { access_token } }');
    expect((await post(f, '{ me { email } }')).data.me.email).toBe('retailer@pawprint.test');
    expect((await (await f('/api/user')).json()).me.roles).toContainEqual({ id: '5f1e0affa1b2c3d4e5f60003', name: 'retailer' });
    expect(await (await f('/api/logout', { method: 'POST' })).json()).toEqual({ isLoggedIn: false, me: null });
    expect((await post(f, '{ me { email } }')).errors[0].message).toBe('Not authenticated');
  });

  it('keeps the shop in localStorage across page loads', async () => {
    const storage = new MemoryStorage();
    const first = createInBrowserFetch(createInBrowserBackend({ ...quiet, storage }));
    const id = (await post(first, 'mutation { createCartGuest(email: "a@b.test", input: { type: "good", sku_id: "sku-meatballs", quantity: 1 }) { id } }')).data.createCartGuest.id;
    const second = createInBrowserFetch(createInBrowserBackend({ ...quiet, storage }));
    expect((await post(second, '{ cart(id: "' + id + '", email: "a@b.test") { items { quantity } } }')).data.cart.items).toEqual([{ quantity: 1 }]);
  });

  it.each(['{not json', '[object Object]', '{"version":1}'])('reseeds when the stored shop is corrupt (%s)', async (value) => {
    const storage = new MemoryStorage();
    storage.setItem(STATE_STORAGE_KEY, value);
    const f = createInBrowserFetch(createInBrowserBackend({ ...quiet, storage }));
    expect((await post(f, '{ storefrontSettings { retailStoreName } }')).data.storefrontSettings.retailStoreName).toBe('Pawprint Wholesale');
    expect(JSON.parse(storage.getItem(STATE_STORAGE_KEY)!).version).toBe(1);
  });

  it('delivers cartChanged to an in-page subscription after a mutation', async () => {
    const backend = createInBrowserBackend({ ...quiet, storage: new MemoryStorage() });
    const f = createInBrowserFetch(backend);
    const id = (await post(f, 'mutation { createCartGuest(email: "a@b.test", input: { type: "good", sku_id: "sku-meatballs", quantity: 1 }) { id } }')).data.createCartGuest.id;
    const seen: number[] = [];
    const got = new Promise<void>((resolve, reject) => {
      const stop = subscribeInBrowser(backend, { query: 'subscription($id: ID!) { cartChanged(id: $id, email: "a@b.test") { items { quantity } } }', variables: { id } }, {
        next: (value) => { seen.push((value.data as any).cartChanged.items[0].quantity); stop(); resolve(); },
        error: reject,
        complete: () => {},
      });
    });
    await vi.waitFor(() => expect(backend.openSubscriptions()).toBe(1));
    await post(f, `mutation { addCartItem(id: "${id}", email: "a@b.test", input: { type: "good", sku_id: "sku-meatballs", quantity: 2 }) { id } }`);
    await got;
    expect(seen).toEqual([3]);
  });

  it('passes other URLs to the real fetch', async () => {
    const f = createInBrowserFetch(createInBrowserBackend({ ...quiet, storage: new MemoryStorage() }));
    await expect(f('http://127.0.0.1:1/nothing-here')).rejects.toThrow();
  });
});
