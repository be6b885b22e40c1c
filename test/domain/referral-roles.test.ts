import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canAddNewDog,
  capitalize,
  isAffiliate,
  isRetailer,
  PROMO_CLAIM_LABEL,
  promoBannerLines,
  referralRedirect,
  shouldDropReferral,
} from '../../src/domain';

describe('Referral and affiliate query rewriting (000 §2)', () => {
  it('?ref= is rewritten to ?aff= for an affiliate, and the reverse otherwise', () => {
    expect(referralRedirect({ ref: 'jane' }, true)).toEqual({ aff: 'jane' });
    expect(referralRedirect({ aff: 'jane' }, false)).toEqual({ ref: 'jane' });
    expect(referralRedirect({ ref: 'jane' }, false)).toBeNull();
    expect(referralRedirect({ aff: 'jane' }, true)).toBeNull();
    expect(referralRedirect({}, true)).toBeNull();
  });

  it('property: the rewritten query uses the parameter matching the referrer and keeps the code', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ minLength: 1 }), { nil: undefined }), fc.option(fc.string({ minLength: 1 }), { nil: undefined }), fc.boolean(), (ref, aff, isAff) => {
        const r = referralRedirect({ ref, aff }, isAff);
        if (r === null) return;
        if (isAff) expect(r).toEqual({ aff: ref });
        else expect(r).toEqual({ ref: aff });
      }),
    );
  });
});

describe('Referral codes are dropped (000 §4)', () => {
  it('once the user already has a ref, has completed checkout, or is not new', () => {
    expect(shouldDropReferral({ ref: 'x', new_user: true })).toBe(true);
    expect(shouldDropReferral({ checkoutDone: true, new_user: true })).toBe(true);
    expect(shouldDropReferral({ new_user: false })).toBe(true);
    expect(shouldDropReferral({ ref: null, checkoutDone: false, new_user: true })).toBe(false);
  });

  it('property: kept only for a new user without ref who has not checked out', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.boolean()), fc.option(fc.boolean()), (ref, checkoutDone, new_user) => {
        expect(shouldDropReferral({ ref, checkoutDone, new_user })).toBe(!(!ref && checkoutDone !== true && new_user === true));
      }),
    );
  });
});

describe('Roles (000 §5, §6)', () => {
  it('retailer by role name, affiliate by the role named affiliate whatever its id; Add a New Dog for signed-in non-retailers', () => {
    expect(isAffiliate([{ id: 'any-server-id', name: 'affiliate' }])).toBe(true);
    expect(isAffiliate([{ id: '5f1e0affa1b2c3d4e5f60001', name: 'customer' }])).toBe(false);
    expect(isAffiliate([{ id: 'x', name: 'retailer' }])).toBe(false);
    expect(isRetailer([{ id: 'x', name: 'retailer' }])).toBe(true);
    expect(canAddNewDog({ roles: [{ id: 'c', name: 'customer' }] })).toBe(true);
    expect(canAddNewDog({ roles: [{ id: 'r', name: 'retailer' }] })).toBe(false);
    expect(canAddNewDog(null)).toBe(false);
    expect(canAddNewDog({})).toBe(false);
  });

  it('property: Add a New Dog is shown exactly to users with roles and none named retailer', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.string(), name: fc.constantFrom('retailer', 'customer', 'affiliate') }), { maxLength: 4 }), (roles) => {
        expect(canAddNewDog({ roles })).toBe(!roles.some((r) => r.name === 'retailer'));
        expect(isRetailer(roles)).toBe(roles.some((r) => r.name === 'retailer'));
      }),
    );
  });
});

describe('Promo banner text (000 §2)', () => {
  it("'Special Offer', 'Get free treats', then 'with {referrer name capitalised}' or 'with a multi-month subscription!'", () => {
    expect(promoBannerLines('jane')).toEqual(['Special Offer', 'Get free treats', 'with Jane']);
    expect(promoBannerLines(null)).toEqual(['Special Offer', 'Get free treats', 'with a multi-month subscription!']);
    expect(PROMO_CLAIM_LABEL).toBe('CLAIM NOW >');
  });

  it('property: the third line names the capitalised referrer when there is one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z ]{0,15}$/), (name) => {
        const [, , line] = promoBannerLines(name);
        expect(line).toBe(`with ${capitalize(name)}`);
        expect(capitalize(name).charAt(0)).toBe(name.charAt(0).toUpperCase());
      }),
    );
  });
});
