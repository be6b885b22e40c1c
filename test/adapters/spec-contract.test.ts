// The client speaks the specification's contract: every document the app really sends (test/support/app-documents.ts)
// validates against spec-contract.graphql; the documents in extensions.ts are the documented extensions the client
// can live without. Variables are checked where they have values: test/contract/spec-only-server.contract.test.ts
// runs every port against a server that coerces them against the contract.
import { readFileSync } from 'node:fs';
import { schemaSdl } from '../../src/server/mock-api/schema-sdl';
import { buildSchema, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { appDocuments, operationOf } from '../support/app-documents';

const contract = buildSchema(readFileSync('src/server/mock-api/spec-contract.graphql', 'utf8'));
const served = buildSchema(schemaSdl);
const decisions = readFileSync('docs/decisions.md', 'utf8');

const all = await appDocuments();
const isExtension = (file: string) => file.endsWith('/extensions.ts');
const spec = all.filter(([, , file]) => !isExtension(file)).map(([name, doc]) => [name, doc] as const);
const extensions = all.filter(([, , file]) => isExtension(file)).map(([name, doc]) => [name, doc] as const);

describe('the spec contract', () => {
  it('reads the documents the app imports, the account areas\' included', () => {
    expect(spec.length).toBeGreaterThan(90);
    expect(spec.map(([name]) => name)).toEqual(expect.arrayContaining(['AffiliateMilestoneQuery', 'AddSourceMutation', 'CreateCheckoutMutation']));
  });

  it.each(spec)('%s asks only for what the specs name', (_, doc) => {
    const operation = operationOf(doc);
    expect(contract.getRootType(operation.operation), `the spec names no ${operation.operation} operations`).toBeDefined();
    expect(validate(contract, doc).map((e) => e.message)).toEqual([]);
  });

  it.each(extensions)('extension %s is served and written down in docs/decisions.md', (_, doc) => {
    expect(validate(served, doc).map((e) => e.message)).toEqual([]);
    const operation = operationOf(doc);
    const beyondContract = !contract.getRootType(operation.operation) || validate(contract, doc).length > 0;
    expect(beyondContract, 'an extension is something the contract lacks').toBe(true);
    expect(decisions).toContain(`\`${operation.name!.value}\``);
  });

  it('is served: the mock accepts every operation, argument and field of the contract', () => {
    for (const root of ['Query', 'Mutation'] as const) {
      const mine = contract.getType(root) as import('graphql').GraphQLObjectType;
      const theirs = served.getType(root) as import('graphql').GraphQLObjectType;
      for (const field of Object.values(mine.getFields())) {
        const servedField = theirs.getFields()[field.name];
        expect(servedField, `${root}.${field.name}`).toBeDefined();
        for (const arg of field.args) expect(servedField.args.map((a) => a.name), `${root}.${field.name}(${arg.name})`).toContain(arg.name);
      }
    }
  });
});
