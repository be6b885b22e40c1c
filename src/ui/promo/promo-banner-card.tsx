import { useId, useRef } from 'react';
import { Link } from 'react-router';
import {
  initialPromoBannerState,
  nextPromoBannerState,
  PROMO_CLAIM_LABEL,
  promoBannerLines,
  togglePromoBanner,
  type PromoBannerState,
} from '../../domain';
import { useReservedHeight } from '../app/use-reserved-height';
import { useScrollState } from '../app/use-scroll-y';

export const PROMO_IMAGE = '/images/free-meatballs.svg';

/** The banner itself, in a chunk of its own: only visitors with a referrer download it. */
export default function PromoBannerCard({ pathname, name, hidden }: { pathname: string; name: string | null; hidden: boolean }) {
  const [state, setState] = useScrollState<PromoBannerState>(() => initialPromoBannerState(pathname), nextPromoBannerState);
  const [title, headline, withLine] = promoBannerLines(name);
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLElement>(null);
  // The page keeps room for the banner at its foot, so it never hides what is under it for good.
  useReservedHeight(ref, !hidden, '--pp-promo-reserve');

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
