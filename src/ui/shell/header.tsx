import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  headerBackground,
  INITIAL_HEADER_VISIBILITY,
  isAffiliate,
  isRetailer,
  nextHeaderVisibility,
  type HeaderVisibility,
} from '../../domain';
import { useCartSummary } from '../cart/cart-hooks';
import { useScrollState } from '../app/use-scroll-y';
import { useUserSession } from '../app/use-user-session';
import { CartIcon, ChatIcon, MenuIcon, PawIcon, SearchIcon, UserIcon } from './icons';
import { MarqueeBar } from './marquee-bar';
import { HEADER_LINKS } from './header-links';

// Below the fold until asked for: loaded on first open.
const SiteMenu = lazy(() => import('./site-menu').then((m) => ({ default: m.SiteMenu })));
const ChatWidget = lazy(() => import('./chat-widget').then((m) => ({ default: m.ChatWidget })));

// 001 §2 §9: the search icon and the menu icon swap every 2 s.
export const ICON_SWAP_MS = 2000;

interface HeaderScroll {
  white: boolean;
  visibility: HeaderVisibility;
}

const nextHeaderScroll = (prev: HeaderScroll, y: number): HeaderScroll => {
  const visibility = nextHeaderVisibility(prev.visibility, y);
  const white = headerBackground(y);
  return visibility === prev.visibility && white === prev.white ? prev : { white, visibility };
};

function useIconSwap(): boolean {
  const [showSearch, setShowSearch] = useState(true);
  useEffect(() => {
    const id = setInterval(() => setShowSearch((s) => !s), ICON_SWAP_MS);
    return () => clearInterval(id);
  }, []);
  return showSearch;
}

export const cartButtonName = (count: number) => `Open cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** 001 §2 Header: marquee, logo, navigation, cart, menu with search, chat, and the account controls. */
export function Header() {
  const { pathname } = useLocation();
  const { state, session } = useUserSession();
  const cart = useCartSummary();
  const [scroll] = useScrollState<HeaderScroll>({ white: false, visibility: INITIAL_HEADER_VISIBILITY }, nextHeaderScroll);
  const [menuOpen, setMenuOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const showSearchIcon = useIconSwap();
  const user = state.status === 'signedIn' ? state.user : null;
  const hidden = !scroll.visibility.visible && !menuOpen;

  return (
    <header
      className={`site-header${scroll.white ? ' site-header--white' : ''}${hidden ? ' site-header--hidden' : ''}`}
      data-scrolled={scroll.white}
      data-hidden={hidden}
    >
      <MarqueeBar pathname={pathname} />
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo" aria-label="Pawprint home">
          <PawIcon />
          <span aria-hidden="true">Pawprint</span>
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          <ul>
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <button type="button" className="button button--ghost chat-button" aria-label="Chat With Us" onClick={() => setChatOpen(true)}>
            <ChatIcon />
            <span>Chat With Us</span>
          </button>
          {user ? (
            <>
              <Link to="/dashboard" className="header-link">
                Dashboard
              </Link>
              {isAffiliate(user.roles) && (
                <Link to="/affiliate/dashboard" className="header-link">
                  Affiliate
                </Link>
              )}
              {isRetailer(user.roles) && (
                <Link to="/retailer-shop" className="header-link">
                  Retailer shop
                </Link>
              )}
              <button type="button" className="button button--ghost" onClick={() => void session.signOut()}>
                Log out
              </button>
            </>
          ) : (
            <>
              <Link to="/box/start" className="button button--primary start-box">
                START BOX
              </Link>
              {state.status === 'guest' && (
                <Link to="/login" className="icon-button" aria-label="Sign in">
                  <UserIcon />
                </Link>
              )}
              {/* The sign-in link's room while the session is still being read (as when the server drew the first
                  screen): a guest's header buttons do not jump aside when the link comes. */}
              {state.status === 'loading' && <span className="icon-button" aria-hidden="true" data-reserved="sign-in" />}
            </>
          )}
          {cart.itemCount > 0 && (
            <button type="button" className="icon-button cart-button" aria-label={cartButtonName(cart.itemCount)} onClick={cart.open}>
              <CartIcon />
              <span className="cart-button__badge" aria-hidden="true">
                {cart.itemCount}
              </span>
            </button>
          )}
          <button
            type="button"
            className="icon-button menu-button"
            aria-label="Menu and search"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            {showSearchIcon ? <SearchIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <Suspense fallback={null}>
        {menuOpen && <SiteMenu onClose={() => setMenuOpen(false)} />}
        {chatOpen && <ChatWidget onClose={() => setChatOpen(false)} />}
      </Suspense>
    </header>
  );
}
