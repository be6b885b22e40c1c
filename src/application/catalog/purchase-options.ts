import { isAvailable } from '../../domain';
import type { Product, Sku } from '../../domain/shop';

export type SelectableAttribute = 'size' | 'gender' | 'color';
export const SELECTABLE_ATTRIBUTES: readonly SelectableAttribute[] = ['size', 'gender', 'color'];

export { LOW_STOCK_THRESHOLD, isAvailable, stockBadge, isOnlyOne, type StockBadge } from '../../domain';

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
