import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_RETURN_PATH, safeReturnPath } from '../../domain/return-path';
import { errorMessage } from '../../application/session/error-message';
import { useUserSession } from '../app/use-user-session';
import { AlertBar } from '../primitives/alert-bar';
import { FloatingInput } from '../primitives/floating-input';

export const DEFAULT_AFTER_SIGN_IN = DEFAULT_RETURN_PATH;

// The mock backend's seeded accounts (all with the password 'pawprint'), for demos.
export const DEMO_ACCOUNTS = [
  { email: 'demo@pawprint.test', who: 'customer' },
  { email: 'affiliate@pawprint.test', who: 'affiliate' },
  { email: 'retailer@pawprint.test', who: 'retailer' },
  { email: 'new@pawprint.test', who: 'new customer' },
] as const;
export const DEMO_PASSWORD = 'pawprint';

/** Only same-site paths are followed after sign-in (an open redirect otherwise). */
export function safeRedirect(target: string | null): string {
  return safeReturnPath(target, DEFAULT_AFTER_SIGN_IN);
}

interface FieldErrors {
  email?: string;
  password?: string;
}

/** /login: e-mail and password; afterwards the ?redirect= target or /dashboard. */
export function LoginPage() {
  const { state, session } = useUserSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = safeRedirect(params.get('redirect'));

  if (state.status === 'signedIn' && !busy) return <Navigate to={target} replace />;

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
      await session.signIn(email.trim().toLowerCase(), password);
      navigate(target, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, 'Sign-in failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login">
      <h1>Sign in</h1>
      <form className="login__form" onSubmit={submit} noValidate>
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
        <button type="submit" className="button button--primary button--large" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <section className="login__demo" aria-labelledby="demo-accounts">
        <h2 id="demo-accounts">Demo accounts</h2>
        <p>
          Every demo account uses the password <code>{DEMO_PASSWORD}</code>.
        </p>
        <ul>
          {DEMO_ACCOUNTS.map((a) => (
            <li key={a.email}>
              <code>{a.email}</code> ({a.who})
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default LoginPage;
