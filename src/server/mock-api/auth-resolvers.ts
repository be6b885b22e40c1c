// me, sign-in by password or one-time code, registration and e-mail verification (000 §7 Authentication).
import type { OwnedRecord, UserRecord } from './shop-state';
import { newId } from './shop-state';
import { currentUser, fail, normalizeEmail, nowIso, requireUser, type ResolverContext, type ResolverMap } from './resolver-context';
import { ACCESS_TOKEN_PLACEHOLDER, consumeOtp, issueOtp, otpTarget, startSession } from './sessions';
import { hashPassword } from '../crypto/password-hash';
import { passwordMatches } from './stored-secrets';
import { mayClaimCart } from './cart-authorization';
import { requireValidEmail, optionalValidPhone } from './contact-validation';
import { tokenHash } from './token-hash';
import { guestPurchasesOf } from '../../domain/account';
import { randomHex } from './resolver-context';

type Args = Record<string, any>;
type Ctx = ResolverContext;

export const INVALID_LOGIN = 'Invalid email or password';
export const INVALID_CODE = 'Invalid verification code';
export const CONTACT_TAKEN = 'This address belongs to another account';
export const CONTACT_CODE_NEEDED = 'Changing your e-mail or phone needs the code we sent to the new address';
/** How long an address proved by verifyOTP may be made the account's contact. */
const PROVED_CONTACT_MS = 15 * 60_000;

/** Records that the signed-in account proved `to` with its code (one proof per address, the newest kept). */
function proveContact(ctx: ResolverContext, user: UserRecord, to: string): void {
  const target = otpTarget(to);
  const list = (ctx.state.records.provedContacts ??= []).filter((p) => !(p.userId === user.id && p.to === target));
  list.push({ id: newId(ctx.state, 'pc'), userId: user.id, to: target, until: ctx.now() + PROVED_CONTACT_MS });
  ctx.state.records.provedContacts = list;
  ctx.changed();
}

/** Uses up the account's proof of `to`, if it has a live one. */
function takeProvedContact(ctx: ResolverContext, user: UserRecord, to: string): boolean {
  const target = otpTarget(to);
  const list = ctx.state.records.provedContacts ?? [];
  const proof = list.find((p) => p.userId === user.id && p.to === target && Number(p.until) > ctx.now());
  if (!proof) return false;
  ctx.state.records.provedContacts = list.filter((p) => p !== proof);
  ctx.changed();
  return true;
}
export const VERIFICATION_INVALID = 'Verification link is invalid or expired';
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
function claimCart(ctx: Ctx, user: UserRecord, cartId: string | null | undefined, verifiedContact: string): void {
  const guest = cartId ? ctx.state.carts.find((c) => c.id === cartId && !c.userId) : undefined;
  // The code went to the cart's own e-mail or phone: that, not the cart id, proves it is the caller's.
  if (!guest || !mayClaimCart(guest, verifiedContact)) return;
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

/**
 * The orders and boxes a guest paid for with this e-mail become the account's, once the account has proved
 * the e-mail (the code sent to it, a gift sign-up's code, a verified address).
 */
export function claimGuestPurchases(ctx: Ctx, user: UserRecord, provedEmail: string): void {
  const claimed = [...guestPurchasesOf(ctx.state.orders, provedEmail), ...guestPurchasesOf(ctx.state.subscriptions, provedEmail)];
  for (const record of claimed) record.userId = user.id;
  if (claimed.length === 0) return;
  if (ctx.state.orders.some((o) => o.userId === user.id)) user.checkoutDone = true;
  ctx.changed();
}

/** Whether anything was bought as a guest with this e-mail (such a buyer signs in by code without registering first). */
const hasGuestPurchases = (ctx: Ctx, email: string) =>
  guestPurchasesOf(ctx.state.orders, email).length > 0 || guestPurchasesOf(ctx.state.subscriptions, email).length > 0;

export const authResolvers: ResolverMap = {
  Query: {
    me: (_: unknown, _a: Args, ctx: Ctx) => requireUser(ctx),
    authMe: (_: unknown, _a: Args, ctx: Ctx) => ({ access_token: ACCESS_TOKEN_PLACEHOLDER, user: requireUser(ctx) }),
  },
  Mutation: {
    login: async (_: unknown, { input }: Args, ctx: Ctx) => {
      // Checked before the password is hashed: a throttled guess costs the server nothing.
      const account = normalizeEmail(input.email);
      ctx.guesses.check(ctx.client, account, ctx.now());
      const user = byEmail(ctx, input.email);
      if (!user || !(await passwordMatches(user, String(input.password ?? '')))) {
        ctx.guesses.failed(ctx.client, account, ctx.now());
        fail(INVALID_LOGIN);
      }
      ctx.guesses.succeeded(ctx.client, account);
      return startSession(ctx, user!);
    },
    register: async (_: unknown, { input }: Args, ctx: Ctx) => {
      requireValidEmail(input.email);
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
      // Signed in, proving an address no account has (000 §7: getVerify, verifyOTP, then updateUserContact):
      // the address is proved for this account, which stays signed in, and may become its e-mail or phone.
      const me = currentUser(ctx);
      if (me && !user && !args.onCreate) {
        proveContact(ctx, me, String(args.to));
        return startSession(ctx, me);
      }
      // A guest who paid with this e-mail has an account waiting, whether or not the page asked onCreate.
      if (!user && email && (args.onCreate || hasGuestPurchases(ctx, String(args.to)))) user = createUser(ctx, { email: args.to });
      if (!user) fail('User not found');
      // The code went to this e-mail: it is proved, and what was bought with it follows into the account.
      if (email) claimGuestPurchases(ctx, user!, user!.email);
      claimCart(ctx, user!, args.cart, String(args.to));
      return startSession(ctx, user!);
    },
    getVerifyFromGift: (_: unknown, args: Args, ctx: Ctx) => {
      const email = requireValidEmail(args.email);
      optionalValidPhone(args.phone);
      issueOtp(ctx, email, 'email');
      return { status: 'pending', channel: 'email', to: email };
    },
    // The code went to the e-mail, so it proves the address: a new account is made with it, an existing one is
    // signed in (its details are not changed here). A phone another account has is refused.
    registerFromGift: (_: unknown, args: Args, ctx: Ctx) => {
      const email = requireValidEmail(args.email);
      const phone = optionalValidPhone(args.phone);
      const coupon = (ctx.state.records.giftCoupons ?? []).find((c) => c.coupon === String(args.coupon ?? '').trim());
      if (!coupon || coupon.redeemed || !giftFor(coupon, email)) fail('Gift coupon is not valid');
      if (!consumeOtp(ctx, email, args.otp)) fail(INVALID_CODE);
      const existing = byEmail(ctx, email);
      if (!existing && phone && byPhone(ctx, phone)) fail(CONTACT_TAKEN);
      const user = existing ?? createUser(ctx, { email, phone, first_name: args.first_name, last_name: args.last_name });
      redeem(ctx, coupon!, user);
      // The code went to this e-mail: a gift sign-up proves it like a code sign-in.
      claimGuestPurchases(ctx, user, user.email);
      return startSession(ctx, user);
    },
    checkIfUserExist: (_: unknown, args: Args, ctx: Ctx) => !!(byEmail(ctx, args.email) ?? byPhone(ctx, args.phone)),
    // An e-mail or phone changes only with the code sent to the new one (code: an extension of 000 §7), and
    // only to one no other account has.
    updateUserContact: (_: unknown, args: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      const email = args.email ? requireValidEmail(args.email) : null;
      const phone = optionalValidPhone(args.phone);
      const changes: { email?: string; phone?: string } = {};
      if (email && email !== user.email) changes.email = email;
      if (phone && phone !== user.phone) changes.phone = phone;
      if (changes.email && byEmail(ctx, changes.email)) fail(CONTACT_TAKEN);
      if (changes.phone && byPhone(ctx, changes.phone)) fail(CONTACT_TAKEN);
      if (changes.email && changes.phone) fail('Change your e-mail and your phone one at a time');
      const target = changes.email ?? changes.phone;
      if (target) {
        // The spec's way: the new address was proved by verifyOTP while signed in. The mock also takes the code
        // itself (its extension `code`), for clients written against it.
        if (args.code) {
          if (!consumeOtp(ctx, target, String(args.code))) fail(INVALID_CODE);
        } else if (!takeProvedContact(ctx, user, target)) fail(CONTACT_CODE_NEEDED);
      }
      if (changes.email) Object.assign(user, { email: changes.email, email_verified: true });
      if (changes.phone) user.phone = changes.phone;
      ctx.changed();
      return user;
    },
    // The token is random, kept only as its hash, sent to the account's address (the server log) and never
    // answered to the page; the record's id is unrelated to it.
    createEmailVerification: (_: unknown, _a: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      const list = (ctx.state.records.emailVerifications ??= []);
      list.forEach((v) => { if (v.userId === user.id && v.status === 'pending') v.status = 'expired'; });
      const token = randomHex(32);
      const record: OwnedRecord = { id: newId(ctx.state, 'ev'), userId: user.id, status: 'pending', tokenHash: tokenHash(token), createdAt: nowIso(ctx), updatedAt: nowIso(ctx) };
      list.push(record);
      ctx.log(`Email verification for ${user.email}: /verify-email?token=${token}`);
      ctx.changed();
      return record;
    },
    // Only the signed-in account the token was made for can use it.
    verifyEmail: (_: unknown, args: Args, ctx: Ctx) => {
      const user = requireUser(ctx);
      const hash = tokenHash(String(args.token ?? ''));
      const record = (ctx.state.records.emailVerifications ?? []).find((v) => v.tokenHash === hash && v.userId === user.id);
      if (!record || record.status !== 'pending') fail(VERIFICATION_INVALID);
      record!.status = 'verified';
      record!.updatedAt = nowIso(ctx);
      user.email_verified = true;
      // A registration by password proves its e-mail only here; what a guest bought with it follows now.
      claimGuestPurchases(ctx, user, user.email);
      ctx.changed();
      return record;
    },
  },
};

/** A gift addressed to someone is theirs alone; one without a recipient goes to whoever holds its code. */
export function giftFor(coupon: OwnedRecord, email: unknown): boolean {
  return !coupon.recipient_email || normalizeEmail(coupon.recipient_email) === normalizeEmail(email);
}

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
