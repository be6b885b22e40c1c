import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../application/session/error-message';
import { ONE_TIME_CODE_LENGTH } from '../../domain/account';
import { isValidEmail, isValidPhone } from '../../domain/shop';
import { normalizeEmail } from '../../domain/email';
import { EMAIL_NOT_VALID_MESSAGE } from '../../domain/messages';
import { Notifications } from '../../ports/notifications';
import { useDocumentTitle } from '../app/document-title';
import { useService } from '../app/services-context';
import { useUserSession } from '../app/use-user-session';
import { AlertBar } from '../primitives/alert-bar';
import { FloatingInput } from '../primitives/floating-input';
import { OneTimeCodeForm } from './one-time-code-form';
import { SubmitButton } from './submit-button';
import './login.css';

// 000 §7 names getVerifyFromGift and registerFromGift but none of their words; these are the shop's (docs/decisions.md).
export const GIFT_SIGN_UP_TITLE = 'Claim your gift';
export const GIFT_CLAIMED_TEXT = 'Your gift is in your wallet.';
const PHONE_HINT = 'Please enter the number with its country code, for example +15125550100.';

type Field = 'coupon' | 'first_name' | 'last_name' | 'email' | 'phone';
type Values = Record<Field, string>;

function check(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.coupon.trim()) errors.coupon = 'Please enter the gift code from the e-mail.';
  if (!values.first_name.trim()) errors.first_name = 'Please enter your first name.';
  const email = normalizeEmail(values.email);
  if (!email) errors.email = 'Please enter your e-mail address.';
  else if (!isValidEmail(email)) errors.email = EMAIL_NOT_VALID_MESSAGE;
  const phone = values.phone.replace(/\s+/g, '');
  if (phone && !isValidPhone(phone)) errors.phone = PHONE_HINT;
  return errors;
}

/** Step two: the code sent to the recipient's e-mail makes (or finds) the account and redeems the gift. */
function CodeStep({ values, onBack }: { values: Values; onBack: () => void }) {
  const { session } = useUserSession();
  const notifications = useService(Notifications);
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const email = normalizeEmail(values.email);
  const phone = values.phone.replace(/\s+/g, '');

  const claim = async (e: FormEvent) => {
    e.preventDefault();
    if (code.length !== ONE_TIME_CODE_LENGTH) return setError(`Please enter the ${ONE_TIME_CODE_LENGTH}-digit code.`);
    setError(null);
    setFailure(null);
    setBusy(true);
    try {
      await session.registerFromGift({
        email, phone: phone || null, first_name: values.first_name.trim(), last_name: values.last_name.trim() || null, coupon: values.coupon.trim(), otp: code,
      });
      // News for the dashboard: the page change it leads to must not take it away.
      notifications.carryToNextPage(notifications.success(GIFT_CLAIMED_TEXT));
      navigate('/dashboard', { replace: true });
    } catch (problem) {
      setFailure(errorMessage(problem, 'The gift could not be claimed. Please try again.'));
      setBusy(false);
    }
  };
  const sendAgain = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await session.requestGiftCode(email, phone || undefined);
      setNotice('A new code is on its way.');
    } catch (problem) {
      setFailure(errorMessage(problem, 'The code could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <OneTimeCodeForm
      name="Enter your gift code"
      sentText="We sent a 6-digit code to"
      sentTo={email}
      code={code}
      onCodeChange={setCode}
      error={error}
      failure={failure}
      notice={notice}
      busy={busy}
      submitLabel="Claim gift"
      busyLabel="Claiming your gift…"
      onSubmit={claim}
      onSendAgain={sendAgain}
      backLabel="Change my details"
      onBack={onBack}
    />
  );
}

/** Step one: who the gift is for; getVerifyFromGift sends them a code. */
function DetailsStep({ values, setValues, onSent }: { values: Values; setValues: (next: (v: Values) => Values) => void; onSent: () => void }) {
  const { session } = useUserSession();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await session.requestGiftCode(normalizeEmail(values.email), values.phone.replace(/\s+/g, '') || undefined);
      onSent();
    } catch (problem) {
      setFailure(errorMessage(problem, 'The code could not be sent. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <form className="login__form" onSubmit={send} noValidate aria-label="Who the gift is for">
      {failure && <AlertBar tone="error">{failure}</AlertBar>}
      <FloatingInput label="Gift code" name="coupon" autoComplete="off" value={values.coupon} onChange={set('coupon')} error={errors.coupon} required />
      <div className="login__pair">
        <FloatingInput label="First name" name="first_name" autoComplete="given-name" value={values.first_name} onChange={set('first_name')} error={errors.first_name} required />
        <FloatingInput label="Last name" name="last_name" autoComplete="family-name" value={values.last_name} onChange={set('last_name')} />
      </div>
      <FloatingInput label="E-mail" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} hint="The address the gift was sent to." required />
      <FloatingInput label="Mobile phone (optional)" name="phone" type="tel" autoComplete="tel" inputMode="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
      <SubmitButton busy={busy} label="Send me a code" busyLabel="Sending code…" />
    </form>
  );
}

/**
 * /gift/redeem?coupon=…: the link of a gift e-mail. A visitor without an account gets one with the gift's
 * code (getVerifyFromGift, then registerFromGift); a signed-in customer claims it in the dashboard.
 */
export function GiftSignUpPage() {
  useDocumentTitle(GIFT_SIGN_UP_TITLE);
  const { state } = useUserSession();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Values>({ coupon: params.get('coupon')?.trim() ?? '', first_name: '', last_name: '', email: '', phone: '' });
  const [step, setStep] = useState<'details' | 'code'>('details');

  return (
    <section className="login" aria-labelledby="gift-sign-up-title">
      <h1 id="gift-sign-up-title">{GIFT_SIGN_UP_TITLE}</h1>
      {state.status === 'loading' ? (
        <p className="page-status" role="status">Checking your session…</p>
      ) : state.status === 'signedIn' && step === 'details' ? (
        <p>
          You are signed in as <strong>{state.user.email}</strong>. Claim the gift
          {values.coupon ? <> <code>{values.coupon}</code></> : null} in <Link to="/dashboard/gift">Send Gift</Link>.
        </p>
      ) : step === 'details' ? (
        <>
          <p>Someone sent you a gift. Tell us who you are and we will e-mail you a code to open your account with it.</p>
          <DetailsStep values={values} setValues={setValues} onSent={() => setStep('code')} />
          <p className="login__row">
            Already have an account? <Link to="/login?redirect=%2Fdashboard%2Fgift">Sign in</Link>
          </p>
        </>
      ) : (
        <CodeStep values={values} onBack={() => setStep('details')} />
      )}
    </section>
  );
}

export default GiftSignUpPage;
