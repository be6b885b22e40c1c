import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { PageSearch } from './page-search';
import { isAffiliate, isRetailer } from '../../domain/shop';
import { useUserSession } from '../app/use-user-session';
import { SITE_MENUS, type MenuLink } from './site-menus';
import { useModalFocus } from './use-modal-focus';

/** 001 §6: the areas a signed-in user may open; on a phone the header has no room for them, the menu does. */
function useAccountLinks(): MenuLink[] {
  const { state } = useUserSession();
  if (state.status !== 'signedIn') return [];
  const links: MenuLink[] = [{ to: '/dashboard', label: 'Dashboard' }];
  if (isAffiliate(state.user.roles)) links.push({ to: '/affiliate/dashboard', label: 'Affiliate Panel' });
  if (isRetailer(state.user.roles)) links.push({ to: '/retailer-shop', label: 'Retailer Shop' });
  return links;
}

/** 001 §2: the full-screen menu with the fixed menus and page search. */
export function SiteMenu({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(true, panel, onClose);
  const account = useAccountLinks();

  return (
    <div className="site-menu" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={panel}>
      <div className="site-menu__top">
        <h2 id={titleId} className="site-menu__title">
          Menu
        </h2>
        <button type="button" className="icon-button site-menu__close" aria-label="Close menu" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <PageSearch onNavigate={onClose} autoFocus />
      <nav aria-label="Site menu" className="site-menu__grid">
        {account.length > 0 && (
          <section className="site-menu__group">
            <h3>Your account</h3>
            <ul>
              {account.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={onClose}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {SITE_MENUS.map((menu) => (
          <section key={menu.title} className="site-menu__group">
            <h3>{menu.title}</h3>
            <ul>
              {menu.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={onClose}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}
