// The mock server holds the shop's rules with the domain's own functions: the most of a SKU a cart line may
// hold and the only-one rule answer the same on the server as on the page, for any inventory and metadata.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnlyOne, needsShippingAddress, quantityBounds, type Inventory } from '../../src/domain';
import { cartView } from '../../src/server/mock-api/cart-access';
import { addItem, maxQuantity } from '../../src/server/mock-api/cart-operations';
import { shipmentPrices } from '../../src/server/mock-api/cart-pricing';
import { isOnlyOnePlan, needsShipping } from '../../src/server/mock-api/order-rules';
import { createSeedState } from '../../src/server/mock-api/seed';
import type { CartItemRecord, CartRecord, ShopState, SkuRecord } from '../../src/server/mock-api/shop-state';

const inventoryArb = fc.record({
  type: fc.constantFrom('finite' as const, 'infinite' as const),
  quantity: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
  min_quantity: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  max_quantity: fc.option(fc.integer({ min: 1, max: 300 }), { nil: null }),
  value: fc.constant(null),
});

const goodSku = (state: ShopState): SkuRecord => {
  const sku = state.skus.find((s) => s.type === 'one_time' && state.products.find((p) => p.id === s.productId)?.type === 'good');
  if (!sku) throw new Error('the seed has no one-time good');
  return sku;
};

const emptyCart = (): CartRecord => ({ id: 'cart-rules', items: [] }) as unknown as CartRecord;

describe('The server and the page hold one quantity rule (000 §5, §9)', () => {
  it("property: the server's cap is the stepper's maximum, and the server refuses exactly one more", () => {
    const state = createSeedState(0);
    const sku = goodSku(state);
    fc.assert(
      fc.property(inventoryArb, (inventory) => {
        sku.inventory = inventory;
        const max = quantityBounds('good', inventory as Inventory).max;
        expect(maxQuantity(sku)).toBe(max);
        if (max >= 1 && sku.status) {
          expect(() => addItem(state, emptyCart(), { type: 'good', sku_id: sku.id, quantity: max })).not.toThrow();
          expect(() => addItem(state, emptyCart(), { type: 'good', sku_id: sku.id, quantity: max + 1 })).toThrow();
        }
      }),
    );
  });
});

describe('The server and the page hold one only-one rule (000 §2)', () => {
  it('property: a SKU is only-one on the server exactly when the domain says so, metadata flag included', () => {
    const state = createSeedState(0);
    fc.assert(
      fc.property(
        fc.constantFrom(...state.skus.map((s) => s.id)),
        fc.constantFrom(null, {}, { onlyOne: true }, { onlyOne: false }),
        fc.constantFrom(null, {}, { onlyOne: true }),
        (skuId, skuMeta, productMeta) => {
          const sku = state.skus.find((s) => s.id === skuId)!;
          const product = state.products.find((p) => p.id === sku.productId)!;
          sku.metadata = skuMeta as SkuRecord['metadata'];
          product.metadata = productMeta as typeof product.metadata;
          expect(isOnlyOnePlan(state, sku)).toBe(isOnlyOne(product, sku));
        },
      ),
    );
  });

  it('a product flagged onlyOne in its metadata keeps one SKU in the cart on the server too', () => {
    const state = createSeedState(0);
    const product = state.products.find((p) => state.skus.filter((s) => s.productId === p.id && s.status).length >= 2)!;
    const [first, second] = state.skus.filter((s) => s.productId === product.id && s.status);
    product.metadata = { onlyOne: true } as typeof product.metadata;
    for (const sku of [first, second]) sku.inventory = { type: 'infinite', quantity: null, min_quantity: 1, max_quantity: 99, value: null };
    const cart = emptyCart();
    addItem(state, cart, { type: first.type === 'recurring' ? 'subscription' : 'good', sku_id: first.id, quantity: 1 });
    addItem(state, cart, { type: second.type === 'recurring' ? 'subscription' : 'good', sku_id: second.id, quantity: 1 });
    expect(cart.items.filter((i) => state.skus.find((s) => s.id === i.skuId)?.productId === product.id)).toHaveLength(1);
  });
});

describe('The server and the page hold one shipping-need rule (000 §2)', () => {
  it('property: the server asks a shipping address exactly when the checkout page does, for the cart the page is sent', () => {
    const state = createSeedState(0);
    const line = fc.record({
      type: fc.constantFrom('good', 'digital', 'bundle', 'others'),
      selected: fc.boolean(),
      skuId: fc.constantFrom(...state.skus.map((s) => s.id)),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
        const items = lines.map((l, n) => ({
          id: `item-${n}`, type: l.type, selected: l.selected, skuId: l.skuId, quantity: 1, sku_attributes: [], choosed_amount: null,
          name: null, description: null, items: null,
        })) as unknown as CartItemRecord[];
        const cart = { id: 'cart-ships', email: null, phone: null, addressId: null, items } as unknown as CartRecord;
        const page = cartView(state, cart, 0).items;
        expect(needsShipping(cart)).toBe(needsShippingAddress(page));
        // The rates price the parcels of the same lines the page counts as shipped.
        const shipped = page.filter((i) => needsShippingAddress([i])).map((i) => i.skuId);
        expect(shipmentPrices(state, items, 0)[0].items).toEqual(shipped);
      }),
    );
  });
});
