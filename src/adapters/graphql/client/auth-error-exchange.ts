import { getOperationName, type CombinedError, type Exchange } from '@urql/core';
import { pipe, tap } from 'wonka';
import { SESSION_KEYS_CLEARED_AT_LOGOUT } from '../../../domain/account';
import { authErrorMessage } from './error-meaning';
import type { LocalStore } from '../../../ports/local-store';
import { SIGN_IN_OPERATIONS } from '../documents/account';

export { authErrorMessage } from './error-meaning';

export interface AuthErrorDeps {
  localStore: LocalStore;
  /** POST /api/logout. */
  logout: () => Promise<void>;
  /** Empties the API cache. */
  resetCache: () => void;
  /** The session feature's part: clear the user and go to /login (AuthErrorListener). */
  notify: (message: string) => void;
  now: () => number;
  logger: Pick<Console, 'warn'>;
  /** After this long a new auth error ends the session again even without a sign-in in between. */
  windowMs?: number;
}

export interface AuthErrorGuard {
  /** Ends the session, once; later calls are ignored until `rearm` or the window has passed. */
  trigger(message: string): boolean;
  rearm(): void;
}

export const AUTH_ERROR_WINDOW_MS = 10_000;

/**
 * 001 §8: on an auth error clear local email, cardId and phone, POST /api/logout, empty the API cache,
 * and hand over to the listener (user state and the redirect to /login). Exactly once when several
 * queries fail together: guarded until a later successful sign-in, or 10 s.
 */
export function createAuthErrorGuard(deps: AuthErrorDeps): AuthErrorGuard {
  const windowMs = deps.windowMs ?? AUTH_ERROR_WINDOW_MS;
  let handledAt: number | null = null;
  return {
    trigger(message) {
      if (handledAt !== null && deps.now() - handledAt < windowMs) return false;
      handledAt = deps.now();
      for (const key of SESSION_KEYS_CLEARED_AT_LOGOUT) deps.localStore.remove(key);
      deps.resetCache();
      deps.logout().catch((error) => deps.logger.warn('[api] POST /api/logout failed after an auth error:', error));
      deps.notify(message);
      return true;
    },
    rearm() {
      handledAt = null;
    },
  };
}

export function authErrorExchange(guard: AuthErrorGuard): Exchange {
  return ({ forward }) =>
    (operations$) =>
      pipe(
        forward(operations$),
        tap((result) => {
          const message = authErrorMessage(result.error);
          if (message) guard.trigger(message);
          else if (!result.error && result.data && SIGN_IN_OPERATIONS.has(getOperationName(result.operation.query) ?? '')) guard.rearm();
        }),
      );
}
