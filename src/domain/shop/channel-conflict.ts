import type { CartItem, Sku } from './entities';

interface Channel {
  gift: boolean;
  store: string | null;
  special: string | null;
}

const channelOf = (sku: Sku, giftCategoryId: string | null, special: string[]): Channel => {
  const category = sku.product?.productCategory?.id ?? null;
  return {
    gift: giftCategoryId != null && giftCategoryId !== '' && category === giftCategoryId,
    store: sku.storeId || null,
    special: category !== null && special.includes(category) ? category : null,
  };
};

const itemSku = (item: CartItem): Sku | null => item.sku ?? item.items?.find((inner) => inner.sku)?.sku ?? null;

const sameChannel = (a: Channel, b: Channel): boolean =>
  a.gift === b.gift && a.store === b.store && a.special === b.special;

// 000 §4: gift vs non-gift, another store or a special category means another channel; an empty cart never conflicts.
export function detectChannelConflict(input: {
  cartItems: CartItem[];
  sku: Sku;
  giftCategoryId?: string | null;
  specialCategoryIds?: string[];
}): boolean {
  const gift = input.giftCategoryId ?? null;
  const special = input.specialCategoryIds ?? [];
  const incoming = channelOf(input.sku, gift, special);
  return (input.cartItems ?? []).some((item) => {
    const sku = itemSku(item);
    return sku !== null && !sameChannel(channelOf(sku, gift, special), incoming);
  });
}
