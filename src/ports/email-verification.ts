/** 001 §3 Email verification status: pending and expired are seen; anything else counts as settled. */
import { serviceToken } from './service-token';
export type EmailVerificationStatus = string;

/** The signed-in user's e-mail verification (001 §4, §7): the latest status and the resend. */
export interface EmailVerification {
  /** getLatestEmailVerification, always from the network; null when the account has none. */
  latestStatus(): Promise<EmailVerificationStatus | null>;
  /** Resend e-mail verification (createEmailVerification); its result is not read. */
  resend(): Promise<void>;
  /** verifyEmail(token): the link from the e-mail, for the signed-in account it was sent to; rejects with the server's message. */
  verify(token: string): Promise<void>;
}

export const EmailVerification = serviceToken<EmailVerification>('EmailVerification');
