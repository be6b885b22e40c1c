import { guestShopperId } from '../../../src/domain/recording/shopper-identity';
import { describe, expect, it, vi } from 'vitest';
import { recordingUserId, VisitRecording, VISITOR_LOADED_EVENT } from '../../../src/application/recording/visit-recording';
import type { UserSession, UserSessionState } from '../../../src/application/session/user-session';
import type { RecordingStart, SessionRecorder } from '../../../src/ports/session-recorder';
import { FakeLocalStore } from '../../fakes/fake-local-store';

const user = (email: string): UserSessionState => ({ status: 'signedIn', user: { email } as never });

function setup(initial: UserSessionState, stored: string | null, result: RecordingStart | Promise<RecordingStart> = { recording: true, sessionID: 's1' }) {
  const listeners: ((s: UserSessionState) => void)[] = [];
  let state = initial;
  const userSession = { getSnapshot: () => state, subscribe: (l: (s: UserSessionState) => void) => (listeners.push(l), () => {}) } as unknown as UserSession;
  const localStore = new FakeLocalStore();
  if (stored) localStore.set('email', stored);
  const recorder: SessionRecorder = { start: vi.fn(() => Promise.resolve(result)), setUserID: vi.fn(), event: vi.fn(), stop: vi.fn() };
  const navigation = { go: vi.fn(), location: () => ({ pathname: '/meatballs', search: '' }) };
  const visit = new VisitRecording({ recorder, userSession, localStore, navigation });
  return {
    visit,
    recorder,
    localStore,
    emit: (s: UserSessionState) => {
      state = s;
      listeners.forEach((l) => l(s));
    },
  };
}

describe('Recording the visit', () => {
  it("records as the signed-in user's e-mail, else the pseudonym of the stored e-mail, else anonymously", () => {
    expect(recordingUserId(user('jane@example.com'), 'old@example.com')).toBe('jane@example.com');
    expect(recordingUserId({ status: 'guest', user: null }, ' kept@example.com ')).toBe(guestShopperId('kept@example.com'));
    expect(recordingUserId({ status: 'loading', user: null }, null)).toBeNull();
  });

  it('starts once on load and records a visitor-loaded event', async () => {
    const { visit, recorder } = setup({ status: 'guest', user: null }, 'kept@example.com');
    await Promise.all([visit.begin(), visit.begin()]);
    expect(recorder.start).toHaveBeenCalledTimes(1);
    expect(recorder.start).toHaveBeenCalledWith(guestShopperId('kept@example.com'));
    expect(recorder.event).toHaveBeenCalledWith(VISITOR_LOADED_EVENT, { path: '/meatballs' });
  });

  it('follows a later sign-in with the new user id', async () => {
    const { visit, recorder, emit } = setup({ status: 'loading', user: null }, null);
    await visit.begin();
    emit(user('jane@example.com'));
    emit(user('jane@example.com'));
    expect(recorder.setUserID).toHaveBeenCalledTimes(1);
    expect(recorder.setUserID).toHaveBeenCalledWith('jane@example.com');
  });

  it('names a guest who gives an e-mail during the visit (adding to the cart, at checkout), by its pseudonym', async () => {
    const { visit, recorder, localStore } = setup({ status: 'guest', user: null }, null);
    await visit.begin();
    expect(recorder.start).toHaveBeenCalledWith(null);
    localStore.set('email', 'buyer@example.com');
    expect(recorder.setUserID).toHaveBeenCalledWith(guestShopperId('buyer@example.com'));
    expect(JSON.stringify(vi.mocked(recorder.setUserID).mock.calls)).not.toContain('buyer@example.com');
  });

  it('records no event when the recorder could not start', async () => {
    const { visit, recorder } = setup({ status: 'guest', user: null }, null, { recording: false, reason: 'Server error: 404. Not Found' });
    expect(await visit.begin()).toEqual({ recording: false, reason: 'Server error: 404. Not Found' });
    expect(recorder.event).not.toHaveBeenCalled();
  });

  it('hands the agent a sign-in that happened while it was still starting', async () => {
    let finish!: (r: RecordingStart) => void;
    const { visit, recorder, emit } = setup({ status: 'guest', user: null }, null, new Promise<RecordingStart>((r) => (finish = r)));
    const started = visit.begin();
    emit(user('early@example.com'));
    finish({ recording: true, sessionID: 's1' });
    await started;
    expect(recorder.setUserID).toHaveBeenCalledWith('early@example.com');
    expect(recorder.setUserID).toHaveBeenCalledTimes(1);
  });

  it('records the visitor-loaded event while waiting for a start condition', async () => {
    const { visit, recorder } = setup({ status: 'guest', user: null }, null, { recording: 'on-condition', conditions: 1 });
    await visit.begin();
    expect(recorder.event).toHaveBeenCalledWith(VISITOR_LOADED_EVENT, { path: '/meatballs' });
  });
});
