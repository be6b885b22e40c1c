// The shop's feedback ports (product reviews, surveys, the retailer application) against the full mock, against
// a server of the spec's contract only (query text and variables checked against spec-contract.graphql), and
// as the in-memory fakes the component tests use.
import { describe, expect, it } from 'vitest';
import { createInBrowserBackend, createInBrowserFetch, resetInBrowserSession } from '../../src/adapters/in-browser/in-browser-api';
import { GraphqlProductReviews } from '../../src/adapters/graphql/repositories/graphql-product-reviews';
import { GraphqlRetailerApplications } from '../../src/adapters/graphql/repositories/graphql-retailer-applications';
import { GraphqlSurveys } from '../../src/adapters/graphql/repositories/graphql-surveys';
import { createApiClient } from '../../src/adapters/graphql/client/api-client';
import { createUrqlGraphqlGateway } from '../../src/adapters/graphql/client/urql-graphql-gateway';
import { UrqlAccountRepository } from '../../src/adapters/graphql/repositories/urql-account-repository';
import { surveys as seededSurveys } from '../../src/server/mock-api/seed-accounts';
import { FakeLocalStore } from '../fakes/fake-local-store';
import { FakeProductReviews, FakeRetailerApplications, FakeSurveys } from '../fakes/fake-shop-feedback';
import { DEMO_PASSWORD } from '../support/fixtures';
import { REVIEWED_PRODUCT, shopFeedbackContract, type FeedbackPorts } from './shop-feedback.contract';
import { specOnlyFetch } from './spec-only-fetch';

const refused: { operation: string; errors: string[] }[] = [];

function overMock(specOnly: boolean): FeedbackPorts {
  resetInBrowserSession();
  const inner = createInBrowserFetch(createInBrowserBackend({ log: () => {} }));
  const fetchFn = specOnly ? specOnlyFetch(inner, refused) : inner;
  const api = createApiClient({
    url: 'http://localhost/graphql', fetch: fetchFn, reporter: { serverError() {}, networkError() {} }, localStore: new FakeLocalStore(),
    onAuthError: () => {}, logger: { warn: () => {}, error: () => {} }, subscriptions: { forwardSubscription: () => () => {} },
  });
  const gateway = createUrqlGraphqlGateway(api.client);
  const account = new UrqlAccountRepository(api.client);
  return {
    reviews: new GraphqlProductReviews(gateway),
    surveys: new GraphqlSurveys(gateway),
    applications: new GraphqlRetailerApplications(gateway),
    signInDemo: async () => { await account.login('demo@pawprint.test', DEMO_PASSWORD); },
    dispose: async () => api.dispose(),
  };
}

shopFeedbackContract('the full mock', async () => overMock(false));
shopFeedbackContract('a server of the spec contract only', async () => overMock(true));

describe('the spec-only run', () => {
  it('was asked nothing beyond the contract', () => {
    expect(refused).toEqual([]);
  });
});

shopFeedbackContract('in-memory fakes', async () => {
  const reviews = new FakeProductReviews([
    { id: 'rv-1', product: REVIEWED_PRODUCT, user: 'u-demo', status: 'published', body: 'Lasts for weeks.', rating: 5, verify: true, createdAt: '2026-01-02T00:00:00Z', first_name: 'Dana', last_name: 'Miller' },
    { id: 'rv-2', product: REVIEWED_PRODUCT, user: 'u-max', status: 'published', body: 'Good, a bit hard for puppies.', rating: 4, verify: true, createdAt: '2026-01-01T00:00:00Z', first_name: 'Max', last_name: 'B' },
  ]);
  return {
    reviews, surveys: new FakeSurveys(seededSurveys), applications: new FakeRetailerApplications(),
    signInDemo: async () => { reviews.user = 'u-demo'; },
    dispose: async () => {},
  };
});
