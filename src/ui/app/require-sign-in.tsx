import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useUserSession } from './use-user-session';

/** 001 §2 Account routes: a signed-in page; guests go to /login and come back afterwards. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { state } = useUserSession();
  const location = useLocation();
  if (state.status === 'loading') {
    return (
      <p className="page-status" role="status">
        Checking your session…
      </p>
    );
  }
  if (state.status === 'guest') {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <>{children}</>;
}
