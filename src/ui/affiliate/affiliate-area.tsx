import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RequireAffiliate } from '../app/route-guards';
import { FeatureServices } from '../app/services-context';
import { useUserSession } from '../app/use-user-session';
import { Spinner } from '../primitives/spinner';
import { AffiliateHeader } from './affiliate-header';
import { AffiliateStatusProvider } from './affiliate-status';
import '../styles/account.css';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** 001 §2: the page of each affiliate route, by the path below /affiliate/dashboard. */
const PAGES: Record<string, ComponentType> = {
  '': page(() => import('./pages/panel-page')),
  latest: page(() => import('./pages/activities-page')),
  bank: page(() => import('./pages/bank-page')),
  deals: page(() => import('./pages/deals-page')),
  milestones: page(() => import('./pages/milestones-page')),
  kits: page(() => import('./pages/kits-page')),
};
const NotFoundPage = page(() => import('../catalog/not-found-page').then((m) => ({ default: m.NotFoundPage })));

const loading = <Spinner label="Loading the page" />;

function AffiliateLayout({ children }: { children: ReactNode }) {
  const { state } = useUserSession();
  return (
    <RequireAffiliate>
      <AffiliateStatusProvider>
        <div className="account-area affiliate-area">
          {state.user && <AffiliateHeader user={state.user} />}
          <div className="account-area__main">
            <Suspense fallback={loading}>{children}</Suspense>
          </div>
        </div>
      </AffiliateStatusProvider>
    </RequireAffiliate>
  );
}

/**
 * 001 §2 affiliate area, for the affiliate role only. Milestone Rewards is the exception for visitors who are not
 * signed in: they see the levels with a login dialog over them (001 §2) rather than being sent away.
 */
export function AffiliateArea() {
  const { state } = useUserSession();
  const rest = useLocation().pathname.replace(/^\/affiliate\/dashboard\/?/, '').replace(/\/$/, '');
  if (!Object.hasOwn(PAGES, rest)) {
    return (
      <Suspense fallback={loading}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const Page = PAGES[rest];
  return (
    <Suspense fallback={loading}>
      <FeatureServices feature="account">
        {rest === 'milestones' && state.status === 'guest' ? (
          <div className="account-area affiliate-area">
            <Suspense fallback={loading}>
              <Page />
            </Suspense>
          </div>
        ) : (
          <AffiliateLayout>
            <Page />
          </AffiliateLayout>
        )}
      </FeatureServices>
    </Suspense>
  );
}

export default AffiliateArea;
