import { useState } from 'react';
import type { Review } from '../../../domain/account';
import { formatDay } from '../../account-kit/format';
import { RemoteView } from '../../account-kit/remote-view';
import { usePageTitle } from '../../account-kit/use-account-title';
import { useRemote } from '../../account-kit/use-remote';
import { useCustomerAccount } from '../use-customer-account';
import { ReviewForm } from './review-form';
import { Pager } from '../../account-kit/pager';

export const REVIEWS_PAGE_SIZE = 5;

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}<span className="stars__off">{'★'.repeat(Math.max(0, 5 - rating))}</span>
    </span>
  );
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <li className="account-card">
      <p>
        <strong>{review.product?.name ?? 'Product'}</strong> <Stars rating={review.rating} />
        {review.status === 'pending' && <span className="badge">Waiting for approval</span>}
      </p>
      <p>{review.body}</p>
      <p className="muted">{formatDay(review.createdAt)}</p>
    </li>
  );
}

/** /dashboard/reviews: the customer's reviews, a page at a time, and a form to write one. */
export function ReviewsPage() {
  const title = usePageTitle('Reviews');
  const repo = useCustomerAccount();
  const [page, setPage] = useState(0);
  const reviews = useRemote(`reviews-${page}`, () => repo.userReviews(REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE));
  return (
    <section className="account-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <ReviewForm onCreated={() => (page === 0 ? reviews.refresh() : setPage(0))} />
      <h2>Your reviews</h2>
      <RemoteView remote={reviews} what="your reviews" isEmpty={(r) => r.count === 0} empty={<p>You haven't written a review yet.</p>}>
        {({ reviews: list, count }) => {
          const pages = Math.max(1, Math.ceil(count / REVIEWS_PAGE_SIZE));
          return (
            <>
              <ul className="plain-list account-stack">{list.map((r) => <ReviewCard key={r.id} review={r} />)}</ul>
              <Pager label="Review pages" page={page} pages={pages} onPage={setPage} />
            </>
          );
        }}
      </RemoteView>
    </section>
  );
}

export default ReviewsPage;
