import { describe, expect, it } from 'vitest';
import { StorefrontCatalog } from '../../../src/application/catalog/storefront-catalog';
import { isOnlyOne, stockBadge, attributeChoices, skuForAttribute } from '../../../src/application/catalog/purchase-options';
import type { Sku } from '../../../src/domain/shop/entities';
import type { SinglePage } from '../../../src/ports/catalog-repository';
import { FakeCatalogRepository, LEASH, MEMBERSHIP, productOf, SEED_PRODUCTS } from '../../fakes/fake-catalog-repository';

class PagesCatalog extends FakeCatalogRepository {
  override async singlePage(url: string): Promise<SinglePage | null> {
    if (url === '/leash') return { url, title: 'Leash', productId: LEASH.product!.id };
    if (url === '/dogs') return { url, title: 'For dogs', category: { id: 'cat-dogs', name: 'Dogs' } };
    // A server whose pages carry no content fields (the contract's page): title and description only.
    if (url === '/values') return { url, title: 'Our values', description: 'Real food, made fresh.' };
    // A server that serves sections, for a page that has none and lists nothing.
    if (url === '/empty') return { url, title: 'Empty', description: 'Nothing here', sections: [] };
    return null;
  }
}

describe('a menu path resolves to a category listing or a product page', () => {
  const catalog = new StorefrontCatalog(new PagesCatalog());

  it('resolves a product path (trailing slash ignored)', async () => {
    const page = await catalog.page('/leash/');
    expect(page.kind === 'product' && page.product.name).toBe('Leather Leash');
  });

  it('resolves a category path with its first products', async () => {
    const page = await catalog.page('/dogs');
    expect(page.kind === 'category' && page.first.products.length).toBe(
      SEED_PRODUCTS.filter((p) => p.productCategory?.id === 'cat-dogs').length,
    );
  });

  it("shows a page of the contract's shape (no sections served) by its title and description", async () => {
    const page = await catalog.page('/values');
    expect(page.kind === 'content' && page.page.description).toBe('Real food, made fresh.');
  });

  it('where sections are served, a page with none that lists nothing is the 404', async () => {
    expect(await catalog.page('/empty')).toEqual({ kind: 'notFound' });
  });

  it('answers notFound for a path the backend does not know', async () => {
    expect(await catalog.page('/nowhere')).toEqual({ kind: 'notFound' });
  });
});

describe('purchase options', () => {
  const sku = (id: string, attributes: Sku['attributes'], extra: Partial<Sku> = {}): Sku => ({
    ...LEASH, id, attributes, ...extra,
  });

  it('stock badge: In stock, Only N left, Sold Out', () => {
    expect(stockBadge(sku('a', null, { inventory: { type: 'infinite' } })).label).toBe('In stock');
    expect(stockBadge(sku('a', null, { inventory: { type: 'finite', quantity: 3 } })).label).toBe('Only 3 left');
    expect(stockBadge(sku('a', null, { inventory: { type: 'finite', quantity: 0 } })).label).toBe('Sold Out');
    expect(stockBadge(sku('a', null, { status: false })).label).toBe('Sold Out');
  });

  it('builds size, gender and color choices and keeps the other attributes when one changes', () => {
    const skus = [
      sku('m-red', { size: 'M', color: 'red' }),
      sku('l-red', { size: 'L', color: 'red' }),
      sku('l-blue', { size: 'L', color: 'blue' }),
    ];
    expect(attributeChoices(skus)).toEqual({ size: ['M', 'L'], color: ['red', 'blue'] });
    expect(skuForAttribute(skus, skus[2], 'size', 'M').id).toBe('m-red');
    expect(skuForAttribute(skus, skus[1], 'color', 'blue').id).toBe('l-blue');
  });

  it('only-one mode for digital subscriptions and onlyOne metadata', () => {
    expect(isOnlyOne(productOf(MEMBERSHIP), MEMBERSHIP)).toBe(true);
    expect(isOnlyOne(productOf(LEASH), LEASH)).toBe(false);
    expect(isOnlyOne({ ...productOf(LEASH), metadata: '{"onlyOne":true}' }, LEASH)).toBe(true);
  });
});
