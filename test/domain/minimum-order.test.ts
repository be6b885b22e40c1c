import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMinimumOrder, RETAIL_MINIMUM_ORDER_CENTS } from '../../src/domain';

const lineArb = fc.record({
  quantity: fc.integer({ min: 0, max: 20 }),
  unitAmount: fc.integer({ min: 0, max: 30_000 }),
  isGood: fc.boolean(),
});

describe('Minimum order (retail store) (000 §5)', () => {
  it('blocks a goods total below 20000 cents with the exact dialog text', () => {
    expect(RETAIL_MINIMUM_ORDER_CENTS).toBe(20000);
    expect(
      checkMinimumOrder({
        lines: [{ quantity: 2, unitAmount: 5000, isGood: true }],
        isNewUser: false,
        storeName: 'Barkery',
      }),
    ).toEqual({
      ok: false,
      message: 'Minimum order is $200.00 for Barkery. Please add more items to your cart to continue.',
    });
  });

  it('passes at exactly $200 of goods; non-goods do not count; new users are exempt', () => {
    const lines = [{ quantity: 4, unitAmount: 5000, isGood: true }];
    expect(checkMinimumOrder({ lines, isNewUser: false, storeName: 'S' })).toEqual({ ok: true });
    const digital = [{ quantity: 10, unitAmount: 5000, isGood: false }];
    expect(checkMinimumOrder({ lines: digital, isNewUser: false, storeName: 'S' }).ok).toBe(false);
    expect(checkMinimumOrder({ lines: [], isNewUser: true, storeName: 'S' })).toEqual({ ok: true });
  });

  it('property: blocked exactly when not new and the goods total is below the minimum', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 100_000 }),
        (lines, isNewUser, minimumCents) => {
          const total = lines.filter((l) => l.isGood).reduce((s, l) => s + l.quantity * l.unitAmount, 0);
          const r = checkMinimumOrder({ lines, isNewUser, storeName: 'Shop', minimumCents });
          expect(r.ok).toBe(isNewUser || total >= minimumCents);
          if (!r.ok) expect(r.message).toMatch(/^Minimum order is \$\d{1,3}(,\d{3})*\.\d{2} for Shop\. Please add more items to your cart to continue\.$/);
        },
      ),
    );
  });
});
