import type { User } from '../../domain/shop';
import { SESSION_KEYS_CLEARED_AT_LOGOUT, isGuestEmail } from '../../domain/account';
import type { AccountRepository } from '../../ports/account-repository';
import type { LocalStore, LocalStoreKey } from '../../ports/local-store';
import type { Navigation } from '../../ports/navigation';
import type { Session } from '../../ports/session';
import type { SessionEnd } from './session-end-signal';
import type { CodeChannel, GiftRegistration, RegistrationInput, UserSession, UserSessionState } from './user-session';

export interface CurrentUserSessionPorts {
  session: Session;
  accounts: AccountRepository;
  localStore: LocalStore;
  navigation: Navigation;
  sessionEnd: SessionEnd;
}

// 001 §4 Session: the local entries removed when the session ends (the domain's list).
export const SESSION_LOCAL_KEYS: readonly LocalStoreKey[] = SESSION_KEYS_CLEARED_AT_LOGOUT;

export const LOGIN_PATH = '/login';

const LOADING: UserSessionState = { status: 'loading', user: null };
const GUEST: UserSessionState = { status: 'guest', user: null };

/**
 * The current user as a small observable store: loading → guest | signedIn. Every refresh carries a
 * sequence number so an older answer never overwrites a newer one.
 */
export class CurrentUserSession implements UserSession {
  private state: UserSessionState = LOADING;
  private listeners = new Set<(state: UserSessionState) => void>();
  private sequence = 0;

  constructor(private readonly ports: CurrentUserSessionPorts) {
    ports.sessionEnd.subscribe(() => this.drop());
  }

  getSnapshot(): UserSessionState {
    return this.state;
  }

  subscribe(listener: (state: UserSessionState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async refresh(): Promise<void> {
    const ticket = ++this.sequence;
    let next: UserSessionState = GUEST;
    try {
      const current = await this.ports.session.current();
      // 000 §7: me is only asked when logged in.
      if (current.isLoggedIn) {
        const user = await this.ports.accounts.me();
        if (user) next = { status: 'signedIn', user };
      }
    } catch {
      // An auth error is handled by the AuthErrorListener; any other failure leaves a guest.
      next = GUEST;
    }
    if (ticket === this.sequence) this.set(next);
  }

  async signIn(email: string, password: string): Promise<void> {
    const result = await this.ports.accounts.login(email, password);
    await this.afterSignIn(result.user);
  }

  private async afterSignIn(user: User): Promise<void> {
    await this.refresh();
    // The cookie session may lag behind the token; the sign-in answer already names the user.
    if (this.state.status !== 'signedIn') this.signedInAs(user);
  }

  async requestCode(to: string, channel: CodeChannel): Promise<void> {
    await this.ports.accounts.requestCode(to, channel);
  }

  async signInWithCode(to: string, channel: CodeChannel, code: string): Promise<void> {
    const cartId = this.ports.localStore.get('cartId');
    // The e-mail this device shopped with as a guest: its first code sign-in opens the account its orders wait in.
    const onCreate = channel === 'email' && isGuestEmail(this.ports.localStore.get('email'), to);
    const result = await this.ports.accounts.verifyCode({ code, to, channel, cartId, ...(onCreate ? { onCreate } : {}) });
    await this.afterSignIn(result.user);
  }

  async register(input: RegistrationInput): Promise<void> {
    const result = await this.ports.accounts.register(input);
    await this.afterSignIn(result.user);
  }

  async accountExists(email: string, phone?: string): Promise<boolean> {
    return this.ports.accounts.userExists({ email, phone: phone || null });
  }

  async requestGiftCode(email: string, phone?: string): Promise<void> {
    await this.ports.accounts.requestGiftCode(email, phone || null);
  }

  async registerFromGift(input: GiftRegistration): Promise<void> {
    const result = await this.ports.accounts.registerFromGift(input);
    await this.afterSignIn(result.user);
  }

  async signOut(): Promise<void> {
    ++this.sequence;
    for (const key of SESSION_LOCAL_KEYS) this.ports.localStore.remove(key);
    this.set(GUEST);
    try {
      await this.ports.session.logout();
    } finally {
      this.ports.navigation.go(LOGIN_PATH);
    }
  }

  /** The API dropped the session: forget the user (storage and /api/logout are the adapter's part). */
  drop(): void {
    ++this.sequence;
    this.set(GUEST);
  }

  private signedInAs(user: User): void {
    this.set({ status: 'signedIn', user });
  }

  private set(next: UserSessionState): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener(next);
  }
}
