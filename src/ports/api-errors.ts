import { serviceToken } from './service-token';
/** Called once when the API answers with an authentication error (000 §8, 001 §8). */
export interface AuthErrorListener {
  onAuthError(message: string): void;
}

export const AuthErrorListener = serviceToken<AuthErrorListener>('AuthErrorListener');

/** Where server errors are reported as toasts with the server's message. */
export interface ApiErrorReporter {
  serverError(message: string, operationName: string): void;
  networkError(error: unknown, operationName: string, variables: unknown): void;
}

export const ApiErrorReporter = serviceToken<ApiErrorReporter>('ApiErrorReporter');
