import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AccountServicesGate } from '../account-kit/account-services-gate';
import { RequireSignIn } from '../app/route-guards';
import { Spinner } from '../primitives/spinner';
import { DashboardSidebar } from './dashboard-sidebar';
import '../styles/account.css';

// Each page is its own chunk, downloaded when first opened.
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
const HomePage = page(() => import('./pages/dashboard-home-page'));
const ProfilePage = page(() => import('./pages/profile-page'));
const DogsPage = page(() => import('./pages/dogs-page'));
const GiftPage = page(() => import('./pages/gift-page'));
const MembershipPage = page(() => import('./pages/membership-page'));
const ConsultationPage = page(() => import('./pages/consultation-page'));
const BillingPage = page(() => import('./pages/billing-page'));
const OrdersPage = page(() => import('./pages/orders-page'));
const CommunicationPage = page(() => import('./pages/communication-page'));
const ReviewsPage = page(() => import('./pages/reviews-page'));
const NotFoundPage = page(() => import('../catalog/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** The customer dashboard (001 §2): signed-in users only, the sidebar beside each page. */
export function DashboardArea() {
  return (
    <RequireSignIn>
      <div className="account-area dashboard-area">
        <DashboardSidebar />
        <div className="account-area__main">
          <AccountServicesGate>
          <Suspense fallback={<Spinner label="Loading the page" />}>
            <Routes>
              <Route index element={<HomePage />} />
              <Route path="profile" element={<ProfilePage />} />
              <Route path="subscriptions" element={<DogsPage />} />
              <Route path="gift" element={<GiftPage />} />
              <Route path="membership" element={<MembershipPage />} />
              <Route path="consultation" element={<ConsultationPage />} />
              <Route path="billing" element={<BillingPage />} />
              <Route path="orders" element={<OrdersPage />} />
              <Route path="communication" element={<CommunicationPage />} />
              <Route path="reviews" element={<ReviewsPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
          </AccountServicesGate>
        </div>
      </div>
    </RequireSignIn>
  );
}

export default DashboardArea;
