// 000 §7 mutations of the account side: subscriptions, account, wallet and gifts, and the others.
import { gql } from '@urql/core';
import type { ApiAck, ApiAffiliateContractRequest, ApiAffiliateNotification, ApiAffiliateRequest, ApiBankAccount, ApiBankAccountInput, ApiCancellation, ApiConsult, ApiConsultRequestInput, ApiDog, ApiDogInput, ApiForm, ApiGiftCoupon, ApiGiftCouponCheckoutInput, ApiPaymentMethod, ApiRetailerRequest, ApiRetailerRequestInput, ApiReview, ApiSkuAttributeEntryInput, ApiTutorialLog, ApiUser, ApiUserSubscription, ApiWallet, ApiWalletLog } from './account-area-types';

export const UpdateSubscriptionMutation = gql<{ updateSubscription: ApiUserSubscription }, { id: string; input: unknown }>(`
  mutation UpdateSubscription($id: ID!, $input: JSON!) { updateSubscription(id: $id, input: $input) { id object status metadata sku_attributes { label value val_label } current_period_start current_period_end trial_end currency payment_method pause_collection { behavior resumes_at } cancel_at cancel_at_period_end canceled_at items { id quantity object createdAt updated_at apiKey { api key } sku { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type } package_dimensions { weight width pack length height } apiKey { api key } } } shipment_rate { address { id first_name last_name line1 line2 city state postal_code country default createdAt updatedAt } package_dimensions { weight width pack length height } shipment_cost service_name service_code shipment_type shipment_item } } }
`);

export const UpdateSubscriptionAttributesMutation = gql<{ updateSubscriptionAttributes: ApiUserSubscription }, { id: string; sku_attributes: ApiSkuAttributeEntryInput[] }>(`
  mutation UpdateSubscriptionAttributes($id: ID!, $sku_attributes: [SkuAttributeEntryInput!]!) { updateSubscriptionAttributes(id: $id, sku_attributes: $sku_attributes) { id object status metadata sku_attributes { label value val_label } current_period_start current_period_end trial_end currency payment_method pause_collection { behavior resumes_at } cancel_at cancel_at_period_end canceled_at items { id quantity object createdAt updated_at apiKey { api key } sku { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type } package_dimensions { weight width pack length height } apiKey { api key } } } shipment_rate { address { id first_name last_name line1 line2 city state postal_code country default createdAt updatedAt } package_dimensions { weight width pack length height } shipment_cost service_name service_code shipment_type shipment_item } } }
`);

export const PauseSubscriptionMutation = gql<{ pauseSubscription: ApiUserSubscription }, { id: string; end_date: string }>(`
  mutation PauseSubscription($id: ID!, $end_date: String!) { pauseSubscription(id: $id, end_date: $end_date) { id object status metadata sku_attributes { label value val_label } current_period_start current_period_end trial_end currency payment_method pause_collection { behavior resumes_at } cancel_at cancel_at_period_end canceled_at items { id quantity object createdAt updated_at apiKey { api key } sku { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type } package_dimensions { weight width pack length height } apiKey { api key } } } shipment_rate { address { id first_name last_name line1 line2 city state postal_code country default createdAt updatedAt } package_dimensions { weight width pack length height } shipment_cost service_name service_code shipment_type shipment_item } } }
`);

export const CancelSubscriptionMutation = gql<{ cancelSubscription: ApiUserSubscription }, { id: string; reason?: string | null }>(`
  mutation CancelSubscription($id: ID!, $reason: String) { cancelSubscription(id: $id, reason: $reason) { id object status metadata sku_attributes { label value val_label } current_period_start current_period_end trial_end currency payment_method pause_collection { behavior resumes_at } cancel_at cancel_at_period_end canceled_at items { id quantity object createdAt updated_at apiKey { api key } sku { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type } package_dimensions { weight width pack length height } apiKey { api key } } } shipment_rate { address { id first_name last_name line1 line2 city state postal_code country default createdAt updatedAt } package_dimensions { weight width pack length height } shipment_cost service_name service_code shipment_type shipment_item } } }
`);

export const RejectCancellationMutation = gql<{ rejectCancellation: ApiCancellation }, { id: string }>(`
  mutation RejectCancellation($id: ID!) { rejectCancellation(id: $id) { id reason resume status } }
`);

export const ResumePausedSubscriptionMutation = gql<{ resumePausedSubscription: ApiUserSubscription }, { id: string }>(`
  mutation ResumePausedSubscription($id: ID!) { resumePausedSubscription(id: $id) { id object status metadata sku_attributes { label value val_label } current_period_start current_period_end trial_end currency payment_method pause_collection { behavior resumes_at } cancel_at cancel_at_period_end canceled_at items { id quantity object createdAt updated_at apiKey { api key } sku { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type } package_dimensions { weight width pack length height } apiKey { api key } } } shipment_rate { address { id first_name last_name line1 line2 city state postal_code country default createdAt updatedAt } package_dimensions { weight width pack length height } shipment_cost service_name service_code shipment_type shipment_item } } }
`);

export const UpdateUserInfoMutation = gql<{ updateUserInfo: ApiUser }, { first_name?: string | null; last_name?: string | null; email?: string | null; phone?: string | null; username?: string | null; company?: string | null }>(`
  mutation UpdateUserInfo($first_name: String, $last_name: String, $email: String, $phone: String, $username: String, $company: String) { updateUserInfo(first_name: $first_name, last_name: $last_name, email: $email, phone: $phone, username: $username, company: $company) { id email first_name last_name phone username email_verified checkoutDone new_user balance company avatar status ref accepted_agreements { agreement version } wallet { id coins status pending_coins lifetime_coins } perks { status type data } roles { id name } subscriptions { id status cancel_at_period_end } communication_campaigns { campaign status } permissions { email push sms } communications { id name key } account_manager { first_name avatar title } } }
`);

export const UpdateUserInfoVerfiedMutation = gql<{ updateUserInfoVerfied: ApiUser }, { email: string; otp: string }>(`
  mutation UpdateUserInfoVerfied($email: String!, $otp: String!) { updateUserInfoVerfied(email: $email, otp: $otp) { id email first_name last_name phone username email_verified checkoutDone new_user balance company avatar status ref accepted_agreements { agreement version } wallet { id coins status pending_coins lifetime_coins } perks { status type data } roles { id name } subscriptions { id status cancel_at_period_end } communication_campaigns { campaign status } permissions { email push sms } communications { id name key } account_manager { first_name avatar title } } }
`);

export const TransferCoinsMutation = gql<{ transferCoins: ApiWallet }, { amount: number }>(`
  mutation TransferCoins($amount: Int!) { transferCoins(amount: $amount) { id coins status pending_coins lifetime_coins } }
`);

export const WithdrawCoinsRequestMutation = gql<{ withdrawCoinsRequest: ApiWalletLog }, { amount: number }>(`
  mutation WithdrawCoinsRequest($amount: Int!) { withdrawCoinsRequest(amount: $amount) { id type amount pending_amount amount_applied message meta { current balance pending_current pending_balance data } createdAt updatedAt affiliate_log } }
`);

export const CheckoutGiftCouponMutation = gql<{ checkoutGiftCoupon: ApiGiftCoupon }, { input: ApiGiftCouponCheckoutInput }>(`
  mutation CheckoutGiftCoupon($input: GiftCouponCheckoutInput!) { checkoutGiftCoupon(input: $input) { id coupon amount redeemed redeemedBy note recipient_email redeemedOn createdAt } }
`);

export const ClaimGiftCouponMutation = gql<{ claimGiftCoupon: ApiGiftCoupon }, { coupon: string; email?: string | null }>(`
  mutation ClaimGiftCoupon($coupon: String!, $email: String) { claimGiftCoupon(coupon: $coupon, email: $email) { id coupon amount redeemed redeemedBy note recipient_email redeemedOn createdAt } }
`);

export const RequestGiftCouponMutation = gql<{ requestGiftCoupon: ApiGiftCoupon }, { input?: unknown | null }>(`
  mutation RequestGiftCoupon($input: JSON) { requestGiftCoupon(input: $input) { id coupon amount redeemed redeemedBy note recipient_email redeemedOn createdAt } }
`);

export const SaveNewPaymentMethodMutation = gql<{ saveNewPaymentMethod: ApiPaymentMethod }, { source: string }>(`
  mutation SaveNewPaymentMethod($source: String!) { saveNewPaymentMethod(source: $source) { id card { brand exp_month exp_year last4 name } default } }
`);

export const UpdateDefaultPaymentMethodMutation = gql<{ updateDefaultPaymentMethod: ApiPaymentMethod }, { payment_method: string }>(`
  mutation UpdateDefaultPaymentMethod($payment_method: ID!) { updateDefaultPaymentMethod(payment_method: $payment_method) { id card { brand exp_month exp_year last4 name } default } }
`);

export const DeletePaymentMethodMutation = gql<{ deletePaymentMethod: boolean }, { source: string }>(`
  mutation DeletePaymentMethod($source: ID!) { deletePaymentMethod(source: $source) }
`);

export const CreateFormMutation = gql<{ createForm: ApiForm }, { input: unknown }>(`
  mutation CreateForm($input: JSON!) { createForm(input: $input) { id file verify verifyMessage type } }
`);

export const UpdateUserCommunicationMutation = gql<{ updateUserCommunication: ApiUser }, { input: unknown }>(`
  mutation UpdateUserCommunication($input: JSON!) { updateUserCommunication(input: $input) { id email first_name last_name phone username email_verified checkoutDone new_user balance company avatar status ref accepted_agreements { agreement version } wallet { id coins status pending_coins lifetime_coins } perks { status type data } roles { id name } subscriptions { id status cancel_at_period_end } communication_campaigns { campaign status } permissions { email push sms } communications { id name key } account_manager { first_name avatar title } } }
`);

export const UpdateCommunicationsMutation = gql<{ updateCommunications: ApiUser }, { input: unknown }>(`
  mutation UpdateCommunications($input: JSON!) { updateCommunications(input: $input) { id email first_name last_name phone username email_verified checkoutDone new_user balance company avatar status ref accepted_agreements { agreement version } wallet { id coins status pending_coins lifetime_coins } perks { status type data } roles { id name } subscriptions { id status cancel_at_period_end } communication_campaigns { campaign status } permissions { email push sms } communications { id name key } account_manager { first_name avatar title } } }
`);

export const CreateReviewMutation = gql<{ createReview: ApiReview }, { product: string; rating: number; body: string; type?: string | null }>(`
  mutation CreateReview($product: ID!, $rating: Int!, $body: String!, $type: String) { createReview(product: $product, rating: $rating, body: $body, type: $type) { id body rating status verify type createdAt updatedAt product { id name description sold inCart type metadata productCategory { id name description } apiKey { api key } skus { id name description badge type status unit_amount unit_amount_type discount_amount discount_perc recurring { interval interval_count } qtyOption taxable storeId skuGroupId skuGroup { id name description } metadata attributes { size gender color } images { url status default alt } inventory { type quantity min_quantity max_quantity value } product { id name type } package_dimensions { weight width pack length height } apiKey { api key } } } first_name last_name } }
`);

export const RequestConsultMutation = gql<{ requestConsult: ApiConsult }, { input: ApiConsultRequestInput }>(`
  mutation RequestConsult($input: ConsultRequestInput!) { requestConsult(input: $input) { id startTime endTime status accountManager { first_name avatar title } } }
`);

export const UpdateConsultStatusMutation = gql<{ updateConsultStatus: ApiConsult }, { id: string; status: string }>(`
  mutation UpdateConsultStatus($id: ID!, $status: String!) { updateConsultStatus(id: $id, status: $status) { id startTime endTime status accountManager { first_name avatar title } } }
`);

export const CreateRetailerReqMutation = gql<{ createRetailerReq: ApiRetailerRequest }, { input: ApiRetailerRequestInput }>(`
  mutation CreateRetailerReq($input: RetailerRequestInput!) { createRetailerReq(input: $input) { id status business_name } }
`);

export const AcceptAgreementMutation = gql<{ acceptAgreement: ApiUser }, { id: string; version: string }>(`
  mutation AcceptAgreement($id: String!, $version: String!) { acceptAgreement(id: $id, version: $version) { id email first_name last_name phone username email_verified checkoutDone new_user balance company avatar status ref accepted_agreements { agreement version } wallet { id coins status pending_coins lifetime_coins } perks { status type data } roles { id name } subscriptions { id status cancel_at_period_end } communication_campaigns { campaign status } permissions { email push sms } communications { id name key } account_manager { first_name avatar title } } }
`);

export const AddBankAccountMutation = gql<{ addBankAccount: ApiBankAccount }, { input: ApiBankAccountInput }>(`
  mutation AddBankAccount($input: BankAccountInput!) { addBankAccount(input: $input) { id name bank_name account_number routing_number } }
`);

export const UpdateBankAccountMutation = gql<{ updateBankAccount: ApiBankAccount }, { input: ApiBankAccountInput }>(`
  mutation UpdateBankAccount($input: BankAccountInput!) { updateBankAccount(input: $input) { id name bank_name account_number routing_number } }
`);

export const AddAffiliateContractRequestMutation = gql<{ addAffiliateContractRequest: ApiAffiliateContractRequest }, { input?: unknown | null }>(`
  mutation AddAffiliateContractRequest($input: JSON) { addAffiliateContractRequest(input: $input) { id status type createdAt } }
`);

export const CancelAffiliateContractRequestMutation = gql<{ cancelAffiliateContractRequest: ApiAffiliateContractRequest }, { id: string }>(`
  mutation CancelAffiliateContractRequest($id: ID!) { cancelAffiliateContractRequest(id: $id) { id status type createdAt } }
`);

export const CreateAffiliateReqMutation = gql<{ createAffiliateReq: ApiAffiliateRequest }, { input?: unknown | null }>(`
  mutation CreateAffiliateReq($input: JSON) { createAffiliateReq(input: $input) { id status } }
`);

export const CreateTutorialLogMutation = gql<{ createTutorialLog: ApiTutorialLog }, { input: unknown }>(`
  mutation CreateTutorialLog($input: JSON!) { createTutorialLog(input: $input) { id status updatedAt } }
`);

export const AddToListMutation = gql<{ addToList: ApiAck }, { input: unknown }>(`
  mutation AddToList($input: JSON!) { addToList(input: $input) { ok id } }
`);

export const SendMakeMutation = gql<{ sendMake: ApiAck }, { input: unknown }>(`
  mutation SendMake($input: JSON!) { sendMake(input: $input) { ok id } }
`);

export const SetAffiliateNotificationAsSeenMutation = gql<{ setAffiliateNotificationAsSeen: ApiAffiliateNotification }, { id: string }>(`
  mutation SetAffiliateNotificationAsSeen($id: ID!) { setAffiliateNotificationAsSeen(id: $id) { id amount type status metadata } }
`);

export const CreateSurveyResponseMutation = gql<{ createSurveyResponse: ApiAck }, { input: unknown }>(`
  mutation CreateSurveyResponse($input: JSON!) { createSurveyResponse(input: $input) { ok id } }
`);

export const CreateAudioLogMutation = gql<{ createAudioLog: ApiAck }, { audioUrl: string }>(`
  mutation CreateAudioLog($audioUrl: String!) { createAudioLog(audioUrl: $audioUrl) { ok id } }
`);

export const UpdateDogMutation = gql<{ updateDog: ApiDog }, { id: string; inputDog: ApiDogInput }>(`
  mutation UpdateDog($id: ID!, $inputDog: DogInput!) { updateDog(id: $id, inputDog: $inputDog) { id name slug description breed age isLost avatar lastSeen location microchip tagImage user { username first_name } contact } }
`);

export const ReportDogMutation = gql<{ reportDog: ApiDog }, { input: unknown }>(`
  mutation ReportDog($input: JSON!) { reportDog(input: $input) { id name slug description breed age isLost avatar lastSeen location microchip tagImage user { username first_name } contact } }
`);
