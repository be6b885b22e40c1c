import { VERIFICATION_TEXTS } from '../../domain/messages';
import type { EmailVerification } from '../../ports/email-verification';
import type { Notifications } from '../../ports/notifications';
import { errorMessage } from './error-message';
import { withToasts } from '../toast-actions';

/** What the verification banner shows (001 §4): the pending text, or the expired text with a resend link. */
export type VerificationBanner = { kind: 'hidden' } | { kind: 'pending' } | { kind: 'expired' } | { kind: 'unverified' };

/** The banner for the latest verification status of a user whose e-mail is not verified. */
export function bannerFor(status: string | null): VerificationBanner {
  if (status === 'pending') return { kind: 'pending' };
  if (status === 'expired') return { kind: 'expired' };
  // No verification sent yet: the user can ask for one as with an expired link.
  if (status === null) return { kind: 'unverified' };
  return { kind: 'hidden' };
}

/**
 * Resend (001 §4 §8): the toast 'Sending new email verification email...' turns into 'Success! Please check
 * your inbox.' or the error's message; the status is then fetched again (network only) either way.
 */
export async function resendVerification(verification: EmailVerification, notifications: Notifications): Promise<VerificationBanner> {
  await withToasts(notifications, { progress: VERIFICATION_TEXTS.sending, done: VERIFICATION_TEXTS.sent }, () => verification.resend(), {
    message: errorMessage,
  }).catch(() => undefined);
  try {
    return bannerFor(await verification.latestStatus());
  } catch {
    return { kind: 'expired' };
  }
}
