import type { CartItem, Product, Sku } from './entities';

/** A flag of a metadata field, as the API sends it (JSON text) or as a server keeps it (an object). */
function metadataFlag(metadata: unknown, key: string): boolean {
  let parsed: unknown = metadata;
  if (typeof metadata === 'string') {
    try {
      parsed = JSON.parse(metadata);
    } catch {
      return false;
    }
  }
  return !!parsed && typeof parsed === 'object' && (parsed as Record<string, unknown>)[key] === true;
}

type WithMetadata<T> = Omit<T, 'metadata'> & { metadata?: unknown };

/**
 * Only-one mode (000 §2; which products use it is not in the spec): a product whose metadata says onlyOne, and
 * digital subscriptions (the membership), may sit in the cart once.
 */
export function isOnlyOne(product: WithMetadata<Pick<Product, 'type' | 'metadata'>>, sku: WithMetadata<Pick<Sku, 'type' | 'metadata'>>): boolean {
  if (metadataFlag(product.metadata, 'onlyOne') || metadataFlag(sku.metadata, 'onlyOne')) return true;
  return product.type === 'digital' && sku.type === 'recurring';
}

/**
 * 'Added to Cart': only-one holds per product, not per SKU, so with the Monthly plan in the cart the Yearly
 * plan of the same membership cannot be added beside it.
 */
export function onlyOneAlreadyInCart(
  product: Pick<Product, 'type' | 'metadata' | 'skus'>,
  sku: Pick<Sku, 'type' | 'metadata'>,
  skuIdsInCart: ReadonlySet<string>,
): boolean {
  return isOnlyOne(product, sku) && (product.skus ?? []).some((other) => skuIdsInCart.has(other.id));
}

/**
 * 000 §5 'Your dog boxes': the boxes an item may join. Digital items (gift cards, memberships) never go inside a
 * dog's box: that would skip their own attributes and the channel-conflict check (000 §4).
 */
export function dogBoxesFor(product: Pick<Product, 'type'>, items: readonly CartItem[] | null | undefined): CartItem[] {
  if (product.type === 'digital') return [];
  return (items ?? []).filter((item) => item.type === 'bundle');
}
