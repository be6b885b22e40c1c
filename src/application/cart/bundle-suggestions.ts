import { bundleSuggestions, type CartItem, type Sku } from '../../domain';
import type { CatalogRepository } from '../../ports/catalog-repository';

/** 000 §2 §7: SKUs of the first bundle item's group (getSkusBySkuGroup) that are not already in the bundle. */
export async function loadBundleSuggestions(catalog: CatalogRepository, bundle: CartItem): Promise<Sku[]> {
  const groupId = bundle.items?.find((inner) => inner.sku?.skuGroupId)?.sku.skuGroupId ?? bundle.sku?.skuGroupId;
  if (!groupId) return [];
  return bundleSuggestions(await catalog.skusBySkuGroup(groupId), bundle);
}
