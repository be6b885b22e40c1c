import { serviceToken } from './service-token';
import type { User } from '../domain/shop/entities';

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
}

export const AccountRepository = serviceToken<AccountRepository>('AccountRepository');
