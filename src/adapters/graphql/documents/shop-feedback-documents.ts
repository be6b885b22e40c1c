// The documents of the shop's feedback screens: a product's reviews (001 §7), surveys (001 §7, 000 §7) and the
// retailer application (000 §7). Fields as the specs name them.
import type { Survey, SurveyResponseInput, RetailerRequestInput } from '../../../domain/shop';
import type { OwnReview, PublishedReview } from '../../../ports/product-reviews';
import { operation } from './operation-text';

export const ProductReviewSummaryQuery = operation<{ averageRating: number; reviewsCount: number }, { product: string }>(`
  query ProductReviewSummary($product: ID!) { averageRating(product: $product) reviewsCount(product: $product) }
`);

export const ProductReviewsQuery = operation<{ reviews: PublishedReview[] }, { product: string; limit: number; offset: number; sorts: Record<string, string> }>(`
  query ProductReviews($product: ID, $limit: Int, $offset: Int, $sorts: JSON) {
    reviews(product: $product, limit: $limit, offset: $offset, sorts: $sorts) { id body rating verify createdAt first_name last_name }
  }
`);

export const OwnReviewQuery = operation<{ review: OwnReview | null }, { product: string }>(`
  query OwnProductReview($product: ID!) { review(product: $product) { id rating body status } }
`);

export const SurveyQuery = operation<{ survey: Survey | null }, { id: string }>(`
  query Survey($id: ID!) { survey(id: $id) { id title questions { id text answers { id text } } } }
`);

export const SurveyResponseMutation = operation<{ createSurveyResponse: { ok: boolean; id?: string | null } }, { input: SurveyResponseInput }>(`
  mutation SurveyResponse($input: JSON!) { createSurveyResponse(input: $input) { ok id } }
`);

export const RetailerRequestMutation = operation<{ createRetailerReq: { id: string; status: string; business_name: string } }, { input: RetailerRequestInput }>(`
  mutation RetailerRequest($input: RetailerRequestInput!) { createRetailerReq(input: $input) { id status business_name } }
`);
