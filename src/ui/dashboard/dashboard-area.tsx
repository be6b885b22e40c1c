import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { RequireSignIn } from '../app/route-guards';
import { FeatureServices } from '../app/services-context';
import { Spinner } from '../primitives/spinner';
import { DashboardSidebar } from './dashboard-sidebar';
import '../styles/account.css';

// Each page is its own chunk, downloaded when first opened.
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** 001 §2: the page of each dashboard route, by the path below /dashboard. */
const PAGES: Record<string, ComponentType> = {
  '': page(() => import('./pages/dashboard-home-page')),
  profile: page(() => import('./pages/profile-page')),
  subscriptions: page(() => import('./pages/dogs-page')),
  gift: page(() => import('./pages/gift-page')),
  membership: page(() => import('./pages/membership-page')),
  consultation: page(() => import('./pages/consultation-page')),
  billing: page(() => import('./pages/billing-page')),
  orders: page(() => import('./pages/orders-page')),
  communication: page(() => import('./pages/communication-page')),
  reviews: page(() => import('./pages/reviews-page')),
};
const NotFoundPage = page(() => import('../catalog/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** The page for a path under /dashboard (the router matched 'dashboard/*'); anything else is the 404 page. */
export function dashboardPageFor(pathname: string): ComponentType {
  const rest = pathname.replace(/^\/dashboard\/?/, '').replace(/\/$/, '');
  return Object.hasOwn(PAGES, rest) ? PAGES[rest] : NotFoundPage;
}

/** The customer dashboard (001 §2): signed-in users only, the sidebar beside each page. */
export function DashboardArea() {
  const Page = dashboardPageFor(useLocation().pathname);
  return (
    <RequireSignIn>
      <Suspense fallback={<Spinner label="Loading the page" />}>
        <FeatureServices feature="account">
          <div className="account-area dashboard-area">
            <DashboardSidebar />
            <div className="account-area__main">
              <Suspense fallback={<Spinner label="Loading the page" />}>
                <Page />
              </Suspense>
            </div>
          </div>
        </FeatureServices>
      </Suspense>
    </RequireSignIn>
  );
}

export default DashboardArea;
