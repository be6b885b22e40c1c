import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discountedUnitAmount, formatCents, recurringLabel } from '../../src/domain';

describe('Amounts in minor units shown in dollars with two decimals (000 §1, §9; 001 §5)', () => {
  it('shows 1234 cents as "$12.34"', () => {
    expect(formatCents(1234)).toBe('$12.34');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(20000)).toBe('$200.00');
    expect(formatCents(10_000_000)).toBe('$100,000.00');
    expect(formatCents(-123456)).toBe('-$1,234.56');
    expect(formatCents(-1234)).toBe('-$12.34');
  });

  it('a non-number displays as 0', () => {
    for (const v of ['1234', null, undefined, {}, [], NaN, Infinity, true]) expect(formatCents(v)).toBe('$0.00');
  });

  it('property: reading the text back gives the cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatCents(cents);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        const back = Math.round(Number(text.replace('$', '').replaceAll(',', '')) * 100);
        expect(back).toBe(cents === 0 ? 0 : cents);
      }),
    );
  });

  it('property: any non-number shows "$0.00"', () => {
    fc.assert(
      fc.property(fc.anything().filter((v) => typeof v !== 'number'), (v) => {
        expect(formatCents(v)).toBe('$0.00');
      }),
    );
  });
});

describe('Price with discount (000 §2)', () => {
  it('subtracts discount_amount, or discount_perc percent', () => {
    expect(discountedUnitAmount({ unit_amount: 2000, discount_amount: 500 })).toBe(1500);
    expect(discountedUnitAmount({ unit_amount: 2000, discount_perc: 25 })).toBe(1500);
    expect(discountedUnitAmount({ unit_amount: 2000 })).toBe(2000);
    expect(discountedUnitAmount({ unit_amount: 2000, discount_amount: 5000 })).toBe(0);
  });

  it('property: never below 0 and never above the unit amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e7 }),
        fc.option(fc.integer({ min: -100, max: 1e7 }), { nil: null }),
        fc.option(fc.integer({ min: -10, max: 150 }), { nil: null }),
        (unit_amount, discount_amount, discount_perc) => {
          const price = discountedUnitAmount({ unit_amount, discount_amount, discount_perc });
          expect(price).toBeGreaterThanOrEqual(0);
          expect(price).toBeLessThanOrEqual(unit_amount);
        },
      ),
    );
  });
});

describe('Recurring labels (000 §9)', () => {
  it('names containing Yearly show /1y, all others /4w', () => {
    expect(recurringLabel('Yearly Membership')).toBe('/1y');
    expect(recurringLabel('Wellness Yearly')).toBe('/1y');
    expect(recurringLabel('Monthly Box')).toBe('/4w');
  });

  it('property: /1y exactly when the name contains Yearly', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (a, b, yearly) => {
        const name = yearly ? `${a}Yearly${b}` : `${a}${b}`;
        expect(recurringLabel(name)).toBe(name.includes('Yearly') ? '/1y' : '/4w');
      }),
    );
  });
});
