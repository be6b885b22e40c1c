// One e-mail rule (000 §5: trimmed, every whitespace removed, lower-cased) for every place that keeps or compares one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guestShopperId, normalizeEmail, validateGuestContact } from '../../src/domain';

/** An e-mail as a person may type it: spaces anywhere (a phone's keyboard adds them), any case. */
const typedVariant = fc.emailAddress().chain((address) =>
  fc.tuple(fc.constant(address), fc.array(fc.tuple(fc.nat(address.length), fc.constantFrom(' ', '  ', '\t')), { maxLength: 3 }), fc.boolean())
    .map(([a, spaces, upper]) => {
      let typed = upper ? a.toUpperCase() : a;
      for (const [at, space] of spaces.sort((x, y) => y[0] - x[0])) typed = typed.slice(0, at) + space + typed.slice(at);
      return { address: a, typed };
    }));

describe('normalizeEmail', () => {
  it('trims, removes every whitespace and lower-cases', () => {
    expect(normalizeEmail('  Jo @Example.COM\t')).toBe('jo@example.com');
    expect(normalizeEmail(undefined)).toBe('');
  });

  it("property: the guest's recording name and the checkout's e-mail are the same for any way the e-mail is typed", () => {
    fc.assert(fc.property(typedVariant, ({ address, typed }) => {
      expect(guestShopperId(typed)).toBe(guestShopperId(address));
      const contact = validateGuestContact(typed);
      if (contact.ok) expect(contact.email).toBe(normalizeEmail(address));
    }));
  });
});
