import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  arrangeCartPanel,
  attributeLines,
  canCheckout,
  CART_PANEL_TEXTS,
  cartItemBadges,
  checkoutBlock,
  isGoodItem,
  PRODUCTS_BLOCK_TITLE,
  renewalNote,
} from '../../src/domain';
import { baseItem, baseSku, cartItemArb, attributeEntryArb } from './arbitraries';

describe('Cart side panel ordering (000 §2)', () => {
  it("lists non-good items first-class (digital first, others last) and goods in the 'Product/s' block", () => {
    expect(PRODUCTS_BLOCK_TITLE).toBe('Product/s');
    const others = baseItem({ id: 'o', type: 'others', sku: null });
    const bundle = baseItem({ id: 'b', type: 'bundle', sku: null });
    const digital = baseItem({ id: 'd', type: 'digital', sku: null });
    const good = baseItem({ id: 'g', type: 'good' });
    const oneTimeGood = baseItem({
      id: 'og',
      type: 'others',
      sku: baseSku({ type: 'one_time', product: { id: 'p', type: 'good' } }),
    });
    const r = arrangeCartPanel([others, good, bundle, oneTimeGood, digital]);
    expect(r.firstClass.map((i) => i.id)).toEqual(['d', 'b', 'o']);
    expect(r.goods.map((i) => i.id)).toEqual(['g', 'og']);
  });

  it('property: a partition of the items, goods only in the block, digital before others, stable order', () => {
    fc.assert(
      fc.property(fc.array(cartItemArb, { maxLength: 12 }), (items) => {
        const { firstClass, goods } = arrangeCartPanel(items);
        expect([...firstClass, ...goods].map((i) => i.id).sort()).toEqual(items.map((i) => i.id).sort());
        expect(goods.every(isGoodItem)).toBe(true);
        expect(firstClass.some(isGoodItem)).toBe(false);
        const rank = (t: string) => (t === 'digital' ? 0 : t === 'others' ? 2 : 1);
        for (let k = 1; k < firstClass.length; k++) {
          const a = firstClass[k - 1];
          const b = firstClass[k];
          expect(rank(a.type)).toBeLessThanOrEqual(rank(b.type));
          if (rank(a.type) === rank(b.type)) expect(items.indexOf(a)).toBeLessThan(items.indexOf(b));
        }
        expect(goods.map((g) => items.indexOf(g))).toEqual([...goods.map((g) => items.indexOf(g))].sort((x, y) => x - y));
      }),
    );
  });
});

describe('Badges (000 §2)', () => {
  it("'Digital' for digital items; 'Free Shipping' when shipping_method is free", () => {
    expect(CART_PANEL_TEXTS.title).toBe('YOUR CART');
    expect(CART_PANEL_TEXTS.shippingNote).toBe('Shipping and taxes calculated at checkout.');
    expect(cartItemBadges({ type: 'digital', shipping_method: 'free' })).toEqual(['Digital', 'Free Shipping']);
    expect(cartItemBadges({ type: 'good', shipping_method: 'flat_rate' })).toEqual([]);
  });

  it('property: each badge appears exactly when its condition holds', () => {
    fc.assert(
      fc.property(cartItemArb, (item) => {
        const badges = cartItemBadges(item);
        expect(badges.includes('Digital')).toBe(item.type === 'digital');
        expect(badges.includes('Free Shipping')).toBe(item.shipping_method === 'free');
      }),
    );
  });
});

describe("'renews every N intervals' / 'delivered every N intervals' (000 §2)", () => {
  const recurring = (interval: string, interval_count: number) =>
    baseSku({ type: 'recurring', recurring: { interval, interval_count } });

  it('a digital item with a recurring plan shows renews every N intervals when interval_count is above 1', () => {
    expect(renewalNote(baseItem({ type: 'digital', sku: recurring('month', 3) }))).toBe('renews every 3 months');
    expect(renewalNote(baseItem({ type: 'digital', sku: recurring('month', 1) }))).toBeNull();
    expect(renewalNote(baseItem({ type: 'digital', sku: baseSku() }))).toBeNull();
  });

  it('a bundle item shows delivered every N intervals', () => {
    expect(renewalNote(baseItem({ type: 'bundle', sku: recurring('week', 4) }))).toBe('delivered every 4 weeks');
    expect(renewalNote(baseItem({ type: 'bundle', sku: recurring('month', 1) }))).toBe('delivered every 1 month');
    const bundle = baseItem({
      type: 'bundle',
      sku: null,
      items: [{ id: 'i', type: 'good', quantity: 1, sku: recurring('month', 2) }],
    });
    expect(renewalNote(bundle)).toBe('delivered every 2 months');
    expect(renewalNote(baseItem({ type: 'good' }))).toBeNull();
  });

  it('property: digital notes appear only for interval_count > 1 and quote the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.constantFrom('day', 'week', 'month', 'year'), (n, interval) => {
        const note = renewalNote(baseItem({ type: 'digital', sku: recurring(interval, n) }));
        if (n > 1) expect(note).toBe(`renews every ${n} ${interval}s`);
        else expect(note).toBeNull();
        expect(renewalNote(baseItem({ type: 'bundle', sku: recurring(interval, n) }))).toMatch(
          new RegExp(`^delivered every ${n} ${interval}`),
        );
      }),
    );
  });
});

describe('sku_attributes as label/value lines (000 §2)', () => {
  it('joins list values with commas via val_label and hides the label giftlist', () => {
    expect(
      attributeLines([
        { label: 'Dog Name', value: 'Rex' },
        { label: 'Flavours', value: ['b', 'c'], val_label: ['Beef', 'Chicken'] },
        { label: 'Toys', value: ['ball', 'rope'] },
        { label: 'giftlist', value: ['x'] },
      ]),
    ).toEqual([
      { label: 'Dog Name', value: 'Rex' },
      { label: 'Flavours', value: 'Beef, Chicken' },
      { label: 'Toys', value: 'ball, rope' },
    ]);
    expect(attributeLines(null)).toEqual([]);
  });

  it('property: no giftlist line, every other entry kept in order', () => {
    fc.assert(
      fc.property(fc.array(attributeEntryArb, { maxLength: 8 }), (attrs) => {
        const lines = attributeLines(attrs);
        expect(lines.some((l) => l.label.toLowerCase() === 'giftlist')).toBe(false);
        expect(lines.map((l) => l.label)).toEqual(
          attrs.filter((a) => a.label.toLowerCase() !== 'giftlist').map((a) => a.label),
        );
        lines.forEach((l) => expect(typeof l.value).toBe('string'));
      }),
    );
  });
});

describe('Checkout press (000 §4, §5)', () => {
  it("Checkout is enabled only with a selected item; zero items gives 'Cart is empty'", () => {
    expect(canCheckout([])).toBe(false);
    expect(canCheckout([baseItem({ selected: false })])).toBe(false);
    expect(canCheckout([baseItem({ selected: false }), baseItem({ selected: true })])).toBe(true);
    expect(checkoutBlock([])).toEqual({ ok: false, message: 'Cart is empty' });
    expect(checkoutBlock([baseItem()])).toEqual({ ok: true });
  });

  it('property: enabled iff some item is selected; blocked iff the cart has no items', () => {
    fc.assert(
      fc.property(fc.array(cartItemArb, { maxLength: 6 }), (items) => {
        expect(canCheckout(items)).toBe(items.some((i) => i.selected));
        expect(checkoutBlock(items).ok).toBe(items.length > 0);
      }),
    );
  });
});
