import type { User } from '../../src/domain/entities';
import type { AccountRepository, AuthResult } from '../../src/ports/account-repository';
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

  async me(): Promise<User | null> {
    this.calls.push('me');
    return this.current ? structuredClone(this.current) : null;
  }

  async login(email: string, password: string): Promise<AuthResult> {
    this.calls.push(`login:${email}`);
    const account = this.accounts.get(email);
    if (!account || account.password !== password) throw new Error('Invalid email or password');
    this.current = account.user;
    if (this.session) this.session.user = { isLoggedIn: true, me: { email, roles: account.user.roles } };
    return { access_token: `token-${account.user.id}`, user: structuredClone(account.user) };
  }

  async register(): Promise<AuthResult> {
    throw new Error('register is not part of these tests');
  }
  async requestCode(): Promise<void> {}
  async verifyCode(): Promise<AuthResult> {
    throw new Error('verifyCode is not part of these tests');
  }
}
