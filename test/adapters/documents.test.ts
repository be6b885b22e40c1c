import { readFileSync } from 'node:fs';
import { buildSchema, Kind, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as account from '../../src/adapters/urql/documents/account';
import * as accountArea from '../../src/adapters/urql/documents/account-area';
import * as accountMutations from '../../src/adapters/urql/documents/account-mutations';
import * as cart from '../../src/adapters/urql/documents/cart';
import * as catalog from '../../src/adapters/urql/documents/catalog';
import * as checkout from '../../src/adapters/urql/documents/checkout';
import * as extensions from '../../src/adapters/urql/documents/extensions';

const schema = buildSchema(readFileSync('src/server/mock-api/schema.graphql', 'utf8'));
const documents = Object.entries({ ...account, ...accountArea, ...accountMutations, ...cart, ...catalog, ...checkout, ...extensions })
  .filter(([, v]) => typeof v === 'object' && v !== null && (v as DocumentNode).kind === Kind.DOCUMENT) as [string, DocumentNode][];

describe('typed documents', () => {
  it.each(documents)('%s is valid against the schema', (_, doc) => {
    expect(validate(schema, doc).map((e) => e.message)).toEqual([]);
  });

  it('cover every operation the schema has', () => {
    const covered = new Set<string>();
    for (const [, doc] of documents) {
      for (const def of doc.definitions) {
        if (def.kind !== Kind.OPERATION_DEFINITION) continue;
        for (const sel of (def as OperationDefinitionNode).selectionSet.selections) if (sel.kind === Kind.FIELD) covered.add(`${def.operation}.${sel.name.value}`);
      }
    }
    const all = [
      ...Object.keys(schema.getQueryType()!.getFields()).map((f) => `query.${f}`),
      ...Object.keys(schema.getMutationType()!.getFields()).map((f) => `mutation.${f}`),
      ...Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).map((f) => `subscription.${f}`),
    ];
    expect(all.filter((op) => !covered.has(op))).toEqual([]);
  });
});
