import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { StorefrontCatalogToken, type StorefrontCatalog } from '../../application/catalog/storefront-catalog';
import { orderedLoginMethods, type LoginMethod, DEFAULT_RETURN_PATH, safeReturnPath } from '../../domain/account';
import { useDocumentTitle } from '../app/document-title';
import { useService } from '../app/services-context';
import { useUserSession } from '../app/use-user-session';
import { CodeSignIn } from './code-sign-in';
import { LoginTabs, panelId, tabId } from './login-tabs';
import { PasswordSignIn } from './password-sign-in';
import { RegisterForm } from './register-form';
import './login.css';

export const DEFAULT_AFTER_SIGN_IN = DEFAULT_RETURN_PATH;

// The mock backend's seeded accounts (all with the password 'pawprint'), for demos.
export const DEMO_ACCOUNTS = [
  { email: 'demo@pawprint.test', who: 'customer' },
  { email: 'affiliate@pawprint.test', who: 'affiliate' },
  { email: 'retailer@pawprint.test', who: 'retailer' },
  { email: 'new@pawprint.test', who: 'new customer' },
  { email: 'unverified@pawprint.test', who: 'e-mail not verified yet' },
] as const;
export const DEMO_PASSWORD = 'pawprint';

/** Only same-site paths are followed after sign-in (an open redirect otherwise). */
export function safeRedirect(target: string | null): string {
  return safeReturnPath(target, DEFAULT_AFTER_SIGN_IN);
}

/** The settings' login default provider type, or the password when they cannot be read. */
function useLoginMethods(): LoginMethod[] | null {
  const catalog = useService(StorefrontCatalogToken);
  const [methods, setMethods] = useState<LoginMethod[] | null>(null);
  useEffect(() => {
    let live = true;
    catalog.settings().then(
      (s) => live && setMethods(orderedLoginMethods(s.login_default_provider_type)),
      () => live && setMethods(orderedLoginMethods(null)),
    );
    return () => {
      live = false;
    };
  }, [catalog]);
  return methods;
}

/** /login: the login types of 001 §3 (password, a one-time code by e-mail or text) and a new account; then back to ?redirect= or /dashboard. */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const { state } = useUserSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const methods = useLoginMethods();
  const [chosen, setChosen] = useState<LoginMethod | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const target = safeRedirect(params.get('redirect'));
  const onSignedIn = useCallback(() => {
    setSigningIn(true);
    navigate(target, { replace: true });
  }, [navigate, target]);

  // Already signed in (or just now): straight on to where the visitor was going.
  if (state.status === 'signedIn' && !signingIn) return <Navigate to={target} replace />;

  const selected = chosen ?? methods?.[0] ?? null;
  return (
    <div className="login">
      <h1>{selected === 'register' ? 'Create your account' : 'Sign in'}</h1>
      {!methods || !selected ? (
        <p className="page-status" role="status">
          Loading the ways to sign in…
        </p>
      ) : (
        <>
          <LoginTabs methods={methods} selected={selected} onSelect={setChosen} />
          <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} className="login__panel">
            {selected === 'password' && <PasswordSignIn onSignedIn={onSignedIn} />}
            {selected === 'mail' && <CodeSignIn key="email" channel="email" onSignedIn={onSignedIn} />}
            {selected === 'sms' && <CodeSignIn key="sms" channel="sms" onSignedIn={onSignedIn} />}
            {selected === 'register' && <RegisterForm onSignedIn={onSignedIn} onSignInInstead={() => setChosen('password')} />}
          </div>
        </>
      )}
      <section className="login__demo" aria-labelledby="demo-accounts">
        <h2 id="demo-accounts">Demo accounts</h2>
        <p>
          Every demo account uses the password <code>{DEMO_PASSWORD}</code>. One-time codes are printed in the server log.
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
