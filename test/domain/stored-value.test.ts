import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isCorruptStoredValue, isValidStoredCartId, JSON_STORE_KEYS, LOCAL_STORE_KEYS } from '../../src/domain';

describe('A corrupt stored value reads as absent (000 §4, 001 §5)', () => {
  it('empty, the text of a stringified object, "undefined" and "null" are corrupt under every key', () => {
    for (const key of LOCAL_STORE_KEYS) {
      for (const bad of ['', '  ', '[object Object]', String({}), 'undefined', 'null', ' [object Array] ']) {
        expect(isCorruptStoredValue(key, bad), `${key}=${JSON.stringify(bad)}`).toBe(true);
      }
    }
  });

  it('a value kept as JSON must parse; a plain string need not', () => {
    expect(isCorruptStoredValue('cartOpen', '{not json')).toBe(true);
    expect(isCorruptStoredValue('cartOpen', '{"open":true}')).toBe(false);
    expect(isCorruptStoredValue('cartOpen', 'true')).toBe(false);
    expect(isCorruptStoredValue('email', '{not json')).toBe(false);
    expect(isCorruptStoredValue('pendingCartAdd', '{"email":"a@b.c"')).toBe(true);
  });

  it('property: a stored cart id is valid exactly when its value is not corrupt', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('', 'undefined', 'null', '[object Object]'), fc.stringMatching(/^\[object [A-Za-z]{1,9}\]$/)), (value) => {
        expect(isValidStoredCartId(value)).toBe(!isCorruptStoredValue('cartId', value));
      }),
    );
  });

  it('property: letters, digits, dashes and dots are kept under every plain-string key', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCAL_STORE_KEYS.filter((k) => !JSON_STORE_KEYS.has(k))), fc.stringMatching(/^[A-Za-z0-9.@-]{1,40}$/), (key, value) => {
        fc.pre(value !== 'undefined' && value !== 'null');
        expect(isCorruptStoredValue(key, value)).toBe(false);
      }),
    );
  });
});
