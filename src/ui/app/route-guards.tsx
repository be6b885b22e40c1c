import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import type { User } from '../../domain/shop';
import { isAffiliate, isRetailer } from '../../domain/shop';
import { useDocumentTitle } from './document-title';
import { useUserSession } from './use-user-session';

/** The areas a role opens (001 §2 Account routes, §6). */
export type AreaRole = 'affiliate' | 'retailer';

const AREA_NAMES: Record<AreaRole, string> = {
  affiliate: 'The affiliate area',
  retailer: 'The retailer shop',
};

const HAS_ROLE: Record<AreaRole, (user: User) => boolean> = {
  // 001 §6: an affiliate by the fixed role id, a retailer by the role name.
  affiliate: (user) => isAffiliate(user.roles),
  retailer: (user) => isRetailer(user.roles),
};

export const NOT_AVAILABLE_TITLE = 'Not available to your account';
export const CHECKING_SESSION_TEXT = 'Checking your session…';

/** The /login address that brings the visitor back to `path` (a same-site path) after signing in. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

function CheckingSession() {
  return (
    <p className="page-status" role="status">
      {CHECKING_SESSION_TEXT}
    </p>
  );
}

function useGuardState(role?: AreaRole): 'loading' | 'guest' | 'wrongRole' | 'allowed' {
  const { state } = useUserSession();
  if (state.status === 'loading') return 'loading';
  if (state.status === 'guest') return 'guest';
  if (role && !HAS_ROLE[role](state.user)) return 'wrongRole';
  return 'allowed';
}

function ToLogin() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
}

/**
 * A signed-in area, optionally for one role. Guests go to /login and come back afterwards;
 * a signed-in user without the role sees why, with a way back, instead of a blank page.
 */
export function RequireSignIn({ role, children }: { role?: AreaRole; children?: ReactNode }) {
  const guard = useGuardState(role);
  if (guard === 'loading') return <CheckingSession />;
  if (guard === 'guest') return <ToLogin />;
  if (guard === 'wrongRole' && role) return <NotAvailablePage role={role} />;
  return <>{children ?? <Outlet />}</>;
}

/** 001 §2: /affiliate/dashboard and below, affiliates only. */
export function RequireAffiliate({ children }: { children?: ReactNode }) {
  return <RequireSignIn role="affiliate">{children}</RequireSignIn>;
}

/** 001 §2: /retailer-shop, retailers only. */
export function RequireRetailer({ children }: { children?: ReactNode }) {
  return <RequireSignIn role="retailer">{children}</RequireSignIn>;
}

/** What a signed-in user sees in an area their account has no role for. */
export function NotAvailablePage({ role }: { role: AreaRole }) {
  useDocumentTitle(NOT_AVAILABLE_TITLE);
  return (
    <section className="not-available" aria-labelledby="not-available-title">
      <h1 id="not-available-title">{NOT_AVAILABLE_TITLE}</h1>
      <p>{AREA_NAMES[role]} is only open to {role === 'affiliate' ? 'affiliate' : 'retailer'} accounts. You are signed in with an account that does not have that role.</p>
      <p className="not-available__links">
        <Link className="button button--primary" to="/dashboard">
          Go to your dashboard
        </Link>
        <Link className="button" to="/">
          Back to the shop
        </Link>
      </p>
    </section>
  );
}
