import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_DEAL_TYPE,
  dealPromotionTypes,
  FIRST_MONTH_FREE,
  firstMonthFreeDiscount,
  isPromotionActive,
  isPromotionPast,
} from '../../src/domain';
import { baseItem, baseSku } from './arbitraries';

describe('Promotion active / past (000 §4)', () => {
  it('active when now lies between start_at and end_at; past when end_at is before now', () => {
    const p = { start_at: 100, end_at: 200 };
    expect(isPromotionActive(p, 150)).toBe(true);
    expect(isPromotionActive(p, 100)).toBe(true);
    expect(isPromotionActive(p, 201)).toBe(false);
    expect(isPromotionPast(p, 201)).toBe(true);
    expect(isPromotionPast(p, 200)).toBe(false);
  });

  it('property: never both active and past; past exactly when end_at < now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (a, b, now) => {
        const p = { start_at: Math.min(a, b), end_at: Math.max(a, b) };
        expect(isPromotionActive(p, now) && isPromotionPast(p, now)).toBe(false);
        expect(isPromotionPast(p, now)).toBe(p.end_at < now);
        expect(isPromotionActive(p, now)).toBe(p.start_at <= now && now <= p.end_at);
      }),
    );
  });
});

describe('Deals (000 §3, §7, §9)', () => {
  it("default deal type free_treat; getPromotions types free_treat plus free_membership, or the stored deal", () => {
    expect(DEFAULT_DEAL_TYPE).toBe('free_treat');
    expect(dealPromotionTypes()).toEqual(['free_treat', 'free_membership']);
    expect(dealPromotionTypes('free_membership')).toEqual(['free_membership']);
    expect(dealPromotionTypes('nonsense')).toEqual(['free_treat', 'free_membership']);
  });

  it("free-membership deals give 'First Month Free' of 2200 on the one membership SKU", () => {
    expect(FIRST_MONTH_FREE).toEqual({ label: 'First Month Free', amount: 2200 });
    const item = baseItem({ type: 'digital', sku: baseSku({ id: 'membership' }) });
    expect(firstMonthFreeDiscount('free_membership', item, 'membership')).toBe(2200);
    expect(firstMonthFreeDiscount('free_treat', item, 'membership')).toBe(0);
    expect(firstMonthFreeDiscount('free_membership', item, 'other')).toBe(0);
  });

  it('property: the discount is 2200 or 0, and 2200 only for free_membership on that SKU', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.constantFrom('a', 'b'), fc.constantFrom('a', 'b'), (deal, skuId, target) => {
        const d = firstMonthFreeDiscount(deal, baseItem({ sku: baseSku({ id: skuId }) }), target);
        expect(d).toBe(deal === 'free_membership' && skuId === target ? 2200 : 0);
        expect(dealPromotionTypes(deal).length).toBeGreaterThan(0);
      }),
    );
  });
});
