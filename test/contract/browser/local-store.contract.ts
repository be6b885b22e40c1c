import { describe, expect, it } from 'vitest';
import type { LocalStore, LocalStoreKey } from '../../../src/ports/local-store';

/** A LocalStore under test, with the means to act as the browser's other tabs do. */
export interface LocalStoreSubject {
  store: LocalStore;
  /** Another tab of this browser writes (null: removes) a key. */
  writeFromAnotherTab(key: LocalStoreKey, value: string | null): void;
  /** A value someone else left in storage as it is (an old version, another script). */
  plant(key: LocalStoreKey, raw: string): void;
}

/** What the cart, referral and deal code expect of the device's storage (000 §3, §4). */
export function localStoreContract(name: string, subject: () => LocalStoreSubject): void {
  describe(`LocalStore contract: ${name}`, () => {
    it('reads back what was set, and nothing once removed', () => {
      const { store } = subject();
      expect(store.get('cartId')).toBeNull();
      store.set('cartId', 'cart-1');
      store.set('email', 'guest@example.com');
      expect(store.get('cartId')).toBe('cart-1');
      expect(store.get('email')).toBe('guest@example.com');
      store.remove('cartId');
      expect(store.get('cartId')).toBeNull();
      expect(store.get('email')).toBe('guest@example.com');
    });

    it('reads a corrupt value as absent and removes it: empty, a stringified object, "undefined", bad JSON', () => {
      const s = subject();
      for (const [key, raw] of [['cartId', '[object Object]'], ['email', ''], ['phone', 'undefined'], ['cartOpen', '{not json']] as const) {
        s.plant(key, raw);
        expect(s.store.get(key), `${key}=${raw}`).toBeNull();
      }
      s.store.set('ref', '[object Object]');
      expect(s.store.get('ref')).toBeNull();
    });

    it("tells its listeners of this tab's writes and of other tabs' writes, until they unsubscribe", () => {
      const s = subject();
      const heard: [LocalStoreKey, string | null][] = [];
      const stop = s.store.subscribe((key, value) => heard.push([key, value]));
      s.store.set('cartId', 'cart-2');
      s.writeFromAnotherTab('email', 'other@example.com');
      s.writeFromAnotherTab('cartId', null);
      expect(heard).toEqual([['cartId', 'cart-2'], ['email', 'other@example.com'], ['cartId', null]]);
      expect(s.store.get('email')).toBe('other@example.com');
      stop();
      s.store.set('cartId', 'cart-3');
      s.writeFromAnotherTab('email', 'third@example.com');
      expect(heard).toHaveLength(3);
    });
  });
}
