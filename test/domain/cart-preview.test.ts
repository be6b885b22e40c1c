import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPreviewLine, maxCartQuantity, previewCartAdd, type Cart, type CartItem, type Sku, type SkuAttributeEntry } from '../../src/domain';

const inventoryArb = fc.option(
  fc.record({
    type: fc.constantFrom('finite' as const, 'infinite' as const),
    quantity: fc.option(fc.integer({ min: 0, max: 150 }), { nil: null }),
    max_quantity: fc.option(fc.integer({ min: 0, max: 150 }), { nil: null }),
  }),
  { nil: null },
);

const skuArb: fc.Arbitrary<Sku> = fc.record({
  id: fc.constantFrom('s1', 's2', 's3'),
  name: fc.constantFrom('Leash', 'Chew', 'Box'),
  type: fc.constantFrom('one_time' as const, 'recurring' as const),
  status: fc.constant(true),
  unit_amount: fc.integer({ min: 0, max: 50_000 }),
  inventory: inventoryArb,
});

const attributesArb: fc.Arbitrary<SkuAttributeEntry[]> = fc.constantFrom([], [{ label: 'Dog Name', value: 'Rex' }]);

const lineArb = (index: number): fc.Arbitrary<CartItem> =>
  fc.record({
    id: fc.constant(`line-${index}`),
    type: fc.constantFrom('good' as const, 'digital' as const, 'bundle' as const),
    selected: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 99 }),
    sku: skuArb,
    sku_attributes: attributesArb,
  });

const cartArb: fc.Arbitrary<Cart | null> = fc.option(
  fc.array(fc.nat(), { maxLength: 4 }).chain((slots) =>
    fc.tuple(...slots.map((_, i) => lineArb(i))).map((items) => ({ id: 'cart-1', sub_total: 0, total: 0, items })),
  ),
  { nil: null },
);

const addArb = fc.record({
  type: fc.constantFrom('good' as const, 'digital' as const),
  quantity: fc.integer({ min: 1, max: 200 }),
  sku_attributes: attributesArb,
});

const sameLine = (item: CartItem, sku: Sku, attributes: unknown) =>
  item.type !== 'bundle' && item.sku?.id === sku.id && JSON.stringify(item.sku_attributes ?? []) === JSON.stringify(attributes);

describe('previewCartAdd: the cart shown while an add is on its way (000 §4, §5)', () => {
  it('a good joins its line of the same SKU and attributes, held to the stock; otherwise it is a new line at the end', () => {
    fc.assert(
      fc.property(cartArb, skuArb, addArb, (cart, sku, add) => {
        const line = { ...add, sku_id: sku.id };
        const shown = previewCartAdd(cart, line, sku);
        const before = cart?.items ?? [];
        const existing = before.find((i) => sameLine(i, sku, add.sku_attributes));
        const bound = maxCartQuantity(sku.inventory);
        if (existing) {
          expect(shown.items).toHaveLength(before.length);
          const joined = shown.items.find((i) => i.id === existing.id)!;
          expect(joined.selected).toBe(true);
          const expected = sku.type === 'one_time' ? Math.min(Math.max(existing.quantity + add.quantity, Math.min(1, bound)), bound) : 1;
          expect(joined.quantity).toBe(expected);
        } else {
          expect(shown.items).toHaveLength(before.length + 1);
          const added = shown.items.at(-1)!;
          expect(isPreviewLine(added)).toBe(true);
          expect(added).toMatchObject({ type: add.type, selected: true, sku });
          expect(added.quantity).toBeLessThanOrEqual(Math.max(1, bound));
          expect(added.quantity).toBe(sku.type === 'one_time' ? Math.min(add.quantity, bound) : 1);
        }
        // Every other line is shown as it was, in its place; the cart it was is left as it was.
        for (const item of before) if (item !== existing) expect(shown.items).toContain(item);
        expect(shown.items.slice(0, before.length).map((i) => i.id)).toEqual(before.map((i) => i.id));
        if (cart) expect(shown.id).toBe(cart.id);
      }),
    );
  });

  it('a bundle is always a line of its own, of quantity 1, named after the dog, with its items', () => {
    fc.assert(
      fc.property(cartArb, skuArb, fc.integer({ min: 1, max: 5 }), (cart, sku, inner) => {
        const shown = previewCartAdd(cart, { type: 'bundle', sku_id: sku.id, quantity: 1, name: 'Rex', items: [{ type: 'good', sku_id: sku.id, quantity: inner }] }, sku);
        const added = shown.items.at(-1)!;
        expect(shown.items).toHaveLength((cart?.items.length ?? 0) + 1);
        expect(added).toMatchObject({ type: 'bundle', quantity: 1, name: 'Rex', selected: true });
        expect(added.items).toHaveLength(1);
        expect(added.items![0].sku).toBe(sku);
      }),
    );
  });
});
