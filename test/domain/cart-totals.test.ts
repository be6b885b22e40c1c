import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cartTotals, discountedUnitAmount, FIRST_MONTH_FREE, lineAmount, lineDealDiscount, orderTotals, promotionDiscount,
  placedOrderDiscount, shippingCharge, skuAmount, type SelectableLine,
} from '../../src/domain';

const MEMBERSHIP = 'sku-membership';

const priceArb = fc.record({
  id: fc.constantFrom(MEMBERSHIP, 's1', 's2', 's3'),
  unit_amount: fc.integer({ min: 0, max: 50_000 }),
  discount_amount: fc.option(fc.integer({ min: -100, max: 60_000 }), { nil: null }),
  discount_perc: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
});

const lineArb: fc.Arbitrary<SelectableLine> = fc.oneof(
  fc.record({
    type: fc.constantFrom('good', 'digital', 'others'),
    quantity: fc.integer({ min: 0, max: 99 }),
    selected: fc.boolean(),
    sku: fc.option(priceArb, { nil: null }),
  }),
  fc.record({
    type: fc.constant('bundle'),
    quantity: fc.integer({ min: 0, max: 3 }),
    selected: fc.boolean(),
    sku: fc.option(priceArb, { nil: null }),
    items: fc.array(fc.record({ quantity: fc.integer({ min: 0, max: 99 }), sku: fc.option(priceArb, { nil: null }) }), { maxLength: 4 }),
  }),
);

describe('One amount per cart line (000 §2)', () => {
  it('a good is quantity × the price with discount', () => {
    expect(lineAmount({ type: 'good', quantity: 3, sku: { unit_amount: 999, discount_amount: 100 } })).toBe(2697);
  });

  it('a dog box is its quantity × the sum of its inner items, each at its price with discount', () => {
    const box = {
      type: 'bundle', quantity: 1,
      items: [{ quantity: 1, sku: { unit_amount: 3900 } }, { quantity: 2, sku: { unit_amount: 999, discount_amount: 100 } }],
    };
    expect(lineAmount(box)).toBe(3900 + 2 * 899);
    expect(lineAmount({ ...box, quantity: 2 })).toBe(2 * (3900 + 2 * 899));
  });

  it('a suggestion shows one unit at its price with discount, not the raw unit amount', () => {
    expect(skuAmount({ unit_amount: 999, discount_amount: 100 }, 1)).toBe(899);
  });

  it('property: amounts are whole, non-negative cents; a non-bundle is quantity × discounted unit', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        const amount = lineAmount(line);
        expect(Number.isInteger(amount) && amount >= 0).toBe(true);
        if (line.type !== 'bundle') expect(amount).toBe(line.quantity * (line.sku ? discountedUnitAmount(line.sku) : 0));
      }),
    );
  });

  it('a missing or broken quantity counts as none', () => {
    expect(lineAmount({ type: 'good', quantity: Number.NaN, sku: { unit_amount: 100 } })).toBe(0);
    expect(lineAmount({ type: 'good', quantity: -2, sku: { unit_amount: 100 } })).toBe(0);
  });
});

describe("Promotions: 'First Month Free' (000 §2 §4 §9)", () => {
  const membership = { type: 'digital', quantity: 1, selected: true, sku: { id: MEMBERSHIP, unit_amount: 2200 } };
  const deal = { type: 'free_membership', start_at: 100, end_at: 200 };

  it('takes 2200 off the selected membership SKU', () => {
    expect(promotionDiscount({ promotion: deal, lines: [membership], firstMonthFreeSkuId: MEMBERSHIP, nowSeconds: 150 })).toBe(FIRST_MONTH_FREE.amount);
  });

  it('takes nothing for free_treat, an unselected line, another SKU, or outside the window', () => {
    const base = { lines: [membership], firstMonthFreeSkuId: MEMBERSHIP };
    expect(promotionDiscount({ ...base, promotion: { type: 'free_treat' } })).toBe(0);
    expect(promotionDiscount({ ...base, promotion: deal, lines: [{ ...membership, selected: false }] })).toBe(0);
    expect(promotionDiscount({ ...base, promotion: deal, firstMonthFreeSkuId: 'other' })).toBe(0);
    expect(promotionDiscount({ ...base, promotion: deal, nowSeconds: 201 })).toBe(0);
    expect(promotionDiscount({ ...base, promotion: deal, nowSeconds: 99 })).toBe(0);
  });

  it('never takes more than the line costs', () => {
    const cheap = { ...membership, sku: { ...membership.sku, unit_amount: 2200, discount_amount: 1000 } };
    expect(promotionDiscount({ promotion: deal, lines: [cheap], firstMonthFreeSkuId: MEMBERSHIP })).toBe(1200);
  });

  it('shows the line only on the first selected membership line', () => {
    const cart = { items: [membership, { ...membership }], promotion: deal };
    expect(lineDealDiscount(cart, cart.items[0], MEMBERSHIP)).toBe(2200);
    expect(lineDealDiscount(cart, cart.items[1], MEMBERSHIP)).toBe(0);
  });
});

describe('Order totals, computed once', () => {
  it('shipping: free is 0, no rate yet is null', () => {
    expect(shippingCharge(null)).toBeNull();
    expect(shippingCharge({ shipmentCost: 595, freeShipment: true })).toBe(0);
    expect(shippingCharge({ shipmentCost: 595, freeShipment: false })).toBe(595);
  });

  it('property: total = subtotal − promotion + tax + shipping − wallet, never below zero, wallet never more than is owed', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        fc.boolean(),
        fc.nat(5000),
        fc.nat(1000),
        fc.nat(100_000),
        (lines, withDeal, tax, shipping, wallet) => {
          const cart = { items: lines, promotion: withDeal ? { type: 'free_membership' } : null, wallet_discount: wallet };
          const t = cartTotals(cart, { firstMonthFreeSkuId: MEMBERSHIP, tax, shipping });
          const selected = lines.filter((l) => l.selected);
          expect(t.subtotal).toBe(selected.reduce((sum, l) => sum + lineAmount(l), 0));
          expect(t.promotionDiscount).toBeLessThanOrEqual(Math.min(FIRST_MONTH_FREE.amount, t.subtotal));
          expect(t.discountedTotal).toBe(t.subtotal - t.promotionDiscount);
          expect(t.walletDiscount).toBeLessThanOrEqual(wallet);
          expect(t.total).toBe(t.discountedTotal + tax + shipping - t.walletDiscount);
          expect(t.total).toBeGreaterThanOrEqual(0);
          if (!withDeal) expect(t.promotionDiscount).toBe(0);
        },
      ),
    );
  });

  it('a placed order shows what the promotion took off, so its lines add up to the total charged', () => {
    const order = { subtotal_amount: 4700, shipping_amount: 0, tax: 0, used_coins_amount: 0, total_amount: 2500 };
    expect(placedOrderDiscount(order)).toBe(2200);
    expect(placedOrderDiscount({ ...order, total_amount: 4700 })).toBe(0);
    expect(placedOrderDiscount({ ...order, used_coins_amount: 500, total_amount: 2000 })).toBe(2200);
  });

  it('ignores negative or broken tax, shipping and wallet', () => {
    const lines = [{ type: 'good', quantity: 1, selected: true, sku: { unit_amount: 1000 } }];
    expect(orderTotals({ lines, tax: -5, shipping: Number.NaN, wallet: -100 }).total).toBe(1000);
  });
});
