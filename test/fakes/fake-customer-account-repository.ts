import type {
  AccountProfile, Cancellation, CommunicationPreference, ConsultHistory, ConsultList, Dog, GiftCoupon, InvoicePage, MonthlyBox, Order,
  PaymentSource, Review, ScheduleDay, UserSubscription,
} from '../../src/domain/account/account-entities';
import type { CustomerAccountRepository } from '../../src/ports/customer-account-repository';

const boxGroup = {
  id: 'sg-box', name: 'Box dog information', attributes: [
    { id: 'attr-dog-name', required: true, type: 'text' as const, data: { label: 'Dog Name', min: 2, max: 20 } },
  ],
};

export const aSubscription = (over: Partial<UserSubscription> = {}): UserSubscription => ({
  id: 'sub-1', status: 'active', sku_attributes: [{ label: 'Dog Name', value: 'Biscuit' }],
  current_period_start: 1_760_000_000, current_period_end: 1_770_000_000, pause_collection: null, cancel_at: null, cancel_at_period_end: false, canceled_at: null,
  items: [{ id: 'si-1', quantity: 1, sku: { id: 'sku-box', name: 'Treat and Chew Box', unit_amount: 3900, skuGroupId: 'sg-box', skuGroup: boxGroup, product: { id: 'p-box', name: 'Treat and Chew Box', type: 'bundle' } } }],
  ...over,
});

export const FILLED = {
  profile: {
    id: 'u-1', email: 'dana@pawprint.test', first_name: 'Dana', last_name: 'Miller', username: 'dana', phone: '+15125550101', company: null, roles: [],
    wallet: { id: 'w', coins: 1500, pending_coins: 200, lifetime_coins: 4200 }, perks: [{ status: true, type: 'free_shipping', data: null }],
    permissions: { email: true, push: false, sms: false }, communications: [{ id: 'c-orders', name: 'Order updates', key: 'orders' }],
    account_manager: { first_name: 'Jules', title: 'Canine nutritionist', avatar: null },
  } satisfies AccountProfile,
  box: { title: "This Month's Box", menu: [{ product: 'Meatballs', category: 'Treats' }] } satisfies MonthlyBox,
  subscriptions: [aSubscription()],
  membership: aSubscription({ id: 'sub-m', sku_attributes: [], items: [{ id: 'si-m', quantity: 1, sku: { id: 'sku-m', name: 'Wellness Membership', unit_amount: 2200, recurring: { interval: 'month', interval_count: 1 }, product: { id: 'p-m', name: 'Wellness Membership', type: 'digital' } } }] }),
  dogs: [{ id: 'dog-1', name: 'Luna', slug: 'luna', isLost: true, breed: 'Husky', lastSeen: '2026-01-01T10:00:00Z', location: 'Austin' }] satisfies Dog[],
  gifts: [{ id: 'g1', coupon: 'PAW-GIFT-2500', amount: 2500, redeemed: false, recipient_email: 'friend@pawprint.test' }] satisfies GiftCoupon[],
  schedule: [{ date: '2026-12-01', slots: [{ active: true, start: 1_796_115_600, end: 1_796_117_400, startString: '2026-12-01T09:00:00.000Z', endString: '2026-12-01T09:30:00.000Z' }] }] satisfies ScheduleDay[],
  consults: { canBook: true, consults: [] } satisfies ConsultList,
  history: [{ id: 'h1', comment: 'Switch to grain-free treats.', startTime: '2026-10-01T09:00:00Z', status: 'completed', accountManager: { first_name: 'Jules' } }] satisfies ConsultHistory[],
  sources: [
    { id: 'pm-1', default: true, card: { brand: 'visa', exp_month: 12, exp_year: 2030, last4: '4242' } },
    { id: 'pm-2', default: false, card: { brand: 'elo', exp_month: 1, exp_year: 2029, last4: '3333' } },
  ] satisfies PaymentSource[],
  invoices: (after: string | null): InvoicePage => {
    const all = Array.from({ length: 13 }, (_, i) => ({ id: `in-${i}`, status: 'paid', total: 1000 + i, created: 1_770_000_000 - i * 86_400, lines: [{ description: `Box ${i}` }] }));
    const start = after ? all.findIndex((x) => x.id === after) + 1 : 0;
    return { invoices: all.slice(start, start + 10), hasMore: start + 10 < all.length };
  },
  orders: [{ id: 'ord-1', subtotal_amount: 3900, shipping_amount: 0, tax: 322, total_amount: 4222, createdAt: '2026-10-01T00:00:00Z', items: [{ unit_amount: 3900, quantity: 1, sku: { id: 's', name: 'Treat and Chew Box' } }] }] satisfies Order[],
  preferences: [{ id: 'c-orders', key: 'orders', name: 'Order updates', description: 'Shipping notices.' }, { id: 'c-news', key: 'news', name: 'Newsletter' }] satisfies CommunicationPreference[],
  reviews: Array.from({ length: 7 }, (_, i) => ({ id: `rv-${i}`, body: `Review number ${i}`, rating: 5 - (i % 5), product: { id: 'p', name: `Product ${i}` } })) satisfies Review[],
};

type Mode = 'filled' | 'empty' | 'error' | 'loading';

/** The dashboard's repository for component tests: filled, empty, failing or never answering; it records actions. */
export class FakeCustomerAccountRepository implements CustomerAccountRepository {
  readonly calls: string[] = [];
  failActions: string | null = null;
  constructor(public mode: Mode = 'filled') {}

  private answer<T>(filled: T | (() => T), empty: T): Promise<T> {
    if (this.mode === 'loading') return new Promise(() => {});
    if (this.mode === 'error') return Promise.reject(new Error('Service unavailable'));
    return Promise.resolve(this.mode === 'empty' ? empty : typeof filled === 'function' ? (filled as () => T)() : filled);
  }
  private act<T>(name: string, value: T): Promise<T> {
    this.calls.push(name);
    return this.failActions ? Promise.reject(new Error(this.failActions)) : Promise.resolve(value);
  }

  profile() { return this.answer(FILLED.profile, { ...FILLED.profile, perks: [], communications: [] }); }
  monthlyBox() { return this.answer<MonthlyBox | null>(FILLED.box, null); }
  subscriptions() { return this.answer<UserSubscription[]>(FILLED.subscriptions, []); }
  cancellation() { return this.answer<Cancellation | null>({ id: 'cn', reason: 'Too many treats', status: 'pending' }, null); }
  membership() { return this.answer<UserSubscription | null>(FILLED.membership, null); }
  dogs() { return this.answer<Dog[]>(FILLED.dogs, []); }
  pauseSubscription(id: string, date: string) { return this.act(`pause:${id}:${date}`, aSubscription({ status: 'paused', pause_collection: { resumes_at: 1 } })); }
  resumeSubscription(id: string) { return this.act(`resume:${id}`, aSubscription()); }
  cancelSubscription(id: string, reason: string) { return this.act(`cancel:${id}:${reason}`, aSubscription({ cancel_at_period_end: true })); }
  rejectCancellation(id: string) { return this.act(`reject:${id}`, { id: 'cn' }); }
  updateSubscriptionAttributes(id: string, attrs: { label: string; value: unknown }[]) { return this.act(`attrs:${id}:${JSON.stringify(attrs)}`, aSubscription()); }
  updateDog(id: string, input: Partial<Dog>) { return this.act(`dog:${id}:${JSON.stringify(input)}`, { ...FILLED.dogs[0], ...input }); }
  updateProfile(changes: object) { return this.act(`profile:${JSON.stringify(changes)}`, { ...FILLED.profile, ...changes }); }
  requestEmailCode(email: string) { return this.act(`code:${email}`, undefined); }
  changeEmail(email: string, otp: string) { return this.act(`email:${email}:${otp}`, { ...FILLED.profile, email }); }
  requestPhoneCode(phone: string) { return this.act(`sms:${phone}`, undefined); }
  changePhone(phone: string, code: string) { return this.act(`phone:${phone}:${code}`, { ...FILLED.profile, phone }); }
  transferCoins(amount: number) {
    const wallet = FILLED.profile.wallet!;
    return this.act(`transfer:${amount}`, { ...wallet, coins: wallet.coins + amount, pending_coins: (wallet.pending_coins ?? 0) - amount });
  }
  withdrawCoins(amount: number) { return this.act(`withdraw:${amount}`, undefined); }
  giftCoupons() { return this.answer<GiftCoupon[]>(FILLED.gifts, []); }
  buyGiftCoupon(input: { amount: number; recipient_email?: string }) { return this.act(`buy:${input.amount}:${input.recipient_email}`, { id: 'g2', coupon: 'PAW-NEW', amount: input.amount, redeemed: false, recipient_email: input.recipient_email }); }
  claimGiftCoupon(coupon: string) { return this.act(`claim:${coupon}`, { id: 'g3', coupon, amount: 2500, redeemed: true }); }
  schedule() { return this.answer<ScheduleDay[]>(FILLED.schedule, []); }
  consults() { return this.answer<ConsultList>(FILLED.consults, { canBook: true, consults: [] }); }
  consultHistory() { return this.answer<ConsultHistory[]>(FILLED.history, []); }
  requestConsult(input: { startTime: string }) { return this.act(`consult:${input.startTime}`, undefined); }
  cancelConsult(id: string) { return this.act(`cancelConsult:${id}`, undefined); }
  paymentSources() { return this.answer<PaymentSource[]>(FILLED.sources, []); }
  addPaymentSource(source: string) { return this.act(`addCard:${source}`, undefined); }
  setDefaultPaymentSource(id: string) { return this.act(`default:${id}`, undefined); }
  deletePaymentSource(id: string) { return this.act(`delete:${id}`, undefined); }
  invoices(_limit: number, after: string | null) { this.calls.push(`invoices:${after}`); return this.answer<InvoicePage>(() => FILLED.invoices(after), { invoices: [], hasMore: false }); }
  orders() { return this.answer<Order[]>(FILLED.orders, []); }
  communicationPreferences() { return this.answer<CommunicationPreference[]>(FILLED.preferences, []); }
  updateChannels(p: object) { return this.act(`channels:${JSON.stringify(p)}`, FILLED.profile); }
  updateCommunications(ids: string[]) { return this.act(`topics:${ids.join(',')}`, FILLED.profile); }
  userReviews(limit: number, offset: number) {
    return this.answer(() => ({ reviews: FILLED.reviews.slice(offset, offset + limit), count: FILLED.reviews.length }), { reviews: [], count: 0 });
  }
  reviewableProducts() { return this.answer([{ id: 'p-1', name: 'Meatballs' }], []); }
  createReview(input: { product: string; rating: number; body: string }) { return this.act(`review:${input.product}:${input.rating}`, { id: 'rv-new', body: input.body, rating: input.rating }); }
}
