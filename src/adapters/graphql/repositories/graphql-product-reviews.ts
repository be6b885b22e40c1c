import type { GraphqlGateway } from '../../../ports/graphql-gateway';
import type { ProductReviews, ReviewOrder } from '../../../ports/product-reviews';
import { OwnReviewQuery, ProductReviewSummaryQuery, ProductReviewsQuery } from '../documents/shop-feedback-documents';

// reviews' sorts is JSON whose shape is not shown: a field and a direction (docs/decisions.md, "Product reviews").
const SORTS: Record<ReviewOrder, Record<string, string>> = { newest: { createdAt: 'desc' }, highest: { rating: 'desc' } };

/** A product's reviews over the shop's GraphQL gateway. */
export class GraphqlProductReviews implements ProductReviews {
  constructor(private readonly api: GraphqlGateway) {}

  async summary(product: string) {
    const data = await this.api.query<{ averageRating: number; reviewsCount: number }>(ProductReviewSummaryQuery, { product });
    return { average: Number(data.averageRating) || 0, count: Number(data.reviewsCount) || 0 };
  }

  async page(product: string, limit: number, offset: number, order: ReviewOrder) {
    return (await this.api.query<{ reviews: Awaited<ReturnType<ProductReviews['page']>> }>(ProductReviewsQuery, { product, limit, offset, sorts: SORTS[order] })).reviews;
  }

  async mine(product: string) {
    return (await this.api.query<{ review: Awaited<ReturnType<ProductReviews['mine']>> }>(OwnReviewQuery, { product })).review;
  }
}
