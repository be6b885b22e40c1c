import type { AnyVariables, CombinedError, OperationContext, TypedDocumentNode } from '@urql/core';
import { classifyError } from './error-meaning';
import type { GraphqlCalls } from './graphql-calls';

/** A failed API call, carrying the message a person should read (the server's own, 000 §8). */
export class ApiCallError extends Error {
  readonly kind: 'server' | 'network' | 'auth';
  readonly combinedError: CombinedError;
  constructor(error: CombinedError) {
    const { kind, message } = classifyError(error);
    super(message);
    this.name = 'ApiCallError';
    this.kind = kind;
    this.combinedError = error;
  }
}

type Ctx = Partial<OperationContext>;

export async function query<D, V extends AnyVariables>(client: GraphqlCalls, doc: TypedDocumentNode<D, V>, variables: V, context?: Ctx): Promise<D> {
  const result = await client.query(doc, variables, context);
  if (result.error) throw new ApiCallError(result.error);
  if (!result.data) throw new Error('The API answered no data');
  return result.data;
}

export async function mutate<D, V extends AnyVariables>(client: GraphqlCalls, doc: TypedDocumentNode<D, V>, variables: V, context?: Ctx): Promise<D> {
  const result = await client.mutation(doc, variables, context);
  if (result.error) throw new ApiCallError(result.error);
  if (!result.data) throw new Error('The API answered no data');
  return result.data;
}
