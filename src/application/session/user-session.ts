import { serviceToken } from '../../ports/service-token';
import type { User } from '../../domain/entities';

export type UserSessionState =
  | { status: 'loading'; user: null }
  | { status: 'guest'; user: null }
  | { status: 'signedIn'; user: User };

/**
 * Who is using the shop right now. The cart, the header and the promo banner read it;
 * signing in, signing out and an authentication error change it.
 */
export interface UserSession {
  getSnapshot(): UserSessionState;
  subscribe(listener: (state: UserSessionState) => void): () => void;
  /** Reads GET /api/user and then me. */
  refresh(): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  /** Clears local email, cardId and phone, POST /api/logout, goes to /login (000 §4 Session end). */
  signOut(): Promise<void>;
}

export const UserSession = serviceToken<UserSession>('UserSession');
