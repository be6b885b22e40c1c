import { getOperationName, type CombinedError, type Exchange, type Operation } from '@urql/core';
import { pipe, tap } from 'wonka';
import type { ApiErrorReporter } from '../../../ports/api-errors';
import { classifyError } from './error-meaning';

declare module '@urql/core' {
  interface OperationContext {
    /**
     * Whether a server error of this operation is shown as a toast by the API layer. Default: queries yes,
     * mutations no (the application turns its own loading toast into the error toast, 000 §8).
     */
    reportServerErrors?: boolean;
  }
}

export { classifyError, type ApiErrorKind } from './error-meaning';

const reportsServerErrors = (op: Operation) => op.context.reportServerErrors ?? op.kind === 'query';

/**
 * 001 §8 error mapping. Server errors (and answers that are not GraphQL: status >= 300, malformed,
 * empty) go to ApiErrorReporter.serverError with their exact message when the operation reports them;
 * network errors are only logged with operation name and variables; auth errors are left to the
 * auth-error exchange (no toast: the session ends instead).
 */
export function errorExchange(reporter: ApiErrorReporter): Exchange {
  return ({ forward }) =>
    (operations$) =>
      pipe(
        forward(operations$),
        tap((result) => {
          if (!result.error) return;
          const { kind, message } = classifyError(result.error);
          const name = getOperationName(result.operation.query) ?? 'anonymous';
          if (kind === 'network') reporter.networkError(result.error.networkError ?? result.error, name, result.operation.variables);
          else if (kind === 'server' && reportsServerErrors(result.operation)) reporter.serverError(message, name);
        }),
      );
}
