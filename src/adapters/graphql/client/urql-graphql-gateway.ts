import type { TypedDocumentNode } from '@urql/core';
import type { GraphqlCalls } from './graphql-calls';
import type { GraphqlGateway } from '../../../ports/graphql-gateway';
import { mutate, query } from './operation';

// urql parses operation text itself; the typed helpers keep the one error mapping (ApiCallError).
const asDocument = <D>(text: string) => text as unknown as TypedDocumentNode<D, Record<string, unknown>>;

/** The gateway over the shop's urql client: queries network-only and silent, mutations as every mutation. */
export function createUrqlGraphqlGateway(client: GraphqlCalls): GraphqlGateway {
  return {
    query: <D>(document: string, variables: Record<string, unknown> = {}) =>
      query(client, asDocument<D>(document), variables, { requestPolicy: 'network-only', reportServerErrors: false }),
    mutate: <D>(document: string, variables: Record<string, unknown> = {}) => mutate(client, asDocument<D>(document), variables),
  };
}
