// Shared fast-check generators for the domain's entities.
import fc from 'fast-check';
import type { CartItem, CartItemType, Inventory, Sku, SkuAttributeEntry } from '../../src/domain';

export const inventoryArb: fc.Arbitrary<Inventory> = fc.record({
  type: fc.constantFrom('finite' as const, 'infinite' as const),
  quantity: fc.option(fc.integer({ min: -5, max: 500 }), { nil: undefined }),
  min_quantity: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
});

export const skuArb = (overrides: Partial<{ groupIds: string[]; categoryIds: string[]; storeIds: string[] }> = {}): fc.Arbitrary<Sku> =>
  fc.record({
    id: fc.constantFrom('s1', 's2', 's3', 's4', 's5', 's6'),
    name: fc.constantFrom('Monthly Box', 'Yearly Box', 'Treat'),
    type: fc.constantFrom('recurring' as const, 'one_time' as const),
    status: fc.boolean(),
    unit_amount: fc.integer({ min: 0, max: 100_000 }),
    storeId: fc.option(fc.constantFrom(...(overrides.storeIds ?? ['store-a', 'store-b'])), { nil: null }),
    skuGroupId: fc.option(fc.constantFrom(...(overrides.groupIds ?? ['g1', 'g2', 'special'])), { nil: null }),
    recurring: fc.option(
      fc.record({ interval: fc.constantFrom('month', 'week', 'year'), interval_count: fc.integer({ min: 1, max: 12 }) }),
      { nil: null },
    ),
    product: fc.option(
      fc.record({
        id: fc.constantFrom('p1', 'p2', 'p3'),
        type: fc.constantFrom('digital' as const, 'good' as const, 'bundle' as const, 'others' as const),
        productCategory: fc.option(
          fc.record({ id: fc.constantFrom(...(overrides.categoryIds ?? ['gift', 'food', 'vip'])), name: fc.constant('c') }),
          { nil: null },
        ),
      }),
      { nil: null },
    ),
  });

export const attributeEntryArb: fc.Arbitrary<SkuAttributeEntry> = fc.record({
  label: fc.constantFrom('Dog Name', 'Size', 'giftlist', 'GiftList', 'Flavours'),
  value: fc.oneof(fc.string({ maxLength: 8 }), fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 })),
  val_label: fc.option(fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }), { nil: undefined }),
});

export const cartItemArb: fc.Arbitrary<CartItem> = fc.record({
  id: fc.uuid(),
  type: fc.constantFrom<CartItemType>('good', 'digital', 'bundle', 'others'),
  selected: fc.boolean(),
  shipping_method: fc.option(fc.constantFrom('free' as const, 'flat_rate' as const), { nil: null }),
  quantity: fc.integer({ min: 0, max: 99 }),
  sku: fc.option(skuArb(), { nil: null }),
  sku_attributes: fc.option(fc.array(attributeEntryArb, { maxLength: 4 }), { nil: null }),
});

export const baseSku = (over: Partial<Sku> = {}): Sku => ({
  id: 'sku-1',
  name: 'Treat and Chew Box',
  type: 'one_time',
  status: true,
  unit_amount: 1000,
  ...over,
});

export const baseItem = (over: Partial<CartItem> = {}): CartItem => ({
  id: 'item-1',
  type: 'good',
  selected: true,
  quantity: 1,
  sku: baseSku(),
  ...over,
});
