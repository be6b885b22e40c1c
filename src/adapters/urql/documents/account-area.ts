// 001 §7 read-only queries of the account areas (dashboard, billing, wallet, affiliate, reviews, dogs).
import { gql } from '@urql/core';
import type { ApiAddressInput, ApiAddressTaxShippingRate, ApiAffiliateContract, ApiAffiliateContractRequest, ApiAffiliateNotification, ApiBankAccount, ApiCancellation, ApiComment, ApiCommunicationPreference, ApiConsultHistory, ApiConsultList, ApiDog, ApiEmailVerification, ApiForm, ApiGiftCoupon, ApiInvoiceList, ApiMilestone, ApiMonthlyBox, ApiOrder, ApiPaymentMethod, ApiPaymentSource, ApiProduct, ApiPromotion, ApiReview, ApiScheduleDay, ApiShipmentPrice, ApiSurvey, ApiTaxes, ApiTutorialLog, ApiUserSubscription, ApiWallet, ApiWalletLog } from './account-area-types';

export const MySourcesQuery = gql<{ mySources: ApiPaymentSource[] }, Record<string, never>>(`
  query MySources { mySources { id card { brand exp_month exp_year last4 name } default address_line1 address_city address_state address_zip address_country } }
`);

export const PaymentMethodsQuery = gql<{ paymentMethods: ApiPaymentMethod[] }, Record<string, never>>(`
  query PaymentMethods { paymentMethods { id card { brand exp_month exp_year last4 name } default } }
`);

export const GetPaymentMethodQuery = gql<{ getPaymentMethod: ApiPaymentMethod | null }, { id: string }>(`
  query GetPaymentMethod($id: ID!) { getPaymentMethod(id: $id) { id card { brand exp_month exp_year last4 name } default } }
`);

export const SubscriptionsQuery = gql<{ subscriptions: ApiUserSubscription[] }, Record<string, never>>(`
  query Subscriptions { subscriptions { id object status metadata sku_attributes { label value val_label } current_period_start current_period_end trial_end currency payment_method pause_collection { behavior resumes_at } cancel_at cancel_at_period_end canceled_at items { id quantity object createdAt updated_at apiKey { api key } sku { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type } package_dimensions { weight width pack length height } apiKey { api key } } } shipment_rate { address { id first_name last_name line1 line2 city state postal_code country default createdAt updatedAt } package_dimensions { weight width pack length height } shipment_cost service_name service_code shipment_type shipment_item } } }
`);

export const GetSingleSubscriptionQuery = gql<{ getSingleSubscription: ApiUserSubscription | null }, { id: string }>(`
  query GetSingleSubscription($id: ID!) { getSingleSubscription(id: $id) { id object status metadata sku_attributes { label value val_label } current_period_start current_period_end trial_end currency payment_method pause_collection { behavior resumes_at } cancel_at cancel_at_period_end canceled_at items { id quantity object createdAt updated_at apiKey { api key } sku { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type } package_dimensions { weight width pack length height } apiKey { api key } } } shipment_rate { address { id first_name last_name line1 line2 city state postal_code country default createdAt updatedAt } package_dimensions { weight width pack length height } shipment_cost service_name service_code shipment_type shipment_item } } }
`);

export const GetCancellationBySubscriptionQuery = gql<{ getCancellationBySubscription: ApiCancellation | null }, { id: string }>(`
  query GetCancellationBySubscription($id: ID!) { getCancellationBySubscription(id: $id) { id reason resume status } }
`);

export const GetMembershipSubscriptionQuery = gql<{ getMembershipSubscription: ApiUserSubscription | null }, Record<string, never>>(`
  query GetMembershipSubscription { getMembershipSubscription { id object status metadata sku_attributes { label value val_label } current_period_start current_period_end trial_end currency payment_method pause_collection { behavior resumes_at } cancel_at cancel_at_period_end canceled_at items { id quantity object createdAt updated_at apiKey { api key } sku { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type } package_dimensions { weight width pack length height } apiKey { api key } } } shipment_rate { address { id first_name last_name line1 line2 city state postal_code country default createdAt updatedAt } package_dimensions { weight width pack length height } shipment_cost service_name service_code shipment_type shipment_item } } }
`);

export const GetTaxForUpdateQuery = gql<{ getTaxForUpdate: ApiTaxes }, { address_id: string; items?: unknown | null }>(`
  query GetTaxForUpdate($address_id: ID!, $items: JSON) { getTaxForUpdate(address_id: $address_id, items: $items) { tax tax_rate items } }
`);

export const GetRateForUpdateQuery = gql<{ getRateForUpdate: ApiShipmentPrice[] }, { address_id: string; items?: unknown | null }>(`
  query GetRateForUpdate($address_id: ID!, $items: JSON) { getRateForUpdate(address_id: $address_id, items: $items) { width weight type shipmentCost serviceName otherCost serviceCode length height freeShipment bagsLength boxes items } }
`);

export const GetAddressTaxShippingRateQuery = gql<{ getAddressTaxShippingRate: ApiAddressTaxShippingRate }, { id?: string | null; input?: ApiAddressInput | null }>(`
  query GetAddressTaxShippingRate($id: ID, $input: AddressInput) { getAddressTaxShippingRate(id: $id, input: $input) { taxes { tax tax_rate items } shipment_prices { width weight type shipmentCost serviceName otherCost serviceCode length height freeShipment bagsLength boxes items } } }
`);

export const GetLatestEmailVerificationQuery = gql<{ getLatestEmailVerification: ApiEmailVerification | null }, Record<string, never>>(`
  query GetLatestEmailVerification { getLatestEmailVerification { id status createdAt updatedAt } }
`);

export const GetBalanceQuery = gql<{ getBalance: ApiWallet }, Record<string, never>>(`
  query GetBalance { getBalance { id coins status pending_coins lifetime_coins } }
`);

export const GetGiftCouponsQuery = gql<{ getGiftCoupons: ApiGiftCoupon[] }, Record<string, never>>(`
  query GetGiftCoupons { getGiftCoupons { id coupon amount redeemed redeemedBy note recipient_email redeemedOn createdAt } }
`);

export const WalletLogsQuery = gql<{ walletLogs: ApiWalletLog[] }, Record<string, never>>(`
  query WalletLogs { walletLogs { id type amount pending_amount amount_applied message meta { current balance pending_current pending_balance data } createdAt updatedAt affiliate_log } }
`);

export const GetWalletLogsByTimeFrameQuery = gql<{ getWalletLogsByTimeFrame: ApiWalletLog[] }, { timeFrame?: string | null }>(`
  query GetWalletLogsByTimeFrame($timeFrame: String) { getWalletLogsByTimeFrame(timeFrame: $timeFrame) { id type amount pending_amount amount_applied message meta { current balance pending_current pending_balance data } createdAt updatedAt affiliate_log } }
`);

export const LatestWalletLogQuery = gql<{ latestWalletLog: ApiWalletLog[] }, { type?: string | null; limit?: number | null; skip?: number | null }>(`
  query LatestWalletLog($type: String, $limit: Int, $skip: Int) { latestWalletLog(type: $type, limit: $limit, skip: $skip) { id type amount pending_amount amount_applied message meta { current balance pending_current pending_balance data } createdAt updatedAt affiliate_log } }
`);

export const CustomerInvoicesQuery = gql<{ customerInvoices: ApiInvoiceList }, { limit?: number | null; after?: string | null }>(`
  query CustomerInvoices($limit: Int, $after: String) { customerInvoices(limit: $limit, after: $after) { invoices { id status lines amount_due amount_paid amount_remaining total created period_start period_end hosted_invoice_url } hasMore } }
`);

export const LastFormQuery = gql<{ lastForm: ApiForm | null }, { type: string }>(`
  query LastForm($type: String!) { lastForm(type: $type) { id file verify verifyMessage type } }
`);

export const GetProductsForReviewQuery = gql<{ getProductsForReview: ApiProduct[] }, { ids?: string[] | null }>(`
  query GetProductsForReview($ids: [ID!]) { getProductsForReview(ids: $ids) { id name description sold inCart type metadata productCategory { id name description } apiKey { api key } skus { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description attributes { id required type } } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type productCategory { id name description } perks { id data status type } } package_dimensions { weight width pack length height } apiKey { api key } } } }
`);

export const GetAccountManagerScheduleQuery = gql<{ getAccountManagerSchedule: ApiScheduleDay[] }, Record<string, never>>(`
  query GetAccountManagerSchedule { getAccountManagerSchedule { date slots { active start end startString endString } } }
`);

export const ConsultsQuery = gql<{ consults: ApiConsultList }, Record<string, never>>(`
  query Consults { consults { canBook consults { id startTime endTime status accountManager { first_name avatar title } } } }
`);

export const GetConsultationHistoryQuery = gql<{ getConsultationHistory: ApiConsultHistory[] }, { limit?: number | null; offset?: number | null }>(`
  query GetConsultationHistory($limit: Int, $offset: Int) { getConsultationHistory(limit: $limit, offset: $offset) { id comment accountManager { first_name avatar title } startTime endTime status } }
`);

export const OrdersQuery = gql<{ orders: ApiOrder[] }, Record<string, never>>(`
  query Orders { orders { id object metadata currency shipping_amount subtotal_amount tax tax_rate total_amount used_coins_amount items { unit_amount quantity discount_perc discount_amount sku { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type } package_dimensions { weight width pack length height } apiKey { api key } } } createdAt updated_at shipment_rate } }
`);

export const CommentsQuery = gql<{ comments: ApiComment[] }, { skip?: number | null; limit?: number | null }>(`
  query Comments($skip: Int, $limit: Int) { comments(skip: $skip, limit: $limit) { id user comment name } }
`);

export const CommentsCountQuery = gql<{ commentsCount: number }, Record<string, never>>(`
  query CommentsCount { commentsCount }
`);

export const GetPromotionsListQuery = gql<{ getPromotionsList: ApiPromotion[] }, { limit?: number | null; skip?: number | null }>(`
  query GetPromotionsList($limit: Int, $skip: Int) { getPromotionsList(limit: $limit, skip: $skip) { id description type meta status quota max_quota link end_at start_at thumbnail sku { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description attributes { id required type } } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type productCategory { id name description } perks { id data status type } } package_dimensions { weight width pack length height } apiKey { api key } } } }
`);

export const GetPromotionsListCountQuery = gql<{ getPromotionsListCount: number }, Record<string, never>>(`
  query GetPromotionsListCount { getPromotionsListCount }
`);

export const GetBankAccountsByUserQuery = gql<{ getBankAccountsByUser: ApiBankAccount[] }, Record<string, never>>(`
  query GetBankAccountsByUser { getBankAccountsByUser { id name bank_name account_number routing_number } }
`);

export const GetAffiliateContractByUserQuery = gql<{ getAffiliateContractByUser: ApiAffiliateContract | null }, Record<string, never>>(`
  query GetAffiliateContractByUser { getAffiliateContractByUser { id type percentage status } }
`);

export const GetAffiliateContractRequestQuery = gql<{ getAffiliateContractRequest: ApiAffiliateContractRequest[] }, Record<string, never>>(`
  query GetAffiliateContractRequest { getAffiliateContractRequest { id status type createdAt } }
`);

export const GetAffiliateNotificationsQuery = gql<{ getAffiliateNotifications: ApiAffiliateNotification[] }, Record<string, never>>(`
  query GetAffiliateNotifications { getAffiliateNotifications { id amount type status metadata } }
`);

export const GetLastTenDaysLogsQuery = gql<{ getLastTenDaysLogs: ApiWalletLog[] }, Record<string, never>>(`
  query GetLastTenDaysLogs { getLastTenDaysLogs { id type amount pending_amount amount_applied message meta { current balance pending_current pending_balance data } createdAt updatedAt affiliate_log } }
`);

export const GetMilestoneQuery = gql<{ getMilestone: ApiMilestone }, Record<string, never>>(`
  query GetMilestone { getMilestone { level } }
`);

export const GetTutorialLogByIdQuery = gql<{ getTutorialLogById: ApiTutorialLog | null }, { id: string }>(`
  query GetTutorialLogById($id: ID!) { getTutorialLogById(id: $id) { id status updatedAt } }
`);

export const CommunicationPreferenceListQuery = gql<{ communicationPreferenceList: ApiCommunicationPreference[] }, Record<string, never>>(`
  query CommunicationPreferenceList { communicationPreferenceList { id key name description } }
`);

export const ReviewsQuery = gql<{ reviews: ApiReview[] }, { limit?: number | null; offset?: number | null; product?: string | null; sorts?: unknown | null }>(`
  query Reviews($limit: Int, $offset: Int, $product: ID, $sorts: JSON) { reviews(limit: $limit, offset: $offset, product: $product, sorts: $sorts) { id body rating status verify type createdAt updatedAt product { id name description sold inCart type metadata productCategory { id name description } apiKey { api key } skus { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type } package_dimensions { weight width pack length height } apiKey { api key } } } first_name last_name } }
`);

export const AverageRatingQuery = gql<{ averageRating: number }, { product: string }>(`
  query AverageRating($product: ID!) { averageRating(product: $product) }
`);

export const ReviewsCountQuery = gql<{ reviewsCount: number }, { product?: string | null }>(`
  query ReviewsCount($product: ID) { reviewsCount(product: $product) }
`);

export const ReviewQuery = gql<{ review: ApiReview | null }, { product: string }>(`
  query Review($product: ID!) { review(product: $product) { id body rating status verify type createdAt updatedAt product { id name description sold inCart type metadata productCategory { id name description } apiKey { api key } skus { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type } package_dimensions { weight width pack length height } apiKey { api key } } } first_name last_name } }
`);

export const UserReviewsQuery = gql<{ userReviews: ApiReview[] }, { limit?: number | null; offset?: number | null }>(`
  query UserReviews($limit: Int, $offset: Int) { userReviews(limit: $limit, offset: $offset) { id body rating status verify type createdAt updatedAt product { id name description sold inCart type metadata productCategory { id name description } apiKey { api key } skus { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type } package_dimensions { weight width pack length height } apiKey { api key } } } first_name last_name } }
`);

export const UserReviewsCountQuery = gql<{ userReviewsCount: number }, Record<string, never>>(`
  query UserReviewsCount { userReviewsCount }
`);

export const SurveyQuery = gql<{ survey: ApiSurvey | null }, { id: string }>(`
  query Survey($id: ID!) { survey(id: $id) { id title questions { id text answers { id text } } } }
`);

export const DogQuery = gql<{ dog: ApiDog | null }, { slug: string; username?: string | null }>(`
  query Dog($slug: String!, $username: String) { dog(slug: $slug, username: $username) { id name slug description breed age isLost avatar lastSeen location microchip tagImage user { username first_name } contact } }
`);

export const DogsQuery = gql<{ dogs: ApiDog[] }, Record<string, never>>(`
  query Dogs { dogs { id name slug description breed age isLost avatar lastSeen location microchip tagImage user { username first_name } contact } }
`);

export const GetCurrentMonthlyBoxQuery = gql<{ getCurrentMonthlyBox: ApiMonthlyBox | null }, Record<string, never>>(`
  query GetCurrentMonthlyBox { getCurrentMonthlyBox { title menu { product category } } }
`);
