import { serviceToken } from './service-token';
import type { User } from '../domain/shop';

export interface AuthResult {
  access_token: string;
  user: User;
}

/** The signed-in customer and the ways to sign in (000 §7 Authentication, 001 §7 me). */
export interface AccountRepository {
  /** me: only asked when logged in; rejects with the server's message on an auth error. */
  me(): Promise<User | null>;
  login(email: string, password: string): Promise<AuthResult>;
  register(input: { email: string; password: string; first_name?: string; last_name?: string; phone?: string }): Promise<AuthResult>;
  /** Sends a one-time code by 'email' or 'sms'. */
  requestCode(to: string, channel: 'email' | 'sms'): Promise<void>;
  verifyCode(input: { code: string; to: string; channel: 'email' | 'sms'; cartId?: string | null; onCreate?: boolean }): Promise<AuthResult>;
  /** checkIfUserExist(email, phone): whether an account already has this e-mail or phone. */
  userExists(contact: { email?: string | null; phone?: string | null }): Promise<boolean>;
  /** getVerifyFromGift(email, phone): sends the gift's recipient a one-time code. */
  requestGiftCode(email: string, phone?: string | null): Promise<void>;
  /** registerFromGift: the account of a gift's recipient, made (or found) with the code, the gift redeemed into its wallet. */
  registerFromGift(input: GiftRegistration): Promise<AuthResult>;
}

export interface GiftRegistration {
  email: string;
  phone?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  coupon: string;
  otp: string;
}

export const AccountRepository = serviceToken<AccountRepository>('AccountRepository');
