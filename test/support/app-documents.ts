// Every GraphQL document the app really sends, wherever it lives: the typed documents and the account areas'
// operation texts (src/adapters/graphql/documents), and the ones kept beside their repository.
import { readdirSync } from 'node:fs';
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';

export type NamedDocument = [name: string, document: DocumentNode, file: string];

const isDocument = (v: unknown): v is DocumentNode => typeof v === 'object' && v !== null && (v as DocumentNode).kind === Kind.DOCUMENT;
const isOperationText = (v: unknown): v is string => typeof v === 'string' && /^\s*(query|mutation|subscription)\b/.test(v);

async function documentsOf(path: string): Promise<NamedDocument[]> {
  const module = await import(/* @vite-ignore */ `../../${path}`);
  return Object.entries(module).flatMap(([name, value]): NamedDocument[] => {
    if (isDocument(value)) return [[name, value, path]];
    if (isOperationText(value)) return [[name, parse(value), path]];
    return [];
  });
}

const DOCUMENTS = 'src/adapters/graphql/documents';

/** The files that hold documents; extensions.ts holds the documented extensions. */
export const documentFiles = (): string[] => [
  ...readdirSync(DOCUMENTS).filter((f) => f.endsWith('.ts')).map((f) => `${DOCUMENTS}/${f}`),
  'src/adapters/graphql/repositories/urql-email-verification.ts',
];

export async function appDocuments(): Promise<NamedDocument[]> {
  return (await Promise.all(documentFiles().map(documentsOf))).flat();
}

export const operationOf = (doc: DocumentNode) =>
  doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
