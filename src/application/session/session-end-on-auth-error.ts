import type { AuthErrorListener } from '../../ports/api-errors';
import type { Navigation } from '../../ports/navigation';
import { LOGIN_PATH } from './current-user-session';
import type { SessionEnd } from './session-end-signal';

/**
 * 000 §8, 001 §8: on an authentication error the API adapter has cleared storage, called /api/logout and
 * emptied its cache; here the user is cleared and the visitor goes to /login. Several failing calls at once
 * end the session once: a repeat while already on /login is ignored.
 */
export class SessionEndOnAuthError implements AuthErrorListener {
  constructor(
    private readonly sessionEnd: SessionEnd,
    private readonly navigation: Navigation,
  ) {}

  onAuthError(message: string): void {
    this.sessionEnd.notify(message);
    if (this.navigation.location().pathname === LOGIN_PATH) return;
    this.navigation.go(LOGIN_PATH);
  }
}
