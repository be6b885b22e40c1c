import { parse } from '@0no-co/graphql.web';
import type { AnyVariables, TypedDocumentNode } from '@urql/core';

/**
 * urql's `gql`, parsed at the document's first use rather than when its module loads. urql parses, prints and
 * hashes a document in `gql`: for the few dozen documents the site's services import, that was most of the
 * services chunk's evaluation, one long task before the first page could start on a slow phone, for documents
 * most visits never send. The document stands for the parsed one in every way urql and graphql read it.
 * It is parsed with the parser urql itself uses (urql keys and prints it when it is first sent), so that
 * urql's own code stays in the API client's chunk, loaded at the first call (lazy-api-client.ts).
 */
export function gql<Data = unknown, Variables extends AnyVariables = AnyVariables>(text: string): TypedDocumentNode<Data, Variables> {
  let parsed: object | undefined;
  const doc = () => (parsed ??= parse(text, { noLocation: true }));
  const proxy = new Proxy({}, {
    get: (_, key) => Reflect.get(doc(), key),
    set: (_, key, value) => Reflect.set(doc(), key, value),
    has: (_, key) => Reflect.has(doc(), key),
    ownKeys: () => Reflect.ownKeys(doc()),
    // Reported configurable: the stand-in itself holds none of the document's properties.
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(doc(), key);
      return found && { ...found, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(doc(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(doc(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(doc()),
  });
  return proxy as TypedDocumentNode<Data, Variables>;
}
