import { useCallback, useSyncExternalStore } from 'react';
import { UserSession, type UserSessionState } from '../../application/session/user-session';
import { useService } from './services-context';

/** The current user session service and its state, re-rendering on every change. */
export function useUserSession(): { session: UserSession; state: UserSessionState } {
  const session = useService(UserSession);
  const subscribe = useCallback((onChange: () => void) => session.subscribe(onChange), [session]);
  const state = useSyncExternalStore(subscribe, () => session.getSnapshot(), () => session.getSnapshot());
  return { session, state };
}
