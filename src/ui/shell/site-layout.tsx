import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useUserSession } from '../app/use-user-session';
import { PromoBanner } from '../promo/promo-banner';
import { Header } from './header';
import { ReferralWatcher } from './referral-watcher';
import { SiteFooter } from './site-footer';
import { ToastRegion } from './toast-region';

/**
 * 001 §2 the general layout: header, page, footer, toasts and the promo banner. The cart panel and the
 * add-to-cart modal are mounted once by the CartProvider around this layout.
 */
export function SiteLayout() {
  const { session } = useUserSession();
  const { pathname } = useLocation();

  useEffect(() => {
    void session.refresh();
  }, [session]);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <PromoBanner pathname={pathname} />
      <ToastRegion />
      <ReferralWatcher />
      <ScrollRestoration />
    </div>
  );
}
