import { makeOperation, makeResult, type Exchange, type Operation, type OperationResult } from '@urql/core';
import { filter, map, merge, pipe, share, tap } from 'wonka';

export interface ResettableCache {
  exchange: Exchange;
  /** Empties the API cache (001 §8: on an authentication error). */
  reset(): void;
}

/**
 * A document cache like urql's cacheExchange (results by operation key, request policies honoured)
 * that can be emptied from outside; urql's own keeps its map private to the client instance.
 * Any successful mutation empties it, so nothing read before a change is served after it.
 */
export function createResettableCache(): ResettableCache {
  const results = new Map<number, OperationResult>();
  const servedFromCache = (op: Operation) =>
    op.kind === 'query' && op.context.requestPolicy !== 'network-only' && (op.context.requestPolicy === 'cache-only' || results.has(op.key));

  const exchange: Exchange = ({ forward, client }) =>
    (operations$) => {
      const shared$ = share(operations$);
      const cached$ = pipe(
        shared$,
        filter(servedFromCache),
        map((op): OperationResult => {
          const hit = results.get(op.key);
          const result: OperationResult = hit ? { ...hit, operation: op } : makeResult(op, { data: null });
          if (op.context.requestPolicy === 'cache-and-network') {
            client.reexecuteOperation(makeOperation('query', op, { ...op.context, requestPolicy: 'network-only' }));
            return { ...result, stale: true };
          }
          return result;
        }),
      );
      const network$ = pipe(
        forward(pipe(shared$, filter((op) => !servedFromCache(op)))),
        tap((result) => {
          if (result.operation.kind === 'mutation' && !result.error) results.clear();
          else if (result.operation.kind === 'query' && result.data && !result.error) results.set(result.operation.key, result);
        }),
      );
      return merge([cached$, network$]);
    };

  return { exchange, reset: () => results.clear() };
}
