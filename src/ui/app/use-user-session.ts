import { useCallback, useSyncExternalStore } from 'react';
import { UserSession, type UserSessionState } from '../../application/session/user-session';
import { serverRenderedWhileSame } from './server-rendered-snapshot';
import { useService } from './services-context';

/**
 * What the server's render of a first screen shows (src/composition/server-render.tsx): the session still being
 * read. A part of the page hydrated later (a chunk that came after the session was known) is hydrated with this
 * state too, so its markup matches the server's; React then renders it again with the session as it is now.
 */
const SERVER_RENDERED_SESSION: UserSessionState = { status: 'loading', user: null };

const snapshotOf = serverRenderedWhileSame<UserSessionState>(SERVER_RENDERED_SESSION, (state) => state.status === 'loading');

/** The current user session service and its state, re-rendering on every change. */
export function useUserSession(): { session: UserSession; state: UserSessionState } {
  const session = useService(UserSession);
  const subscribe = useCallback((onChange: () => void) => session.subscribe(onChange), [session]);
  const state = useSyncExternalStore(subscribe, () => snapshotOf(session.getSnapshot()), () => SERVER_RENDERED_SESSION);
  return { session, state };
}
