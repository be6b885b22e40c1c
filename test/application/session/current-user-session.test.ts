import { describe, expect, it } from 'vitest';
import { CurrentUserSession } from '../../../src/application/session/current-user-session';
import { SessionEndOnAuthError } from '../../../src/application/session/session-end-on-auth-error';
import { SessionEndSignal } from '../../../src/application/session/session-end-signal';
import type { UserSessionState } from '../../../src/application/session/user-session';
import { aUser } from '../../fakes/fake-user-session';
import { FakeNavigation } from '../../fakes/fake-navigation';
import { FakeSession } from '../../fakes/fake-session';
import { buildFakePorts } from '../../support/fake-ports';

function setup(session = FakeSession.guest()) {
  const { accountRepository: accounts, localStore } = buildFakePorts({
    session,
    store: { email: 'jo@example.com', cardId: 'card-1', phone: '+15125550101', cartId: 'cart-1' },
  });
  const navigation = new FakeNavigation({ pathname: '/dashboard', search: '' });
  const sessionEnd = new SessionEndSignal();
  const userSession = new CurrentUserSession({ session, accounts, localStore, navigation, sessionEnd });
  const states: UserSessionState['status'][] = [];
  userSession.subscribe((s) => states.push(s.status));
  return { session, accounts, localStore, navigation, sessionEnd, userSession, states };
}

describe('refresh: reads GET /api/user and then me', () => {
  it('starts loading and becomes a guest when not logged in, without asking me', async () => {
    const { userSession, accounts, states } = setup();
    expect(userSession.getSnapshot().status).toBe('loading');
    await userSession.refresh();
    expect(userSession.getSnapshot()).toEqual({ status: 'guest', user: null });
    expect(accounts.calls).not.toContain('me');
    expect(states).toEqual(['guest']);
  });

  it('becomes signed in with the user me answers when logged in', async () => {
    const { userSession, accounts } = setup(FakeSession.loggedIn('dana@example.com'));
    accounts.signedInAs(aUser({ email: 'dana@example.com', first_name: 'Dana' }));
    await userSession.refresh();
    const state = userSession.getSnapshot();
    expect(state.status).toBe('signedIn');
    expect(state.user?.first_name).toBe('Dana');
  });

  it('is a guest when the session call fails', async () => {
    const { userSession, session } = setup(FakeSession.loggedIn());
    session.failNext = new Error('Network down');
    await userSession.refresh();
    expect(userSession.getSnapshot().status).toBe('guest');
  });

  it('keeps the newest answer when two refreshes overlap', async () => {
    const { userSession, accounts, session } = setup(FakeSession.loggedIn());
    accounts.signedInAs(aUser());
    const first = userSession.refresh();
    session.user = { isLoggedIn: false, me: null };
    const second = userSession.refresh();
    await Promise.all([first, second]);
    expect(userSession.getSnapshot().status).toBe('guest');
  });
});

describe('signIn', () => {
  it('logs in and refreshes to the signed-in user', async () => {
    const { userSession, accounts } = setup();
    accounts.withAccount(aUser({ email: 'dana@example.com' }), 'secret');
    await userSession.signIn('dana@example.com', 'secret');
    expect(userSession.getSnapshot().user?.email).toBe('dana@example.com');
    expect(accounts.calls).toEqual(['login:dana@example.com', 'me']);
  });

  it('rejects with the server message and stays a guest on a wrong password', async () => {
    const { userSession, accounts } = setup();
    accounts.withAccount(aUser({ email: 'dana@example.com' }), 'secret');
    await userSession.refresh();
    await expect(userSession.signIn('dana@example.com', 'nope')).rejects.toThrow('Invalid email or password');
    expect(userSession.getSnapshot().status).toBe('guest');
  });
});

describe('000 §4 Session end: signOut', () => {
  it('clears local email, cardId, phone and the stored cartId, calls POST /api/logout, becomes a guest and goes to /login', async () => {
    const { userSession, accounts, session, localStore, navigation } = setup(FakeSession.loggedIn());
    accounts.signedInAs(aUser());
    await userSession.refresh();
    await userSession.signOut();
    expect(localStore.get('email')).toBeNull();
    expect(localStore.get('cardId')).toBeNull();
    expect(localStore.get('phone')).toBeNull();
    expect(localStore.get('cartId')).toBeNull();
    expect(session.logouts).toBe(1);
    expect(userSession.getSnapshot()).toEqual({ status: 'guest', user: null });
    expect(navigation.visits.at(-1)).toEqual({ path: '/login', replace: false });
  });
});

describe('000 §8 authentication error', () => {
  it('clears the user and goes to /login once, however many calls fail', async () => {
    const { userSession, accounts, sessionEnd, navigation } = setup(FakeSession.loggedIn());
    accounts.signedInAs(aUser());
    await userSession.refresh();
    const listener = new SessionEndOnAuthError(sessionEnd, navigation);
    listener.onAuthError('Not authenticated');
    listener.onAuthError('jwt expired');
    expect(userSession.getSnapshot().status).toBe('guest');
    expect(navigation.visits.filter((v) => v.path === '/login')).toHaveLength(1);
  });
});
