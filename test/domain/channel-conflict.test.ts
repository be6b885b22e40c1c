import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectChannelConflict, type Sku } from '../../src/domain';
import { baseItem, baseSku, skuArb } from './arbitraries';

const inCategory = (id: string, category: string, storeId: string | null = null): Sku =>
  baseSku({ id, storeId, product: { id: `p-${id}`, type: 'good', productCategory: { id: category, name: category } } });

describe('Channel conflict (000 §4)', () => {
  const settings = { giftCategoryId: 'gift', specialCategoryIds: ['vip'] };

  it('gift versus non-gift, another store, or a special category is another channel', () => {
    const food = baseItem({ sku: inCategory('a', 'food') });
    expect(detectChannelConflict({ cartItems: [food], sku: inCategory('b', 'gift'), ...settings })).toBe(true);
    expect(detectChannelConflict({ cartItems: [food], sku: inCategory('b', 'food', 'store-2'), ...settings })).toBe(true);
    expect(detectChannelConflict({ cartItems: [food], sku: inCategory('b', 'vip'), ...settings })).toBe(true);
    expect(detectChannelConflict({ cartItems: [food], sku: inCategory('b', 'toys'), ...settings })).toBe(false);
  });

  it('an empty cart never conflicts', () => {
    expect(detectChannelConflict({ cartItems: [], sku: inCategory('b', 'gift'), ...settings })).toBe(false);
  });

  it('property: an item never conflicts with a cart of the same SKU; the empty cart never conflicts', () => {
    fc.assert(
      fc.property(skuArb(), fc.integer({ min: 1, max: 4 }), (sku, n) => {
        const cart = Array.from({ length: n }, (_, k) => baseItem({ id: `i${k}`, sku }));
        expect(detectChannelConflict({ cartItems: cart, sku, ...settings })).toBe(false);
        expect(detectChannelConflict({ cartItems: [], sku, ...settings })).toBe(false);
      }),
    );
  });

  it('property: conflict is symmetric between a one-item cart and the added SKU', () => {
    fc.assert(
      fc.property(skuArb(), skuArb(), (a, b) => {
        const ab = detectChannelConflict({ cartItems: [baseItem({ sku: a })], sku: b, ...settings });
        const ba = detectChannelConflict({ cartItems: [baseItem({ sku: b })], sku: a, ...settings });
        expect(ab).toBe(ba);
      }),
    );
  });
});
