import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUTH_ERROR_MESSAGES, CART_NOT_FOUND, isAuthError, isValidStoredCartId } from '../../src/domain';

describe('Not-authenticated errors end the session (000 §8, 001 §8)', () => {
  it("'Not authenticated', 'Invalid token', 'jwt expired' or 'Token is not valid' in the message", () => {
    expect([...AUTH_ERROR_MESSAGES]).toEqual(['Not authenticated', 'Invalid token', 'jwt expired', 'Token is not valid']);
    expect(isAuthError('[GraphQL] Not authenticated')).toBe(true);
    expect(isAuthError('jwt expired')).toBe(true);
    expect(isAuthError("Cart not found!")).toBe(false);
    expect(CART_NOT_FOUND).toBe('Cart not found!');
  });

  it('property: any text around one of the four messages is an auth error; text without them is not', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...AUTH_ERROR_MESSAGES), fc.string(), (a, m, b) => {
        expect(isAuthError(`${a}${m}${b}`)).toBe(true);
        const clean = `${a}${b}`;
        expect(isAuthError(clean)).toBe(AUTH_ERROR_MESSAGES.some((x) => clean.includes(x)));
      }),
    );
  });
});

describe('Stored cart id (000 §4, 001 §5)', () => {
  it('invalid if empty or equal to the text of a stringified object', () => {
    expect(isValidStoredCartId('64a1f0c2e4b0a1b2c3d4e5f6')).toBe(true);
    for (const bad of [null, undefined, '', '   ', '[object Object]', String({}), 'undefined', 'null']) {
      expect(isValidStoredCartId(bad)).toBe(false);
    }
  });

  it('property: ids of letters, digits and dashes are valid; any "[object X]" is not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9-]{1,30}$/), fc.stringMatching(/^[A-Za-z]{1,12}$/), (id, kind) => {
        if (id !== 'undefined' && id !== 'null') expect(isValidStoredCartId(id)).toBe(true);
        expect(isValidStoredCartId(`[object ${kind}]`)).toBe(false);
      }),
    );
  });
});
