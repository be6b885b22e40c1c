// A client sends the same few documents again and again (the shop's are fixed at build time), and parsing and
// validating one cost the mock more than running it: about a third of its time under a busy cart. A GraphQL server
// keeps what it learnt about a query text, as this does, so a repeated document is read once. A document is never
// changed once parsed (graphql-js treats it as immutable), so one copy serves every request that sends its text.
// The cache holds a bounded number of texts, the least recently used dropped first, so a client sending a new text
// each time costs the server no more than one without a cache.
import { GraphQLError, parse, type DocumentNode } from 'graphql';
import { limitError, MAX_TOKENS } from './query-limits';

export const QUERY_CACHE_SIZE = 500;

/** `read` answered once per query text and kept for the next request with that text. */
export function cachedByQuery<T>(read: (query: string) => T, capacity = QUERY_CACHE_SIZE): (query: string) => T {
  const known = new Map<string, T>();
  return (query) => {
    if (known.has(query)) {
      const value = known.get(query) as T;
      // Map keeps insertion order: moving the text to the end makes the first entry the least recently used.
      known.delete(query);
      known.set(query, value);
      return value;
    }
    const value = read(query);
    known.set(query, value);
    if (known.size > capacity) known.delete(known.keys().next().value as string);
    return value;
  };
}

/**
 * A query text parsed as the API parses it (at most MAX_TOKENS tokens), once for the handler, the backend and the
 * WebSocket endpoint alike: the document, or the error to answer with (a text over the token limit gets the
 * limit's own error).
 */
export const parsedQuery = cachedByQuery((query: string): DocumentNode | GraphQLError => {
  try {
    return parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    if (error instanceof GraphQLError && /Document contains more th/.test(error.message)) return limitError('tokens');
    return error instanceof GraphQLError ? error : new GraphQLError(String((error as Error)?.message ?? error));
  }
});
