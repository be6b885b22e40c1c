// The dashboard and affiliate repositories through the real urql client against the mock running in the page:
// the documents are valid against the schema, and the seeded accounts hold what the pages show.
import { readFileSync } from 'node:fs';
import { schemaSdl } from '../../src/server/mock-api/schema-sdl';
import { buildSchema, Kind, parse, validate, type DocumentNode } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInBrowserFetch, createInBrowserBackend, resetInBrowserSession } from '../../src/adapters/in-browser/in-browser-api';
import { FAULT_ERROR_MESSAGE, type FaultConfig } from '../../src/server/mock-api/faults';
import { createApiClient } from '../../src/adapters/graphql/client/api-client';
import * as affiliateDocs from '../../src/adapters/graphql/documents/affiliate-documents';
import * as dashboardDocs from '../../src/adapters/graphql/documents/dashboard-documents';
import { GraphqlAffiliateRepository } from '../../src/adapters/graphql/repositories/graphql-affiliate-repository';
import { GraphqlCustomerAccountRepository } from '../../src/adapters/graphql/repositories/graphql-customer-account-repository';
import { createUrqlGraphqlGateway } from '../../src/adapters/graphql/client/urql-graphql-gateway';
import { UrqlAccountRepository } from '../../src/adapters/graphql/repositories/urql-account-repository';
import { subscriptionState } from '../../src/domain/account/account-rules';
import { appendInvoicePage, nextInvoiceCursor } from '../../src/domain/account/account-rules';
import { settingsNeedsAttention } from '../../src/domain/account/settings-attention';
import { FakeLocalStore } from '../fakes/fake-local-store';

const schema = buildSchema(schemaSdl);
const documents = Object.entries({ ...dashboardDocs, ...affiliateDocs })
  .filter(([, v]) => typeof v === 'string')
  .map(([name, text]) => [name, parse(text as string)]) as [string, DocumentNode][];

describe('account area documents', () => {
  it.each(documents)('%s is valid against the schema', (_, doc) => {
    expect(validate(schema, doc).map((e) => e.message)).toEqual([]);
  });

  it('share fragments instead of repeating selection sets', () => {
    const usingFragments = documents.filter(([, doc]) => doc.definitions.some((d) => d.kind === Kind.FRAGMENT_DEFINITION));
    expect(usingFragments.length).toBeGreaterThan(15);
  });
});

function repositories() {
  resetInBrowserSession();
  const backend = createInBrowserBackend({ log: () => {} });
  const api = createApiClient({
    url: 'http://localhost/graphql', fetch: createInBrowserFetch(backend), reporter: { serverError() {}, networkError() {} },
    localStore: new FakeLocalStore(), onAuthError: () => {}, logger: { warn: () => {}, error: () => {} }, subscriptions: { forwardSubscription: () => () => {} },
  });
  const gateway = createUrqlGraphqlGateway(api.client);
  return { account: new UrqlAccountRepository(api.client), dashboard: new GraphqlCustomerAccountRepository(gateway), affiliate: new GraphqlAffiliateRepository(gateway), backend };
}

describe('the demo customer', () => {
  let r: ReturnType<typeof repositories>;
  beforeEach(async () => {
    r = repositories();
    await r.account.login('demo@pawprint.test', 'pawprint');
  });

  it('has boxes for several dogs: one paused, one with a cancellation, and a membership', async () => {
    const subs = await r.dashboard.subscriptions();
    expect(subs.map(subscriptionState).sort()).toEqual(['active', 'active', 'cancelling', 'paused']);
    const luna = subs.find((s) => s.cancel_at_period_end)!;
    expect((await r.dashboard.cancellation(luna.id))?.reason).toBeTruthy();
    expect((await r.dashboard.membership())?.items[0].sku?.name).toBe('Wellness Membership');
    const dogs = await r.dashboard.dogs();
    expect(dogs.some((d) => d.isLost)).toBe(true);
  });

  it('pauses and resumes a box', async () => {
    const biscuit = (await r.dashboard.subscriptions()).find((s) => s.id === 'sub-demo-biscuit')!;
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect(subscriptionState(await r.dashboard.pauseSubscription(biscuit.id, date))).toBe('paused');
    expect(subscriptionState(await r.dashboard.resumeSubscription(biscuit.id))).toBe('active');
  });

  it('has invoices across several pages, which join into one list without repeats', async () => {
    let list = await r.dashboard.invoices(10, null);
    let pages = 1;
    while (list.hasMore) {
      list = appendInvoicePage(list, await r.dashboard.invoices(10, nextInvoiceCursor(list)));
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(new Set(list.invoices.map((i) => i.id)).size).toBe(list.invoices.length);
  });

  it('has orders, gift coupons, consults, reviews across pages, cards and a monthly box', async () => {
    expect((await r.dashboard.orders()).length).toBeGreaterThan(2);
    expect((await r.dashboard.giftCoupons()).length).toBeGreaterThan(2);
    expect((await r.dashboard.consultHistory(10, 0)).length).toBeGreaterThan(1);
    expect((await r.dashboard.schedule()).length).toBeGreaterThan(0);
    const reviews = await r.dashboard.userReviews(5, 0);
    expect(reviews.count).toBeGreaterThan(5);
    expect((await r.dashboard.paymentSources()).map((s) => s.card.brand)).toContain('amex');
    expect((await r.dashboard.monthlyBox())?.menu.length).toBeGreaterThan(0);
    expect((await r.dashboard.profile()).account_manager?.first_name).toBe('Jules');
  });

  it('reviews what was bought (getProductsForReview), once a product, by the rule the form checks', async () => {
    const bought = await r.dashboard.reviewableProducts();
    expect(bought.map((p) => p.name)).toEqual(expect.arrayContaining(['Food Topper', 'Meatballs']));
    await expect(r.dashboard.createReview({ product: 'p-food-topper', rating: 4, body: 'Short' })).rejects.toThrow('Please write at least 10 characters');
    const written = await r.dashboard.createReview({ product: 'p-food-topper', rating: 4, body: 'Our picky eater finishes every bowl.' });
    expect(written).toMatchObject({ rating: 4, status: 'pending', product: { id: 'p-food-topper' } });
    await expect(r.dashboard.createReview({ product: 'p-food-topper', rating: 5, body: 'Still finishing every bowl.' })).rejects.toThrow('You have already reviewed this product.');
  });

  it("answers a wrong e-mail code with the server's message", async () => {
    await r.dashboard.requestEmailCode('dana.new@pawprint.test');
    await expect(r.dashboard.changeEmail('dana.new@pawprint.test', '000000')).rejects.toThrow('Invalid verification code');
  });
});

describe('the demo affiliate', () => {
  it('is at level 2 with the red dot (no bank account), which a bank account clears; has logs, notifications and deals', async () => {
    const r = repositories();
    await r.account.login('affiliate@pawprint.test', 'pawprint');
    expect(await r.affiliate.milestoneLevel()).toBe(2);
    const form = await r.affiliate.lastW9Form();
    expect(form?.verify).toBe('pending');
    expect(settingsNeedsAttention({ bankAccounts: await r.affiliate.bankAccounts(), latestW9Verify: form?.verify })).toBe(true);
    await r.affiliate.addBankAccount({ name: 'Sarah Lopez', bank_name: 'Hill Country Bank', account_number: '000123456789', routing_number: '111000025' });
    expect(settingsNeedsAttention({ bankAccounts: await r.affiliate.bankAccounts(), latestW9Verify: form?.verify })).toBe(false);
    expect((await r.affiliate.latestWalletLogs(5, 0)).length).toBe(5);
    const notes = await r.affiliate.notifications();
    const unseen = notes.find((n) => n.status === 'unseen')!;
    expect((await r.affiliate.markNotificationSeen(unseen.id)).status).toBe('seen');
    const deals = await r.affiliate.deals(6, 0);
    expect(deals.count).toBeGreaterThan(6);
    expect((await r.affiliate.contract())?.percentage).toBe(10);
  });
});

describe('failures reach the account pages as messages a person can read', () => {
  async function signedIn(faults: FaultConfig) {
    const r = repositories();
    await r.account.login('demo@pawprint.test', 'pawprint');
    r.backend.faults = faults;
    return r;
  }

  it("a server error rejects with the server's message, and a failed action changes nothing", async () => {
    const r = await signedIn({ errorRate: 1 });
    await expect(r.dashboard.orders()).rejects.toThrow(FAULT_ERROR_MESSAGE);
    await expect(r.dashboard.pauseSubscription('sub-demo-biscuit', '2099-01-01')).rejects.toThrow(FAULT_ERROR_MESSAGE);
    r.backend.faults = {};
    const biscuit = (await r.dashboard.subscriptions()).find((s) => s.id === 'sub-demo-biscuit')!;
    expect(subscriptionState(biscuit)).toBe('active');
  });

  it('a malformed answer rejects with the API layer\'s text', async () => {
    const r = await signedIn({ malformedRate: 1 });
    await expect(r.affiliate.milestoneLevel()).rejects.toThrow('Invalid response from the API: it has neither data nor errors');
  });

  it('a network failure rejects (the page shows it with Try again)', async () => {
    resetInBrowserSession();
    const api = createApiClient({
      url: 'http://localhost/graphql', fetch: () => Promise.reject(new TypeError('Failed to fetch')), reporter: { serverError() {}, networkError() {} },
      localStore: new FakeLocalStore(), onAuthError: () => {}, logger: { warn: () => {}, error: () => {} }, subscriptions: { forwardSubscription: () => () => {} },
    });
    const dashboard = new GraphqlCustomerAccountRepository(createUrqlGraphqlGateway(api.client));
    await expect(dashboard.invoices(10, null)).rejects.toThrow('Failed to fetch');
  });
});
