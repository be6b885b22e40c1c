import type { Product, Sku } from '../../domain/entities';

export type SelectableAttribute = 'size' | 'gender' | 'color';
export const SELECTABLE_ATTRIBUTES: readonly SelectableAttribute[] = ['size', 'gender', 'color'];

// Spec silent on the low-stock threshold: 'Only N left' from 5 items down.
export const LOW_STOCK_THRESHOLD = 5;

/** The values each of size, gender and color takes across a product's SKUs (only attributes that vary or exist). */
export function attributeChoices(skus: Sku[]): Partial<Record<SelectableAttribute, string[]>> {
  const choices: Partial<Record<SelectableAttribute, string[]>> = {};
  for (const name of SELECTABLE_ATTRIBUTES) {
    const values = [...new Set(skus.map((s) => s.attributes?.[name]).filter((v): v is string => !!v))];
    if (values.length) choices[name] = values;
  }
  return choices;
}

/** The SKU matching a change of one attribute, keeping the others where a SKU allows it. */
export function skuForAttribute(skus: Sku[], current: Sku, name: SelectableAttribute, value: string): Sku {
  const candidates = skus.filter((s) => s.attributes?.[name] === value);
  const keeps = (s: Sku) =>
    SELECTABLE_ATTRIBUTES.filter((a) => a !== name).every((a) => s.attributes?.[a] === current.attributes?.[a]);
  return candidates.find(keeps) ?? candidates[0] ?? current;
}

/** The SKU shown first: the first available one, else the first. */
export function defaultSku(product: Product): Sku | null {
  return product.skus.find(isAvailable) ?? product.skus[0] ?? null;
}

/** 000 §2: unavailable (Sold Out) when the SKU is inactive or its finite stock is gone. */
export function isAvailable(sku: Sku): boolean {
  if (!sku.status) return false;
  const inv = sku.inventory;
  return !(inv?.type === 'finite' && typeof inv.quantity === 'number' && inv.quantity <= 0);
}

export type StockBadge = { label: string; tone: 'ok' | 'low' | 'out' };

export function stockBadge(sku: Sku): StockBadge {
  if (!isAvailable(sku)) return { label: 'Sold Out', tone: 'out' };
  const inv = sku.inventory;
  if (inv?.type === 'finite' && typeof inv.quantity === 'number' && inv.quantity <= LOW_STOCK_THRESHOLD) {
    return { label: `Only ${inv.quantity} left`, tone: 'low' };
  }
  return { label: 'In stock', tone: 'ok' };
}

/**
 * Only-one mode (000 §2; which products use it is not in the spec): a product whose metadata says
 * onlyOne, and digital subscriptions (the membership), may sit in the cart once.
 */
export function isOnlyOne(product: Product, sku: Sku): boolean {
  if (metadataFlag(product.metadata, 'onlyOne') || metadataFlag(sku.metadata, 'onlyOne')) return true;
  return product.type === 'digital' && sku.type === 'recurring';
}

function metadataFlag(metadata: string | null | undefined, key: string): boolean {
  if (!metadata) return false;
  try {
    const parsed: unknown = JSON.parse(metadata);
    return !!parsed && typeof parsed === 'object' && (parsed as Record<string, unknown>)[key] === true;
  } catch {
    return false;
  }
}
