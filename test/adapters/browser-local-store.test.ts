import { describe, expect, it } from 'vitest';
import { BrowserLocalStore } from '../../src/adapters/local-storage/browser-local-store';
import { MemoryStorage } from './memory-storage';

function storeWith(values: Record<string, string>) {
  const storage = new MemoryStorage();
  for (const [k, v] of Object.entries(values)) storage.setItem(k, v);
  const events = new EventTarget();
  const store = new BrowserLocalStore(() => storage, events as unknown as Window);
  return { storage, events, store };
}

describe('corrupted local storage values (000 §4, 001 §5)', () => {
  it.each(['', '   ', '[object Object]', '[object Undefined]', 'undefined', 'null'])('%j reads as absent and is removed', (value) => {
    const { storage, store } = storeWith({ cartId: value, email: value });
    expect(store.get('cartId')).toBeNull();
    expect(store.get('email')).toBeNull();
    expect(storage.raw('cartId')).toBeNull();
    expect(storage.raw('email')).toBeNull();
  });

  it('an unparsable value where JSON is expected reads as absent and is removed', () => {
    const { storage, store } = storeWith({ cartOpen: '{"open": tru' });
    expect(store.get('cartOpen')).toBeNull();
    expect(storage.raw('cartOpen')).toBeNull();
  });

  it('keeps good values as they are', () => {
    const { store } = storeWith({ cartId: 'cart_42', email: 'demo@pawprint.test', cartOpen: 'true' });
    expect(store.get('cartId')).toBe('cart_42');
    expect(store.get('email')).toBe('demo@pawprint.test');
    expect(store.get('cartOpen')).toBe('true');
  });

  it('never throws when storage refuses access (private mode)', () => {
    const store = new BrowserLocalStore(() => new MemoryStorage(true), null);
    expect(() => store.set('cartId', 'c1')).not.toThrow();
    expect(store.get('cartId')).toBeNull();
    expect(() => store.remove('cartId')).not.toThrow();
    const noStorage = new BrowserLocalStore(() => { throw new Error('denied'); }, null);
    expect(noStorage.get('email')).toBeNull();
  });

  it('refuses to write a corrupt value', () => {
    const { storage, store } = storeWith({ cartId: 'c1' });
    store.set('cartId', '[object Object]');
    expect(storage.raw('cartId')).toBeNull();
  });
});

describe('change events', () => {
  it('tells listeners about changes in this tab', () => {
    const { store } = storeWith({});
    const heard: [string, string | null][] = [];
    const stop = store.subscribe((k, v) => heard.push([k, v]));
    store.set('email', 'a@b.co');
    store.remove('email');
    stop();
    store.set('phone', '+1555');
    expect(heard).toEqual([['email', 'a@b.co'], ['email', null]]);
  });

  it('tells listeners about changes in other tabs (storage events), reading through the corruption rule', () => {
    const { storage, events, store } = storeWith({});
    const heard: [string, string | null][] = [];
    store.subscribe((k, v) => heard.push([k, v]));
    storage.setItem('cartId', 'cart_9');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'cartId' }));
    storage.setItem('email', '[object Object]');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'email' }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'somethingElse' }));
    expect(heard).toEqual([['cartId', 'cart_9'], ['email', null]]);
  });
});
