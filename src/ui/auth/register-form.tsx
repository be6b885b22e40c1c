import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../application/session/error-message';
import { accountPhone, isValidEmail } from '../../domain/shop';
import { normalizeEmail } from '../../domain/email';
import { EMAIL_NOT_VALID_MESSAGE } from '../../domain/messages';
import { MINIMUM_PASSWORD_LENGTH } from '../../domain/account';
import { useUserSession } from '../app/use-user-session';
import { AlertBar } from '../primitives/alert-bar';
import { FloatingInput } from '../primitives/floating-input';
import { SubmitButton } from './submit-button';

type Field = 'first_name' | 'last_name' | 'email' | 'password' | 'phone';
type Values = Record<Field, string>;

function check(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.first_name.trim()) errors.first_name = 'Please enter your first name.';
  const email = normalizeEmail(values.email);
  if (!email) errors.email = 'Please enter your e-mail address.';
  else if (!isValidEmail(email)) errors.email = EMAIL_NOT_VALID_MESSAGE;
  if (values.password.length < MINIMUM_PASSWORD_LENGTH) errors.password = `Password must be at least ${MINIMUM_PASSWORD_LENGTH} characters`;
  const phone = accountPhone(values.phone);
  if (!phone.ok) errors.phone = phone.message;
  return errors;
}

// The spec names checkIfUserExist but not its words; these are the shop's (docs/decisions.md).
export const ACCOUNT_EXISTS_TEXT = 'An account with this e-mail or phone number already exists.';
export const SIGN_IN_INSTEAD_LABEL = 'Sign in instead';

/**
 * register: a new account, signed in at once. checkIfUserExist is asked first, so someone who already has an
 * account is sent to sign in rather than told off after typing a password. What was typed stays when refused.
 */
export function RegisterForm({ onSignedIn, onSignInInstead }: { onSignedIn: () => void; onSignInInstead?: () => void }) {
  const { session } = useUserSession();
  const [values, setValues] = useState<Values>({ first_name: '', last_name: '', email: '', password: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [exists, setExists] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = check(values);
    setErrors(next);
    setFailure(null);
    setExists(false);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const phone = values.phone.replace(/\s+/g, '');
      const email = normalizeEmail(values.email);
      // When the question cannot be answered the registration goes on: the server refuses a second account anyway.
      if (await session.accountExists(email, phone || undefined).catch(() => false)) {
        setExists(true);
        return;
      }
      await session.register({
        email,
        password: values.password,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim() || undefined,
        phone: phone || undefined,
      });
      onSignedIn();
    } catch (error) {
      setFailure(errorMessage(error, 'The account could not be created. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="login__form" onSubmit={submit} noValidate aria-label="Create an account">
      {failure && <AlertBar tone="error">{failure}</AlertBar>}
      {exists && (
        <AlertBar tone="error">
          {ACCOUNT_EXISTS_TEXT}{' '}
          {onSignInInstead && (
            <button type="button" className="link-button" onClick={onSignInInstead}>
              {SIGN_IN_INSTEAD_LABEL}
            </button>
          )}
        </AlertBar>
      )}
      <div className="login__pair">
        <FloatingInput label="First name" name="first_name" autoComplete="given-name" value={values.first_name} onChange={set('first_name')} error={errors.first_name} required />
        <FloatingInput label="Last name" name="last_name" autoComplete="family-name" value={values.last_name} onChange={set('last_name')} />
      </div>
      <FloatingInput label="E-mail" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} required />
      <FloatingInput
        label="Password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint={`At least ${MINIMUM_PASSWORD_LENGTH} characters.`}
        required
      />
      <FloatingInput label="Mobile phone (optional)" name="phone" type="tel" autoComplete="tel" inputMode="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
      <SubmitButton busy={busy} label="Create account" busyLabel="Creating account…" />
    </form>
  );
}
