import type { AnyVariables, Client, OperationContext, OperationResult, TypedDocumentNode } from '@urql/core';
import { serviceToken } from '../../../ports/service-token';

/**
 * The calls the site's repositories make over the API: a query and a mutation, each answered once. The urql
 * Client makes them, and so does the API client's stand-in, which loads the client's code at the first call
 * (lazy-api-client.ts), so a page that calls nothing before its first render does not download it first.
 */
export interface GraphqlCalls {
  query<Data, Variables extends AnyVariables>(
    doc: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    context?: Partial<OperationContext>,
  ): PromiseLike<OperationResult<Data, Variables>>;
  mutation<Data, Variables extends AnyVariables>(
    doc: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    context?: Partial<OperationContext>,
  ): PromiseLike<OperationResult<Data, Variables>>;
}

/** The adapters' token for the calls over the one API client (not a port: only adapters see urql's shapes). */
export const GraphqlCallsToken = serviceToken<GraphqlCalls>('GraphqlCalls');

/** The adapters' token for the one urql Client itself (the cart's subscription), once its code has loaded. */
export const UrqlClient = serviceToken<Client>('UrqlClient');
