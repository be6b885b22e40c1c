// Every document the app sends is valid against the mock's schema, and which of the schema's operations no screen
// asks for yet is a known, shrinking list.
import { readFileSync } from 'node:fs';
import { schemaSdl } from '../../src/server/mock-api/schema-sdl';
import { buildSchema, Kind, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { appDocuments, operationOf } from '../support/app-documents';

const schema = buildSchema(schemaSdl);
const documents = (await appDocuments()).map(([name, doc]) => [name, doc] as const);

// Operations the API serves that no screen uses yet (docs/decisions.md, "Spec operations without a screen").
const NOT_YET_ASKED = new Set<string>([
  'query.paymentMethods',
  'query.getPaymentMethod',
  'query.getSingleSubscription',
  'query.getTaxForUpdate',
  'query.getRateForUpdate',
  'query.getAddressTaxShippingRate',
  'query.getBalance',
  'query.walletLogs',
  'query.getWalletLogsByTimeFrame',
  'query.comments',
  'query.commentsCount',
  'query.getAffiliateContractRequest',
  'query.getTutorialLogById',
  'query.dog',
  'mutation.createGuestCart',
  'mutation.updateSubscription',
  'mutation.requestGiftCoupon',
  'mutation.acceptAgreement',
  'mutation.addAffiliateContractRequest',
  'mutation.cancelAffiliateContractRequest',
  'mutation.createAffiliateReq',
  'mutation.createTutorialLog',
  'mutation.sendMake',
  'mutation.createAudioLog',
  'mutation.reportDog',
]);

describe('typed documents', () => {
  it.each(documents)('%s is valid against the schema', (_, doc) => {
    expect(validate(schema, doc).map((e) => e.message)).toEqual([]);
  });

  it('cover every operation the schema has, but the listed ones', () => {
    const covered = new Set<string>();
    for (const [, doc] of documents) {
      const def = operationOf(doc);
      for (const sel of def.selectionSet.selections) if (sel.kind === Kind.FIELD && !sel.name.value.startsWith('__')) covered.add(`${def.operation}.${sel.name.value}`);
    }
    const all = [
      ...Object.keys(schema.getQueryType()!.getFields()).map((f) => `query.${f}`),
      ...Object.keys(schema.getMutationType()!.getFields()).map((f) => `mutation.${f}`),
      ...Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).map((f) => `subscription.${f}`),
    ];
    expect(all.filter((op) => !covered.has(op) && !NOT_YET_ASKED.has(op))).toEqual([]);
    // A listed operation that a screen now asks for leaves the list.
    expect([...NOT_YET_ASKED].filter((op) => covered.has(op))).toEqual([]);
  });
});
