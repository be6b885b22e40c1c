import { lazy, Suspense } from 'react';
import { useUserSession } from '../app/use-user-session';

// Most visitors never need it: the banner's code loads only for a signed-in user with an unverified e-mail.
const VerificationBanner = lazy(() => import('./verification-banner').then((m) => ({ default: m.VerificationBanner })));

/** 001 §2 §4: the verification banner, only for signed-in users whose e-mail is unverified. */
export function VerificationGate() {
  const { state } = useUserSession();
  if (state.status !== 'signedIn' || state.user.email_verified !== false) return null;
  return (
    <Suspense fallback={null}>
      <VerificationBanner key={state.user.id} />
    </Suspense>
  );
}
