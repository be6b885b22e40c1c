import type { User } from '../../src/domain/shop/entities';
import type { UserSession, UserSessionState } from '../../src/application/session/user-session';
import { aUser } from '../support/fixtures-accounts';

// The test users live with the shared fixtures; tests written against this file still find them here.
export { CUSTOMER_ROLE, RETAILER_ROLE, aUser } from '../support/fixtures-accounts';

/** A user session the test drives: start it as a guest, signed in, or still loading. */
export class FakeUserSession implements UserSession {
  private listeners = new Set<(state: UserSessionState) => void>();
  readonly calls: string[] = [];

  constructor(private state: UserSessionState = { status: 'guest', user: null }) {}

  static guest() {
    return new FakeUserSession({ status: 'guest', user: null });
  }
  static signedIn(user: User = aUser()) {
    return new FakeUserSession({ status: 'signedIn', user });
  }
  static loading() {
    return new FakeUserSession({ status: 'loading', user: null });
  }

  getSnapshot(): UserSessionState {
    return this.state;
  }
  subscribe(listener: (state: UserSessionState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  set(state: UserSessionState): void {
    this.state = state;
    for (const l of this.listeners) l(state);
  }
  async refresh(): Promise<void> {
    this.calls.push('refresh');
  }
  async signIn(email: string): Promise<void> {
    this.calls.push(`signIn:${email}`);
    this.set({ status: 'signedIn', user: aUser({ email }) });
  }
  async requestCode(to: string, channel: string): Promise<void> {
    this.calls.push(`requestCode:${channel}:${to}`);
  }
  async signInWithCode(to: string, channel: string, code: string): Promise<void> {
    this.calls.push(`signInWithCode:${channel}:${to}:${code}`);
    this.set({ status: 'signedIn', user: aUser(to.includes('@') ? { email: to } : { phone: to }) });
  }
  async register(input: { email: string; first_name?: string }): Promise<void> {
    this.calls.push(`register:${input.email}`);
    this.set({ status: 'signedIn', user: aUser({ email: input.email, first_name: input.first_name }) });
  }
  /** E-mails and phones the fake knows an account for (checkIfUserExist). */
  readonly existing = new Set<string>();
  async accountExists(email: string, phone?: string): Promise<boolean> {
    this.calls.push(`accountExists:${email}:${phone ?? ''}`);
    return this.existing.has(email) || (!!phone && this.existing.has(phone));
  }
  async requestGiftCode(email: string): Promise<void> {
    this.calls.push(`requestGiftCode:${email}`);
  }
  async registerFromGift(input: { email: string; coupon: string; otp: string; first_name?: string | null }): Promise<void> {
    this.calls.push(`registerFromGift:${input.email}:${input.coupon}:${input.otp}`);
    this.set({ status: 'signedIn', user: aUser({ email: input.email, first_name: input.first_name ?? undefined }) });
  }
  async signOut(): Promise<void> {
    this.calls.push('signOut');
    this.set({ status: 'guest', user: null });
  }
}
