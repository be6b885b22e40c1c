// Product reviews (001 §3 Review; 000 §7 createReview(product, rating, body, type)): what a review must hold before
// it is sent, and how an average rating reads. The mock server checks a review with the same rule.

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MIN_REVIEW_LENGTH = 10;
export const MAX_REVIEW_LENGTH = 2000;
/** The review type the shop writes: a review of a product (000 §7's type; its values are not shown). */
export const PRODUCT_REVIEW_TYPE = 'product';

export const CHOOSE_RATING_MESSAGE = 'Please choose a rating';
export const REVIEW_TOO_SHORT_MESSAGE = `Please write at least ${MIN_REVIEW_LENGTH} characters`;
export const REVIEW_TOO_LONG_MESSAGE = `Please keep your review under ${MAX_REVIEW_LENGTH} characters`;

export interface ReviewDraft { rating: number; body: string }
export type ReviewProblems = Partial<Record<keyof ReviewDraft, string>>;

/** The problems of a review about to be sent; none means it may go. */
export function reviewProblems(draft: ReviewDraft): ReviewProblems {
  const problems: ReviewProblems = {};
  if (!Number.isInteger(draft.rating) || draft.rating < MIN_RATING || draft.rating > MAX_RATING) problems.rating = CHOOSE_RATING_MESSAGE;
  const body = typeof draft.body === 'string' ? draft.body.trim() : '';
  if (body.length < MIN_REVIEW_LENGTH) problems.body = REVIEW_TOO_SHORT_MESSAGE;
  else if (body.length > MAX_REVIEW_LENGTH) problems.body = REVIEW_TOO_LONG_MESSAGE;
  return problems;
}

export interface StarSplit { full: number; half: number; empty: number }

/** Five stars for an average: rounded to the nearest half star, always five in all. */
export function starSplit(average: number): StarSplit {
  const clamped = Number.isFinite(average) ? Math.min(MAX_RATING, Math.max(0, average)) : 0;
  const halves = Math.round(clamped * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return { full, half, empty: MAX_RATING - full - half };
}

/** How an average reads next to its count: '4.5 out of 5 · 2 reviews'; with none, 'No reviews yet'. */
export function ratingSummaryText(average: number, count: number): string {
  if (!(count > 0)) return 'No reviews yet';
  const shown = (Math.round(Math.min(MAX_RATING, Math.max(0, average)) * 10) / 10).toFixed(1);
  return `${shown} out of ${MAX_RATING} · ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** The shown name of a review's writer: first name and last initial ('Dana M.'); 'A customer' without a name. */
export function reviewerName(first?: string | null, last?: string | null): string {
  const f = (first ?? '').trim();
  const l = (last ?? '').trim();
  if (!f) return 'A customer';
  return l ? `${f} ${l[0].toUpperCase()}.` : f;
}
