import { Link } from 'react-router';
import { NewsletterSignup } from './newsletter-signup';
import { LEGAL_LINKS, SITE_MENUS, SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_PHONE } from './site-menus';

/** 001 §2: the footer with the fixed menus, social links, terms and policies, and support contacts. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__menus">
        {SITE_MENUS.map((menu) => (
          <section key={menu.title}>
            <h2 className="site-footer__heading">{menu.title}</h2>
            <ul>
              {menu.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <NewsletterSignup />
      <p className="site-footer__wholesale">
        Sell Pawprint in your shop, clinic or salon? <Link to="/retailers/apply">Apply for a wholesale account</Link>
      </p>
      <div className="site-footer__bottom">
        <address className="site-footer__support">
          Support: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> ·{' '}
          <a href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`}>{SUPPORT_PHONE}</a>
        </address>
        <ul className="site-footer__social">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.href}>
              <a href={s.href} rel="noopener noreferrer" target="_blank">
                {s.label}
              </a>
            </li>
          ))}
        </ul>
        <ul className="site-footer__legal">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
        <p className="site-footer__copy">© Pawprint</p>
      </div>
    </footer>
  );
}
