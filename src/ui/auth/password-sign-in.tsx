import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../application/session/error-message';
import { normalizeEmail } from '../../domain/email';
import { useUserSession } from '../app/use-user-session';
import { AlertBar } from '../primitives/alert-bar';
import { FloatingInput } from '../primitives/floating-input';
import { SubmitButton } from './submit-button';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** Login type 'password': e-mail and password (login). */
export function PasswordSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { session } = useUserSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: FieldErrors = {};
    if (!email.trim()) next.email = 'Please enter your e-mail address.';
    if (!password) next.password = 'Please enter your password.';
    setErrors(next);
    setFailure(null);
    if (next.email || next.password) return;
    setBusy(true);
    try {
      await session.signIn(normalizeEmail(email), password);
      onSignedIn();
    } catch (error) {
      setFailure(errorMessage(error, 'Sign-in failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="login__form" onSubmit={submit} noValidate aria-label="Sign in with your password">
      {failure && <AlertBar tone="error">{failure}</AlertBar>}
      <FloatingInput label="E-mail" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} required />
      <FloatingInput
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        required
      />
      <SubmitButton busy={busy} label="Sign in" busyLabel="Signing in…" />
    </form>
  );
}
