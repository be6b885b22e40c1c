import type {
  AccountProfile, Cancellation, ChannelPermissions, CommunicationPreference, ConsultHistory, ConsultList, Dog, DogInput,
  GiftCoupon, GiftCouponPurchase, InvoicePage, MonthlyBox, Order, PaymentSource, Review, ScheduleDay, UserSubscription, Wallet,
} from '../domain/account';
import type { SkuAttributeEntry } from '../domain/shop';
import { serviceToken } from './service-token';

export interface ProfileChanges { first_name?: string; last_name?: string; phone?: string; username?: string; company?: string }

/**
 * The customer dashboard's data (001 §7 read-only queries) and what its pages do (000 §7 account mutations).
 * Every call rejects with the message a person should read.
 */
export interface CustomerAccountRepository {
  profile(): Promise<AccountProfile>;
  monthlyBox(): Promise<MonthlyBox | null>;
  subscriptions(): Promise<UserSubscription[]>;
  cancellation(subscriptionId: string): Promise<Cancellation | null>;
  membership(): Promise<UserSubscription | null>;
  dogs(): Promise<Dog[]>;
  pauseSubscription(id: string, endDate: string): Promise<UserSubscription>;
  resumeSubscription(id: string): Promise<UserSubscription>;
  cancelSubscription(id: string, reason: string): Promise<UserSubscription>;
  rejectCancellation(id: string): Promise<Cancellation>;
  updateSubscriptionAttributes(id: string, attributes: SkuAttributeEntry[]): Promise<UserSubscription>;
  updateDog(id: string, input: DogInput): Promise<Dog>;

  updateProfile(changes: ProfileChanges): Promise<AccountProfile>;
  /** Sends a one-time code to the new address (getVerify by mail). */
  requestEmailCode(email: string): Promise<void>;
  changeEmail(email: string, otp: string): Promise<AccountProfile>;
  /** Sends a one-time code by text to the new mobile number (getVerify by sms). */
  requestPhoneCode(phone: string): Promise<void>;
  /** The new number proved by its code (verifyOTP while signed in), then made the account's (updateUserContact). */
  changePhone(phone: string, code: string): Promise<AccountProfile>;

  /** transferCoins: pending coins (cents) into the wallet; answers the wallet after the move. */
  transferCoins(amount: number): Promise<Wallet>;
  /** withdrawCoinsRequest: asks for a cash-out of wallet coins (cents). */
  withdrawCoins(amount: number): Promise<void>;

  giftCoupons(): Promise<GiftCoupon[]>;
  buyGiftCoupon(input: GiftCouponPurchase): Promise<GiftCoupon>;
  claimGiftCoupon(coupon: string, email?: string): Promise<GiftCoupon>;

  schedule(): Promise<ScheduleDay[]>;
  consults(): Promise<ConsultList>;
  consultHistory(limit: number, offset: number): Promise<ConsultHistory[]>;
  requestConsult(input: { startTime: string; endTime?: string; comment?: string }): Promise<void>;
  cancelConsult(id: string): Promise<void>;

  paymentSources(): Promise<PaymentSource[]>;
  addPaymentSource(source: string): Promise<void>;
  setDefaultPaymentSource(id: string): Promise<void>;
  deletePaymentSource(id: string): Promise<void>;
  invoices(limit: number, after: string | null): Promise<InvoicePage>;

  orders(): Promise<Order[]>;

  communicationPreferences(): Promise<CommunicationPreference[]>;
  updateChannels(permissions: ChannelPermissions): Promise<AccountProfile>;
  updateCommunications(ids: string[]): Promise<AccountProfile>;

  userReviews(limit: number, offset: number): Promise<{ reviews: Review[]; count: number }>;
  reviewableProducts(): Promise<{ id: string; name: string }[]>;
  createReview(input: { product: string; rating: number; body: string }): Promise<Review>;
}

export const CustomerAccountRepository = serviceToken<CustomerAccountRepository>('CustomerAccountRepository');
