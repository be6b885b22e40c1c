import { gql } from './gql';

export interface InputFieldShape { name: string; type: { kind: string } }
export interface MutationArgShape { name: string; type: { kind: string; ofType: { name: string | null; inputFields: InputFieldShape[] | null } | null } }

// Standard GraphQL introspection: what each mutation's input takes on this server. The client uses an extension
// of createCheckout's input (an optional address, the expected total) or of the cart item input (a bundle's name
// and inner items) only when the server declares it.
export const CheckoutInputShapeQuery = gql<
  { __schema: { mutationType: { fields: { name: string; args: MutationArgShape[] }[] } | null } },
  Record<string, never>
>(`
  query CheckoutInputShape {
    __schema { mutationType { fields { name args { name type { kind ofType { name inputFields { name type { kind } } } } } } } }
  }
`);

export interface ObjectFieldShape { name: string; type: { kind: string; name: string | null; fields: { name: string }[] | null } }

// Standard GraphQL introspection: the fields of the object each query answers. The content page's site type, hero
// and sections (getSinglePage, whose shape the spec does not show) are asked only when the server declares them.
export const QueryAnswerShapesQuery = gql<{ __schema: { queryType: { fields: ObjectFieldShape[] } | null } }, Record<string, never>>(`
  query QueryAnswerShapes { __schema { queryType { fields { name type { kind name fields { name } } } } } }
`);
