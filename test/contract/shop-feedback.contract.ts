import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RetailerRequestInput } from '../../src/domain';
import type { ProductReviews } from '../../src/ports/product-reviews';
import type { RetailerApplications } from '../../src/ports/retailer-applications';
import type { Surveys } from '../../src/ports/surveys';

export interface FeedbackPorts {
  reviews: ProductReviews;
  surveys: Surveys;
  applications: RetailerApplications;
  /** Signs the demo customer in (who reviewed REVIEWED_PRODUCT). */
  signInDemo(): Promise<void>;
  dispose(): Promise<void>;
}

/** A product the seeded shop has published reviews of, one of them the demo customer's. */
export const REVIEWED_PRODUCT = 'p-super-chew';
export const SURVEY_ID = 'survey-box';

export const APPLICATION: RetailerRequestInput = {
  business_name: 'Bark & Co', business_type: 'Pet store', contact_name: 'Ana Ruiz', email: 'ana@barkco.com', phone: '+15125550100',
  shipping_address: { first_name: 'Ana', last_name: 'Ruiz', line1: '1 Main St', line2: null, city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
  social_links: ['https://instagram.com/barkco'],
};

/** The feedback ports' contract: what the product page, the survey page and the application page rely on. */
export function shopFeedbackContract(name: string, make: () => Promise<FeedbackPorts>): void {
  describe(`shop feedback ports: ${name}`, () => {
    let ports: FeedbackPorts;
    beforeEach(async () => { ports = await make(); });
    afterEach(async () => { await ports.dispose(); });

    it('a product\'s summary is the mean of its published reviews, with their count', async () => {
      const { average, count } = await ports.reviews.summary(REVIEWED_PRODUCT);
      const all = await ports.reviews.page(REVIEWED_PRODUCT, 100, 0, 'newest');
      expect(count).toBeGreaterThan(0);
      expect(all).toHaveLength(count);
      expect(average).toBeCloseTo(all.reduce((s, r) => s + r.rating, 0) / count, 1);
      expect(await ports.reviews.summary('no-such-product')).toEqual({ average: 0, count: 0 });
    });

    it('pages with limit and offset, and sorts the highest ratings first when asked', async () => {
      const { count } = await ports.reviews.summary(REVIEWED_PRODUCT);
      const first = await ports.reviews.page(REVIEWED_PRODUCT, 1, 0, 'newest');
      const second = await ports.reviews.page(REVIEWED_PRODUCT, 1, 1, 'newest');
      expect([...first, ...second].map((r) => r.id)).toEqual((await ports.reviews.page(REVIEWED_PRODUCT, 2, 0, 'newest')).map((r) => r.id));
      const highest = (await ports.reviews.page(REVIEWED_PRODUCT, count, 0, 'highest')).map((r) => r.rating);
      expect(highest).toEqual([...highest].sort((a, b) => b - a));
    });

    it('a guest has no review of their own; the demo customer has theirs', async () => {
      expect(await ports.reviews.mine(REVIEWED_PRODUCT)).toBeNull();
      await ports.signInDemo();
      expect(await ports.reviews.mine(REVIEWED_PRODUCT)).toMatchObject({ rating: expect.any(Number), body: expect.any(String) });
    });

    it('a survey has questions with answers; an unknown one is null', async () => {
      const survey = await ports.surveys.survey(SURVEY_ID);
      expect(survey?.questions.length).toBeGreaterThan(0);
      for (const q of survey!.questions) expect(q.answers.length).toBeGreaterThan(0);
      expect(await ports.surveys.survey('no-such-survey')).toBeNull();
    });

    it('takes a complete survey response and refuses one that skips a question', async () => {
      const survey = (await ports.surveys.survey(SURVEY_ID))!;
      await expect(ports.surveys.respond({ survey: survey.id, answers: [] })).rejects.toThrow(/\S/);
      await expect(ports.surveys.respond({ survey: survey.id, answers: survey.questions.map((q) => ({ question: q.id, answer: q.answers[0].id })) })).resolves.toBeUndefined();
    });

    it('keeps a retailer application as pending, from a guest too, and refuses one the rule refuses with its message', async () => {
      expect(await ports.applications.apply(APPLICATION)).toMatchObject({ id: expect.any(String), status: 'pending', business_name: 'Bark & Co' });
      await expect(ports.applications.apply({ ...APPLICATION, email: 'ana@' })).rejects.toThrow('Email is not valid');
    });
  });
}
