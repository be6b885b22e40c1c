import type { Role } from '../../src/domain/shop/entities';
import type { Session, SessionUser } from '../../src/ports/session';

/** The cookie session (GET /api/user, POST /api/logout) held in memory. */
export class FakeSession implements Session {
  logouts = 0;
  failNext: Error | null = null;
  constructor(public user: SessionUser = { isLoggedIn: false, me: null }) {}

  static guest() {
    return new FakeSession();
  }
  static loggedIn(email = 'jo@example.com', roles: Role[] = []) {
    return new FakeSession({ isLoggedIn: true, me: { email, roles } });
  }

  async current(): Promise<SessionUser> {
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    return structuredClone(this.user);
  }
  async logout(): Promise<void> {
    this.logouts++;
    this.user = { isLoggedIn: false, me: null };
  }
}
