import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinAmountProblem, dollarsToCents } from '../../src/domain';

describe('coin amounts (transferCoins, withdrawCoinsRequest)', () => {
  it('reads dollars as typed into exact cents', () => {
    expect(['12', '12.5', '12.50', '$1,200.05', ' 0.99 '].map(dollarsToCents)).toEqual([1200, 1250, 1250, 120005, 99]);
    expect(['', 'abc', '1.234', '-5', '1e3', '.5'].map(dollarsToCents)).toEqual([null, null, null, null, null, null]);
  });

  it('any amount of cents written as dollars reads back as itself', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
      expect(dollarsToCents(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`)).toBe(cents);
    }));
  });

  it('allows exactly the whole amounts from one cent to what there is', () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.constantFrom('transfer' as const, 'withdraw' as const), (cents, available, action) => {
      expect(coinAmountProblem(action, cents, available) === null).toBe(cents > 0 && cents <= available);
    }));
    expect(coinAmountProblem('withdraw', 1.5, 100)).not.toBeNull();
    expect(coinAmountProblem('transfer', 300, 200)).toBe('You have $2.00 pending.');
  });
});
