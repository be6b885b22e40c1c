import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidEmail, isValidPhone, normalizeEmail, validateGuestContact } from '../../src/domain';

describe('E-mail normalisation (000 §5, 001 §5)', () => {
  it('trims, removes all whitespace and lower-cases', () => {
    expect(normalizeEmail('  Jane.Doe @Example .COM ')).toBe('jane.doe@example.com');
  });

  it('property: idempotent, no whitespace, no upper case', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = normalizeEmail(s);
        expect(normalizeEmail(n)).toBe(n);
        expect(/\s/.test(n)).toBe(false);
        expect(n).toBe(n.toLowerCase());
      }),
    );
  });
});

describe('E-mail format: a standard address pattern, case-insensitive (000 §5)', () => {
  it('accepts common addresses in any case and refuses malformed ones', () => {
    for (const ok of ['a@b.co', 'Jane.Doe+dogs@Example.COM', ' x@y.org ']) expect(isValidEmail(ok)).toBe(true);
    for (const bad of ['', 'plain', 'a@b', '@b.com', 'a@.com', 'a@b.c']) expect(isValidEmail(bad)).toBe(false);
  });

  it('property: generated addresses are valid in any case; strings without @ never are', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string(), (email, other) => {
        if (/\.[a-z]{2,}$/i.test(email) && /^[a-z0-9._%+-]+@/i.test(email)) {
          expect(isValidEmail(email.toUpperCase())).toBe(isValidEmail(email));
        }
        if (!other.includes('@')) expect(isValidEmail(other)).toBe(false);
      }),
    );
  });
});

describe('Phone (000 §5, 001 §5)', () => {
  it('a plus sign, a 1-3 digit country code, then at least 3 more digits, no spaces', () => {
    expect(isValidPhone('+15551234567')).toBe(true);
    expect(isValidPhone('+1234')).toBe(true);
    expect(isValidPhone('+123')).toBe(false);
    expect(isValidPhone('15551234567')).toBe(false);
    expect(isValidPhone('+1 555 1234')).toBe(false);
  });

  it('property: + and at least 4 digits is valid; any space makes it invalid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4,15}$/), fc.nat({ max: 14 }), (digits, at) => {
        expect(isValidPhone(`+${digits}`)).toBe(true);
        const spaced = `+${digits.slice(0, at)} ${digits.slice(at)}`;
        expect(isValidPhone(spaced)).toBe(false);
      }),
    );
  });
});

describe('Guest e-mail (000 §5, §8)', () => {
  it("invalid: 'Email is not valid' and the toast 'Please enter a valid email and phone number'", () => {
    expect(validateGuestContact('nope')).toEqual({
      ok: false,
      fieldError: 'Email is not valid',
      toast: 'Please enter a valid email and phone number',
    });
    expect(validateGuestContact(' Jane@Example.com ')).toEqual({ ok: true, email: 'jane@example.com' });
  });

  it('property: ok exactly when the normalised e-mail is valid, and returns the normalised form', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (s) => {
        const r = validateGuestContact(s);
        expect(r.ok).toBe(isValidEmail(normalizeEmail(s)));
        if (r.ok) expect(r.email).toBe(normalizeEmail(s));
      }),
    );
  });
});
