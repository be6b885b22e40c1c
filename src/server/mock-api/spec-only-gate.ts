// A server that speaks only the specification's contract (spec-contract.graphql), as a real backend of the spec's
// API would: every request is validated against the contract, its query text and its variables alike. A GraphQL
// server coerces variables against the declared input types, so an input field the contract does not declare
// ('expected_total' in CheckoutInput, say) or a null where it declares ID! fails the whole operation. Put in front
// of the mock (API_CONTRACT=spec), it shows whether the client can live without the mock's extensions.
import { buildSchema, executeSync, getOperationAST, Kind, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { cachedByQuery } from './query-cache';

export interface GateRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface SpecOnlyGate {
  /** The contract's reasons to refuse this request; empty when a spec-only server would run it. */
  refusals(request: GateRequest): string[];
  /** A query that only introspects is answered from the contract (the mock's own schema has extensions); else null. */
  introspection(request: GateRequest): ExecutionResult | null;
}

export function createSpecOnlyGate(contractSdl: string): SpecOnlyGate {
  const contract: GraphQLSchema = buildSchema(contractSdl);
  const checked = cachedByQuery((query: string): { document: DocumentNode } | { errors: string[] } => {
    let document;
    try {
      document = parse(query);
    } catch (error) {
      return { errors: [String((error as Error).message)] };
    }
    const errors = validate(contract, document).map((e) => e.message);
    return errors.length ? { errors } : { document };
  });
  return {
    refusals(request) {
      const read = checked(request.query);
      if ('errors' in read) return [...read.errors];
      const { document } = read;
      const operation = getOperationAST(document, request.operationName ?? undefined);
      if (!operation) return ['Must provide operation name if query contains multiple operations.'];
      if (operation.operation === 'subscription') return ['Schema is not configured to execute subscription operation.'];
      const coerced = getVariableValues(contract, operation.variableDefinitions ?? [], request.variables ?? {});
      return coerced.errors ? coerced.errors.map((e) => e.message) : [];
    },
    introspection(request) {
      try {
        const read = checked(request.query);
        if ('errors' in read) return null;
        const { document } = read;
        const operation = getOperationAST(document, request.operationName ?? undefined);
        const onlyIntrospection = !!operation && operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'));
        return onlyIntrospection ? executeSync({ schema: contract, document, variableValues: request.variables ?? {}, operationName: request.operationName ?? undefined }) : null;
      } catch {
        return null;
      }
    },
  };
}
