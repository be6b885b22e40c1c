import type { ChannelPermissions, DogInput, GiftCouponPurchase } from '../../../domain/account';
import type { SkuAttributeEntry } from '../../../domain/shop';
import type { CustomerAccountRepository, ProfileChanges } from '../../../ports/customer-account-repository';
import * as doc from '../documents/dashboard-documents';
import { PRODUCT_REVIEW_TYPE } from '../../../domain/shop';
import type { GraphqlGateway } from '../../../ports/graphql-gateway';
import type { Operation } from '../documents/operation-text';

/** The dashboard's reads (fresh, errors shown by the page) and actions over the shop's GraphQL gateway. */
export class GraphqlCustomerAccountRepository implements CustomerAccountRepository {
  constructor(private readonly api: GraphqlGateway) {}

  private read<D, V>(document: Operation<D, V>, variables: V): Promise<D> {
    return this.api.query<D>(document, variables as Record<string, unknown>);
  }

  private send<D, V>(document: Operation<D, V>, variables: V): Promise<D> {
    return this.api.mutate<D>(document, variables as Record<string, unknown>);
  }

  async profile() {
    const { me } = await this.read(doc.DashboardProfileQuery, {});
    if (!me) throw new Error('Not authenticated');
    return me;
  }
  async monthlyBox() { return (await this.read(doc.MonthlyBoxQuery, {})).getCurrentMonthlyBox; }
  async subscriptions() { return (await this.read(doc.DashboardSubscriptionsQuery, {})).subscriptions; }
  async cancellation(id: string) { return (await this.read(doc.DashboardCancellationQuery, { id })).getCancellationBySubscription; }
  async membership() { return (await this.read(doc.DashboardMembershipQuery, {})).getMembershipSubscription; }
  async dogs() { return (await this.read(doc.DashboardDogsQuery, {})).dogs; }
  async pauseSubscription(id: string, end_date: string) { return (await this.send(doc.PauseMutation, { id, end_date })).pauseSubscription; }
  async resumeSubscription(id: string) { return (await this.send(doc.ResumeMutation, { id })).resumePausedSubscription; }
  async cancelSubscription(id: string, reason: string) { return (await this.send(doc.CancelMutation, { id, reason })).cancelSubscription; }
  async rejectCancellation(id: string) { return (await this.send(doc.RejectCancellationMutation, { id })).rejectCancellation; }
  async updateSubscriptionAttributes(id: string, attributes: SkuAttributeEntry[]) {
    const sku_attributes = attributes.map(({ label, value, val_label }) => ({ label, value, val_label: val_label ?? null }));
    return (await this.send(doc.UpdateAttributesMutation, { id, sku_attributes })).updateSubscriptionAttributes;
  }
  async updateDog(id: string, inputDog: DogInput) { return (await this.send(doc.UpdateDogMutation, { id, inputDog })).updateDog; }

  async updateProfile(changes: ProfileChanges) { return (await this.send(doc.UpdateProfileMutation, changes)).updateUserInfo; }
  async requestEmailCode(email: string) { await this.send(doc.EmailCodeMutation, { to: email, channel: 'email' }); }
  async changeEmail(email: string, otp: string) { return (await this.send(doc.ChangeEmailMutation, { email, otp })).updateUserInfoVerfied; }
  async requestPhoneCode(phone: string) { await this.send(doc.EmailCodeMutation, { to: phone, channel: 'sms' }); }
  async changePhone(phone: string, code: string) {
    await this.send(doc.ProvePhoneMutation, { code, channel: 'sms', to: phone });
    return (await this.send(doc.ChangeContactMutation, { phone })).updateUserContact;
  }

  async transferCoins(amount: number) { return (await this.send(doc.TransferCoinsMutation, { amount })).transferCoins; }
  async withdrawCoins(amount: number) { await this.send(doc.WithdrawCoinsMutation, { amount }); }

  async giftCoupons() { return (await this.read(doc.GiftCouponsQuery, {})).getGiftCoupons; }
  async buyGiftCoupon(input: GiftCouponPurchase) { return (await this.send(doc.BuyGiftMutation, { input })).checkoutGiftCoupon; }
  async claimGiftCoupon(coupon: string, email?: string) { return (await this.send(doc.ClaimGiftMutation, { coupon, email: email ?? null })).claimGiftCoupon; }

  async schedule() { return (await this.read(doc.ScheduleQuery, {})).getAccountManagerSchedule; }
  async consults() { return (await this.read(doc.ConsultsListQuery, {})).consults; }
  async consultHistory(limit: number, offset: number) { return (await this.read(doc.ConsultHistoryQuery, { limit, offset })).getConsultationHistory; }
  async requestConsult(input: { startTime: string; endTime?: string; comment?: string }) { await this.send(doc.RequestConsultMutation, { input }); }

  async cancelConsult(id: string) { await this.send(doc.ConsultStatusMutation, { id, status: 'canceled' }); }

  async paymentSources() { return (await this.read(doc.SourcesQuery, {})).mySources; }
  async addPaymentSource(source: string) { await this.send(doc.AddSourceMutation, { source }); }
  async setDefaultPaymentSource(id: string) { await this.send(doc.DefaultSourceMutation, { payment_method: id }); }
  async deletePaymentSource(id: string) { await this.send(doc.DeleteSourceMutation, { source: id }); }
  async invoices(limit: number, after: string | null) { return (await this.read(doc.InvoicesQuery, { limit, after })).customerInvoices; }

  async orders() { return (await this.read(doc.DashboardOrdersQuery, {})).orders; }

  async communicationPreferences() { return (await this.read(doc.PreferencesQuery, {})).communicationPreferenceList; }
  async updateChannels(permissions: ChannelPermissions) { return (await this.send(doc.UpdateChannelsMutation, { input: { permissions } })).updateUserCommunication; }
  async updateCommunications(ids: string[]) { return (await this.send(doc.UpdateCommunicationsMutation, { input: { ids } })).updateCommunications; }

  async userReviews(limit: number, offset: number) {
    const data = await this.read(doc.UserReviewsPageQuery, { limit, offset });
    return { reviews: data.userReviews, count: data.userReviewsCount };
  }
  async reviewableProducts() {
    const seen = new Map<string, { id: string; name: string }>();
    for (const order of (await this.read(doc.ReviewableProductsQuery, {})).orders)
      for (const item of order.items) if (item.sku?.product) seen.set(item.sku.product.id, item.sku.product);
    if (seen.size === 0) return [];
    // getProductsForReview(ids): of the products bought, the ones the shop takes reviews of.
    const { getProductsForReview } = await this.read(doc.ProductsForReviewQuery, { ids: [...seen.keys()] });
    return getProductsForReview.map(({ id, name }) => ({ id, name }));
  }
  async createReview(input: { product: string; rating: number; body: string }) {
    return (await this.send(doc.CreateReviewMutation, { ...input, type: PRODUCT_REVIEW_TYPE })).createReview;
  }
}
