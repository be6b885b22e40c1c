import { lazy, Suspense } from 'react';
import { initialPromoBannerState } from '../../domain';
import { useCartSummary } from '../cart/cart-hooks';
import { useReferral } from './use-referral';

const PromoBannerCard = lazy(() => import('./promo-banner-card'));

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
  return (
    <Suspense fallback={null}>
      <PromoBannerCard key={locked ? 'locked' : 'free'} pathname={pathname} name={referral.name} hidden={cart.loading} />
    </Suspense>
  );
}

