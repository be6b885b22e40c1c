import type { CartItem } from './entities';

export { PRODUCTS_BLOCK_TITLE } from '../messages';

// 000 §2: a good is an item of type good, or a one-time SKU of a good product.
export function isGoodItem(item: CartItem): boolean {
  return item.type === 'good' || (item.sku?.type === 'one_time' && item.sku?.product?.type === 'good');
}

const rank = (item: CartItem): number => (item.type === 'digital' ? 0 : item.type === 'others' ? 2 : 1);

// 000 §2: non-good items first-class (digital first, others last); goods grouped in the 'Product/s' block.
export function arrangeCartPanel(items: CartItem[]): { firstClass: CartItem[]; goods: CartItem[] } {
  const list = Array.isArray(items) ? items : [];
  const goods = list.filter(isGoodItem);
  const firstClass = list
    .filter((item) => !isGoodItem(item))
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
  return { firstClass, goods };
}
