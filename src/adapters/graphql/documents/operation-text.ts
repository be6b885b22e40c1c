/** GraphQL operation text that carries its answer's and variables' types (for the repositories' signatures). */
export type Operation<D, V> = string & { readonly __answer?: D; readonly __variables?: V };

export const operation = <D, V = Record<string, never>>(text: string): Operation<D, V> => text as Operation<D, V>;
