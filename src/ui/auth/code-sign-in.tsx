import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../application/session/error-message';
import { isValidEmail, isValidPhone, normalizeEmail } from '../../domain/shop/contact';
import { ONE_TIME_CODE_LENGTH } from '../../domain/account/login-methods';
import { useUserSession } from '../app/use-user-session';
import { AlertBar } from '../primitives/alert-bar';
import { FloatingInput } from '../primitives/floating-input';
import { OneTimeCodeForm } from './one-time-code-form';
import { SubmitButton } from './submit-button';

type Channel = 'email' | 'sms';

const CHANNEL_TEXT: Record<Channel, { label: string; invalid: string; empty: string; sentTo: string }> = {
  email: {
    label: 'E-mail',
    empty: 'Please enter your e-mail address.',
    invalid: 'Email is not valid',
    sentTo: 'We sent a 6-digit code to',
  },
  sms: {
    label: 'Mobile phone',
    empty: 'Please enter your mobile phone number.',
    invalid: 'Please enter the number with its country code, for example +15125550100.',
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
    const problem = !address ? text.empty : (channel === 'email' ? isValidEmail(address) : isValidPhone(address)) ? null : text.invalid;
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
        <FloatingInput
          label={text.label}
          name={channel === 'email' ? 'email' : 'phone'}
          type={channel === 'email' ? 'email' : 'tel'}
          autoComplete={channel === 'email' ? 'email' : 'tel'}
          inputMode={channel === 'email' ? 'email' : 'tel'}
          placeholder={channel === 'sms' ? '+15125550100' : undefined}
          value={to}
          onChange={setTo}
          error={fieldError}
          required
        />
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
