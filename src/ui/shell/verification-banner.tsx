import { useEffect, useState } from 'react';
import { bannerFor, resendVerification, type VerificationBanner as Banner } from '../../application/session/email-verification-banner';
import { VERIFICATION_TEXTS } from '../../domain/messages';
import { EmailVerification } from '../../ports/email-verification';
import { Notifications } from '../../ports/notifications';
import { useService } from '../app/services-context';
import './verification-banner.css';

// 001 §4 gives the expired state 'a message with a link to resend'; these are the shop's words for it.
export const EXPIRED_TEXT = 'Your email verification link has expired.';
export const UNVERIFIED_TEXT = 'Your email address is not verified yet.';
export const RESEND_LABEL = 'Send a new verification link';

/** The banner itself: the latest status from the network, and the resend link when the link has expired. */
export function VerificationBanner() {
  const verification = useService(EmailVerification);
  const notifications = useService(Notifications);
  const [banner, setBanner] = useState<Banner>({ kind: 'hidden' });
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    verification.latestStatus().then(
      (status) => live && setBanner(bannerFor(status)),
      // The status could not be read: offer the resend rather than say nothing about an unverified address.
      () => live && setBanner({ kind: 'unverified' }),
    );
    return () => {
      live = false;
    };
  }, [verification]);

  if (banner.kind === 'hidden') return null;

  const resend = async () => {
    setSending(true);
    setBanner(await resendVerification(verification, notifications));
    setSending(false);
  };

  return (
    <div className={`verification-banner verification-banner--${banner.kind}`} role="region" aria-label="Email verification">
      {banner.kind === 'pending' ? (
        <p>{VERIFICATION_TEXTS.pending}</p>
      ) : (
        <p>
          {banner.kind === 'expired' ? EXPIRED_TEXT : UNVERIFIED_TEXT}{' '}
          <button type="button" className="verification-banner__resend" onClick={resend} disabled={sending} aria-busy={sending}>
            {RESEND_LABEL}
          </button>
        </p>
      )}
    </div>
  );
}
