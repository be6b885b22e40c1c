import type { CombinedError } from '@urql/core';
import { isAuthError } from '../../../domain/account';
import { ApiResponseError } from './checked-fetch';

// What an API error means, apart from the exchanges that act on it: the repositories read it too, and they are
// loaded before urql's own code (lazy-api-client.ts).

export type ApiErrorKind = 'server' | 'network' | 'auth';

/** The first message of an API error that means the session is gone (000 §8, 001 §8), else null. */
export function authErrorMessage(error: CombinedError | undefined | null): string | null {
  if (!error) return null;
  for (const e of error.graphQLErrors) if (isAuthError(e.message)) return e.message;
  if (error.networkError && isAuthError(error.networkError.message)) return error.networkError.message;
  return null;
}

/** What an error means to the user: the server's message, a bad answer's message, or a network failure. */
export function classifyError(error: CombinedError): { kind: ApiErrorKind; message: string } {
  const auth = authErrorMessage(error);
  if (auth) return { kind: 'auth', message: auth };
  if (error.graphQLErrors.length > 0) return { kind: 'server', message: error.graphQLErrors[0].message };
  if (error.networkError instanceof ApiResponseError) return { kind: 'server', message: error.networkError.message };
  return { kind: 'network', message: error.networkError?.message ?? error.message };
}
