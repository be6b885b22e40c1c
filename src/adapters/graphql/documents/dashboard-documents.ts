// The customer dashboard's documents: 001 §7 queries and the 000 §7 mutations its pages send.
import { operation } from './operation-text';
import type {
  AccountProfile, Cancellation, ConsultHistory, ConsultList, Dog, GiftCoupon, InvoicePage, MonthlyBox, Order, PaymentSource,
  Review, ScheduleDay, UserSubscription, CommunicationPreference, Wallet,
} from '../../../domain/account';
import {
  AccountManagerFragment, AccountProfileFragment, CardFragment, DogFragment, GiftCouponFragment, ReviewFragment, UserSubscriptionFragment,
} from './account-area-fragments';

type None = Record<string, never>;

export const DashboardProfileQuery = operation<{ me: AccountProfile | null }, None>(`
  query DashboardProfile { me { ...AccountProfile } } ${AccountProfileFragment}
`);
export const MonthlyBoxQuery = operation<{ getCurrentMonthlyBox: MonthlyBox | null }, None>(`
  query DashboardMonthlyBox { getCurrentMonthlyBox { title menu { product category } } }
`);
export const DashboardSubscriptionsQuery = operation<{ subscriptions: UserSubscription[] }, None>(`
  query DashboardSubscriptions { subscriptions { ...UserSubscriptionFields } } ${UserSubscriptionFragment}
`);
export const DashboardCancellationQuery = operation<{ getCancellationBySubscription: Cancellation | null }, { id: string }>(`
  query DashboardCancellation($id: ID!) { getCancellationBySubscription(id: $id) { id reason resume status } }
`);
export const DashboardMembershipQuery = operation<{ getMembershipSubscription: UserSubscription | null }, None>(`
  query DashboardMembership { getMembershipSubscription { ...UserSubscriptionFields } } ${UserSubscriptionFragment}
`);
export const DashboardDogsQuery = operation<{ dogs: Dog[] }, None>(`
  query DashboardDogs { dogs { ...DogFields } } ${DogFragment}
`);
export const PauseMutation = operation<{ pauseSubscription: UserSubscription }, { id: string; end_date: string }>(`
  mutation DashboardPause($id: ID!, $end_date: String!) { pauseSubscription(id: $id, end_date: $end_date) { ...UserSubscriptionFields } }
  ${UserSubscriptionFragment}
`);
export const ResumeMutation = operation<{ resumePausedSubscription: UserSubscription }, { id: string }>(`
  mutation DashboardResume($id: ID!) { resumePausedSubscription(id: $id) { ...UserSubscriptionFields } } ${UserSubscriptionFragment}
`);
export const CancelMutation = operation<{ cancelSubscription: UserSubscription }, { id: string; reason: string }>(`
  mutation DashboardCancel($id: ID!, $reason: String) { cancelSubscription(id: $id, reason: $reason) { ...UserSubscriptionFields } }
  ${UserSubscriptionFragment}
`);
export const RejectCancellationMutation = operation<{ rejectCancellation: Cancellation }, { id: string }>(`
  mutation DashboardRejectCancellation($id: ID!) { rejectCancellation(id: $id) { id reason resume status } }
`);
export const UpdateAttributesMutation = operation<{ updateSubscriptionAttributes: UserSubscription }, { id: string; sku_attributes: unknown[] }>(`
  mutation DashboardUpdateAttributes($id: ID!, $sku_attributes: [SkuAttributeEntryInput!]!) {
    updateSubscriptionAttributes(id: $id, sku_attributes: $sku_attributes) { ...UserSubscriptionFields }
  }
  ${UserSubscriptionFragment}
`);
export const UpdateDogMutation = operation<{ updateDog: Dog }, { id: string; inputDog: unknown }>(`
  mutation DashboardUpdateDog($id: ID!, $inputDog: DogInput!) { updateDog(id: $id, inputDog: $inputDog) { ...DogFields } } ${DogFragment}
`);

export const UpdateProfileMutation = operation<{ updateUserInfo: AccountProfile }, { first_name?: string; last_name?: string; phone?: string; username?: string; company?: string }>(`
  mutation DashboardUpdateProfile($first_name: String, $last_name: String, $phone: String, $username: String, $company: String) {
    updateUserInfo(first_name: $first_name, last_name: $last_name, phone: $phone, username: $username, company: $company) { ...AccountProfile }
  }
  ${AccountProfileFragment}
`);
export const EmailCodeMutation = operation<{ getVerify: { status: string } }, { to: string; channel: string }>(`
  mutation DashboardEmailCode($to: String!, $channel: String!) { getVerify(to: $to, channel: $channel) { status } }
`);
export const ChangeEmailMutation = operation<{ updateUserInfoVerfied: AccountProfile }, { email: string; otp: string }>(`
  mutation DashboardChangeEmail($email: String!, $otp: String!) { updateUserInfoVerfied(email: $email, otp: $otp) { ...AccountProfile } }
  ${AccountProfileFragment}
`);

// 000 §7: a new mobile number is proved by its code while signed in (verifyOTP, the account stays the same), then
// made the account's (updateUserContact); the phone signs in by text, so it never changes unproved.
export const ProvePhoneMutation = operation<{ verifyOTP: { user: { id: string } } }, { code: string; channel: string; to: string }>(`
  mutation DashboardProvePhone($code: String!, $channel: String!, $to: String!) { verifyOTP(code: $code, channel: $channel, to: $to) { user { id } } }
`);
export const ChangeContactMutation = operation<{ updateUserContact: AccountProfile }, { email?: string | null; phone?: string | null }>(`
  mutation DashboardChangeContact($email: String, $phone: String) { updateUserContact(email: $email, phone: $phone) { ...AccountProfile } }
  ${AccountProfileFragment}
`);

export const GiftCouponsQuery = operation<{ getGiftCoupons: GiftCoupon[] }, None>(`
  query DashboardGiftCoupons { getGiftCoupons { ...GiftCouponFields } } ${GiftCouponFragment}
`);
export const BuyGiftMutation = operation<{ checkoutGiftCoupon: GiftCoupon }, { input: unknown }>(`
  mutation DashboardBuyGift($input: GiftCouponCheckoutInput!) { checkoutGiftCoupon(input: $input) { ...GiftCouponFields } } ${GiftCouponFragment}
`);
export const ClaimGiftMutation = operation<{ claimGiftCoupon: GiftCoupon }, { coupon: string; email?: string | null }>(`
  mutation DashboardClaimGift($coupon: String!, $email: String) { claimGiftCoupon(coupon: $coupon, email: $email) { ...GiftCouponFields } }
  ${GiftCouponFragment}
`);

export const ScheduleQuery = operation<{ getAccountManagerSchedule: ScheduleDay[] }, None>(`
  query DashboardSchedule { getAccountManagerSchedule { date slots { active start end startString endString } } }
`);
export const ConsultsListQuery = operation<{ consults: ConsultList }, None>(`
  query DashboardConsults { consults { canBook consults { id startTime endTime status accountManager { ...ConsultManagerFields } } } }
  ${AccountManagerFragment}
`);
export const ConsultHistoryQuery = operation<{ getConsultationHistory: ConsultHistory[] }, { limit: number; offset: number }>(`
  query DashboardConsultHistory($limit: Int, $offset: Int) {
    getConsultationHistory(limit: $limit, offset: $offset) { id comment startTime endTime status accountManager { ...ConsultManagerFields } }
  }
  ${AccountManagerFragment}
`);
export const RequestConsultMutation = operation<{ requestConsult: { id: string } }, { input: { startTime: string; endTime?: string; comment?: string } }>(`
  mutation DashboardRequestConsult($input: ConsultRequestInput!) { requestConsult(input: $input) { id status } }
`);

export const ConsultStatusMutation = operation<{ updateConsultStatus: { id: string } }, { id: string; status: string }>(`
  mutation DashboardConsultStatus($id: ID!, $status: String!) { updateConsultStatus(id: $id, status: $status) { id status } }
`);

export const SourcesQuery = operation<{ mySources: PaymentSource[] }, None>(`
  query DashboardSources { mySources { id default card { ...CardFields } } } ${CardFragment}
`);
export const AddSourceMutation = operation<{ saveNewPaymentMethod: PaymentSource }, { source: string }>(`
  mutation DashboardAddSource($source: String!) { saveNewPaymentMethod(source: $source) { id default card { ...CardFields } } } ${CardFragment}
`);
export const DefaultSourceMutation = operation<{ updateDefaultPaymentMethod: PaymentSource }, { payment_method: string }>(`
  mutation DashboardDefaultSource($payment_method: ID!) { updateDefaultPaymentMethod(payment_method: $payment_method) { id default card { ...CardFields } } }
  ${CardFragment}
`);
export const DeleteSourceMutation = operation<{ deletePaymentMethod: boolean }, { source: string }>(`
  mutation DashboardDeleteSource($source: ID!) { deletePaymentMethod(source: $source) }
`);
export const InvoicesQuery = operation<{ customerInvoices: InvoicePage }, { limit: number; after: string | null }>(`
  query DashboardInvoices($limit: Int, $after: String) {
    customerInvoices(limit: $limit, after: $after) {
      invoices { id status lines amount_due amount_paid amount_remaining total created period_start period_end hosted_invoice_url }
      hasMore
    }
  }
`);

export const DashboardOrdersQuery = operation<{ orders: Order[] }, None>(`
  query DashboardOrders {
    orders { id currency shipping_amount subtotal_amount tax total_amount used_coins_amount createdAt items { unit_amount quantity discount_perc discount_amount sku { id name } } }
  }
`);

export const PreferencesQuery = operation<{ communicationPreferenceList: CommunicationPreference[] }, None>(`
  query DashboardPreferences { communicationPreferenceList { id key name description } }
`);
export const UpdateChannelsMutation = operation<{ updateUserCommunication: AccountProfile }, { input: unknown }>(`
  mutation DashboardUpdateChannels($input: JSON!) { updateUserCommunication(input: $input) { ...AccountProfile } } ${AccountProfileFragment}
`);
export const UpdateCommunicationsMutation = operation<{ updateCommunications: AccountProfile }, { input: unknown }>(`
  mutation DashboardUpdateCommunications($input: JSON!) { updateCommunications(input: $input) { ...AccountProfile } } ${AccountProfileFragment}
`);

export const UserReviewsPageQuery = operation<{ userReviews: Review[]; userReviewsCount: number }, { limit: number; offset: number }>(`
  query DashboardUserReviews($limit: Int, $offset: Int) { userReviews(limit: $limit, offset: $offset) { ...ReviewFields } userReviewsCount }
  ${ReviewFragment}
`);
export const ReviewableProductsQuery = operation<{ orders: { items: { sku: { product: { id: string; name: string } | null } | null }[] }[] }, None>(`
  query DashboardReviewableProducts { orders { items { sku { product { id name } } } } }
`);
export const ProductsForReviewQuery = operation<{ getProductsForReview: { id: string; name: string }[] }, { ids: string[] }>(`
  query DashboardProductsForReview($ids: [ID!]) { getProductsForReview(ids: $ids) { id name } }
`);
export const CreateReviewMutation = operation<{ createReview: Review }, { product: string; rating: number; body: string; type: string }>(`
  mutation DashboardCreateReview($product: ID!, $rating: Int!, $body: String!, $type: String) { createReview(product: $product, rating: $rating, body: $body, type: $type) { ...ReviewFields } }
  ${ReviewFragment}
`);

// 000 §7 transferCoins(amount), withdrawCoinsRequest(amount): the wallet's coins in cents.
export const TransferCoinsMutation = operation<{ transferCoins: Wallet }, { amount: number }>(`
  mutation DashboardTransferCoins($amount: Int!) { transferCoins(amount: $amount) { id coins status pending_coins lifetime_coins } }
`);
export const WithdrawCoinsMutation = operation<{ withdrawCoinsRequest: { id: string } }, { amount: number }>(`
  mutation DashboardWithdrawCoins($amount: Int!) { withdrawCoinsRequest(amount: $amount) { id } }
`);
