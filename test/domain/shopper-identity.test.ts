import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GUEST_ID_PREFIX, guestShopperId, shopperRecordingId, userFilterIds } from '../../src/domain/recording';

const email = fc.emailAddress();

describe("The shopper's name in a recording", () => {
  it("a guest's pseudonym is stable, ignores case and spaces, and holds nothing of the e-mail", () => {
    fc.assert(fc.property(email, (address) => {
      const id = guestShopperId(address);
      expect(id).toMatch(new RegExp(`^${GUEST_ID_PREFIX}[0-9a-f]{12}$`));
      expect(guestShopperId(` ${address.toUpperCase()} `)).toBe(id);
      expect(id).not.toContain('@');
      const local = address.split('@')[0];
      if (local.length > 3) expect(id.slice(GUEST_ID_PREFIX.length)).not.toContain(local.toLowerCase());
    }));
  });

  it('different e-mails get different pseudonyms (no collision among many)', () => {
    fc.assert(fc.property(fc.uniqueArray(email, { minLength: 2, maxLength: 200, selector: (e) => e.trim().toLowerCase() }), (addresses) => {
      expect(new Set(addresses.map(guestShopperId)).size).toBe(addresses.length);
    }));
  });

  it("names a signed-in shopper by the account's e-mail, a guest by the pseudonym, else nobody", () => {
    fc.assert(fc.property(email, fc.option(email), (account, kept) => {
      expect(shopperRecordingId(account, kept)).toBe(account);
      expect(shopperRecordingId(null, kept)).toBe(kept ? guestShopperId(kept) : null);
    }));
    expect(shopperRecordingId(null, '   ')).toBeNull();
  });

  it("an owner's filter by e-mail finds the guest's pseudonym too", () => {
    fc.assert(fc.property(email, (address) => {
      expect(userFilterIds(address)).toEqual([address, guestShopperId(address)]);
    }));
    expect(userFilterIds('jane')).toEqual(['jane']);
    expect(userFilterIds('  ')).toEqual([]);
  });
});
