import { describe, expect, it } from 'vitest';
import { dogBoxesFor, isAvailable, onlyOneAlreadyInCart, stockBadge, type CartItem, type Product, type Sku } from '../../src/domain';

const monthly: Sku = { id: 'sku-monthly', name: 'Membership', type: 'recurring', status: true, unit_amount: 2200 };
const yearly: Sku = { ...monthly, id: 'sku-yearly', name: 'Membership Yearly', unit_amount: 19900 };
const membership: Product = { id: 'p-membership', name: 'Membership', type: 'digital', skus: [monthly, yearly] } as Product;

describe("Only one per product, not per SKU ('Added to Cart', 000 §2)", () => {
  it('with the Monthly plan in the cart, the Yearly plan of the same membership reads Added to Cart', () => {
    expect(onlyOneAlreadyInCart(membership, yearly, new Set(['sku-monthly']))).toBe(true);
    expect(onlyOneAlreadyInCart(membership, monthly, new Set(['sku-monthly']))).toBe(true);
    expect(onlyOneAlreadyInCart(membership, yearly, new Set(['sku-other']))).toBe(false);
  });

  it('a product not in only-one mode can be added again', () => {
    const chew = { ...membership, type: 'good' as const, skus: [{ ...monthly, type: 'one_time' as const }] };
    expect(onlyOneAlreadyInCart(chew, chew.skus[0], new Set(['sku-monthly']))).toBe(false);
  });
});

describe('Stock and dog boxes', () => {
  it('a finite SKU with no stock is Sold Out; 5 or fewer is Only N left', () => {
    expect(isAvailable({ status: true, inventory: { type: 'finite', quantity: 0 } })).toBe(false);
    expect(stockBadge({ status: true, inventory: { type: 'finite', quantity: 3 } })).toEqual({ label: 'Only 3 left', tone: 'low' });
    expect(stockBadge({ status: false, inventory: null })).toEqual({ label: 'Sold Out', tone: 'out' });
  });

  it('a digital item is never offered the dog boxes; a good is offered each box in the cart', () => {
    const items = [{ id: 'b1', type: 'bundle' }, { id: 'g1', type: 'good' }] as CartItem[];
    expect(dogBoxesFor({ type: 'digital' }, items)).toEqual([]);
    expect(dogBoxesFor({ type: 'good' }, items).map((i) => i.id)).toEqual(['b1']);
  });
});
