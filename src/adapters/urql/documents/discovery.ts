import { gql } from '@urql/core';

export interface InputFieldShape { name: string; type: { kind: string } }
export interface MutationArgShape { name: string; type: { kind: string; ofType: { name: string | null; inputFields: InputFieldShape[] | null } | null } }

// Standard GraphQL introspection: what createCheckout's input takes on this server. The client uses an extension
// of its input (an optional address, the expected total) only when the server declares it.
export const CheckoutInputShapeQuery = gql<
  { __schema: { mutationType: { fields: { name: string; args: MutationArgShape[] }[] } | null } },
  Record<string, never>
>(`
  query CheckoutInputShape {
    __schema { mutationType { fields { name args { name type { kind ofType { name inputFields { name type { kind } } } } } } } }
  }
`);
