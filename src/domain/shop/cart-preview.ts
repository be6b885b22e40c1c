import type { Cart, CartItem, CartItemType, Sku, SkuAttributeEntry } from './entities';
import { clampQuantity, maxCartQuantity } from './quantity';

/** What an add sends the server (the port's CartItemInput has this shape): the line, or a bundle and its items. */
export interface AddedLine {
  type: CartItemType;
  sku_id: string;
  quantity: number;
  sku_attributes?: SkuAttributeEntry[];
  name?: string;
  items?: { type: CartItemType; sku_id: string; quantity: number }[];
}

/** Lines shown before the server has answered carry ids of this form: nothing may be changed on them yet. */
export const PREVIEW_LINE_PREFIX = 'preview:';
export const isPreviewLine = (item: Pick<CartItem, 'id'>): boolean => item.id.startsWith(PREVIEW_LINE_PREFIX);

const sameAttributes = (a: SkuAttributeEntry[] | null | undefined, b: SkuAttributeEntry[] | null | undefined) =>
  JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/** A line's quantity held to the SKU's cart bounds (000 §5: at least 1, at most the stock, its own cap or 99). */
const heldQuantity = (sku: Sku, quantity: number) => clampQuantity(quantity, { min: 1, max: maxCartQuantity(sku.inventory) }).quantity;

/**
 * The cart as it will be once the server has taken `line` (000 §4 add, 000 §5 limits), to show at once while the
 * call is on its way: a one-time good joins its line of the same SKU and attributes (quantities add up, held to
 * the stock), a recurring SKU outside a bundle stays one plan of quantity 1, anything else is a new line at the
 * end, selected. `sku` is the product data the page already has. The server's answer replaces it.
 */
export function previewCartAdd(cart: Cart | null, line: AddedLine, sku: Sku): Cart {
  const base: Cart = cart ?? { id: `${PREVIEW_LINE_PREFIX}cart`, sub_total: 0, total: 0, items: [] };
  const recurring = sku.type !== 'one_time';
  if (line.type !== 'bundle') {
    const existing = base.items.find((i) => i.type !== 'bundle' && i.sku?.id === line.sku_id && sameAttributes(i.sku_attributes, line.sku_attributes));
    if (existing) {
      const quantity = recurring ? 1 : heldQuantity(sku, existing.quantity + line.quantity);
      return { ...base, items: base.items.map((i) => (i === existing ? { ...i, quantity, selected: true } : i)) };
    }
  }
  const item: CartItem = {
    id: `${PREVIEW_LINE_PREFIX}${line.sku_id}`,
    type: line.type,
    selected: true,
    sku_attributes: line.sku_attributes ?? [],
    quantity: line.type === 'bundle' || recurring ? 1 : heldQuantity(sku, line.quantity),
    sku,
    name: line.type === 'bundle' ? line.name || sku.name : sku.name,
    description: sku.description ?? null,
    items:
      line.type === 'bundle'
        ? (line.items ?? []).map((inner, index) => ({
            id: `${PREVIEW_LINE_PREFIX}${line.sku_id}/${index}`,
            type: inner.type,
            quantity: heldQuantity(sku, inner.quantity),
            sku,
          }))
        : null,
  };
  return { ...base, items: [...base.items, item] };
}
