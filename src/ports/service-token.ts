/**
 * A composition-root token that carries the type of the service bound to it, so `useService(CartService)`
 * answers a CartService with no cast at the call. The one assertion is here, where a token is made.
 */
export type ServiceToken<T> = symbol & { readonly __service?: T };

export function serviceToken<T>(name: string): ServiceToken<T> {
  return Symbol.for(name) as ServiceToken<T>;
}
