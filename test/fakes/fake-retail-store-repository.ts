import type { ProductPage } from '../../src/ports/catalog-repository';
import type { RetailStore, RetailStoreRepository } from '../../src/ports/retail-store-repository';

/** The retail stores a server knows, by id; `pages` are answered in turn, `failures` makes the next reads fail. */
export class FakeRetailStoreRepository implements RetailStoreRepository {
  readonly calls: string[] = [];
  failures = 0;
  pages: ProductPage[] = [];
  constructor(public stores: RetailStore[] = []) {}

  async store(id: string): Promise<RetailStore | null> {
    this.calls.push(`store:${id}`);
    if (this.failures > 0) {
      this.failures--;
      throw new Error('Failed to fetch');
    }
    return this.stores.find((s) => s.id === id) ?? null;
  }

  async productsByCategory(categoryId: string, storeId: string, skip = 0): Promise<ProductPage> {
    this.calls.push(`products:${categoryId}:${storeId}:${skip}`);
    return this.pages.shift() ?? { products: [], hasMore: false, total: 0 };
  }
}
