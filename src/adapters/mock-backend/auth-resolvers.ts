// me, sign-in by password or one-time code, registration and e-mail verification (000 §7 Authentication).
import type { OwnedRecord, UserRecord } from './shop-state';
import { newId } from './shop-state';
import { fail, normalizeEmail, nowIso, requireUser, type ResolverContext, type ResolverMap } from './resolver-context';
import { ACCESS_TOKEN_PLACEHOLDER, consumeOtp, issueOtp, startSession } from './sessions';
import { hashPassword, verifyPassword } from './password-hash';

type Args = Record<string, any>;
type Ctx = ResolverContext;

export const INVALID_LOGIN = 'Invalid email or password';
export const INVALID_CODE = 'Invalid verification code';
const CUSTOMER_ROLE = { id: '5f1e0affa1b2c3d4e5f60002', name: 'customer' };

const byEmail = (ctx: Ctx, email: unknown) => ctx.state.users.find((u) => u.email === normalizeEmail(email));
const byPhone = (ctx: Ctx, phone: unknown) => (phone ? ctx.state.users.find((u) => u.phone === String(phone).replace(/\s+/g, '')) : undefined);

function createUser(ctx: Ctx, fields: { email: string; password?: string; first_name?: string | null; last_name?: string | null; phone?: string | null }): UserRecord {
  const id = newId(ctx.state, 'u0');
  const user: UserRecord = {
    id, email: normalizeEmail(fields.email), password: fields.password ?? '', first_name: fields.first_name ?? '',
    last_name: fields.last_name ?? '', phone: fields.phone ?? null, username: null, email_verified: false, checkoutDone: false,
    new_user: true, company: null, avatar: null, status: 'active', ref: null, roles: [CUSTOMER_ROLE], accepted_agreements: [],
    wallet: { id: `wallet-${id}`, coins: 0, status: 'active', pending_coins: 0, lifetime_coins: 0 }, perks: [],
    communication_campaigns: [], permissions: { email: true, push: false, sms: false }, communicationIds: [], milestoneLevel: 0,
  };
  ctx.state.users.push(user);
  return user;
}

/** A guest cart handed over at sign-in becomes the user's cart, or its items join the cart they have. */
function claimCart(ctx: Ctx, user: UserRecord, cartId: string | null | undefined): void {
  const guest = cartId ? ctx.state.carts.find((c) => c.id === cartId && !c.userId) : undefined;
  if (!guest) return;
  const own = ctx.state.carts.find((c) => c.userId === user.id);
  if (!own) {
    guest.userId = user.id;
    ctx.cartChanged(guest.id);
    return;
  }
  own.items.push(...guest.items);
  ctx.state.carts = ctx.state.carts.filter((c) => c !== guest);
  ctx.cartChanged(own.id);
}

export const authResolvers: ResolverMap = {
  Query: {
    me: (_: unknown, _a: Args, ctx: Ctx) => requireUser(ctx),
    authMe: (_: unknown, _a: Args, ctx: Ctx) => ({ access_token: ACCESS_TOKEN_PLACEHOLDER, user: requireUser(ctx) }),
  },
  Mutation: {
    login: async (_: unknown, { input }: Args, ctx: Ctx) => {
      const user = byEmail(ctx, input.email);
      if (!user || !user.password || !(await verifyPassword(String(input.password ?? ''), user.password))) fail(INVALID_LOGIN);
      return startSession(ctx, user!);
    },
    register: async (_: unknown, { input }: Args, ctx: Ctx) => {
      if (byEmail(ctx, input.email)) fail('User already exists');
      if (String(input.password ?? '').length < 8) fail('Password must be at least 8 characters');
      const password = await hashPassword(String(input.password));
      // Checked again: another registration of the address may have finished while the hash was made.
      if (byEmail(ctx, input.email)) fail('User already exists');
      return startSession(ctx, createUser(ctx, { ...input, password }));
    },
    getVerify: (_: unknown, args: Args, ctx: Ctx) => {
      issueOtp(ctx, args.to, args.channel);
      return { status: 'pending', channel: args.channel, to: args.to };
    },
    verifyOTP: (_: unknown, args: Args, ctx: Ctx) => {
      if (!consumeOtp(ctx, args.to, args.code)) fail(INVALID_CODE);
      const email = String(args.to).includes('@');
      let user = email ? byEmail(ctx, args.to) : byPhone(ctx, args.to);
      if (!user && args.onCreate && email) user = createUser(ctx, { email: args.to });
      if (!user) fail('User not found');
      claimCart(ctx, user!, args.cart);
      return startSession(ctx, user!);
    },
    getVerifyFromGift: (_: unknown, args: Args, ctx: Ctx) => {
      issueOtp(ctx, args.email, 'email');
      return { status: 'pending', channel: 'email', to: args.email };
    },
    registerFromGift: (_: unknown, args: Args, ctx: Ctx) => {
      const coupon = (ctx.state.records.giftCoupons ?? []).find((c) => c.coupon === args.coupon);
      if (!coupon || coupon.redeemed) fail('Gift coupon is not valid');
      if (!consumeOtp(ctx, args.email, args.otp)) fail(INVALID_CODE);
      const user = byEmail(ctx, args.email) ?? createUser(ctx, args as { email: string });
      redeem(ctx, coupon!, user);
      return startSession(ctx, user);
    },
    checkIfUserExist: (_: unknown, args: Args, ctx: Ctx) => !!(byEmail(ctx, args.email) ?? byPhone(ctx, args.phone)),
    updateUserContact: (_: unknown, args: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      if (args.email) user.email = normalizeEmail(args.email);
      if (args.phone) user.phone = String(args.phone).replace(/\s+/g, '');
      ctx.changed();
      return user;
    },
    createEmailVerification: (_: unknown, _a: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      const list = (ctx.state.records.emailVerifications ??= []);
      list.forEach((v) => { if (v.userId === user.id && v.status === 'pending') v.status = 'expired'; });
      const record: OwnedRecord = { id: newId(ctx.state, 'ev'), userId: user.id, status: 'pending', createdAt: nowIso(ctx), updatedAt: nowIso(ctx) };
      list.push(record);
      ctx.log(`Email verification for ${user.email}: token ${record.id}`);
      ctx.changed();
      return record;
    },
    verifyEmail: (_: unknown, args: Args, ctx: Ctx) => {
      const record = (ctx.state.records.emailVerifications ?? []).find((v) => v.id === args.token);
      if (!record || record.status !== 'pending') fail('Verification link is invalid or expired');
      record!.status = 'verified';
      record!.updatedAt = nowIso(ctx);
      const user = ctx.state.users.find((u) => u.id === record!.userId);
      if (user) user.email_verified = true;
      ctx.changed();
      return record;
    },
  },
};

/** Gift coupon amounts go to the wallet as coins (1 coin = 1 cent). */
export function redeem(ctx: Ctx, coupon: OwnedRecord, user: UserRecord): void {
  coupon.redeemed = true;
  coupon.redeemedBy = user.id;
  coupon.redeemedOn = nowIso(ctx);
  user.wallet.coins += Number(coupon.amount);
  user.wallet.lifetime_coins += Number(coupon.amount);
  (ctx.state.records.walletLogs ??= []).push({
    id: newId(ctx.state, 'wl'), userId: user.id, type: 'gift_claim', amount: Number(coupon.amount), pending_amount: 0, amount_applied: 0,
    message: `Gift coupon ${coupon.coupon}`, meta: { current: Number(coupon.amount), balance: user.wallet.coins, pending_current: 0, pending_balance: user.wallet.pending_coins, data: null },
    createdAt: nowIso(ctx), updatedAt: nowIso(ctx), affiliate_log: null,
  });
  ctx.changed();
}
