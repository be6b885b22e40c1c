import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRouteTitle } from '../app/document-title';
import { RouteFocus } from '../app/route-focus';
import { ScrollOnNavigation } from '../app/scroll-on-navigation';
import { SiteTypeContext, type SiteType } from '../app/site-type';
import { useUserSession } from '../app/use-user-session';
import { PromoBanner } from '../promo/promo-banner';
import { Header } from './header';
import { ReferralWatcher } from './referral-watcher';
import { DeferredFooter } from './deferred-footer';
import { ToastRegion } from './toast-region';
import { VerificationGate } from './verification-gate';

/**
 * 001 §2 the layouts: header, page, footer, toasts and the promo banner; the page's site type (site-type.ts)
 * picks general, blog (content pages), blank (no header and footer), dashboard or affiliate. The cart panel and the
 * add-to-cart modal are mounted once by the CartProvider around this layout.
 */
export function SiteLayout({ titleAt }: { titleAt: (pathname: string) => string | undefined }) {
  const { session } = useUserSession();
  const { pathname } = useLocation();
  const [siteType, setSiteType] = useState<SiteType>('general');
  // 001 §2 Layouts: the blank type shows the page alone, without header and footer.
  const chrome = siteType !== 'blank';

  useEffect(() => {
    void session.refresh();
  }, [session]);

  return (
    <div className={`site site--${siteType}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {chrome && <Header />}
      <main id="main" className="site-main" tabIndex={-1}>
        <SiteTypeContext.Provider value={setSiteType}>
          <RouteTitle titleAt={titleAt} />
          <RouteFocus />
          {chrome && <VerificationGate />}
          <Outlet />
        </SiteTypeContext.Provider>
      </main>
      {chrome && <DeferredFooter />}
      <PromoBanner pathname={pathname} />
      <ToastRegion />
      <ReferralWatcher />
      <ScrollOnNavigation />
    </div>
  );
}

/**
 * The tab title the routes name for the address in view, set before the page's own effects run so a page
 * that knows better (a product's name, 'Not available to your account') has the last word.
 */
function RouteTitle({ titleAt }: { titleAt: (pathname: string) => string | undefined }) {
  const { pathname } = useLocation();
  useRouteTitle(titleAt(pathname), pathname);
  return null;
}
