import { serviceToken } from '../../ports/service-token';
import type { User } from '../../domain/shop';
import type { GiftRegistration } from '../../ports/account-repository';

export type { GiftRegistration };

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
  /** Passwordless sign-in, step one: getVerify sends a one-time code by e-mail or text (001 §3 login types). */
  requestCode(to: string, channel: CodeChannel): Promise<void>;
  /** Passwordless sign-in, step two: verifyOTP with the code; a guest cart kept on this device joins the account. */
  signInWithCode(to: string, channel: CodeChannel, code: string): Promise<void>;
  /** Creates an account and signs in with it. */
  register(input: RegistrationInput): Promise<void>;
  /** checkIfUserExist: whether an account already has this e-mail or phone (asked before a registration). */
  accountExists(email: string, phone?: string): Promise<boolean>;
  /** Gift sign-up, step one: getVerifyFromGift sends the recipient a one-time code. */
  requestGiftCode(email: string, phone?: string): Promise<void>;
  /** Gift sign-up, step two: registerFromGift with the code; signs in with the account that now holds the gift. */
  registerFromGift(input: GiftRegistration): Promise<void>;
  /** Clears local email, cardId and phone, POST /api/logout, goes to /login (000 §4 Session end). */
  signOut(): Promise<void>;
}

export type CodeChannel = 'email' | 'sms';

export interface RegistrationInput {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
}

export const UserSession = serviceToken<UserSession>('UserSession');
