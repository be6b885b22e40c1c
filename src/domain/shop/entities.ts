// The shop's entities as the API returns them (000 §3, 001 §3). Field names follow the wire.

export type SkuType = 'recurring' | 'one_time';
export type ProductType = 'digital' | 'good' | 'bundle' | 'others';
export type CartItemType = 'good' | 'digital' | 'bundle' | 'others';
export type ShippingMethod = 'free' | 'flat_rate';
export type InventoryType = 'finite' | 'infinite';
export type AttributeType = 'text' | 'selectbox' | 'checkbox' | 'giftlist';
export type DealType = 'free_treat' | 'free_membership';

export interface Inventory {
  type: InventoryType;
  quantity?: number | null;
  min_quantity?: number | null;
  max_quantity?: number | null;
  value?: string | null;
}

export interface Recurring {
  interval: string;
  interval_count: number;
}

export interface SkuImage {
  url: string;
  status?: boolean | null;
  default?: boolean | null;
  alt?: string | null;
}

export interface SkuAttributes {
  size?: string | null;
  gender?: string | null;
  color?: string | null;
}

export interface Perk {
  id: string;
  data?: string | null;
  status?: boolean | null;
  type: string;
}

export interface ProductCategory {
  id: string;
  name: string;
  description?: string | null;
}

export interface SkuProduct {
  id: string;
  name?: string | null;
  type: ProductType;
  productCategory?: ProductCategory | null;
  perks?: Perk[] | null;
}

export interface AttributeOption {
  src?: string | null;
  display?: string[] | null;
  value: string;
  label: string;
  sub_options?: AttributeOption[] | null;
}

export interface AttributeData {
  label: string;
  placeholder?: string | null;
  value?: string | null;
  max?: number | null;
  min?: number | null;
  description?: string | null;
  options?: AttributeOption[] | null;
}

export interface SkuGroupAttribute {
  id: string;
  required: boolean;
  type: AttributeType;
  data: AttributeData;
}

export interface SkuGroup {
  id: string;
  name: string;
  description?: string | null;
  attributes: SkuGroupAttribute[];
}

export interface Sku {
  id: string;
  name: string;
  description?: string | null;
  badge?: string | null;
  type: SkuType;
  status: boolean;
  unit_amount: number;
  unit_amount_type?: string | null;
  discount_amount?: number | null;
  discount_perc?: number | null;
  recurring?: Recurring | null;
  qtyOption?: boolean | null;
  taxable?: boolean | null;
  storeId?: string | null;
  skuGroupId?: string | null;
  skuGroup?: SkuGroup | null;
  metadata?: string | null;
  attributes?: SkuAttributes | null;
  images?: SkuImage[] | null;
  inventory?: Inventory | null;
  product?: SkuProduct | null;
}

export interface Product {
  id: string;
  name: string;
  description?: string | null;
  type: ProductType;
  metadata?: string | null;
  sold?: number | null;
  inCart?: boolean | null;
  productCategory?: ProductCategory | null;
  skus: Sku[];
}

/** A label/value line of a cart item; a value may be a list (000 §3). */
export interface SkuAttributeEntry {
  label: string;
  value: string | string[];
  /** Display labels for list values, joined with commas in the cart panel. */
  val_label?: string | string[] | null;
}

export interface BundleInnerItem {
  id: string;
  type: CartItemType;
  sku_attributes?: SkuAttributeEntry[] | null;
  quantity: number;
  sku: Sku;
  description?: string | null;
}

export interface CartItem {
  id: string;
  type: CartItemType;
  selected: boolean;
  shipping_method?: ShippingMethod | null;
  sku_attributes?: SkuAttributeEntry[] | null;
  quantity: number;
  choosed_amount?: number | null;
  sku?: Sku | null;
  name?: string | null;
  description?: string | null;
  items?: BundleInnerItem[] | null;
}

export interface Promotion {
  id: string;
  description?: string | null;
  type: string;
  start_at?: number | null;
  end_at?: number | null;
  status?: string | null;
  link?: string | null;
  thumbnail?: string | null;
}

export interface ShipmentPrice {
  type?: string | null;
  serviceName?: string | null;
  serviceCode?: string | null;
  shipmentCost?: number | null;
  otherCost?: number | null;
  freeShipment?: boolean | null;
  width?: number | null;
  weight?: number | null;
  length?: number | null;
  height?: number | null;
  bagsLength?: number | null;
  boxes?: number | null;
}

export interface Taxes {
  tax: number;
  tax_rate?: number | null;
}

export interface Address {
  id: string;
  first_name: string;
  last_name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  default?: boolean | null;
}

export interface Cart {
  id: string;
  sub_total: number;
  total: number;
  discounted_total?: number | null;
  wallet_discount?: number | null;
  promotion?: Promotion | null;
  items: CartItem[];
  selected_address?: Address | null;
  shipment_prices?: ShipmentPrice[] | null;
  taxes?: Taxes | null;
}

export interface Role {
  id: string;
  name: string;
}

export interface SubscriptionSummaryItem {
  sku: { product: { id: string } };
}

export interface SubscriptionSummary {
  id?: string;
  status: string;
  cancel_at_period_end?: boolean | null;
  items: SubscriptionSummaryItem[];
}

export interface User {
  id: string;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  username?: string | null;
  email_verified?: boolean | null;
  roles: Role[];
  ref?: string | null;
  checkoutDone?: boolean | null;
  new_user?: boolean | null;
  subscriptions?: SubscriptionSummary[] | null;
}

export interface Settings {
  id: string;
  gift?: string | null;
  membership?: string | null;
  membership_ca?: string | null;
  secretshop?: string | null;
  /** 001 §3: which login type the sign-in page offers first. */
  login_default_provider_type?: string | null;
}

/** The result of getDynamicData for a ref or aff code (000 §7). */
export interface DynamicData {
  type: string;
  data?: { username?: string | null; first_name?: string | null; roles?: Role[] | null } | null;
}
