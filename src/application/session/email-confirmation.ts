import type { EmailVerification } from '../../ports/email-verification';
import type { UserSession } from './user-session';
import { errorMessage } from './error-message';

/** What opening the link from the verification e-mail came to. */
export type EmailConfirmation = { kind: 'verified' } | { kind: 'failed'; message: string } | { kind: 'noToken' };

/** The token of a /verify-email address, or null when the link lost it (cut short by a mail program). */
export function verificationToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}

/**
 * verifyEmail(token) for the signed-in account; once it is verified the user is read again, so the
 * verification banner goes away everywhere. A refused link says the server's reason.
 */
export async function confirmEmail(verification: EmailVerification, session: UserSession, token: string | null): Promise<EmailConfirmation> {
  if (!token) return { kind: 'noToken' };
  try {
    await verification.verify(token);
  } catch (error) {
    return { kind: 'failed', message: errorMessage(error, 'Your email address could not be verified. Please try again.') };
  }
  // The address is verified whether or not the user can be read again now; the next read shows it.
  await session.refresh().catch(() => undefined);
  return { kind: 'verified' };
}
