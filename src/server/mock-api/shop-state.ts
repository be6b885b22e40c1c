import type { OtpGuardRecord } from './otp-limits';

// The mock backend's whole store. Plain JSON so it persists to a file or localStorage as is.
// Records hold ids where the wire nests objects; the entity resolvers join them on read.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface AttributeEntry {
  label: string;
  value: Json;
  val_label?: Json;
}

export interface CategoryRecord { id: string; name: string; description: string | null }
export interface StoreRecord {
  id: string; name: string; description: string | null; slug: string; url: string | null; status: boolean;
  categoryIds: string[]; modules: { id: string; type: string; settings: Json; status: boolean }[];
  createdAt: string; updatedAt: string;
}
export interface SkuGroupRecord {
  id: string; name: string; description: string | null;
  attributes: { id: string; required: boolean; type: string; data: { [key: string]: Json } }[];
  /** Goods of other groups offered as suggested bundle items (000 §2). */
  addOnSkuIds: string[];
}
export interface PerkRecord { id: string; data: string | null; status: boolean; type: string }
export interface ProductRecord {
  id: string; name: string; description: string | null; type: 'digital' | 'good' | 'bundle' | 'others';
  metadata: Json; categoryId: string; storeId: string | null; sold: number; perks: PerkRecord[];
}
export interface SkuRecord {
  id: string; productId: string; name: string; description: string | null; badge: string | null;
  type: 'recurring' | 'one_time'; status: boolean; unit_amount: number; unit_amount_type: string | null;
  discount_amount: number | null; discount_perc: number | null;
  recurring: { interval: string; interval_count: number } | null;
  qtyOption: boolean; taxable: boolean; storeId: string | null; skuGroupId: string | null;
  shipping_method: 'free' | 'flat_rate'; metadata: Json;
  attributes: { size: string | null; gender: string | null; color: string | null } | null;
  images: { url: string; status: boolean; default: boolean; alt: string }[];
  inventory: { type: 'finite' | 'infinite'; quantity: number | null; min_quantity: number | null; max_quantity: number | null; value: string | null };
  package_dimensions: { weight: number; width: number; pack: number; length: number; height: number } | null;
}
export interface PromotionRecord {
  id: string; description: string; type: string; meta: Json; status: string; quota: number; max_quota: number;
  link: string | null; start_at: number; end_at: number; thumbnail: string | null; skuId: string | null;
}
export interface PageRecord { url: string; title: string; description: string | null; categoryId: string | null; productId: string | null }
export interface SettingRecord {
  id: string; membership: string; membership_ca: string; secretshop: string; gift: string;
  login_default_provider_type: string; secretshopOpen: { status: boolean; drop_countdown: number };
  retailStoreId: string; retailStoreName: string; specialSkuGroupId: string; firstMonthFreeSkuId: string;
}

export interface UserRecord {
  /** password is a salted hash (password-hash.ts), or '' for an account without one. */
  id: string; email: string; password: string; first_name: string; last_name: string; phone: string | null;
  username: string | null; email_verified: boolean; checkoutDone: boolean; new_user: boolean; company: string | null;
  avatar: string | null; status: string; ref: string | null; roles: { id: string; name: string }[];
  accepted_agreements: { agreement: string; version: string }[];
  wallet: { id: string; coins: number; status: string; pending_coins: number; lifetime_coins: number };
  perks: { status: boolean; type: string; data: string | null }[];
  communication_campaigns: { campaign: string; status: boolean }[];
  permissions: { email: boolean; push: boolean; sms: boolean };
  communicationIds: string[];
  milestoneLevel: number;
}

export interface InnerItemRecord { id: string; type: string; sku_attributes: AttributeEntry[]; quantity: number; skuId: string; description: string | null }
export interface CartItemRecord {
  id: string; type: string; selected: boolean; sku_attributes: AttributeEntry[]; quantity: number;
  choosed_amount: number | null; skuId: string; name: string | null; description: string | null;
  items: InnerItemRecord[] | null;
}
export interface CartRecord {
  id: string; userId: string | null; email: string | null; phone: string | null; items: CartItemRecord[];
  promotionId: string | null; walletDiscount: number; addressId: string | null; flatRate: boolean;
  createdAt: string; updatedAt: string;
}
export interface AddressRecord {
  id: string; userId: string | null; cartId: string | null; first_name: string; last_name: string; line1: string;
  line2: string | null; city: string; state: string; postal_code: string; country: string; default: boolean;
  createdAt: string; updatedAt: string;
}
export interface OrderRecord {
  id: string; userId: string | null; email: string | null; cartId: string; currency: string;
  shipping_amount: number; subtotal_amount: number; tax: number; tax_rate: number; total_amount: number;
  used_coins_amount: number; items: { unit_amount: number; quantity: number; discount_perc: number | null; discount_amount: number | null; skuId: string }[];
  shipment_rate: Json; metadata: Json; createdAt: string; updated_at: string;
}
export interface SubscriptionRecord {
  /** userId null: a guest's box, kept under the checkout's e-mail until an account proves it (guest-purchases.ts). */
  id: string; userId: string | null; email?: string | null; status: string; metadata: Json; sku_attributes: AttributeEntry[];
  current_period_start: number; current_period_end: number; trial_end: number | null; currency: string;
  payment_method: string | null; pause_collection: { behavior: string; resumes_at: number } | null;
  cancel_at: number | null; cancel_at_period_end: boolean; canceled_at: number | null;
  items: { id: string; quantity: number; skuId: string; createdAt: string; updated_at: string }[];
  addressId: string | null;
}
/** token is the SHA-256 of the cookie's token, never the token itself. */
export interface SessionRecord { token: string; userId: string; expiresAt: number }
/**
 * codeHash: SHA-256 of "{to}:{code}" (the code itself is only sent, never kept). attemptsBy: wrong guesses
 * of this code so far, per client. `code` is what a shop saved before codes were hashed held.
 */
export interface OtpRecord { to: string; codeHash?: string; code?: string; expiresAt: number; attemptsBy?: Record<string, number> }

/** Records of the account area whose shape is the wire shape plus an owner (001 §3). */
export interface OwnedRecord { id: string; userId: string | null; [field: string]: Json }

export interface ShopState {
  version: 1;
  nextId: number;
  settings: SettingRecord;
  categories: CategoryRecord[];
  stores: StoreRecord[];
  skuGroups: SkuGroupRecord[];
  products: ProductRecord[];
  skus: SkuRecord[];
  promotions: PromotionRecord[];
  pages: PageRecord[];
  users: UserRecord[];
  carts: CartRecord[];
  addresses: AddressRecord[];
  orders: OrderRecord[];
  subscriptions: SubscriptionRecord[];
  sessions: SessionRecord[];
  otps: OtpRecord[];
  /** Wrong guesses and code requests per address (otp-limits.ts); absent in shops saved before it. */
  otpGuards?: OtpGuardRecord[];
  leads: { id: string; email: string; phone: string | null; from: string | null; meta: Json }[];
  /** Account-area collections keyed by entity name: walletLogs, invoices, giftCoupons, forms, … */
  records: { [collection: string]: OwnedRecord[] };
  communicationPreferences: { id: string; key: string; name: string; description: string }[];
  surveys: { id: string; title: string; questions: { id: string; text: string; answers: { id: string; text: string }[] }[] }[];
  monthlyBox: { title: string; menu: { product: string; category: string }[] };
}

/** A fresh id unique within the state: a 24-hex-digit string like the real API's. */
export function newId(state: ShopState, prefix = 'a0'): string {
  state.nextId += 1;
  return `${prefix}${state.nextId.toString(16).padStart(22, '0')}`.slice(0, 24);
}
