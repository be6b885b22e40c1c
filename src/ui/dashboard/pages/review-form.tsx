import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_REVIEW_LENGTH, reviewProblems } from '../../../domain/shop';
import { ActionStatus } from '../../account-kit/action-status';
import { useAction } from '../../account-kit/use-action';
import { useRemote } from '../../account-kit/use-remote';
import { useCustomerAccount } from '../use-customer-account';

/**
 * Write a review of something bought: product, a rating of 1 to 5 stars, and the text (createReview). A product
 * page's 'Write a review' link names its product (?product=), chosen here once the bought products have come.
 */
export function ReviewForm({ onCreated }: { onCreated: () => void }) {
  const repo = useCustomerAccount();
  const action = useAction();
  const products = useRemote('reviewable', () => repo.reviewableProducts());
  const [searchParams] = useSearchParams();
  const [product, setProduct] = useState(() => searchParams.get('product') ?? '');
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const list = products.status === 'ready' ? products.data : [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = { ...reviewProblems({ rating, body }) };
    if (!product || !list.some((p) => p.id === product)) found.product = 'Please choose a product';
    setErrors(found);
    if (Object.keys(found).length) return;
    if (await action.run('Sending your review…', () => repo.createReview({ product, rating, body: body.trim() }), 'Thanks! Your review is sent and shows once approved.')) {
      setProduct('');
      setRating(0);
      setBody('');
      onCreated();
    }
  };
  return (
    <form className="account-form" onSubmit={submit} aria-labelledby="write-title" noValidate>
      <h2 id="write-title">Write a review</h2>
      {products.status === 'error' && <p role="alert" className="field-error">We couldn't load the products you bought. <button type="button" className="button" onClick={products.retry}>Try again</button></p>}
      <label htmlFor="review-product">Product</label>
      <select id="review-product" value={product} onChange={(e) => setProduct(e.target.value)} aria-invalid={!!errors.product} disabled={products.status === 'loading'}>
        <option value="">{products.status === 'loading' ? 'Loading your products…' : list.length ? 'Choose a product' : 'Nothing bought yet'}</option>
        {list.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
      </select>
      {errors.product && <p className="field-error">{errors.product}</p>}
      <fieldset className="rating-input">
        <legend>Rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= rating ? 'rating-input__star rating-input__star--on' : 'rating-input__star'}>
            <input type="radio" name="rating" className="visually-hidden" checked={rating === n} onChange={() => setRating(n)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{n} {n === 1 ? 'star' : 'stars'}</span>
          </label>
        ))}
      </fieldset>
      {errors.rating && <p className="field-error">{errors.rating}</p>}
      <label htmlFor="review-body">Your review</label>
      <textarea id="review-body" rows={3} maxLength={MAX_REVIEW_LENGTH} value={body} onChange={(e) => setBody(e.target.value)} aria-invalid={!!errors.body} />
      {errors.body && <p className="field-error">{errors.body}</p>}
      <button type="submit" className="button button--primary" disabled={action.busy}>Send review</button>
      <ActionStatus state={action.state} />
    </form>
  );
}
