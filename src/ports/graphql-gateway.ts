/**
 * The GraphQL API by operation text, for features loaded after the first view (the account areas): their
 * repositories send their own documents through the one client, without bringing a second copy of its code.
 * Rejects with the message a person should read (000 §8), as every repository does.
 */
import { serviceToken } from './service-token';
export interface GraphqlGateway {
  /** A query, fresh from the network; its server errors are the caller's to show. */
  query<D>(document: string, variables?: Record<string, unknown>): Promise<D>;
  mutate<D>(document: string, variables?: Record<string, unknown>): Promise<D>;
}

export const GraphqlGateway = serviceToken<GraphqlGateway>('GraphqlGateway');
