// An order line costs what the same line cost in the cart: one rule for the cart, checkout, the orders page and the
// server's own orders.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAmount, orderFigures, orderLineAmount, orderSubtotal } from '../../src/domain';

const priceParts = fc.record({
  unit_amount: fc.integer({ min: 0, max: 100_000 }),
  discount_amount: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  discount_perc: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
});

describe('order money', () => {
  it('an order line costs what its cart line cost, discount counted once', () => {
    fc.assert(fc.property(priceParts, fc.integer({ min: 1, max: 99 }), (sku, quantity) => {
      const cartLine = { type: 'good', quantity, sku: { id: 's', name: 'S', type: 'one_time', status: true, ...sku } } as never;
      expect(orderLineAmount({ ...sku, quantity })).toBe(lineAmount(cartLine));
    }));
  });

  it('the subtotal is the sum of the lines', () => {
    fc.assert(fc.property(fc.array(fc.tuple(priceParts, fc.integer({ min: 1, max: 9 })), { maxLength: 8 }), (lines) => {
      const items = lines.map(([sku, quantity]) => ({ ...sku, quantity }));
      expect(orderSubtotal(items)).toBe(items.reduce((sum, item) => sum + orderLineAmount(item), 0));
    }));
  });

  it('Meatballs at $9.99 less $1.00 cost $8.99 each, not $7.99', () => {
    expect(orderLineAmount({ unit_amount: 999, discount_amount: 100, discount_perc: null, quantity: 1 })).toBe(899);
    expect(orderLineAmount({ unit_amount: 1000, discount_amount: null, discount_perc: 10, quantity: 2 })).toBe(1800);
  });

  it('the orders page rows of a charge add up to the total charged, the deal being what the other rows leave over', () => {
    fc.assert(fc.property(
      fc.array(fc.tuple(priceParts, fc.integer({ min: 1, max: 9 })), { maxLength: 6 }),
      fc.nat(10_000), fc.nat(2_000), fc.nat(5_000), fc.nat(5_000),
      (lines, shipping, tax, dealWanted, coinsWanted) => {
        const items = lines.map(([sku, quantity]) => ({ ...sku, quantity }));
        const subtotal = orderSubtotal(items);
        const deal = Math.min(dealWanted, subtotal);
        const coins = Math.min(coinsWanted, subtotal - deal + shipping + tax);
        const total = subtotal - deal + shipping + tax - coins;
        const f = orderFigures({ items, subtotal_amount: subtotal, shipping_amount: shipping, tax, used_coins_amount: coins, total_amount: total });
        expect(f.lines.reduce((a, b) => a + b, 0)).toBe(f.subtotal);
        expect(f.discount).toBe(deal);
        expect(f.subtotal - f.discount + f.shipping + f.tax - f.coins).toBe(f.total);
      },
    ));
  });
});
