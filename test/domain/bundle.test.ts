import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bundleSuggestions, isAvailable, isBoxCoreItem, shouldWrapInBundle, SUGGESTED_ITEM_QUANTITY } from '../../src/domain';
import { baseItem, baseSku, skuArb } from './arbitraries';

describe('Subscription SKUs wrapped in a bundle (000 §4)', () => {
  it('wraps a recurring SKU of a non-digital product in a SKU group, except the special group', () => {
    const box = baseSku({ type: 'recurring', skuGroupId: 'g1', product: { id: 'p', type: 'bundle' } });
    expect(shouldWrapInBundle(box, 'special')).toBe(true);
    expect(shouldWrapInBundle({ ...box, skuGroupId: 'special' }, 'special')).toBe(false);
    expect(shouldWrapInBundle({ ...box, skuGroupId: null }, 'special')).toBe(false);
    expect(shouldWrapInBundle({ ...box, type: 'one_time' }, 'special')).toBe(false);
    expect(shouldWrapInBundle({ ...box, product: { id: 'p', type: 'digital' } }, 'special')).toBe(false);
  });

  it('property: wrapped implies recurring, non-digital, grouped and not the special group', () => {
    fc.assert(
      fc.property(skuArb(), fc.constantFrom('special', 'g1'), (sku, special) => {
        expect(shouldWrapInBundle(sku, special)).toBe(
          sku.type === 'recurring' && sku.product?.type !== 'digital' && !!sku.skuGroupId && sku.skuGroupId !== special,
        );
      }),
    );
  });
});

describe("'Suggested Items' strip (000 §2, §9)", () => {
  it('lists other SKUs of the same group that are not already in the bundle; added with quantity 1', () => {
    expect(SUGGESTED_ITEM_QUANTITY).toBe(1);
    const inside = baseSku({ id: 'a' });
    const bundle = baseItem({ type: 'bundle', items: [{ id: 'x', type: 'good', quantity: 1, sku: inside }] });
    const group = [inside, baseSku({ id: 'b' }), baseSku({ id: 'c', status: false })];
    expect(bundleSuggestions(group, bundle).map((s) => s.id)).toEqual(['b']);
    // A sold-out add-on is not offered: adding it could only fail.
    const soldOut = baseSku({ id: 'd', inventory: { type: 'finite', quantity: 0 } });
    expect(bundleSuggestions([...group, soldOut], bundle).map((s) => s.id)).toEqual(['b']);
  });

  it('property: suggestions are active group SKUs, never already inside, without repeats', () => {
    fc.assert(
      fc.property(fc.array(skuArb(), { maxLength: 10 }), fc.array(skuArb(), { maxLength: 4 }), (group, insideSkus) => {
        const bundle = baseItem({
          type: 'bundle',
          items: insideSkus.map((sku, k) => ({ id: `i${k}`, type: 'good' as const, quantity: 1, sku })),
        });
        const ids = bundleSuggestions(group, bundle).map((s) => s.id);
        const insideIds = insideSkus.map((s) => s.id);
        expect(ids.some((id) => insideIds.includes(id))).toBe(false);
        expect(new Set(ids).size).toBe(ids.length);
        const expected = [...new Set(group.filter((s) => isAvailable(s) && s.type !== 'recurring' && !insideIds.includes(s.id)).map((s) => s.id))];
        expect(ids).toEqual(expected);
      }),
    );
  });
});

describe('Suggested Items are add-ons; a box keeps its core item (docs/decisions.md)', () => {
  it('never suggests another box (a subscription SKU) for a box', () => {
    const core = baseSku({ id: 'box', type: 'recurring' });
    const bundle = baseItem({ type: 'bundle', sku: core, items: [{ id: 'x', type: 'good', quantity: 1, sku: core }] });
    const group = [core, baseSku({ id: 'other-box', type: 'recurring' }), baseSku({ id: 'chew', type: 'one_time' })];
    expect(bundleSuggestions(group, bundle).map((s) => s.id)).toEqual(['chew']);
  });

  it("the box's own SKU is its core item; without it, the first inner item", () => {
    const core = baseSku({ id: 'box', type: 'recurring' });
    const chew = baseSku({ id: 'chew', type: 'one_time' });
    const items = [{ id: 'x', type: 'good' as const, quantity: 1, sku: chew }, { id: 'y', type: 'good' as const, quantity: 1, sku: core }];
    expect(isBoxCoreItem({ sku: core, items }, 'box')).toBe(true);
    expect(isBoxCoreItem({ sku: core, items }, 'chew')).toBe(false);
    expect(isBoxCoreItem({ sku: null, items }, 'chew')).toBe(true);
  });
});
