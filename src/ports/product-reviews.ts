/** A product's published reviews for its page (001 §7 reviews, averageRating, reviewsCount, review). */
import { serviceToken } from './service-token';

export interface PublishedReview {
  id: string;
  body: string;
  rating: number;
  verify?: boolean | null;
  createdAt?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/** The shopper's own review of a product, whatever its status. */
export interface OwnReview { id: string; rating: number; body: string; status?: string | null }

/** Newest first, or the highest ratings first (reviews' sorts; its shape is not shown). */
export type ReviewOrder = 'newest' | 'highest';

export interface ProductReviews {
  /** averageRating(product) and reviewsCount(product). */
  summary(product: string): Promise<{ average: number; count: number }>;
  /** One page of the published reviews. */
  page(product: string, limit: number, offset: number, order: ReviewOrder): Promise<PublishedReview[]>;
  /** review(product): the signed-in shopper's review of it, or null. */
  mine(product: string): Promise<OwnReview | null>;
}

export const ProductReviews = serviceToken<ProductReviews>('ProductReviews');
