import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { confirmEmail, verificationToken, type EmailConfirmation } from '../../application/session/email-confirmation';
import { resendVerification } from '../../application/session/email-verification-banner';
import { VERIFICATION_TEXTS } from '../../domain/messages';
import { EmailVerification } from '../../ports/email-verification';
import { Notifications } from '../../ports/notifications';
import { useDocumentTitle } from '../app/document-title';
import { RequireSignIn } from '../app/route-guards';
import { useService } from '../app/services-context';
import { useUserSession } from '../app/use-user-session';
import { AlertBar } from '../primitives/alert-bar';
import { RESEND_LABEL } from '../shell/verification-banner';
import './login.css';

// The spec names verifyEmail(token) but none of its texts; these are the shop's words (docs/decisions.md).
export const VERIFY_EMAIL_TITLE = 'Verify your email';
export const VERIFYING_TEXT = 'Verifying your email address…';
export const VERIFIED_TEXT = 'Your email address is verified. Thank you!';
export const NO_TOKEN_TEXT = 'This verification link is incomplete. Please open the whole link from the e-mail, or send a new one.';

/** A new link for a refused or cut link: the banner's resend, with its toasts (001 §8). */
function ResendLink() {
  const verification = useService(EmailVerification);
  const notifications = useService(Notifications);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  if (state === 'sent') return <p role="status">{VERIFICATION_TEXTS.pending}</p>;
  const resend = async () => {
    setState('sending');
    const banner = await resendVerification(verification, notifications);
    setState(banner.kind === 'pending' ? 'sent' : 'idle');
  };
  return (
    <p>
      <button type="button" className="button button--primary" onClick={resend} disabled={state === 'sending'} aria-busy={state === 'sending'}>
        {RESEND_LABEL}
      </button>
    </p>
  );
}

function Confirmation() {
  const verification = useService(EmailVerification);
  const { session } = useUserSession();
  const { search } = useLocation();
  const token = verificationToken(search);
  const [outcome, setOutcome] = useState<EmailConfirmation | null>(null);
  // A token is good once: the page asks once per token, even when React runs the effect twice.
  const asked = useRef<{ token: string | null; answer: Promise<EmailConfirmation> } | null>(null);

  useEffect(() => {
    if (asked.current?.token !== token) asked.current = { token, answer: confirmEmail(verification, session, token) };
    let live = true;
    asked.current.answer.then((answer) => live && setOutcome(answer));
    return () => {
      live = false;
    };
  }, [verification, session, token]);

  if (!outcome) return <p className="page-status" role="status">{VERIFYING_TEXT}</p>;
  if (outcome.kind === 'verified') {
    return (
      <>
        <AlertBar tone="success">{VERIFIED_TEXT}</AlertBar>
        <p className="login__row">
          <Link className="button button--primary" to="/dashboard">Go to your dashboard</Link>
          <Link className="button" to="/">Back to the shop</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <AlertBar tone="error">{outcome.kind === 'failed' ? outcome.message : NO_TOKEN_TEXT}</AlertBar>
      <ResendLink />
    </>
  );
}

/** /verify-email?token=…: the link of the verification e-mail (verifyEmail), for the account it was sent to. */
export function VerifyEmailPage() {
  useDocumentTitle(VERIFY_EMAIL_TITLE);
  return (
    <section className="login" aria-labelledby="verify-email-title">
      <h1 id="verify-email-title">{VERIFY_EMAIL_TITLE}</h1>
      <RequireSignIn>
        <Confirmation />
      </RequireSignIn>
    </section>
  );
}

export default VerifyEmailPage;
