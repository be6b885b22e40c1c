import type { User } from '../../src/domain/shop/entities';
import type { AccountRepository, AuthResult, GiftRegistration } from '../../src/ports/account-repository';
import type { FakeSession } from './fake-session';

/** Accounts by e-mail with one password each; a successful login also logs the fake cookie session in. */
export class FakeAccountRepository implements AccountRepository {
  readonly calls: string[] = [];
  private accounts = new Map<string, { password: string; user: User }>();
  current: User | null = null;

  constructor(private readonly session?: FakeSession) {}

  withAccount(user: User, password = 'pawprint'): this {
    this.accounts.set(user.email, { password, user });
    return this;
  }

  signedInAs(user: User): this {
    this.withAccount(user);
    this.current = user;
    return this;
  }

  /** As the server: without a session cookie (never signed in, or logged out since) me is refused. */
  async me(): Promise<User | null> {
    this.calls.push('me');
    if (this.session && !this.session.user.isLoggedIn) this.current = null;
    if (!this.current) throw new Error('Not authenticated');
    return structuredClone(this.current);
  }

  async login(email: string, password: string): Promise<AuthResult> {
    this.calls.push(`login:${email}`);
    const account = this.accounts.get(email);
    if (!account || account.password !== password) throw new Error('Invalid email or password');
    this.current = account.user;
    if (this.session) this.session.user = { isLoggedIn: true, me: { email, roles: account.user.roles } };
    return { access_token: `token-${account.user.id}`, user: structuredClone(account.user) };
  }

  /** The one-time code the fake 'sends' (the mock server prints its own in the log). */
  static readonly CODE = '123456';
  private codesSentTo = new Set<string>();
  failNextWith: string | null = null;

  async register(input: { email: string; password: string; first_name?: string; last_name?: string; phone?: string }): Promise<AuthResult> {
    this.calls.push(`register:${input.email}`);
    this.throwIfFailing();
    if (this.accounts.has(input.email)) throw new Error('User already exists');
    const user: User = { id: `user-${this.accounts.size + 1}`, email: input.email, first_name: input.first_name ?? null, roles: [{ id: 'role-customer', name: 'customer' }], new_user: true, subscriptions: [] };
    this.withAccount(user, input.password);
    return this.signIn(user);
  }
  /** The code last sent to `to` (the server prints it in its log), or null when none was sent. */
  lastCode(to: string): string | null {
    return this.codesSentTo.has(to) ? FakeAccountRepository.CODE : null;
  }
  async requestCode(to: string, channel: 'email' | 'sms'): Promise<void> {
    this.calls.push(`requestCode:${channel}:${to}`);
    this.throwIfFailing();
    this.codesSentTo.add(to);
  }
  async verifyCode(input: { code: string; to: string; channel: 'email' | 'sms'; cartId?: string | null; onCreate?: boolean }): Promise<AuthResult> {
    this.calls.push(`verifyCode:${input.channel}:${input.to}:${input.code}:${input.cartId ?? ''}${input.onCreate ? ':onCreate' : ''}`);
    this.throwIfFailing();
    if (!this.codesSentTo.has(input.to) || input.code !== FakeAccountRepository.CODE) throw new Error('Invalid verification code');
    const account = [...this.accounts.values()].find((a) => a.user.email === input.to || a.user.phone === input.to);
    if (!account) throw new Error('User not found');
    return this.signIn(account.user);
  }

  async userExists(contact: { email?: string | null; phone?: string | null }): Promise<boolean> {
    this.calls.push(`userExists:${contact.email ?? ''}:${contact.phone ?? ''}`);
    this.throwIfFailing();
    return [...this.accounts.values()].some((a) => (!!contact.email && a.user.email === contact.email) || (!!contact.phone && a.user.phone === contact.phone));
  }
  /** Gift coupons not redeemed yet, by code, with the e-mail they were sent to. */
  readonly gifts = new Map<string, { recipient: string; amount: number }>();
  async requestGiftCode(email: string): Promise<void> {
    this.calls.push(`requestGiftCode:${email}`);
    this.throwIfFailing();
    this.codesSentTo.add(email);
  }
  async registerFromGift(input: GiftRegistration): Promise<AuthResult> {
    this.calls.push(`registerFromGift:${input.email}:${input.coupon}:${input.otp}`);
    this.throwIfFailing();
    const gift = this.gifts.get(input.coupon);
    if (!gift || gift.recipient !== input.email) throw new Error('Gift coupon is not valid');
    if (!this.codesSentTo.has(input.email) || input.otp !== FakeAccountRepository.CODE) throw new Error('Invalid verification code');
    this.gifts.delete(input.coupon);
    const existing = this.accounts.get(input.email)?.user;
    const user: User = existing ?? { id: `user-${this.accounts.size + 1}`, email: input.email, first_name: input.first_name ?? null, roles: [{ id: 'role-customer', name: 'customer' }], new_user: true, subscriptions: [] };
    if (!existing) this.withAccount(user, '');
    return this.signIn(user);
  }

  private signIn(user: User): AuthResult {
    this.current = user;
    if (this.session) this.session.user = { isLoggedIn: true, me: { email: user.email, roles: user.roles } };
    return { access_token: 'httponly-cookie', user: structuredClone(user) };
  }
  private throwIfFailing(): void {
    const message = this.failNextWith;
    this.failNextWith = null;
    if (message) throw new Error(message);
  }
}
