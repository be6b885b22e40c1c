import type { GraphqlCalls } from '../client/graphql-calls';
import type { ProductPage } from '../../../ports/catalog-repository';
import type { RetailStore, RetailStoreRepository } from '../../../ports/retail-store-repository';
import { ProductsByCategoryQuery, StoreQuery } from '../documents/catalog';
import { query } from '../client/operation';

export class UrqlRetailStoreRepository implements RetailStoreRepository {
  constructor(private readonly client: GraphqlCalls) {}

  async store(id: string): Promise<RetailStore | null> {
    return (await query(this.client, StoreQuery, { id })).getStore;
  }

  async productsByCategory(categoryId: string, storeId: string, skip = 0): Promise<ProductPage> {
    // 001 §6: products by category with a store need a signed-in user.
    return (await query(this.client, ProductsByCategoryQuery, { id: categoryId, storeId, skip })).getProductsByCategory;
  }
}
