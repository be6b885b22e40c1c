import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import {
  initialPromoBannerState,
  nextPromoBannerState,
  PROMO_CLAIM_LABEL,
  promoBannerLines,
  togglePromoBanner,
  type PromoBannerState,
} from '../../domain';
import { useCartSummary } from '../app/cart-hooks';
import { useScrollState } from '../app/use-scroll-y';
import { useReferral } from './use-referral';

export const PROMO_IMAGE = '/images/free-meatballs.svg';

/**
 * 000 §2 Promo banner: bottom-left, shown only with a stored referrer and not while the cart loads. Starts
 * expanded, collapses 90% off-screen past 300 px unless toggled; on /box/start collapsed and locked.
 */
export function PromoBanner({ pathname }: { pathname: string }) {
  const referral = useReferral();
  const cart = useCartSummary();
  if (!referral.code) return null;
  // /box/start starts its own collapsed, locked state; elsewhere a manual toggle carries across pages.
  const locked = initialPromoBannerState(pathname).locked;
  // Hidden, not unmounted, while the cart (re)loads: the collapse state survives every cart reload.
  return <PromoBannerCard key={locked ? 'locked' : 'free'} pathname={pathname} name={referral.name} hidden={cart.loading} />;
}

/** The page keeps room for the banner at its foot (--pp-promo-reserve), so the banner never hides what is under it for good. */
function useReservedSpace(ref: React.RefObject<HTMLElement | null>, hidden: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const el = ref.current;
    if (!el || hidden) {
      root.style.removeProperty('--pp-promo-reserve');
      return undefined;
    }
    const measure = () => {
      const bottom = window.innerHeight - el.getBoundingClientRect().bottom;
      root.style.setProperty('--pp-promo-reserve', `${Math.ceil(el.offsetHeight + Math.max(0, bottom))}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--pp-promo-reserve');
    };
  }, [ref, hidden]);
}

function PromoBannerCard({ pathname, name, hidden }: { pathname: string; name: string | null; hidden: boolean }) {
  const [state, setState] = useScrollState<PromoBannerState>(() => initialPromoBannerState(pathname), nextPromoBannerState);
  const [title, headline, withLine] = promoBannerLines(name);
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLElement>(null);
  useReservedSpace(ref, hidden);

  return (
    <aside
      ref={ref}
      hidden={hidden}
      className={`promo-banner${state.collapsed ? ' promo-banner--collapsed' : ''}`}
      aria-labelledby={titleId}
    >
      <button
        type="button"
        className="promo-banner__toggle"
        aria-label={state.collapsed ? 'Expand offer' : 'Collapse offer'}
        aria-expanded={!state.collapsed}
        aria-controls={bodyId}
        onClick={() => setState(togglePromoBanner(state))}
      >
        <span aria-hidden="true">{state.collapsed ? '+' : '×'}</span>
      </button>
      <div id={bodyId} className="promo-banner__body" inert={state.collapsed || undefined}>
        <img className="promo-banner__image" src={PROMO_IMAGE} alt="Free meatballs" width={72} height={72} />
        <div className="promo-banner__text">
          <p id={titleId} className="promo-banner__title">
            {title}
          </p>
          <p className="promo-banner__headline">{headline}</p>
          <p className="promo-banner__with">{withLine}</p>
          <Link to="/box/start" className="button button--primary promo-banner__claim">
            {PROMO_CLAIM_LABEL}
          </Link>
        </div>
      </div>
    </aside>
  );
}
