import type {
  AccountProfile, Cancellation, CommunicationPreference, ConsultHistory, ConsultList, Dog, GiftCoupon, InvoicePage, MonthlyBox, Order,
  PaymentSource, Review, ScheduleDay, UserSubscription,
} from '../../src/domain/account/account-entities';
import { coinAmountProblem } from '../../src/domain/account/coin-amounts';
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
  invoices: (after: string | null, limit = 10): InvoicePage => {
    const all = Array.from({ length: 13 }, (_, i) => ({ id: `in-${i}`, status: 'paid', total: 1000 + i, created: 1_770_000_000 - i * 86_400, lines: [{ description: `Box ${i}` }] }));
    const start = after ? all.findIndex((x) => x.id === after) + 1 : 0;
    return { invoices: all.slice(start, start + limit), hasMore: start + limit < all.length };
  },
  orders: [{ id: 'ord-1', subtotal_amount: 3900, shipping_amount: 0, tax: 322, total_amount: 4222, createdAt: '2026-10-01T00:00:00Z', items: [{ unit_amount: 3900, quantity: 1, sku: { id: 's', name: 'Treat and Chew Box' } }] }] satisfies Order[],
  preferences: [{ id: 'c-orders', key: 'orders', name: 'Order updates', description: 'Shipping notices.' }, { id: 'c-news', key: 'news', name: 'Newsletter' }] satisfies CommunicationPreference[],
  reviews: Array.from({ length: 7 }, (_, i) => ({ id: `rv-${i}`, body: `Review number ${i}`, rating: 5 - (i % 5), product: { id: 'p', name: `Product ${i}` } })) satisfies Review[],
};

type Mode = 'filled' | 'empty' | 'error' | 'loading';

/**
 * The dashboard's repository for component tests: filled, empty, failing or never answering; it records actions.
 * Filled, it keeps what the actions change and refuses what the server refuses (its contract, account-areas.contract.ts).
 */
export class FakeCustomerAccountRepository implements CustomerAccountRepository {
  readonly calls: string[] = [];
  failActions: string | null = null;
  private kept = {
    profile: structuredClone(FILLED.profile) as AccountProfile,
    subscriptions: structuredClone(FILLED.subscriptions),
    dogs: structuredClone(FILLED.dogs) as Dog[],
    sources: structuredClone(FILLED.sources) as PaymentSource[],
    gifts: structuredClone(FILLED.gifts) as GiftCoupon[],
  };
  constructor(public mode: Mode = 'filled', private readonly now: () => number = () => Date.now()) {}

  private answer<T>(filled: T | (() => T), empty: T): Promise<T> {
    if (this.mode === 'loading') return new Promise(() => {});
    if (this.mode === 'error') return Promise.reject(new Error('Service unavailable'));
    return Promise.resolve(structuredClone(this.mode === 'empty' ? empty : typeof filled === 'function' ? (filled as () => T)() : filled));
  }
  /** Records the action; unless actions are set to fail, makes its change (which may refuse with the server's words). */
  private act<T>(name: string, change: () => T): Promise<T> {
    this.calls.push(name);
    if (this.failActions) return Promise.reject(new Error(this.failActions));
    try {
      // A copy, as from a server: what the caller holds does not change with the fake's later changes.
      return Promise.resolve(structuredClone(change()));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  private subscription(id: string, changes: Partial<UserSubscription>): UserSubscription {
    const kept = this.kept.subscriptions.find((s) => s.id === id);
    if (!kept) throw new Error('Subscription not found');
    return Object.assign(kept, changes);
  }
  private get wallet() { return this.kept.profile.wallet!; }

  profile() { return this.answer(() => this.kept.profile, { ...this.kept.profile, perks: [], communications: [] }); }
  monthlyBox() { return this.answer<MonthlyBox | null>(FILLED.box, null); }
  subscriptions() { return this.answer<UserSubscription[]>(() => this.kept.subscriptions, []); }
  cancellation() { return this.answer<Cancellation | null>({ id: 'cn', reason: 'Too many treats', status: 'pending' }, null); }
  membership() { return this.answer<UserSubscription | null>(FILLED.membership, null); }
  dogs() { return this.answer<Dog[]>(() => this.kept.dogs, []); }
  pauseSubscription(id: string, date: string) {
    return this.act(`pause:${id}:${date}`, () => {
      const resumes = Math.floor(Date.parse(date) / 1000);
      if (!Number.isFinite(resumes) || resumes * 1000 <= this.now()) throw new Error('Please choose a future date');
      return this.subscription(id, { status: 'paused', pause_collection: { resumes_at: resumes } });
    });
  }
  resumeSubscription(id: string) { return this.act(`resume:${id}`, () => this.subscription(id, { status: 'active', pause_collection: null })); }
  cancelSubscription(id: string, reason: string) { return this.act(`cancel:${id}:${reason}`, () => this.subscription(id, { cancel_at_period_end: true })); }
  rejectCancellation(id: string) { return this.act(`reject:${id}`, () => ({ id: 'cn' })); }
  updateSubscriptionAttributes(id: string, attrs: { label: string; value: unknown }[]) {
    return this.act(`attrs:${id}:${JSON.stringify(attrs)}`, () => this.subscription(id, { sku_attributes: attrs as UserSubscription['sku_attributes'] }));
  }
  updateDog(id: string, input: Partial<Dog>) {
    return this.act(`dog:${id}:${JSON.stringify(input)}`, () => Object.assign(this.kept.dogs.find((d) => d.id === id) ?? { ...FILLED.dogs[0], id }, input));
  }
  updateProfile(changes: object) { return this.act(`profile:${JSON.stringify(changes)}`, () => Object.assign(this.kept.profile, changes)); }
  requestEmailCode(email: string) { return this.act(`code:${email}`, () => undefined); }
  changeEmail(email: string, otp: string) { return this.act(`email:${email}:${otp}`, () => Object.assign(this.kept.profile, { email })); }
  requestPhoneCode(phone: string) { return this.act(`sms:${phone}`, () => undefined); }
  changePhone(phone: string, code: string) { return this.act(`phone:${phone}:${code}`, () => Object.assign(this.kept.profile, { phone })); }
  transferCoins(amount: number) {
    return this.act(`transfer:${amount}`, () => {
      const pending = this.wallet.pending_coins ?? 0;
      const problem = coinAmountProblem('transfer', amount, pending);
      if (problem) throw new Error(problem);
      return Object.assign(this.wallet, { coins: this.wallet.coins + amount, pending_coins: pending - amount });
    });
  }
  withdrawCoins(amount: number) {
    return this.act(`withdraw:${amount}`, () => {
      const problem = coinAmountProblem('withdraw', amount, this.wallet.coins);
      if (problem) throw new Error(problem);
      this.wallet.coins -= amount;
    });
  }
  giftCoupons() { return this.answer<GiftCoupon[]>(() => this.kept.gifts, []); }
  buyGiftCoupon(input: { amount: number; recipient_email?: string }) {
    return this.act(`buy:${input.amount}:${input.recipient_email}`, () => {
      const gift = { id: 'g2', coupon: 'PAW-NEW', amount: input.amount, redeemed: false, recipient_email: input.recipient_email };
      this.kept.gifts.push(gift);
      return gift;
    });
  }
  /** Gift coupons other customers bought for this one: each is claimed once; any other is one no one issued. */
  claimable = ['PAW-FRIEND-2500'];
  claimGiftCoupon(coupon: string) {
    return this.act(`claim:${coupon}`, () => {
      if (!this.claimable.includes(coupon)) throw new Error('Gift coupon is not valid');
      this.claimable = this.claimable.filter((c) => c !== coupon);
      return { id: 'g3', coupon, amount: 2500, redeemed: true };
    });
  }
  schedule() { return this.answer<ScheduleDay[]>(FILLED.schedule, []); }
  consults() { return this.answer<ConsultList>(FILLED.consults, { canBook: true, consults: [] }); }
  consultHistory() { return this.answer<ConsultHistory[]>(FILLED.history, []); }
  requestConsult(input: { startTime: string }) { return this.act(`consult:${input.startTime}`, () => undefined); }
  cancelConsult(id: string) { return this.act(`cancelConsult:${id}`, () => undefined); }
  paymentSources() { return this.answer<PaymentSource[]>(() => this.kept.sources, []); }
  addPaymentSource(source: string) { return this.act(`addCard:${source}`, () => undefined); }
  setDefaultPaymentSource(id: string) {
    return this.act(`default:${id}`, () => { for (const s of this.kept.sources) s.default = s.id === id; });
  }
  deletePaymentSource(id: string) { return this.act(`delete:${id}`, () => { this.kept.sources = this.kept.sources.filter((s) => s.id !== id); }); }
  invoices(limit: number, after: string | null) { this.calls.push(`invoices:${after}`); return this.answer<InvoicePage>(() => FILLED.invoices(after, limit), { invoices: [], hasMore: false }); }
  orders() { return this.answer<Order[]>(FILLED.orders, []); }
  communicationPreferences() { return this.answer<CommunicationPreference[]>(FILLED.preferences, []); }
  updateChannels(p: object) { return this.act(`channels:${JSON.stringify(p)}`, () => this.kept.profile); }
  updateCommunications(ids: string[]) { return this.act(`topics:${ids.join(',')}`, () => this.kept.profile); }
  userReviews(limit: number, offset: number) {
    return this.answer(() => ({ reviews: FILLED.reviews.slice(offset, offset + limit), count: FILLED.reviews.length }), { reviews: [], count: 0 });
  }
  reviewableProducts() { return this.answer([{ id: 'p-1', name: 'Meatballs' }], []); }
  createReview(input: { product: string; rating: number; body: string }) { return this.act(`review:${input.product}:${input.rating}`, () => ({ id: 'rv-new', body: input.body, rating: input.rating })); }
}
