import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../application/session/error-message';
import { isValidEmail, isValidPhone } from '../../domain/shop';
import { normalizeEmail } from '../../domain/email';
import { EMAIL_NOT_VALID_MESSAGE } from '../../domain/messages';
import { ONE_TIME_CODE_LENGTH } from '../../domain/account';
import { useUserSession } from '../app/use-user-session';
import { AlertBar } from '../primitives/alert-bar';
import { FloatingInput } from '../primitives/floating-input';
import { OneTimeCodeForm } from './one-time-code-form';
import { SubmitButton } from './submit-button';
import { PhoneInput } from '../cart/phone-input';

type Channel = 'email' | 'sms';

const CHANNEL_TEXT: Record<Channel, { label: string; invalid: string; empty: string; sentTo: string }> = {
  email: {
    label: 'E-mail',
    empty: 'Please enter your e-mail address.',
    invalid: EMAIL_NOT_VALID_MESSAGE,
    sentTo: 'We sent a 6-digit code to',
  },
  sms: {
    label: 'Mobile phone',
    empty: 'Please enter your mobile phone number.',
    invalid: 'Please enter a mobile number of the country chosen.',
    sentTo: 'We texted a 6-digit code to',
  },
};

/** Login types 'passwordless' by MAIL or SMS: getVerify sends a one-time code, verifyOTP signs in with it. */
export function CodeSignIn({ channel, onSignedIn }: { channel: Channel; onSignedIn: () => void }) {
  const { session } = useUserSession();
  const text = CHANNEL_TEXT[channel];
  const [to, setTo] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Whether the phone field's country takes the number as a real one.
  const [realPhone, setRealPhone] = useState(true);

  const target = () => (channel === 'email' ? normalizeEmail(to) : to.replace(/\s+/g, ''));

  const send = async (address: string, again: boolean) => {
    setFailure(null);
    setBusy(true);
    try {
      await session.requestCode(address, channel);
      setSentTo(address);
      setNotice(again ? 'A new code is on its way.' : null);
    } catch (error) {
      setFailure(errorMessage(error, 'The code could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const requestCode = async (e: FormEvent) => {
    e.preventDefault();
    const address = target();
    const valid = channel === 'email' ? isValidEmail(address) : realPhone && isValidPhone(address);
    const problem = !address ? text.empty : valid ? null : text.invalid;
    setFieldError(problem);
    if (!problem) await send(address, false);
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (!sentTo) return;
    if (code.length !== ONE_TIME_CODE_LENGTH) {
      setFieldError(`Please enter the ${ONE_TIME_CODE_LENGTH}-digit code.`);
      return;
    }
    setFieldError(null);
    setFailure(null);
    setBusy(true);
    try {
      await session.signInWithCode(sentTo, channel, code);
      onSignedIn();
    } catch (error) {
      setFailure(errorMessage(error, 'Sign-in failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (!sentTo) {
    return (
      <form className="login__form" onSubmit={requestCode} noValidate aria-label={`Get a sign-in code by ${channel === 'email' ? 'e-mail' : 'text message'}`}>
        {failure && <AlertBar tone="error">{failure}</AlertBar>}
        {channel === 'email' ? (
          <FloatingInput label={text.label} name="email" type="email" autoComplete="email" inputMode="email" value={to} onChange={setTo} error={fieldError} required />
        ) : (
          <PhoneInput label={text.label} value={to} onChange={setTo} onValidity={setRealPhone} error={fieldError} required />
        )}
        <SubmitButton busy={busy} label="Send code" busyLabel="Sending code…" />
      </form>
    );
  }

  return (
    <OneTimeCodeForm
      name="Enter your sign-in code"
      sentText={text.sentTo}
      sentTo={sentTo}
      code={code}
      onCodeChange={setCode}
      error={fieldError}
      failure={failure}
      notice={notice}
      busy={busy}
      submitLabel="Sign in"
      busyLabel="Signing in…"
      onSubmit={verify}
      onSendAgain={() => send(sentTo, true)}
      backLabel={channel === 'email' ? 'Use another e-mail' : 'Use another number'}
      onBack={() => {
        setSentTo(null);
        setCode('');
        setFailure(null);
        setNotice(null);
      }}
    />
  );
}
