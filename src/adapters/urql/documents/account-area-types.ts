// Wire shapes of the account side, generated once from schema.graphql (object fields are optional because
// deep or cyclic selections are cut). Attribute forms share the domain's shape.

import type { Address, AttributeData } from '../../../domain/shop/entities';

export interface ApiAcceptedAgreement {
  agreement?: string | null;
  version?: string | null;
}

export interface ApiAccountManager {
  first_name?: string | null;
  avatar?: string | null;
  title?: string | null;
}

export interface ApiAck {
  ok: boolean;
  id?: string | null;
}

export interface ApiAddress extends Address {
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface ApiAddressInput extends Omit<Address, 'id'> {
  cartId?: string | null;
  email?: string | null;
}

export interface ApiAddressTaxShippingRate {
  taxes?: ApiTaxes;
  shipment_prices?: ApiShipmentPrice[];
}

export interface ApiAffiliateContract {
  id: string;
  type: string;
  percentage: number;
  status: string;
}

export interface ApiAffiliateContractRequest {
  id: string;
  status: string;
  type: string;
  createdAt?: string | null;
}

export interface ApiAffiliateNotification {
  id: string;
  amount?: number | null;
  type: string;
  status: string;
  metadata?: unknown | null;
}

export interface ApiAffiliateRequest {
  id: string;
  status: string;
}

export interface ApiApiKey {
  api?: string | null;
  key?: string | null;
}

export interface ApiBankAccount {
  id: string;
  name?: string | null;
  bank_name: string;
  account_number: string;
  routing_number: string;
}

export interface ApiBankAccountInput {
  name?: string | null;
  bank_name: string;
  account_number: string;
  routing_number: string;
}

export interface ApiCancellation {
  id: string;
  reason?: string | null;
  resume?: boolean | null;
  status?: string | null;
}

export interface ApiCardDetails {
  brand: string;
  exp_month: number;
  exp_year: number;
  last4: string;
  name?: string | null;
}

export interface ApiCardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name?: string | null;
}

export interface ApiChannelPermissions {
  email?: boolean | null;
  push?: boolean | null;
  sms?: boolean | null;
}

export interface ApiComment {
  id: string;
  user?: string | null;
  comment: string;
  name?: string | null;
}

export interface ApiCommunication {
  id: string;
  name: string;
  key: string;
}

export interface ApiCommunicationCampaign {
  campaign?: string | null;
  status?: boolean | null;
}

export interface ApiCommunicationPreference {
  id: string;
  key: string;
  name: string;
  description?: string | null;
}

export interface ApiConsult {
  id: string;
  startTime?: string | null;
  endTime?: string | null;
  status: string;
  accountManager?: ApiConsultManager | null;
}

export interface ApiConsultHistory {
  id: string;
  comment?: string | null;
  accountManager?: ApiConsultManager | null;
  startTime?: string | null;
  endTime?: string | null;
  status?: string | null;
}

export interface ApiConsultList {
  canBook: boolean;
  consults?: ApiConsult[];
}

export interface ApiConsultManager {
  first_name?: string | null;
  avatar?: string | null;
  title?: string | null;
}

export interface ApiConsultRequestInput {
  startTime: string;
  endTime?: string | null;
  comment?: string | null;
}

export interface ApiDog {
  id: string;
  name: string;
  slug: string;
  description?: string | null;
  breed?: string | null;
  age?: number | null;
  isLost?: boolean | null;
  avatar?: string | null;
  lastSeen?: string | null;
  location?: string | null;
  microchip?: string | null;
  tagImage?: string | null;
  user?: ApiDogOwner | null;
  contact?: string | null;
}

export interface ApiDogInput {
  name?: string | null;
  description?: string | null;
  breed?: string | null;
  age?: number | null;
  isLost?: boolean | null;
  avatar?: string | null;
  lastSeen?: string | null;
  location?: string | null;
  microchip?: string | null;
  contact?: string | null;
}

export interface ApiDogOwner {
  username?: string | null;
  first_name?: string | null;
}

export interface ApiEmailVerification {
  id: string;
  status: string;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface ApiForm {
  id: string;
  file?: string | null;
  verify?: string | null;
  verifyMessage?: string | null;
  type: string;
}

export interface ApiGiftCoupon {
  id: string;
  coupon: string;
  amount: number;
  redeemed: boolean;
  redeemedBy?: string | null;
  note?: string | null;
  recipient_email?: string | null;
  redeemedOn?: string | null;
  createdAt?: string | null;
}

export interface ApiGiftCouponCheckoutInput {
  amount: number;
  recipient_email?: string | null;
  note?: string | null;
  card?: ApiCardInput | null;
}

export interface ApiInventory {
  type: string;
  quantity?: number | null;
  min_quantity?: number | null;
  max_quantity?: number | null;
  value?: string | null;
}

export interface ApiInvoice {
  id: string;
  status: string;
  lines?: unknown | null;
  amount_due?: number | null;
  amount_paid?: number | null;
  amount_remaining?: number | null;
  total: number;
  created?: number | null;
  period_start?: number | null;
  period_end?: number | null;
  hosted_invoice_url?: string | null;
}

export interface ApiInvoiceList {
  invoices?: ApiInvoice[];
  hasMore: boolean;
}

export interface ApiMilestone {
  level: number;
}

export interface ApiMonthlyBox {
  title: string;
  menu?: ApiMonthlyBoxMenuItem[];
}

export interface ApiMonthlyBoxMenuItem {
  product: string;
  category: string;
}

export interface ApiOrder {
  id: string;
  object?: string | null;
  metadata?: unknown | null;
  currency?: string | null;
  shipping_amount?: number | null;
  subtotal_amount?: number | null;
  tax?: number | null;
  tax_rate?: number | null;
  total_amount?: number | null;
  used_coins_amount?: number | null;
  items?: ApiOrderItem[];
  createdAt?: string | null;
  updated_at?: string | null;
  shipment_rate?: unknown | null;
}

export interface ApiOrderItem {
  unit_amount: number;
  quantity: number;
  discount_perc?: number | null;
  discount_amount?: number | null;
  sku?: ApiSku | null;
}

export interface ApiPackageDimensions {
  weight?: number | null;
  width?: number | null;
  pack?: number | null;
  length?: number | null;
  height?: number | null;
}

export interface ApiPauseCollection {
  behavior?: string | null;
  resumes_at?: number | null;
}

export interface ApiPaymentMethod {
  id: string;
  card?: ApiCardDetails;
  default?: boolean | null;
}

export interface ApiPaymentSource {
  id: string;
  card?: ApiCardDetails;
  default?: boolean | null;
  address_line1?: string | null;
  address_city?: string | null;
  address_state?: string | null;
  address_zip?: string | null;
  address_country?: string | null;
}

export interface ApiPerk {
  id: string;
  data?: string | null;
  status?: boolean | null;
  type: string;
}

export interface ApiProduct {
  id: string;
  name: string;
  description?: string | null;
  sold?: number | null;
  inCart?: boolean | null;
  type: string;
  metadata?: unknown | null;
  productCategory?: ApiProductCategory | null;
  apiKey?: ApiApiKey | null;
  skus?: ApiSku[];
}

export interface ApiProductCategory {
  id: string;
  name: string;
  description?: string | null;
}

export interface ApiPromotion {
  id: string;
  description?: string | null;
  type: string;
  meta?: unknown | null;
  status?: string | null;
  quota?: number | null;
  max_quota?: number | null;
  link?: string | null;
  end_at?: number | null;
  start_at?: number | null;
  thumbnail?: string | null;
  sku?: ApiSku | null;
}

export interface ApiRecurring {
  interval: string;
  interval_count: number;
}

export interface ApiRetailerRequest {
  id: string;
  status: string;
  business_name: string;
}

export interface ApiRetailerRequestInput {
  business_name: string;
  business_type?: string | null;
  contact_name?: string | null;
  email?: string | null;
  phone?: string | null;
  shipping_address?: ApiAddressInput | null;
  social_links?: string[] | null;
}

export interface ApiReview {
  id: string;
  body: string;
  rating: number;
  status?: string | null;
  verify?: boolean | null;
  type?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  product?: ApiProduct | null;
  first_name?: string | null;
  last_name?: string | null;
}

export interface ApiRole {
  id: string;
  name: string;
}

export interface ApiScheduleDay {
  date: string;
  slots?: ApiTimeSlot[];
}

export interface ApiShipmentPrice {
  width?: number | null;
  weight?: number | null;
  type?: string | null;
  shipmentCost?: number | null;
  serviceName?: string | null;
  otherCost?: number | null;
  serviceCode?: string | null;
  length?: number | null;
  height?: number | null;
  freeShipment?: boolean | null;
  bagsLength?: number | null;
  boxes?: number | null;
  items?: unknown | null;
}

export interface ApiShipmentRate {
  address?: ApiAddress | null;
  package_dimensions?: ApiPackageDimensions | null;
  shipment_cost?: number | null;
  service_name?: string | null;
  service_code?: string | null;
  shipment_type?: string | null;
  shipment_item?: unknown | null;
}

export interface ApiSku {
  id: string;
  name: string;
  description?: string | null;
  badge?: string | null;
  type: string;
  status: boolean;
  unit_amount: number;
  unit_amount_type?: string | null;
  discount_amount?: number | null;
  discount_perc?: number | null;
  recurring?: ApiRecurring | null;
  qtyOption?: boolean | null;
  taxable?: boolean | null;
  storeId?: string | null;
  skuGroupId?: string | null;
  skuGroup?: ApiSkuGroup | null;
  metadata?: unknown | null;
  attributes?: ApiSkuAttributes | null;
  images?: ApiSkuImage[] | null;
  inventory?: ApiInventory | null;
  product?: ApiSkuProduct | null;
  package_dimensions?: ApiPackageDimensions | null;
  apiKey?: ApiApiKey | null;
}

export interface ApiSkuAttributeEntry {
  label: string;
  value?: unknown | null;
  val_label?: unknown | null;
}

export interface ApiSkuAttributeEntryInput {
  label: string;
  value?: unknown | null;
  val_label?: unknown | null;
}

export interface ApiSkuAttributes {
  size?: string | null;
  gender?: string | null;
  color?: string | null;
}

export interface ApiSkuGroup {
  id: string;
  name: string;
  description?: string | null;
  attributes?: ApiSkuGroupAttribute[];
}

export interface ApiSkuGroupAttribute {
  id: string;
  required: boolean;
  type: string;
  data?: AttributeData;
}

export interface ApiSkuImage {
  url: string;
  status?: boolean | null;
  default?: boolean | null;
  alt?: string | null;
}

export interface ApiSkuProduct {
  id: string;
  name?: string | null;
  type: string;
  productCategory?: ApiProductCategory | null;
  perks?: ApiPerk[] | null;
}

export interface ApiSubscriptionItem {
  id: string;
  quantity: number;
  object?: string | null;
  createdAt?: string | null;
  updated_at?: string | null;
  apiKey?: ApiApiKey | null;
  sku?: ApiSku | null;
}

export interface ApiSubscriptionSkuRef {
  product?: ApiSkuProduct | null;
}

export interface ApiSubscriptionSummary {
  id?: string | null;
  status: string;
  cancel_at_period_end?: boolean | null;
  items?: ApiSubscriptionSummaryItem[];
}

export interface ApiSubscriptionSummaryItem {
  sku?: ApiSubscriptionSkuRef;
}

export interface ApiSurvey {
  id: string;
  title: string;
  questions?: ApiSurveyQuestion[];
}

export interface ApiSurveyAnswer {
  id: string;
  text: string;
}

export interface ApiSurveyQuestion {
  id: string;
  text: string;
  answers?: ApiSurveyAnswer[];
}

export interface ApiTaxes {
  tax: number;
  tax_rate?: number | null;
  items?: unknown | null;
}

export interface ApiTimeSlot {
  active: boolean;
  start: number;
  end: number;
  startString?: string | null;
  endString?: string | null;
}

export interface ApiTutorialLog {
  id: string;
  status: string;
  updatedAt?: string | null;
}

export interface ApiUser {
  id: string;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  username?: string | null;
  email_verified?: boolean | null;
  checkoutDone?: boolean | null;
  new_user?: boolean | null;
  balance?: number | null;
  company?: string | null;
  avatar?: string | null;
  status?: string | null;
  ref?: string | null;
  accepted_agreements?: ApiAcceptedAgreement[] | null;
  wallet?: ApiWallet | null;
  perks?: ApiUserPerk[] | null;
  roles?: ApiRole[];
  subscriptions?: ApiSubscriptionSummary[] | null;
  communication_campaigns?: ApiCommunicationCampaign[] | null;
  permissions?: ApiChannelPermissions | null;
  communications?: ApiCommunication[] | null;
  account_manager?: ApiAccountManager | null;
}

export interface ApiUserPerk {
  status?: boolean | null;
  type?: string | null;
  data?: string | null;
}

export interface ApiUserSubscription {
  id: string;
  object?: string | null;
  status: string;
  metadata?: unknown | null;
  sku_attributes?: ApiSkuAttributeEntry[] | null;
  current_period_start?: number | null;
  current_period_end?: number | null;
  trial_end?: number | null;
  currency?: string | null;
  payment_method?: string | null;
  pause_collection?: ApiPauseCollection | null;
  cancel_at?: number | null;
  cancel_at_period_end?: boolean | null;
  canceled_at?: number | null;
  items?: ApiSubscriptionItem[];
  shipment_rate?: ApiShipmentRate | null;
}

export interface ApiWallet {
  id: string;
  coins: number;
  status?: string | null;
  pending_coins?: number | null;
  lifetime_coins?: number | null;
}

export interface ApiWalletLog {
  id: string;
  type: string;
  amount: number;
  pending_amount?: number | null;
  amount_applied?: number | null;
  message?: string | null;
  meta?: ApiWalletLogMeta | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  affiliate_log?: unknown | null;
}

export interface ApiWalletLogMeta {
  current?: number | null;
  balance?: number | null;
  pending_current?: number | null;
  pending_balance?: number | null;
  data?: unknown | null;
}
