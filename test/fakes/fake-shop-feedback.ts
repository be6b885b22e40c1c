// In-memory fakes of the shop's feedback ports (product reviews, surveys, retailer applications), answering as
// the mock server does: test/contract/shop-feedback.contract.test.ts runs the same suite on both.
import { isResponseTo, retailerRequest, type RetailerApplicationForm, type RetailerRequestInput, type Survey, type SurveyResponseInput } from '../../src/domain';
import type { OwnReview, ProductReviews, PublishedReview, ReviewOrder } from '../../src/ports/product-reviews';
import type { RetailerApplications } from '../../src/ports/retailer-applications';
import type { Surveys } from '../../src/ports/surveys';

export interface FakeReviewRecord extends PublishedReview { product: string; user: string; status: 'published' | 'pending' }

export class FakeProductReviews implements ProductReviews {
  /** Who is signed in (mine() answers for them), or null for a guest. */
  user: string | null = null;
  failWith: string | null = null;
  readonly asked: { product: string; limit: number; offset: number; order: ReviewOrder }[] = [];

  constructor(public records: FakeReviewRecord[] = []) {}

  private published(product: string) {
    return this.records.filter((r) => r.product === product && r.status === 'published');
  }

  private check() {
    if (this.failWith) throw new Error(this.failWith);
  }

  async summary(product: string) {
    this.check();
    const list = this.published(product);
    const average = list.length ? Math.round((list.reduce((s, r) => s + r.rating, 0) / list.length) * 10) / 10 : 0;
    return { average, count: list.length };
  }

  async page(product: string, limit: number, offset: number, order: ReviewOrder): Promise<PublishedReview[]> {
    this.check();
    this.asked.push({ product, limit, offset, order });
    const list = [...this.published(product)].sort((a, b) => (order === 'highest' ? b.rating - a.rating : String(b.createdAt).localeCompare(String(a.createdAt))));
    return list.slice(offset, offset + limit).map(({ id, body, rating, verify, createdAt, first_name, last_name }) => ({ id, body, rating, verify, createdAt, first_name, last_name }));
  }

  async mine(product: string): Promise<OwnReview | null> {
    this.check();
    const own = this.user ? this.records.find((r) => r.product === product && r.user === this.user) : undefined;
    return own ? { id: own.id, rating: own.rating, body: own.body, status: own.status } : null;
  }
}

export class FakeSurveys implements Surveys {
  readonly responses: SurveyResponseInput[] = [];
  failWith: string | null = null;

  constructor(private readonly surveys: Survey[] = []) {}

  async survey(id: string) {
    return this.surveys.find((s) => s.id === id) ?? null;
  }

  async respond(input: SurveyResponseInput) {
    if (this.failWith) throw new Error(this.failWith);
    const survey = this.surveys.find((s) => s.id === input.survey);
    if (!survey) throw new Error('Survey not found');
    if (!isResponseTo(survey, input)) throw new Error('Please answer every question.');
    this.responses.push(input);
  }
}

export class FakeRetailerApplications implements RetailerApplications {
  readonly received: RetailerRequestInput[] = [];
  failWith: string | null = null;

  async apply(input: RetailerRequestInput) {
    if (this.failWith) throw new Error(this.failWith);
    const form: RetailerApplicationForm = { ...input, social_links: input.social_links.join('\n'), shipping_address: { ...input.shipping_address, line2: input.shipping_address.line2 ?? '' } };
    const checked = retailerRequest(form);
    if (!checked.ok) throw new Error(Object.values(checked.problems.fields)[0] ?? 'Please check the shipping address.');
    this.received.push(checked.input);
    return { id: `rr-${this.received.length}`, status: 'pending', business_name: checked.input.business_name };
  }
}
