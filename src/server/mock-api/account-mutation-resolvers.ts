// Subscription, wallet, gift, payment and other account mutations of 000 §7, each a change to the store.
import type { Json, OwnedRecord } from './shop-state';
import { newId } from './shop-state';
import { currentUser, fail, normalizeEmail, nowIso, nowSeconds, randomHex, requireUser, type ResolverContext, type ResolverMap } from './resolver-context';
import { mine } from './account-query-resolvers';
import { CONTACT_TAKEN, giftFor, redeem } from './auth-resolvers';
import { consumeOtp } from './sessions';
import {
  accountPhone,
  reviewProblems,
  PRODUCT_REVIEW_TYPE,
  retailerRequest,
  type RetailerApplicationForm,
  isResponseTo,
} from '../../domain/shop';
import { checkW9File, W9_HEAD_BYTES, coinAmountProblem } from '../../domain/account';
import { requireValidEmail } from './contact-validation';

type Args = Record<string, any>;
type Ctx = ResolverContext;

/** Adds a record owned by the caller to a collection and answers it. */
/** Base64 text as bytes (atob: the same in Node and in the page's in-browser API); null when it is not base64. */
function base64Bytes(data: unknown): Uint8Array | null {
  if (typeof data !== 'string' || data === '') return null;
  try {
    return Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function add(ctx: Ctx, collection: string, fields: Record<string, Json>, prefix = 'rc'): OwnedRecord {
  const user = requireUser(ctx);
  const record: OwnedRecord = { id: newId(ctx.state, prefix), userId: user.id, createdAt: nowIso(ctx), ...fields };
  (ctx.state.records[collection] ??= []).push(record);
  ctx.changed();
  return record;
}

function own(ctx: Ctx, collection: string, id: string): OwnedRecord {
  return mine(ctx, collection).find((r) => r.id === id) ?? fail('Not found');
}

function subscription(ctx: Ctx, id: string) {
  const user = requireUser(ctx);
  return ctx.state.subscriptions.find((s) => s.id === id && s.userId === user.id) ?? fail('Subscription not found');
}

const changedSub = <T>(ctx: Ctx, value: T): T => { ctx.changed(); return value; };

function walletLog(ctx: Ctx, type: string, amount: number, message: string): OwnedRecord {
  const user = requireUser(ctx);
  const w = user.wallet;
  return add(ctx, 'walletLogs', { type, amount, pending_amount: 0, amount_applied: 0, message, updatedAt: nowIso(ctx), affiliate_log: null, meta: { current: amount, balance: w.coins, pending_current: 0, pending_balance: w.pending_coins, data: null } }, 'wl');
}

export const accountMutationResolvers: ResolverMap = {
  Mutation: {
    updateSubscription: (_: unknown, a: Args, ctx: Ctx) => {
      const sub = subscription(ctx, a.id);
      if (a.input && typeof a.input === 'object') sub.metadata = { ...(sub.metadata as object), ...a.input };
      return changedSub(ctx, sub);
    },
    updateSubscriptionAttributes: (_: unknown, a: Args, ctx: Ctx) => changedSub(ctx, Object.assign(subscription(ctx, a.id), { sku_attributes: a.sku_attributes })),
    pauseSubscription: (_: unknown, a: Args, ctx: Ctx) => {
      const resumes = Math.floor(Date.parse(a.end_date) / 1000);
      if (!Number.isFinite(resumes) || resumes <= nowSeconds(ctx)) fail('Please choose a future date');
      return changedSub(ctx, Object.assign(subscription(ctx, a.id), { status: 'paused', pause_collection: { behavior: 'void', resumes_at: resumes } }));
    },
    resumePausedSubscription: (_: unknown, a: Args, ctx: Ctx) =>
      changedSub(ctx, Object.assign(subscription(ctx, a.id), { status: 'active', pause_collection: null })),
    cancelSubscription: (_: unknown, a: Args, ctx: Ctx) => {
      const sub = subscription(ctx, a.id);
      add(ctx, 'cancellations', { subscriptionId: sub.id, reason: a.reason ?? null, resume: false, status: 'pending' }, 'cn');
      return changedSub(ctx, Object.assign(sub, { cancel_at_period_end: true, cancel_at: sub.current_period_end }));
    },
    rejectCancellation: (_: unknown, a: Args, ctx: Ctx) => {
      const sub = subscription(ctx, a.id);
      const c = mine(ctx, 'cancellations').filter((r) => r.subscriptionId === sub.id).pop() ?? fail('Cancellation not found');
      Object.assign(sub, { cancel_at_period_end: false, cancel_at: null });
      return changedSub(ctx, Object.assign(c, { status: 'rejected', resume: true }));
    },
    updateUserInfo: (_: unknown, a: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      if (a.email && normalizeEmail(a.email) !== user.email) fail('Changing the e-mail needs a verification code');
      // The profile's phone is the one the account signs in by text with: the same rule as everywhere (000 §5).
      const checked = a.phone == null ? null : accountPhone(String(a.phone));
      if (checked && !checked.ok) fail(checked.message);
      const phone = checked?.ok ? checked.phone : null;
      if (phone && ctx.state.users.some((u) => u !== user && u.phone === phone)) fail(CONTACT_TAKEN);
      for (const key of ['first_name', 'last_name', 'username', 'company'] as const) if (a[key] != null) (user as any)[key] = a[key];
      if (checked?.ok) user.phone = phone || null;
      return changedSub(ctx, user);
    },
    updateUserInfoVerfied: (_: unknown, a: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      const email = normalizeEmail(a.email);
      if (email !== user.email && ctx.state.users.some((u) => u.email === email)) fail(CONTACT_TAKEN);
      if (!consumeOtp(ctx, a.email, a.otp)) fail('Invalid verification code');
      return changedSub(ctx, Object.assign(user, { email: normalizeEmail(a.email), email_verified: true }));
    },
    transferCoins: (_: unknown, a: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      const problem = coinAmountProblem('transfer', a.amount, user.wallet.pending_coins);
      if (problem) fail(problem);
      user.wallet.pending_coins -= a.amount;
      user.wallet.coins += a.amount;
      walletLog(ctx, 'transfer', a.amount, 'Pending coins moved to the wallet');
      return user.wallet;
    },
    withdrawCoinsRequest: (_: unknown, a: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      const problem = coinAmountProblem('withdraw', a.amount, user.wallet.coins);
      if (problem) fail(problem);
      user.wallet.coins -= a.amount;
      return walletLog(ctx, 'cash_out', -a.amount, 'Cash-out requested');
    },
    checkoutGiftCoupon: (_: unknown, { input }: Args, ctx: Ctx) => {
      if (!(input.amount > 0)) fail('Please choose an amount');
      const paid = ctx.cards.useToken(input.source);
      if (!paid.ok) return fail(paid.message);
      const gift = add(ctx, 'giftCoupons', { coupon: `PAW-${randomHex(8).toUpperCase()}`, amount: input.amount, redeemed: false, redeemedBy: null, note: input.note ?? null, recipient_email: input.recipient_email ?? null, redeemedOn: null }, 'gc');
      // The server log stands in for the gift e-mail, as it does for one-time codes.
      if (gift.recipient_email) ctx.log(`Gift for ${gift.recipient_email}: /gift/redeem?coupon=${gift.coupon}`);
      return gift;
    },
    requestGiftCoupon: (_: unknown, a: Args, ctx: Ctx) =>
      add(ctx, 'giftCoupons', { coupon: `PAW-${randomHex(8).toUpperCase()}`, amount: Number(a.input?.amount ?? 2500), redeemed: false, redeemedBy: null, note: a.input?.note ?? null, recipient_email: a.input?.recipient_email ?? null, redeemedOn: null }, 'gc'),
    claimGiftCoupon: (_: unknown, a: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      const coupon = (ctx.state.records.giftCoupons ?? []).find((c) => c.coupon === a.coupon);
      // A gift addressed to someone is claimed only by the account with that address.
      if (!coupon || coupon.redeemed || !giftFor(coupon, user.email)) fail('Gift coupon is not valid');
      redeem(ctx, coupon!, user);
      return coupon;
    },
    saveNewPaymentMethod: (_: unknown, a: Args, ctx: Ctx) => {
      const first = mine(ctx, 'paymentMethods').length === 0;
      // The processor keeps the card its token stands for; the shop keeps what it shows (brand, last 4, expiry).
      const kept = ctx.cards.useToken(a.source);
      if (!kept.ok) return fail(kept.message);
      return add(ctx, 'paymentMethods', { card: { ...kept.card }, default: first }, 'pm');
    },
    updateDefaultPaymentMethod: (_: unknown, a: Args, ctx: Ctx) => {
      const chosen = own(ctx, 'paymentMethods', a.payment_method);
      mine(ctx, 'paymentMethods').forEach((p) => { p.default = p === chosen; });
      return changedSub(ctx, chosen);
    },
    deletePaymentMethod: (_: unknown, a: Args, ctx: Ctx) => {
      const gone = own(ctx, 'paymentMethods', a.source);
      ctx.state.records.paymentMethods = ctx.state.records.paymentMethods.filter((p) => p !== gone);
      return changedSub(ctx, true);
    },
    createForm: (_: unknown, a: Args, ctx: Ctx) => {
      const type = String(a.input?.type ?? 'w9form');
      if (type !== 'w9form') return add(ctx, 'forms', { file: a.input.file ?? null, verify: 'pending', verifyMessage: null, type }, 'fm');
      // The W-9 is the file itself, checked by its own bytes with the page's rule, and kept apart from the form.
      const bytes = base64Bytes(a.input.data);
      const checked = checkW9File(bytes ? { size: bytes.length, head: bytes.subarray(0, W9_HEAD_BYTES) } : null);
      if (!checked.ok) return fail(checked.message);
      const name = String(a.input.file ?? 'w9').replace(/[^\w. -]+/g, '_').slice(0, 120);
      const form = add(ctx, 'forms', { file: name, verify: 'pending', verifyMessage: null, type }, 'fm');
      add(ctx, 'formFiles', { formId: form.id, name, contentType: checked.contentType, size: bytes!.length, data: String(a.input.data) }, 'ff');
      return form;
    },
    updateUserCommunication: (_: unknown, a: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      if (a.input?.permissions) Object.assign(user.permissions, a.input.permissions);
      if (Array.isArray(a.input?.communication_campaigns)) user.communication_campaigns = a.input.communication_campaigns;
      return changedSub(ctx, user);
    },
    updateCommunications: (_: unknown, a: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      if (Array.isArray(a.input?.ids)) user.communicationIds = a.input.ids.map(String);
      return changedSub(ctx, user);
    },
    createReview: (_: unknown, a: Args, ctx: Ctx) => {
      // The domain's review rule, the one the form checks; one review per product and customer.
      const problem = Object.values(reviewProblems({ rating: a.rating, body: a.body }))[0];
      if (problem) fail(problem);
      if (!ctx.state.products.some((p) => p.id === a.product)) fail('Product not found');
      if (mine(ctx, 'reviews').some((r) => r.productId === a.product)) fail('You have already reviewed this product.');
      return add(ctx, 'reviews', { productId: a.product, rating: a.rating, body: String(a.body).trim(), type: a.type ?? PRODUCT_REVIEW_TYPE, status: 'pending', verify: false, updatedAt: nowIso(ctx) }, 'rv');
    },
    requestConsult: (_: unknown, { input }: Args, ctx: Ctx) => {
      if (mine(ctx, 'consults').some((c) => c.status === 'booked')) fail('You already have a booked consultation');
      return add(ctx, 'consults', { startTime: input.startTime, endTime: input.endTime ?? null, status: 'booked', comment: input.comment ?? null, accountManager: { first_name: 'Jules', avatar: '/images/account-manager.svg', title: 'Canine nutritionist' } }, 'co');
    },
    updateConsultStatus: (_: unknown, a: Args, ctx: Ctx) => changedSub(ctx, Object.assign(own(ctx, 'consults', a.id), { status: a.status })),
    // Anyone may apply (a business need not have an account); the domain's rule holds here too.
    createRetailerReq: (_: unknown, { input }: Args, ctx: Ctx) => {
      const checked = retailerRequest(retailerFormOf(input));
      if (!checked.ok) return fail(Object.values(checked.problems.fields)[0] ?? 'Please check the shipping address.');
      const id = publicRecord(ctx, 'retailerRequests', { ...checked.input, status: 'pending' } as unknown as Json);
      return { id, status: 'pending', business_name: checked.input.business_name };
    },
    acceptAgreement: (_: unknown, a: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      user.accepted_agreements = [...user.accepted_agreements.filter((x) => x.agreement !== a.id), { agreement: a.id, version: a.version }];
      return changedSub(ctx, user);
    },
    addBankAccount: (_: unknown, { input }: Args, ctx: Ctx) => add(ctx, 'bankAccounts', { name: input.name ?? null, bank_name: input.bank_name, account_number: input.account_number, routing_number: input.routing_number }, 'ba'),
    updateBankAccount: (_: unknown, { input }: Args, ctx: Ctx) => {
      const account = mine(ctx, 'bankAccounts')[0] ?? fail('No bank account yet');
      return changedSub(ctx, Object.assign(account, input));
    },
    addAffiliateContractRequest: (_: unknown, a: Args, ctx: Ctx) => add(ctx, 'affiliateContractRequests', { status: 'pending', type: String(a.input?.type ?? 'standard') }, 'cr'),
    cancelAffiliateContractRequest: (_: unknown, a: Args, ctx: Ctx) => changedSub(ctx, Object.assign(own(ctx, 'affiliateContractRequests', a.id), { status: 'canceled' })),
    createAffiliateReq: (_: unknown, a: Args, ctx: Ctx) => add(ctx, 'affiliateRequests', { ...(a.input ?? {}), status: 'pending' }, 'ar'),
    createTutorialLog: (_: unknown, a: Args, ctx: Ctx) => add(ctx, 'tutorialLogs', { status: String(a.input?.status ?? 'started'), updatedAt: nowIso(ctx) }, 'tl'),
    // An address goes on a list once, and only a real one (the domain's e-mail rule).
    addToList: (_: unknown, a: Args, ctx: Ctx) => {
      const email = requireValidEmail(a.input?.email);
      const list = String(a.input?.list ?? 'newsletter');
      const kept = (ctx.state.records.marketingLists ?? []).find((r) => (r.input as { email?: string; list?: string } | null)?.email === email && (r.input as { list?: string }).list === list);
      return { ok: true, id: kept?.id ?? publicRecord(ctx, 'marketingLists', { email, list }) };
    },
    sendMake: (_: unknown, a: Args, ctx: Ctx) => ({ ok: true, id: publicRecord(ctx, 'makes', a.input) }),
    // A response answers every question of its survey with one of that question's answers (the domain's rule).
    createSurveyResponse: (_: unknown, a: Args, ctx: Ctx) => {
      const survey = ctx.state.surveys.find((s) => s.id === a.input?.survey) ?? fail('Survey not found');
      if (!isResponseTo(survey, a.input)) fail('Please answer every question.');
      return { ok: true, id: publicRecord(ctx, 'surveyResponses', a.input) };
    },
    createAudioLog: (_: unknown, a: Args, ctx: Ctx) => ({ ok: true, id: add(ctx, 'audioLogs', { audioUrl: a.audioUrl }, 'al').id }),
    setAffiliateNotificationAsSeen: (_: unknown, a: Args, ctx: Ctx) => changedSub(ctx, Object.assign(own(ctx, 'affiliateNotifications', a.id), { status: 'seen' })),
    updateDog: (_: unknown, a: Args, ctx: Ctx) => {
      const dog = own(ctx, 'dogs', a.id);
      const fields = Object.fromEntries(Object.entries(a.inputDog).filter(([, v]) => v !== undefined)) as Record<string, Json>;
      return changedSub(ctx, Object.assign(dog, fields));
    },
    // Only the owner reports their dog lost or found, and where.
    reportDog: (_: unknown, a: Args, ctx: Ctx) => {
      const dog = mine(ctx, 'dogs').find((d) => d.id === a.input?.id || d.slug === a.input?.slug) ?? fail('Dog not found');
      return changedSub(ctx, Object.assign(dog, { isLost: a.input?.isLost ?? true, lastSeen: a.input?.lastSeen ?? nowIso(ctx), location: a.input?.location ?? dog.location }));
    },
  },
};

/** The wire's retailer request as the domain's form (social links one a line). */
function retailerFormOf(input: Record<string, unknown> | null | undefined): RetailerApplicationForm {
  const i = input ?? {};
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    business_name: s(i.business_name), business_type: s(i.business_type), contact_name: s(i.contact_name), email: s(i.email), phone: s(i.phone),
    shipping_address: (i.shipping_address ?? {}) as RetailerApplicationForm['shipping_address'],
    social_links: Array.isArray(i.social_links) ? i.social_links.map(String).join('\n') : '',
  };
}

/** Forms anyone may send (marketing list, survey, retailer application): kept with the caller when signed in. */
function publicRecord(ctx: Ctx, collection: string, input: Json): string {
  const userId = currentUser(ctx)?.id ?? null;
  const id = newId(ctx.state, 'pr');
  (ctx.state.records[collection] ??= []).push({ id, userId, input, createdAt: nowIso(ctx) });
  ctx.changed();
  return id;
}
