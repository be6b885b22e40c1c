// The account areas' entities as the client reads them (001 §3): subscriptions, billing, wallet, gifts,
// consults, reviews, dogs and the affiliate's records. Amounts are cents; times are seconds or ISO text as the wire has them.
import type { Address, Perk, Product, Promotion, Role, Sku, SkuAttributeEntry, SkuGroup } from '../shop/entities';

export interface Wallet { id: string; coins: number; status?: string | null; pending_coins?: number | null; lifetime_coins?: number | null }
export interface AccountManager { first_name?: string | null; avatar?: string | null; title?: string | null }
export interface ChannelPermissions { email?: boolean | null; push?: boolean | null; sms?: boolean | null }
export type Channel = keyof ChannelPermissions;
export interface Communication { id: string; name: string; key: string }
export interface UserPerk { status?: boolean | null; type?: string | null; data?: string | null }

/** The signed-in customer as the dashboard reads it (001 §3 User). */
export interface AccountProfile {
  id: string; email: string; first_name?: string | null; last_name?: string | null; phone?: string | null;
  username?: string | null; company?: string | null; email_verified?: boolean | null; roles: Role[];
  wallet?: Wallet | null; perks?: UserPerk[] | null; permissions?: ChannelPermissions | null;
  communications?: Communication[] | null; account_manager?: AccountManager | null;
}

export interface PauseCollection { behavior?: string | null; resumes_at?: number | null }
export type SubscriptionSku = Pick<Sku, 'id' | 'name' | 'unit_amount' | 'images' | 'recurring' | 'skuGroupId'> & {
  skuGroup?: SkuGroup | null; product?: { id: string; name?: string | null; type: string } | null;
};
export interface SubscriptionItem { id: string; quantity: number; sku?: SubscriptionSku | null }
export interface UserSubscription {
  id: string; status: string; metadata?: unknown; sku_attributes?: SkuAttributeEntry[] | null;
  current_period_start?: number | null; current_period_end?: number | null;
  pause_collection?: PauseCollection | null; cancel_at?: number | null; cancel_at_period_end?: boolean | null; canceled_at?: number | null;
  items: SubscriptionItem[]; shipment_rate?: { address?: Address | null; service_name?: string | null } | null;
}
export interface Cancellation { id: string; reason?: string | null; resume?: boolean | null; status?: string | null }

export interface Dog {
  id: string; name: string; slug: string; description?: string | null; breed?: string | null; age?: number | null;
  isLost?: boolean | null; avatar?: string | null; lastSeen?: string | null; location?: string | null;
  microchip?: string | null; contact?: string | null;
}
export type DogInput = Partial<Omit<Dog, 'id' | 'slug'>>;

export interface MonthlyBox { title: string; menu: { product: string; category: string }[] }

export interface GiftCoupon {
  id: string; coupon: string; amount: number; redeemed: boolean; redeemedBy?: string | null; note?: string | null;
  recipient_email?: string | null; redeemedOn?: string | null; createdAt?: string | null;
}
/** source: the payment processor's one-time token for the card paying the gift (never the card). */
export interface GiftCouponPurchase { amount: number; recipient_email?: string; note?: string; source: string }

export interface TimeSlot { active: boolean; start: number; end: number; startString?: string | null; endString?: string | null }
export interface ScheduleDay { date: string; slots: TimeSlot[] }
export interface Consult { id: string; startTime?: string | null; endTime?: string | null; status: string; accountManager?: AccountManager | null }
export interface ConsultList { canBook: boolean; consults: Consult[] }
export interface ConsultHistory { id: string; comment?: string | null; startTime?: string | null; endTime?: string | null; status?: string | null; accountManager?: AccountManager | null }

export interface CardDetails { brand: string; exp_month: number; exp_year: number; last4: string; name?: string | null }
export interface PaymentSource { id: string; card: CardDetails; default?: boolean | null }

export interface Invoice {
  id: string; status: string; lines?: unknown; amount_due?: number | null; amount_paid?: number | null; amount_remaining?: number | null;
  total: number; created?: number | null; period_start?: number | null; period_end?: number | null; hosted_invoice_url?: string | null;
}
export interface InvoicePage { invoices: Invoice[]; hasMore: boolean }

export interface OrderItem { unit_amount: number; quantity: number; discount_perc?: number | null; discount_amount?: number | null; sku?: Pick<Sku, 'id' | 'name'> | null }
export interface Order {
  id: string; currency?: string | null; shipping_amount?: number | null; subtotal_amount?: number | null; tax?: number | null;
  total_amount?: number | null; used_coins_amount?: number | null; items: OrderItem[]; createdAt?: string | null;
}

export interface CommunicationPreference { id: string; key: string; name: string; description?: string | null }

export interface Review {
  id: string; body: string; rating: number; status?: string | null; verify?: boolean | null; createdAt?: string | null;
  product?: Pick<Product, 'id' | 'name'> | null;
}

export interface WalletLog {
  id: string; type: string; amount: number; pending_amount?: number | null; message?: string | null; createdAt?: string | null;
  meta?: { balance?: number | null } | null;
}

export interface BankAccount { id: string; name?: string | null; bank_name: string; account_number: string; routing_number: string }
export type BankAccountInput = Omit<BankAccount, 'id'>;
export interface Form { id: string; file?: string | null; verify?: string | null; verifyMessage?: string | null; type: string }
export interface AffiliateContract { id: string; type: string; percentage: number; status: string }
export interface AffiliateNotification { id: string; amount?: number | null; type: string; status: string; metadata?: unknown }
export type Deal = Pick<Promotion, 'id' | 'description' | 'type' | 'status' | 'end_at' | 'start_at'> & {
  quota?: number | null; max_quota?: number | null; link?: string | null; thumbnail?: string | null; sku?: Pick<Sku, 'id' | 'name'> | null;
};

export type { Perk };
