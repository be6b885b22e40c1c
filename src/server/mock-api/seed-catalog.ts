// The seeded catalogue: the boxes and goods the menus name (001 §2), the membership, gift cards and the retail store.
import type {
  CategoryRecord, PageRecord, ProductRecord, PromotionRecord, SettingRecord, SkuGroupRecord, SkuRecord, StoreRecord,
} from './shop-state';
import { DOG_NAME_PLACEHOLDER, PHONE_PLACEHOLDER } from '../../domain/messages';

export const RETAIL_STORE_ID = 'store-wholesale';
export const RETAIL_STORE_NAME = 'Pawprint Wholesale';
export const MEMBERSHIP_MONTHLY_SKU_ID = 'sku-wellness-membership';
export const SPECIAL_SKU_GROUP_ID = 'sg-food-topper';

export const categories: CategoryRecord[] = [
  { id: 'boxes', name: 'Boxes', description: 'Monthly treat and chew boxes, one per dog.' },
  { id: 'goods', name: 'Goods', description: 'Treats, chews and toppers to buy once.' },
  { id: 'membership', name: 'Wellness Membership', description: 'Perks, consultations and the secret shop.' },
  { id: 'gift', name: 'Gift Cards', description: 'Send a Pawprint gift card to a friend.' },
  { id: 'retail', name: 'Wholesale', description: 'Cases for shops, groomers and vets.' },
  { id: 'secretshop', name: 'Secret Shop', description: 'Members-only drops.' },
];

export const stores: StoreRecord[] = [{
  id: RETAIL_STORE_ID, name: RETAIL_STORE_NAME, description: 'Wholesale cases for retailers.', slug: 'wholesale',
  url: '/retailer-shop', status: true, categoryIds: ['retail'],
  modules: [
    { id: 'mod-announcement', type: 'announcement', settings: { text: 'Orders placed by Thursday ship the following Monday.' }, status: true },
    { id: 'mod-min-order', type: 'minimum_order', settings: { amount: 20000 }, status: true },
    { id: 'mod-banner', type: 'banner', settings: { title: 'New: Treat Sampler Case', text: 'Twelve bags of our best sellers for your counter.', link: '/retailers', linkLabel: 'About wholesale' }, status: true },
    { id: 'mod-contact', type: 'contact', settings: { email: 'wholesale@pawprint.test', phone: '+1 512 555 0199', hours: 'Mon–Fri, 9am–5pm CT' }, status: true },
    { id: 'mod-holiday', type: 'announcement', settings: { text: 'Closed for the holidays.' }, status: false },
    { id: 'mod-loyalty', type: 'loyalty_points', settings: { rate: 2 }, status: true },
  ],
  createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z',
}];

const dogName = { id: 'attr-dog-name', required: true, type: 'text', data: { label: 'Dog Name', placeholder: DOG_NAME_PLACEHOLDER, value: 'name', min: 2, max: 20, description: 'Printed on the box.' } };
const size = {
  id: 'attr-size', required: true, type: 'selectbox',
  data: {
    label: 'Size', value: 'size', max: 1, min: 1, description: 'Chews are cut to size.',
    options: [
      { value: 'small', label: 'Small (under 20 lb)', display: ['client', 'admin'], src: null },
      { value: 'medium', label: 'Medium (20-50 lb)', display: ['client', 'admin'], src: null },
      { value: 'large', label: 'Large (over 50 lb)', display: ['client', 'admin'], src: null },
      { value: 'giant', label: 'Giant (staff only)', display: ['admin'], src: null },
    ],
  },
};
const allergies = {
  id: 'attr-allergies', required: false, type: 'selectbox',
  data: {
    label: 'Allergies', value: 'allergies', max: 2, min: 0, description: 'Choose up to two.',
    options: ['Chicken', 'Beef', 'Grain', 'Fish'].map((label) => ({ value: label.toLowerCase(), label, display: ['client'], src: null })),
  },
};
const sensitive = { id: 'attr-sensitive', required: false, type: 'checkbox', data: { label: 'Sensitive stomach', value: 'sensitive_stomach', val_label: 'Sensitive stomach' } };
const phone = { id: 'attr-phone', required: false, type: 'text', data: { label: 'Phone', value: 'phone', placeholder: PHONE_PLACEHOLDER, description: 'For delivery updates.' } };
const recipient = { id: 'attr-recipient', required: true, type: 'text', data: { label: "Recipient's Email", value: 'email', min: 5, max: 60 } };

export const skuGroups: SkuGroupRecord[] = [
  { id: 'sg-box', name: 'Box dog information', description: 'Tell us about your dog.', attributes: [dogName, size, allergies, sensitive], addOnSkuIds: ['sku-super-chew-medium', 'sku-meatballs', 'sku-food-topper'] },
  { id: 'sg-mini-box', name: 'Mini box dog information', description: 'Tell us about your dog.', attributes: [dogName, size, phone], addOnSkuIds: ['sku-super-chew-medium', 'sku-meatballs'] },
  { id: SPECIAL_SKU_GROUP_ID, name: 'Food topper plan', description: 'A topper delivered every four weeks.', attributes: [dogName], addOnSkuIds: [] },
  { id: 'sg-gift-card', name: 'Gift card recipient', description: null, attributes: [recipient], addOnSkuIds: [] },
];

const img = (slug: string, alt: string) => [{ url: `/images/${slug}.svg`, status: true, default: true, alt }];
const monthly = { interval: 'week', interval_count: 4 };

function sku(fields: Partial<SkuRecord> & Pick<SkuRecord, 'id' | 'productId' | 'name' | 'unit_amount'>): SkuRecord {
  return {
    description: null, badge: null, type: 'one_time', status: true, unit_amount_type: 'per_unit', discount_amount: null,
    discount_perc: null, recurring: null, qtyOption: false, taxable: true, storeId: null, skuGroupId: null,
    shipping_method: 'flat_rate', metadata: null, attributes: null, images: img(fields.id.replace(/^sku-/, ''), fields.name),
    inventory: { type: 'infinite', quantity: null, min_quantity: 1, max_quantity: 99, value: null },
    package_dimensions: { weight: 1, width: 8, pack: 1, length: 10, height: 4 },
    ...fields,
  };
}

function product(fields: Partial<ProductRecord> & Pick<ProductRecord, 'id' | 'name' | 'type' | 'categoryId'>): ProductRecord {
  return { description: null, metadata: null, storeId: null, sold: 0, perks: [], ...fields };
}

const box = (id: string, name: string, amount: number, group: string, description: string, shipping: 'free' | 'flat_rate') => ({
  product: product({ id: `p-${id}`, name, type: 'bundle', categoryId: 'boxes', description, sold: 120 }),
  sku: sku({ id: `sku-${id}`, productId: `p-${id}`, name, description, type: 'recurring', unit_amount: amount, recurring: monthly, skuGroupId: group, shipping_method: shipping, badge: 'Best seller' }),
});

const boxes = [
  box('treat-and-chew-box', 'Treat and Chew Box', 3900, 'sg-box', 'Two bags of treats and two chews, every four weeks.', 'free'),
  box('treat-only-box', 'Treat Only Box', 2900, 'sg-box', 'Four bags of treats, every four weeks.', 'free'),
  box('chew-only-box', 'Chew Only Box', 2900, 'sg-box', 'Four long-lasting chews, every four weeks.', 'free'),
  box('mini-box', 'Mini Box', 1900, 'sg-mini-box', 'One bag of treats and one chew, every four weeks.', 'flat_rate'),
];

const membershipPerks = [
  { id: 'perk-free-shipping', data: null, status: true, type: 'free_shipping' },
  { id: 'perk-consultation', data: '1 per month', status: true, type: 'consultation' },
  { id: 'perk-shop-access', data: 'secretshop', status: true, type: 'shop_access' },
  { id: 'perk-membership', data: null, status: true, type: 'membership' },
];

export const products: ProductRecord[] = [
  ...boxes.map((b) => b.product),
  product({ id: 'p-super-chew', name: 'Super Chew', type: 'good', categoryId: 'goods', description: 'A long-lasting yak-milk chew.', sold: 40 }),
  product({ id: 'p-meatballs', name: 'Meatballs', type: 'good', categoryId: 'goods', description: 'Freeze-dried beef meatballs.', sold: 75 }),
  product({ id: 'p-food-topper', name: 'Food Topper', type: 'good', categoryId: 'goods', description: 'Crumbled salmon to top any bowl.', sold: 30 }),
  product({ id: 'p-wellness-membership', name: 'Wellness Membership', type: 'digital', categoryId: 'membership', description: 'Free shipping, a monthly nutrition consult and the secret shop.', perks: membershipPerks }),
  product({ id: 'p-gift-card', name: 'Gift Card', type: 'digital', categoryId: 'gift', description: 'A Pawprint gift card sent by e-mail.' }),
  product({ id: 'p-wholesale-super-chew', name: 'Super Chew Case (12)', type: 'good', categoryId: 'retail', storeId: RETAIL_STORE_ID, description: 'Twelve Super Chews for your shelf.' }),
  product({ id: 'p-wholesale-meatballs', name: 'Meatballs Case (24)', type: 'good', categoryId: 'retail', storeId: RETAIL_STORE_ID, description: 'Twenty-four bags of Meatballs.' }),
  product({ id: 'p-wholesale-sampler', name: 'Treat Sampler Case', type: 'good', categoryId: 'retail', storeId: RETAIL_STORE_ID, description: 'A mix of our best treats.' }),
  product({ id: 'p-mystery-chew', name: 'Mystery Chew Drop', type: 'good', categoryId: 'secretshop', description: 'A members-only surprise chew.' }),
];

const finite = (quantity: number) => ({ type: 'finite' as const, quantity, min_quantity: 1, max_quantity: 99, value: null });
const digital = { taxable: false, shipping_method: 'free' as const, package_dimensions: null };

export const skus: SkuRecord[] = [
  ...boxes.map((b) => b.sku),
  sku({ id: 'sku-super-chew-medium', productId: 'p-super-chew', name: 'Super Chew Medium', unit_amount: 1499, qtyOption: true, inventory: finite(3), badge: 'Low stock', attributes: { size: 'M', gender: null, color: 'natural' }, images: img('super-chew', 'Super Chew') }),
  sku({ id: 'sku-super-chew-large', productId: 'p-super-chew', name: 'Super Chew Large', unit_amount: 1999, qtyOption: true, inventory: finite(0), status: false, attributes: { size: 'L', gender: null, color: 'natural' }, images: img('super-chew', 'Super Chew') }),
  sku({ id: 'sku-meatballs', productId: 'p-meatballs', name: 'Meatballs', unit_amount: 999, discount_amount: 100, qtyOption: true }),
  sku({ id: 'sku-food-topper', productId: 'p-food-topper', name: 'Food Topper', unit_amount: 1299, qtyOption: true, inventory: finite(40) }),
  sku({ id: 'sku-food-topper-plan', productId: 'p-food-topper', name: 'Food Topper Plan', unit_amount: 1199, type: 'recurring', recurring: monthly, skuGroupId: SPECIAL_SKU_GROUP_ID, images: img('food-topper', 'Food Topper') }),
  sku({ id: MEMBERSHIP_MONTHLY_SKU_ID, productId: 'p-wellness-membership', name: 'Wellness Membership', unit_amount: 2200, type: 'recurring', recurring: { interval: 'month', interval_count: 1 }, ...digital }),
  sku({ id: 'sku-wellness-membership-yearly', productId: 'p-wellness-membership', name: 'Wellness Membership Yearly', unit_amount: 19900, discount_perc: 10, type: 'recurring', recurring: { interval: 'year', interval_count: 1 }, ...digital, images: img('wellness-membership', 'Wellness Membership') }),
  ...[2500, 5000, 10000].map((amount) => sku({ id: `sku-gift-card-${amount / 100}`, productId: 'p-gift-card', name: `Gift Card $${amount / 100}`, unit_amount: amount, skuGroupId: 'sg-gift-card', ...digital, images: img('gift-card', 'Gift Card') })),
  sku({ id: 'sku-wholesale-super-chew', productId: 'p-wholesale-super-chew', name: 'Super Chew Case (12)', unit_amount: 11999, storeId: RETAIL_STORE_ID, qtyOption: true, inventory: finite(25) }),
  sku({ id: 'sku-wholesale-meatballs', productId: 'p-wholesale-meatballs', name: 'Meatballs Case (24)', unit_amount: 14999, storeId: RETAIL_STORE_ID, qtyOption: true }),
  sku({ id: 'sku-wholesale-sampler', productId: 'p-wholesale-sampler', name: 'Treat Sampler Case', unit_amount: 8999, storeId: RETAIL_STORE_ID, qtyOption: true }),
  sku({ id: 'sku-mystery-chew', productId: 'p-mystery-chew', name: 'Mystery Chew Drop', unit_amount: 999, inventory: finite(12) }),
];

export const DAY = 86400;

export function promotions(nowSeconds: number): PromotionRecord[] {
  const base = { meta: null, status: 'active', quota: 0, max_quota: 1000, thumbnail: '/images/meatballs.svg' };
  return [
    { ...base, id: 'promo-free-treat', type: 'free_treat', description: 'Free Meatballs with your first box', link: '/box/start', start_at: nowSeconds - 30 * DAY, end_at: nowSeconds + 365 * DAY, skuId: 'sku-meatballs' },
    { ...base, id: 'promo-free-membership', type: 'free_membership', description: 'First Month Free on the Wellness Membership', link: '/wellness', start_at: nowSeconds - 30 * DAY, end_at: nowSeconds + 365 * DAY, skuId: MEMBERSHIP_MONTHLY_SKU_ID, thumbnail: '/images/wellness-membership.svg' },
    { ...base, id: 'promo-spring-chews', type: 'free_treat', description: 'Spring chew week', link: '/super-chew', start_at: nowSeconds - 90 * DAY, end_at: nowSeconds - 60 * DAY, status: 'ended', skuId: 'sku-super-chew-medium' },
  ];
}

const page = (url: string, title: string, target: { categoryId?: string; productId?: string }, description: string | null = null): PageRecord =>
  ({ url, title, description, categoryId: target.categoryId ?? null, productId: target.productId ?? null });

export const pages: PageRecord[] = [
  page('/box', 'Our Boxes', { categoryId: 'boxes' }, 'One box per dog, delivered every four weeks.'),
  page('/box/start', 'Build Your Box', { categoryId: 'boxes' }),
  page('/treat-and-chew-box', 'Treat and Chew Box', { productId: 'p-treat-and-chew-box' }),
  page('/treat-only-box', 'Treat Only Box', { productId: 'p-treat-only-box' }),
  page('/chew-only-box', 'Chew Only Box', { productId: 'p-chew-only-box' }),
  page('/mini-box', 'Mini Box', { productId: 'p-mini-box' }),
  page('/super-chew', 'Super Chew', { productId: 'p-super-chew' }),
  page('/meatballs', 'Meatballs', { productId: 'p-meatballs' }),
  page('/food-topper', 'Food Topper', { productId: 'p-food-topper' }),
  page('/wellness', 'Wellness Membership', { productId: 'p-wellness-membership' }),
  page('/gift', 'Gift Cards', { categoryId: 'gift' }),
  page('/retailer-shop', RETAIL_STORE_NAME, { categoryId: 'retail' }),
  page('/secretshop', 'Secret Shop', { categoryId: 'secretshop' }),
];

export const settings: SettingRecord = {
  id: 'settings', membership: 'p-wellness-membership', membership_ca: 'p-wellness-membership', secretshop: 'secretshop',
  gift: 'gift', login_default_provider_type: 'password', secretshopOpen: { status: true, drop_countdown: 0 },
  retailStoreId: RETAIL_STORE_ID, retailStoreName: RETAIL_STORE_NAME, specialSkuGroupId: SPECIAL_SKU_GROUP_ID,
  firstMonthFreeSkuId: MEMBERSHIP_MONTHLY_SKU_ID,
};
