import type { Client } from '@urql/core';
import { inject, injectable } from 'inversify';
import type { ChannelPermissions, DogInput, GiftCouponPurchase } from '../../domain/account-entities';
import type { SkuAttributeEntry } from '../../domain/entities';
import type { CustomerAccountRepository, ProfileChanges } from '../../ports/customer-account-repository';
import { UrqlClient } from './api-client';
import * as doc from './documents/dashboard';
import { mutate, query } from './operation';

// Dashboard pages show their own error state, so these reads do not toast; what a page shows is always fresh.
const READ = { requestPolicy: 'network-only', reportServerErrors: false } as const;

@injectable()
export class UrqlCustomerAccountRepository implements CustomerAccountRepository {
  constructor(@inject(UrqlClient) private readonly client: Client) {}

  private read<D, V extends object>(document: import('@urql/core').TypedDocumentNode<D, V>, variables: V): Promise<D> {
    return query(this.client, document, variables as never, READ);
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
  async pauseSubscription(id: string, end_date: string) { return (await mutate(this.client, doc.PauseMutation, { id, end_date })).pauseSubscription; }
  async resumeSubscription(id: string) { return (await mutate(this.client, doc.ResumeMutation, { id })).resumePausedSubscription; }
  async cancelSubscription(id: string, reason: string) { return (await mutate(this.client, doc.CancelMutation, { id, reason })).cancelSubscription; }
  async rejectCancellation(id: string) { return (await mutate(this.client, doc.RejectCancellationMutation, { id })).rejectCancellation; }
  async updateSubscriptionAttributes(id: string, attributes: SkuAttributeEntry[]) {
    const sku_attributes = attributes.map(({ label, value, val_label }) => ({ label, value, val_label: val_label ?? null }));
    return (await mutate(this.client, doc.UpdateAttributesMutation, { id, sku_attributes })).updateSubscriptionAttributes;
  }
  async updateDog(id: string, inputDog: DogInput) { return (await mutate(this.client, doc.UpdateDogMutation, { id, inputDog })).updateDog; }

  async updateProfile(changes: ProfileChanges) { return (await mutate(this.client, doc.UpdateProfileMutation, changes)).updateUserInfo; }
  async requestEmailCode(email: string) { await mutate(this.client, doc.EmailCodeMutation, { to: email, channel: 'email' }); }
  async changeEmail(email: string, otp: string) { return (await mutate(this.client, doc.ChangeEmailMutation, { email, otp })).updateUserInfoVerfied; }

  async giftCoupons() { return (await this.read(doc.GiftCouponsQuery, {})).getGiftCoupons; }
  async buyGiftCoupon(input: GiftCouponPurchase) { return (await mutate(this.client, doc.BuyGiftMutation, { input })).checkoutGiftCoupon; }
  async claimGiftCoupon(coupon: string, email?: string) { return (await mutate(this.client, doc.ClaimGiftMutation, { coupon, email: email ?? null })).claimGiftCoupon; }

  async schedule() { return (await this.read(doc.ScheduleQuery, {})).getAccountManagerSchedule; }
  async consults() { return (await this.read(doc.ConsultsListQuery, {})).consults; }
  async consultHistory(limit: number, offset: number) { return (await this.read(doc.ConsultHistoryQuery, { limit, offset })).getConsultationHistory; }
  async requestConsult(input: { startTime: string; endTime?: string; comment?: string }) { await mutate(this.client, doc.RequestConsultMutation, { input }); }

  async cancelConsult(id: string) { await mutate(this.client, doc.ConsultStatusMutation, { id, status: 'canceled' }); }

  async paymentSources() { return (await this.read(doc.SourcesQuery, {})).mySources; }
  async addPaymentSource(source: string) { await mutate(this.client, doc.AddSourceMutation, { source }); }
  async setDefaultPaymentSource(id: string) { await mutate(this.client, doc.DefaultSourceMutation, { payment_method: id }); }
  async deletePaymentSource(id: string) { await mutate(this.client, doc.DeleteSourceMutation, { source: id }); }
  async invoices(limit: number, after: string | null) { return (await this.read(doc.InvoicesQuery, { limit, after })).customerInvoices; }

  async orders() { return (await this.read(doc.DashboardOrdersQuery, {})).orders; }

  async communicationPreferences() { return (await this.read(doc.PreferencesQuery, {})).communicationPreferenceList; }
  async updateChannels(permissions: ChannelPermissions) { return (await mutate(this.client, doc.UpdateChannelsMutation, { input: { permissions } })).updateUserCommunication; }
  async updateCommunications(ids: string[]) { return (await mutate(this.client, doc.UpdateCommunicationsMutation, { input: { ids } })).updateCommunications; }

  async userReviews(limit: number, offset: number) {
    const data = await this.read(doc.UserReviewsPageQuery, { limit, offset });
    return { reviews: data.userReviews, count: data.userReviewsCount };
  }
  async reviewableProducts() {
    const seen = new Map<string, { id: string; name: string }>();
    for (const order of (await this.read(doc.ReviewableProductsQuery, {})).orders)
      for (const item of order.items) if (item.sku?.product) seen.set(item.sku.product.id, item.sku.product);
    return [...seen.values()];
  }
  async createReview(input: { product: string; rating: number; body: string }) { return (await mutate(this.client, doc.CreateReviewMutation, input)).createReview; }
}
