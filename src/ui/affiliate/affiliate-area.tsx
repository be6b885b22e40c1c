import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AccountServicesGate } from '../account-kit/account-services-gate';
import { RequireAffiliate } from '../app/route-guards';
import { useUserSession } from '../app/use-user-session';
import { Spinner } from '../primitives/spinner';
import { AffiliateHeader } from './affiliate-header';
import { AffiliateStatusProvider } from './affiliate-status';
import '../styles/account.css';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
const PanelPage = page(() => import('./pages/panel-page'));
const ActivitiesPage = page(() => import('./pages/activities-page'));
const BankPage = page(() => import('./pages/bank-page'));
const DealsPage = page(() => import('./pages/deals-page'));
const MilestonesPage = page(() => import('./pages/milestones-page'));
const KitsPage = page(() => import('./pages/kits-page'));
const NotFoundPage = page(() => import('../catalog/not-found-page').then((m) => ({ default: m.NotFoundPage })));

function AffiliateLayout({ children }: { children: React.ReactNode }) {
  const { state } = useUserSession();
  return (
    <RequireAffiliate>
      <AccountServicesGate>
      <AffiliateStatusProvider>
        <div className="account-area affiliate-area">
          {state.user && <AffiliateHeader user={state.user} />}
          <div className="account-area__main">
            <Suspense fallback={<Spinner label="Loading the page" />}>{children}</Suspense>
          </div>
        </div>
      </AffiliateStatusProvider>
      </AccountServicesGate>
    </RequireAffiliate>
  );
}

/**
 * 001 §2 affiliate area, for the affiliate role only. Milestone Rewards is the exception for visitors who are not
 * signed in: they see the levels with a login dialog over them (001 §2) rather than being sent away.
 */
export function AffiliateArea() {
  const { state } = useUserSession();
  const inArea = (element: React.ReactNode) => <AffiliateLayout>{element}</AffiliateLayout>;
  return (
    <Routes>
      <Route index element={inArea(<PanelPage />)} />
      <Route path="latest" element={inArea(<ActivitiesPage />)} />
      <Route path="bank" element={inArea(<BankPage />)} />
      <Route path="deals" element={inArea(<DealsPage />)} />
      <Route
        path="milestones"
        element={
          state.status === 'guest' ? (
            <div className="account-area affiliate-area">
              <Suspense fallback={<Spinner label="Loading the page" />}>
                <MilestonesPage />
              </Suspense>
            </div>
          ) : (
            inArea(<MilestonesPage />)
          )
        }
      />
      <Route path="kits" element={inArea(<KitsPage />)} />
      <Route path="*" element={<Suspense fallback={null}><NotFoundPage /></Suspense>} />
    </Routes>
  );
}

export default AffiliateArea;
