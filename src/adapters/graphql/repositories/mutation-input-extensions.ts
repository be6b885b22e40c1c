import type { GraphqlCalls } from '../client/graphql-calls';
import { CheckoutInputShapeQuery, type InputFieldShape } from '../documents/discovery';
import { query } from '../client/operation';

/**
 * What a mutation's `input` takes on this server beyond the spec's contract, asked once by introspection. When the
 * server cannot tell (introspection refused, an outage), the answer is `none` and the question is asked again at
 * the next call, so a passing failure does not switch an extension off for the whole visit.
 */
export function mutationInputExtensions<T>(
  client: GraphqlCalls,
  mutation: string,
  extensionsOf: (fields: InputFieldShape[] | null | undefined) => T,
  none: T,
): () => Promise<T> {
  let asked: Promise<T> | null = null;
  return () => {
    asked ??= query(client, CheckoutInputShapeQuery, {}, { requestPolicy: 'network-only', reportServerErrors: false })
      .then((data) => {
        const field = data.__schema.mutationType?.fields.find((f) => f.name === mutation);
        return extensionsOf(field?.args.find((a) => a.name === 'input')?.type.ofType?.inputFields);
      })
      .catch(() => {
        asked = null;
        return none;
      });
    return asked;
  };
}
