import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { ratingSummaryText, reviewerName, starSplit } from '../../domain/shop';
import { ProductReviews, type PublishedReview, type ReviewOrder } from '../../ports/product-reviews';
import { formatDay } from '../account-kit/format';
import { ShowMore, useGrowingList } from '../account-kit/growing-list';
import { RemoteView } from '../account-kit/remote-view';
import { useRemote } from '../account-kit/use-remote';
import { FeatureServices, useService } from '../app/services-context';
import { useUserSession } from '../app/use-user-session';
import { Spinner } from '../primitives/spinner';
import './feedback.css';

export const REVIEWS_PER_PAGE = 5;

/** Five stars for an average, read out as the number. */
export function AverageStars({ average }: { average: number }) {
  const { full, half, empty } = starSplit(average);
  return (
    <span className="review-stars" role="img" aria-label={`Rated ${(Math.round(average * 10) / 10).toFixed(1)} out of 5`}>
      {'★'.repeat(full)}
      {half ? <span className="review-stars__half">★<span aria-hidden="true">★</span></span> : null}
      <span className="review-stars__off">{'★'.repeat(empty)}</span>
    </span>
  );
}

function ReviewItem({ review }: { review: PublishedReview }) {
  return (
    <li className="review-item">
      <p className="review-item__head">
        <AverageStars average={review.rating} />
        <strong>{reviewerName(review.first_name, review.last_name)}</strong>
        {review.verify && <span className="badge">Verified buyer</span>}
        {review.createdAt && <span className="muted">{formatDay(review.createdAt)}</span>}
      </p>
      <p className="review-item__body">{review.body}</p>
    </li>
  );
}

/** What the shopper may do: sign in, write a review from the dashboard, or see the one they wrote. */
function WriteLink({ product }: { product: string }) {
  const { state } = useUserSession();
  const reviews = useService(ProductReviews);
  const signedIn = state.status === 'signedIn';
  const mine = useRemote(`own-review:${product}:${signedIn}`, () => (signedIn ? reviews.mine(product) : Promise.resolve(null)));
  if (state.status === 'loading') return null;
  if (!signedIn) {
    const back = `/dashboard/reviews?product=${encodeURIComponent(product)}`;
    return <p><Link to={`/login?redirect=${encodeURIComponent(back)}`}>Bought this? Sign in to write a review</Link></p>;
  }
  if (mine.status !== 'ready') return null;
  if (mine.data) return <p className="muted">You reviewed this product{mine.data.status === 'pending' ? '; it shows here once approved' : ''}.</p>;
  return <p><Link className="button" to={`/dashboard/reviews?product=${encodeURIComponent(product)}`}>Write a review</Link></p>;
}

/** The published reviews in one order, a page more at each 'Show more'; a new order starts from its first page. */
function ReviewList({ product, order, headingId }: { product: string; order: ReviewOrder; headingId: string }) {
  const reviews = useService(ProductReviews);
  const list = useGrowingList(`reviews:${product}:${order}`, REVIEWS_PER_PAGE, (limit) => reviews.page(product, limit, 0, order));
  return (
    <RemoteView remote={list} what="the reviews" isEmpty={(l) => l.length === 0} empty={<p>No reviews yet.</p>}>
      {(shown) => (
        <>
          <ul className="reviews__list" aria-labelledby={headingId}>{shown.map((r) => <ReviewItem key={r.id} review={r} />)}</ul>
          <ShowMore list={list} shown={shown} />
        </>
      )}
    </RemoteView>
  );
}

function ReviewsContent({ product, headingId }: { product: string; headingId: string }) {
  const reviews = useService(ProductReviews);
  const [order, setOrder] = useState<ReviewOrder>('newest');
  const summary = useRemote(`review-summary:${product}`, () => reviews.summary(product));
  return (
    <>
      <RemoteView remote={summary} what="the rating">
        {({ average, count }) => (
          <p className="reviews__summary">
            {count > 0 && <AverageStars average={average} />} <span>{ratingSummaryText(average, count)}</span>
          </p>
        )}
      </RemoteView>
      <WriteLink product={product} />
      {summary.status === 'ready' && summary.data.count > 0 && (
        <>
          <div className="reviews__order">
            <label htmlFor={`${headingId}-order`}>Sort reviews</label>
            <select id={`${headingId}-order`} value={order} onChange={(e) => setOrder(e.target.value as ReviewOrder)}>
              <option value="newest">Newest first</option>
              <option value="highest">Highest rated first</option>
            </select>
          </div>
          <ReviewList key={order} product={product} order={order} headingId={headingId} />
        </>
      )}
    </>
  );
}

/** A product page's reviews: the average and count, the published reviews a page at a time, and the way to write one. */
export function ProductReviewsSection({ product }: { product: string }) {
  const headingId = useId();
  return (
    <section className="reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>Reviews</h2>
      <Suspense fallback={<Spinner label="Loading the reviews" />}>
        <FeatureServices feature="account">
          <ReviewsContent product={product} headingId={headingId} />
        </FeatureServices>
      </Suspense>
    </section>
  );
}

export default ProductReviewsSection;
