// The read-only account queries of 001 §7, answered from the store.
import type { OwnedRecord } from './shop-state';
import { currentUser, page, requireUser, nowSeconds, type ResolverContext, type ResolverMap } from './resolver-context';
import { publicComment, publicDogView } from './public-dog';

type Args = Record<string, any>;
type Ctx = ResolverContext;
const DAY = 86400;

/** The caller's records of one collection, newest last as stored. */
export function mine(ctx: Ctx, collection: string): OwnedRecord[] {
  const user = requireUser(ctx);
  return (ctx.state.records[collection] ?? []).filter((r) => r.userId === user.id);
}

const newestFirst = (list: OwnedRecord[]) => [...list].sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')));
const createdSeconds = (r: OwnedRecord) => Math.floor(Date.parse(String(r.createdAt ?? 0)) / 1000);

function mySubscriptions(ctx: Ctx) {
  const user = requireUser(ctx);
  return ctx.state.subscriptions.filter((s) => s.userId === user.id);
}

/** The next 7 days of half-hour slots from 9:00 to 12:00 UTC; booked ones are inactive. */
function schedule(ctx: Ctx) {
  const booked = new Set((ctx.state.records.consults ?? []).map((c) => String(c.startTime)));
  const today = Math.floor(nowSeconds(ctx) / DAY) * DAY;
  return Array.from({ length: 7 }, (_, d) => {
    const day = today + (d + 1) * DAY;
    const slots = Array.from({ length: 6 }, (_, n) => {
      const start = day + 9 * 3600 + n * 1800;
      const startString = new Date(start * 1000).toISOString();
      return { active: !booked.has(startString), start, end: start + 1800, startString, endString: new Date((start + 1800) * 1000).toISOString() };
    });
    return { date: new Date(day * 1000).toISOString().slice(0, 10), slots };
  });
}

const publishedReviews = (ctx: Ctx, product?: string | null) =>
  (ctx.state.records.reviews ?? []).filter((r) => r.status === 'published' && (!product || r.productId === product));

export const accountQueryResolvers: ResolverMap = {
  Query: {
    mySources: (_: unknown, _a: Args, ctx: Ctx) => mine(ctx, 'paymentMethods'),
    paymentMethods: (_: unknown, _a: Args, ctx: Ctx) => mine(ctx, 'paymentMethods'),
    getPaymentMethod: (_: unknown, a: Args, ctx: Ctx) => mine(ctx, 'paymentMethods').find((p) => p.id === a.id) ?? null,
    subscriptions: (_: unknown, _a: Args, ctx: Ctx) => mySubscriptions(ctx),
    getSingleSubscription: (_: unknown, a: Args, ctx: Ctx) => mySubscriptions(ctx).find((s) => s.id === a.id) ?? null,
    getCancellationBySubscription: (_: unknown, a: Args, ctx: Ctx) => mine(ctx, 'cancellations').find((c) => c.subscriptionId === a.id) ?? null,
    getMembershipSubscription: (_: unknown, _a: Args, ctx: Ctx) => {
      const membershipSkus = new Set(ctx.state.skus.filter((s) => s.productId === ctx.state.settings.membership).map((s) => s.id));
      return mySubscriptions(ctx).find((s) => s.items.some((i) => membershipSkus.has(i.skuId))) ?? null;
    },
    getLatestEmailVerification: (_: unknown, _a: Args, ctx: Ctx) => newestFirst(mine(ctx, 'emailVerifications'))[0] ?? null,
    getBalance: (_: unknown, _a: Args, ctx: Ctx) => requireUser(ctx).wallet,
    getGiftCoupons: (_: unknown, _a: Args, ctx: Ctx) => mine(ctx, 'giftCoupons'),
    walletLogs: (_: unknown, _a: Args, ctx: Ctx) => newestFirst(mine(ctx, 'walletLogs')),
    getWalletLogsByTimeFrame: (_: unknown, a: Args, ctx: Ctx) => {
      const days = { week: 7, month: 30, year: 365 }[String(a.timeFrame ?? 'month')] ?? 30;
      return newestFirst(mine(ctx, 'walletLogs')).filter((r) => createdSeconds(r) >= nowSeconds(ctx) - days * DAY);
    },
    latestWalletLog: (_: unknown, a: Args, ctx: Ctx) =>
      page(newestFirst(mine(ctx, 'walletLogs')).filter((r) => !a.type || r.type === a.type), a.limit, a.skip),
    getLastTenDaysLogs: (_: unknown, _a: Args, ctx: Ctx) =>
      newestFirst(mine(ctx, 'walletLogs')).filter((r) => createdSeconds(r) >= nowSeconds(ctx) - 10 * DAY),
    customerInvoices: (_: unknown, a: Args, ctx: Ctx) => {
      const all = mine(ctx, 'invoices').sort((x, y) => Number(y.created) - Number(x.created));
      const start = a.after ? all.findIndex((i) => i.id === a.after) + 1 : 0;
      const limit = a.limit ?? 10;
      return { invoices: all.slice(start, start + limit), hasMore: start + limit < all.length };
    },
    lastForm: (_: unknown, a: Args, ctx: Ctx) => mine(ctx, 'forms').filter((f) => f.type === a.type).pop() ?? null,
    getAccountManagerSchedule: (_: unknown, _a: Args, ctx: Ctx) => { requireUser(ctx); return schedule(ctx); },
    consults: (_: unknown, _a: Args, ctx: Ctx) => {
      const consults = mine(ctx, 'consults');
      return { canBook: !consults.some((c) => c.status === 'booked'), consults };
    },
    getConsultationHistory: (_: unknown, a: Args, ctx: Ctx) => page(mine(ctx, 'consultHistory'), a.limit, a.offset),
    orders: (_: unknown, _a: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      return ctx.state.orders.filter((o) => o.userId === user.id).reverse();
    },
    comments: (_: unknown, a: Args, ctx: Ctx) => page(ctx.state.records.comments ?? [], a.limit, a.skip).map(publicComment),
    commentsCount: (_: unknown, _a: Args, ctx: Ctx) => (ctx.state.records.comments ?? []).length,
    getBankAccountsByUser: (_: unknown, _a: Args, ctx: Ctx) => mine(ctx, 'bankAccounts'),
    getAffiliateContractByUser: (_: unknown, _a: Args, ctx: Ctx) => mine(ctx, 'affiliateContracts')[0] ?? null,
    getAffiliateContractRequest: (_: unknown, _a: Args, ctx: Ctx) => mine(ctx, 'affiliateContractRequests'),
    getAffiliateNotifications: (_: unknown, _a: Args, ctx: Ctx) => mine(ctx, 'affiliateNotifications'),
    getMilestone: (_: unknown, _a: Args, ctx: Ctx) => ({ level: requireUser(ctx).milestoneLevel }),
    getTutorialLogById: (_: unknown, a: Args, ctx: Ctx) => mine(ctx, 'tutorialLogs').find((t) => t.id === a.id) ?? null,
    communicationPreferenceList: (_: unknown, _a: Args, ctx: Ctx) => ctx.state.communicationPreferences,
    reviews: (_: unknown, a: Args, ctx: Ctx) => {
      const list = publishedReviews(ctx, a.product);
      const byRating = a.sorts && typeof a.sorts === 'object' && 'rating' in a.sorts;
      return page(byRating ? [...list].sort((x, y) => Number(y.rating) - Number(x.rating)) : newestFirst(list), a.limit, a.offset);
    },
    averageRating: (_: unknown, a: Args, ctx: Ctx) => {
      const list = publishedReviews(ctx, a.product);
      return list.length ? Math.round((list.reduce((s, r) => s + Number(r.rating), 0) / list.length) * 10) / 10 : 0;
    },
    reviewsCount: (_: unknown, a: Args, ctx: Ctx) => publishedReviews(ctx, a.product).length,
    review: (_: unknown, a: Args, ctx: Ctx) => {
      const user = currentUser(ctx);
      return user ? (ctx.state.records.reviews ?? []).find((r) => r.productId === a.product && r.userId === user.id) ?? null : null;
    },
    userReviews: (_: unknown, a: Args, ctx: Ctx) => page(mine(ctx, 'reviews'), a.limit, a.offset),
    userReviewsCount: (_: unknown, _a: Args, ctx: Ctx) => mine(ctx, 'reviews').length,
    dog: (_: unknown, a: Args, ctx: Ctx) => {
      const owner = a.username ? ctx.state.users.find((u) => u.username === a.username) : null;
      const dog = (ctx.state.records.dogs ?? []).find((d) => d.slug === a.slug && (!owner || d.userId === owner.id));
      return dog ? publicDogView(dog, currentUser(ctx)) : null;
    },
    dogs: (_: unknown, _a: Args, ctx: Ctx) => mine(ctx, 'dogs'),
  },
};
