import type { Product, Sku, SkuGroup } from '../../src/domain/shop/entities';
import type { ShopSettings } from '../../src/ports/catalog-repository';

// A small seeded catalogue: a box SKU that is wrapped in a bundle, goods (two in the box's group, so they are
// suggested), a digital membership, a gift card and a retail-store good.

export const BOX_GROUP: SkuGroup = {
  id: 'group-box',
  name: 'Dog box',
  attributes: [
    { id: 'attr-name', required: true, type: 'text', data: { label: 'Dog Name', min: 2, max: 20 } },
    {
      id: 'attr-size',
      required: true,
      type: 'selectbox',
      data: {
        label: 'Size',
        max: 1,
        options: [
          { value: 'small', label: 'Small', display: ['client'] },
          { value: 'medium', label: 'Medium', display: ['client'] },
          { value: 'large', label: 'Large', display: ['client', 'admin'] },
          { value: 'giant', label: 'Giant', display: ['admin'] },
        ],
      },
    },
    {
      id: 'attr-treats',
      required: false,
      type: 'selectbox',
      data: {
        label: 'Favourite treats',
        max: 2,
        options: [
          { value: 'chicken', label: 'Chicken', display: ['client'] },
          { value: 'beef', label: 'Beef', display: ['client'] },
          { value: 'lamb', label: 'Lamb', display: ['client'] },
        ],
      },
    },
    { id: 'attr-allergy', required: false, type: 'checkbox', data: { label: 'Has allergies' } },
    { id: 'attr-phone', required: false, type: 'text', data: { label: 'Phone', value: 'phone' } },
  ],
};

export const DOGS_CATEGORY = { id: 'cat-dogs', name: 'Dogs' };
const category = DOGS_CATEGORY;
const giftCategory = { id: 'cat-gift', name: 'Gifts' };

export const MINI_BOX: Sku = {
  id: 'sku-mini-box',
  name: 'Mini Box',
  description: 'Treats and a toy every four weeks',
  type: 'recurring',
  status: true,
  unit_amount: 2900,
  recurring: { interval: 'week', interval_count: 4 },
  skuGroupId: BOX_GROUP.id,
  storeId: 'store-main',
  inventory: { type: 'infinite' },
  images: [{ url: '/img/mini-box.png', default: true, alt: 'Mini Box' }],
  product: { id: 'prod-box', name: 'Dog Box', type: 'bundle', productCategory: category },
};

export const CHEW_TOY: Sku = {
  id: 'sku-chew-toy',
  name: 'Chew Toy',
  type: 'one_time',
  status: true,
  unit_amount: 1200,
  skuGroupId: BOX_GROUP.id,
  storeId: 'store-main',
  inventory: { type: 'finite', quantity: 10 },
  product: { id: 'prod-chew-toy', name: 'Chew Toy', type: 'good', productCategory: category },
};

export const TREAT_PACK: Sku = {
  id: 'sku-treat-pack',
  name: 'Treat Pack',
  type: 'one_time',
  status: true,
  unit_amount: 900,
  skuGroupId: BOX_GROUP.id,
  storeId: 'store-main',
  inventory: { type: 'infinite' },
  product: { id: 'prod-treat-pack', name: 'Treat Pack', type: 'good', productCategory: category },
};

export const LEASH: Sku = {
  id: 'sku-leash',
  name: 'Leather Leash',
  type: 'one_time',
  status: true,
  unit_amount: 2500,
  storeId: 'store-main',
  qtyOption: true,
  inventory: { type: 'finite', quantity: 5, min_quantity: 1 },
  product: { id: 'prod-leash', name: 'Leather Leash', type: 'good', productCategory: category },
};

export const MEMBERSHIP: Sku = {
  id: 'sku-membership',
  name: 'Pawprint Club',
  type: 'recurring',
  status: true,
  unit_amount: 2200,
  recurring: { interval: 'month', interval_count: 3 },
  storeId: 'store-main',
  product: { id: 'prod-membership', name: 'Pawprint Club', type: 'digital', productCategory: category },
};

export const GIFT_CARD: Sku = {
  id: 'sku-gift-card',
  name: 'Gift Card',
  type: 'one_time',
  status: true,
  unit_amount: 5000,
  storeId: 'store-main',
  product: { id: 'prod-gift-card', name: 'Gift Card', type: 'digital', productCategory: giftCategory },
};

export const BULK_FOOD: Sku = {
  id: 'sku-bulk-food',
  name: 'Bulk Kibble',
  type: 'one_time',
  status: true,
  unit_amount: 4000,
  storeId: 'store-retail',
  inventory: { type: 'infinite' },
  product: { id: 'prod-bulk-food', name: 'Bulk Kibble', type: 'good', productCategory: category },
};

const product = (sku: Sku, type: Product['type'], extra: Partial<Product> = {}): Product => ({
  id: sku.product!.id,
  name: sku.product!.name ?? sku.name,
  type,
  productCategory: sku.product!.productCategory,
  skus: [sku],
  ...extra,
});

export const SEED_PRODUCTS: Product[] = [
  product(MINI_BOX, 'bundle', { name: 'Dog Box' }),
  product(CHEW_TOY, 'good'),
  product(TREAT_PACK, 'good'),
  product(LEASH, 'good'),
  product(MEMBERSHIP, 'digital'),
  product(GIFT_CARD, 'digital'),
  product(BULK_FOOD, 'good'),
];

export const SEED_SKUS: Sku[] = SEED_PRODUCTS.flatMap((p) => p.skus);

export const SEED_SETTINGS: ShopSettings = {
  id: 'settings',
  gift: giftCategory.id,
  membership: MEMBERSHIP.id,
  retailStoreId: 'store-retail',
  retailStoreName: 'Pawprint Wholesale',
  specialSkuGroupId: 'group-special',
  firstMonthFreeSkuId: MEMBERSHIP.id,
};

export function productOf(sku: Sku): Product {
  return SEED_PRODUCTS.find((p) => p.skus.some((s) => s.id === sku.id))!;
}
