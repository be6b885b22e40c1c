// The lines of a placed order as the confirmation lists them: which dog each box is for, and what is in it.
import type { CartItem, SkuAttributeEntry } from './entities';

const text = (entry: SkuAttributeEntry | undefined): string | null => {
  const value = Array.isArray(entry?.value) ? entry?.value[0] : entry?.value;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** 000 §1: a box is named by the dog's name, or the first attribute value entered. */
export function bundleDogName(item: Pick<CartItem, 'type' | 'name' | 'sku_attributes'>): string | null {
  if (item.type !== 'bundle') return null;
  const attrs = item.sku_attributes ?? [];
  return text(attrs.find((a) => a.label.toLowerCase() === 'dog name')) ?? (item.name?.trim() || null) ?? text(attrs[0]);
}

export interface OrderLine {
  id: string;
  /** For a dog box: the dog it is for. */
  dog: string | null;
  product: string;
  quantity: number;
  /** A box's contents: product names with quantities. */
  contents: { name: string; quantity: number }[];
}

const productName = (sku: CartItem['sku'] | null | undefined, fallback: string): string => sku?.product?.name || sku?.name || fallback;

/** The selected lines the order was placed for, as the confirmation lists them. */
export function orderLines(items: CartItem[]): OrderLine[] {
  return items
    .filter((item) => item.selected)
    .map((item) => ({
      id: item.id,
      dog: bundleDogName(item),
      product: item.type === 'bundle' ? productName(item.items?.[0]?.sku, item.sku?.name ?? 'Dog box') : item.sku?.name || item.name || 'Item',
      quantity: item.quantity,
      contents: item.type === 'bundle' ? (item.items ?? []).map((inner) => ({ name: inner.sku?.name ?? 'Item', quantity: inner.quantity })) : [],
    }));
}
