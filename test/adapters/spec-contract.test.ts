// The client speaks the specification's contract: every document it sends validates against
// spec-contract.graphql; the documents in extensions.ts are the documented extensions the client can live without.
import { readdirSync, readFileSync } from 'node:fs';
import { buildSchema, Kind, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';

const contract = buildSchema(readFileSync('src/server/mock-api/spec-contract.graphql', 'utf8'));
const served = buildSchema(readFileSync('src/server/mock-api/schema.graphql', 'utf8'));
const decisions = readFileSync('docs/decisions.md', 'utf8');
const DIR = 'src/adapters/urql/documents';

type Named = [string, DocumentNode];
const isDocument = (v: unknown): v is DocumentNode => typeof v === 'object' && v !== null && (v as DocumentNode).kind === Kind.DOCUMENT;

async function documentsOf(file: string): Promise<Named[]> {
  const module = await import(`../../${DIR}/${file}`);
  return Object.entries(module).filter((entry): entry is Named => isDocument(entry[1]));
}

const files = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('-types.ts'));
const spec: Named[] = (await Promise.all(files.filter((f) => f !== 'extensions.ts').map(documentsOf))).flat();
const extensions: Named[] = await documentsOf('extensions.ts');
const operationName = (doc: DocumentNode) => (doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode).name!.value;

describe('the spec contract', () => {
  it('reads every document file', () => {
    expect(spec.length).toBeGreaterThan(100);
  });

  it.each(spec)('%s asks only for what the specs name', (_, doc) => {
    const operation = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
    expect(contract.getRootType(operation.operation), `the spec names no ${operation.operation} operations`).toBeDefined();
    expect(validate(contract, doc).map((e) => e.message)).toEqual([]);
  });

  it.each(extensions)('extension %s is served and written down in docs/decisions.md', (_, doc) => {
    expect(validate(served, doc).map((e) => e.message)).toEqual([]);
    const operation = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
    const beyondContract = !contract.getRootType(operation.operation) || validate(contract, doc).length > 0;
    expect(beyondContract, 'an extension is something the contract lacks').toBe(true);
    expect(decisions).toContain(`\`${operationName(doc)}\``);
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
