import type { Product } from '../../domain/shop';
import type { CatalogRepository } from '../../ports/catalog-repository';
import type { RetailStore, RetailStoreRepository } from '../../ports/retail-store-repository';

export interface RetailShelf {
  categoryId: string;
  name: string;
  products: Product[];
  hasMore: boolean;
}

export type RetailShop = { kind: 'ready'; store: RetailStore; shelves: RetailShelf[] } | { kind: 'noStore' };

/** /retailer-shop: the retail store named in the settings (getStore) and its products by category with its store id. */
export class RetailShopCatalog {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly stores: RetailStoreRepository,
  ) {}

  async load(): Promise<RetailShop> {
    const settings = await this.catalog.settings();
    const storeId = settings.retailStoreId;
    if (!storeId) return { kind: 'noStore' };
    const store = await this.stores.store(storeId);
    if (!store) return { kind: 'noStore' };
    const categories = store.productCategories ?? [];
    const shelves = await Promise.all(
      categories.map(async (c) => {
        const page = await this.stores.productsByCategory(c.id, store.id);
        return { categoryId: c.id, name: c.name, products: page.products, hasMore: page.hasMore };
      }),
    );
    return { kind: 'ready', store, shelves };
  }

  /** The next page of one shelf. */
  async more(shelf: RetailShelf, storeId: string): Promise<RetailShelf> {
    const page = await this.stores.productsByCategory(shelf.categoryId, storeId, shelf.products.length);
    return { ...shelf, products: [...shelf.products, ...page.products], hasMore: page.hasMore };
  }
}
