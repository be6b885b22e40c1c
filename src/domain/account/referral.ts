import { PROMO_BANNER_TEXTS } from '../messages';

export { PROMO_CLAIM_LABEL } from '../messages';

// 000 §2: ?ref= becomes ?aff= for an affiliate referrer, and ?aff= becomes ?ref= otherwise.
export function referralRedirect(
  query: { ref?: string; aff?: string },
  referrerIsAffiliate: boolean,
): { ref?: string; aff?: string } | null {
  if (query.ref && referrerIsAffiliate) return { aff: query.ref };
  if (query.aff && !referrerIsAffiliate) return { ref: query.aff };
  return null;
}

// 000 §4: codes are dropped once the user has a ref, has completed checkout, or is not new
// (an unknown new_user counts as not new).
export function shouldDropReferral(user: {
  ref?: string | null;
  checkoutDone?: boolean | null;
  new_user?: boolean | null;
}): boolean {
  return !!user.ref || user.checkoutDone === true || user.new_user !== true;
}

export function capitalize(name: string): string {
  const text = typeof name === 'string' ? name.trim() : '';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// 000 §2 promo banner lines.
export function promoBannerLines(referrerName?: string | null): [string, string, string] {
  const name = capitalize(referrerName ?? '');
  return [PROMO_BANNER_TEXTS.title, PROMO_BANNER_TEXTS.headline, name ? `with ${name}` : PROMO_BANNER_TEXTS.withoutReferrer];
}
