import { describe, expect, it } from 'vitest';
import {
  cartItemExtensionsOf, cartItemInputOf, NO_CART_ITEM_EXTENSIONS, singlePageHasContent,
} from '../../src/adapters/graphql/documents/spec-shapes';

const box = {
  type: 'bundle' as const, sku_id: 'sku-box', quantity: 1, name: 'Rex',
  sku_attributes: [{ label: 'Dog Name', value: 'Rex' }],
  items: [{ type: 'good' as const, sku_id: 'sku-box', quantity: 2 }],
};
const field = (name: string) => ({ name, type: { kind: 'SCALAR' } });

describe("the shop's choice of shapes the spec leaves open", () => {
  it("a box goes to a server of the spec's contract as a bundle of quantity 1 with its attributes, nothing more", () => {
    expect(cartItemInputOf(box, NO_CART_ITEM_EXTENSIONS)).toEqual({
      type: 'bundle', sku_id: 'sku-box', quantity: 1, sku_attributes: [{ label: 'Dog Name', value: 'Rex' }],
    });
  });

  it("a server that declares the bundle's name and items gets them", () => {
    const declared = cartItemExtensionsOf(['type', 'sku_id', 'quantity', 'sku_attributes', 'items', 'name'].map(field));
    expect(declared).toEqual({ name: true, items: true });
    expect(cartItemInputOf(box, declared)).toEqual(box);
    expect(cartItemExtensionsOf(null)).toEqual(NO_CART_ITEM_EXTENSIONS);
  });

  it("content fields of getSinglePage are used only when the server's page declares all three", () => {
    const page = (names: string[]) => [{ name: 'getSinglePage', type: { kind: 'OBJECT', name: 'SinglePage', fields: names.map((name) => ({ name })) } }];
    expect(singlePageHasContent(page(['url', 'title', 'siteType', 'hero', 'sections']))).toBe(true);
    expect(singlePageHasContent(page(['url', 'title', 'description', 'category', 'productId']))).toBe(false);
    expect(singlePageHasContent(undefined)).toBe(false);
  });
});
