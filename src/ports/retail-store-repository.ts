import type { StoreModuleRecord } from '../domain/shop';
import type { ProductPage } from './catalog-repository';
import { serviceToken } from './service-token';

export interface RetailStore {
  id: string;
  name: string;
  description?: string | null;
  productCategories?: { id: string; name: string; description?: string | null }[] | null;
  /** 001 §3 Store modules: what the store shows besides its products (shown by type in `storeModulesToShow`). */
  modules?: StoreModuleRecord[] | null;
}

/** The retail store and its products for signed-in retailers (001 §7 getStore, getProductsByCategory(id, storeId)). */
export interface RetailStoreRepository {
  store(id: string): Promise<RetailStore | null>;
  productsByCategory(categoryId: string, storeId: string, skip?: number): Promise<ProductPage>;
}

export const RetailStoreRepository = serviceToken<RetailStoreRepository>('RetailStoreRepository');
