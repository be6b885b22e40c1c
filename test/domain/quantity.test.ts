import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampQuantity, MAX_QUANTITY, MAXIMUM_QUANTITY_MESSAGE, quantityBounds } from '../../src/domain';
import { inventoryArb } from './arbitraries';

describe('Quantity stepper (general) (000 §5)', () => {
  it("exceeding the maximum clamps and flags 'You have reached the maximum quantity for this product.'", () => {
    expect(MAXIMUM_QUANTITY_MESSAGE).toBe('You have reached the maximum quantity for this product.');
    expect(MAX_QUANTITY).toBe(99);
    expect(clampQuantity(150)).toEqual({ quantity: 99, atMaximum: true });
    expect(clampQuantity(99)).toEqual({ quantity: 99, atMaximum: false });
    expect(clampQuantity(7, { max: 5 })).toEqual({ quantity: 5, atMaximum: true });
  });

  it('below the minimum clamps to the minimum; typed negative input becomes 0', () => {
    expect(clampQuantity(-3)).toEqual({ quantity: 0, atMaximum: false });
    expect(clampQuantity(-3, { min: 1 })).toEqual({ quantity: 1, atMaximum: false });
    expect(clampQuantity(0, { min: 2, max: 10 })).toEqual({ quantity: 2, atMaximum: false });
    expect(clampQuantity(NaN, { min: 1 })).toEqual({ quantity: 1, atMaximum: false });
    expect(clampQuantity(3.7)).toEqual({ quantity: 3, atMaximum: false });
  });

  it('property: never leaves the bounds', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 200 }),
        (value, min, max) => {
          const { quantity } = clampQuantity(value, { min, max });
          expect(Number.isInteger(quantity)).toBe(true);
          expect(quantity).toBeLessThanOrEqual(max);
          expect(quantity).toBeGreaterThanOrEqual(Math.min(min, max));
        },
      ),
    );
  });

  it('property: atMaximum exactly when the value exceeded the maximum, and in-range integers are kept', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (value) => {
        const r = clampQuantity(value);
        expect(r.atMaximum).toBe(value > 99);
        if (value >= 0 && value <= 99) expect(r.quantity).toBe(value);
      }),
    );
  });
});

describe('Quantity for a good, inside a bundle and in product cards (000 §5, §9)', () => {
  it('good: maximum is the inventory quantity, minimum is min_quantity or 1', () => {
    expect(quantityBounds('good', { type: 'finite', quantity: 12, min_quantity: 3 })).toEqual({ min: 3, max: 12 });
    expect(quantityBounds('good', { type: 'finite', quantity: 12 })).toEqual({ min: 1, max: 12 });
    expect(quantityBounds('good', { type: 'infinite' })).toEqual({ min: 1, max: 99 });
    expect(quantityBounds('good')).toEqual({ min: 1, max: 99 });
  });

  it('bundle item: maximum is inventory quantity or 99', () => {
    expect(quantityBounds('bundle-item', { type: 'finite', quantity: 4 })).toEqual({ min: 1, max: 4 });
    expect(quantityBounds('bundle-item', { type: 'finite', quantity: 0 })).toEqual({ min: 1, max: 99 });
    expect(quantityBounds('bundle-item', null)).toEqual({ min: 1, max: 99 });
  });

  it('product card: finite inventory gives 1..stock, otherwise 0..99', () => {
    expect(quantityBounds('product-card', { type: 'finite', quantity: 6 })).toEqual({ min: 1, max: 6 });
    expect(quantityBounds('product-card', { type: 'infinite', quantity: 6 })).toEqual({ min: 0, max: 99 });
    expect(quantityBounds('product-card')).toEqual({ min: 0, max: 99 });
  });

  it('property: bounds are non-negative integers and a finite stock caps goods and cards', () => {
    fc.assert(
      fc.property(fc.constantFrom('good' as const, 'bundle-item' as const, 'product-card' as const), inventoryArb, (kind, inv) => {
        const { min, max } = quantityBounds(kind, inv);
        expect(Number.isInteger(min) && min >= 0).toBe(true);
        expect(Number.isInteger(max) && max >= 0).toBe(true);
        // A cart line of a good never holds more than 99, whatever the stock (the server refuses more).
        if (inv.type === 'finite' && typeof inv.quantity === 'number' && kind === 'good') expect(max).toBe(Math.min(99, Math.max(0, inv.quantity)));
        if (inv.type === 'finite' && typeof inv.quantity === 'number' && kind === 'product-card') expect(max).toBe(Math.max(0, inv.quantity));
        if (inv.type === 'infinite') expect(max).toBe(99);
      }),
    );
  });
});
