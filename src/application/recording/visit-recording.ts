import type { LocalStore } from '../../ports/local-store';
import type { Navigation } from '../../ports/navigation';
import type { RecordingStart, SessionRecorder } from '../../ports/session-recorder';
import type { UserSession, UserSessionState } from '../session/user-session';
import { serviceToken } from '../../ports/service-token';
import { shopperRecordingId } from '../../domain';

export const VISITOR_LOADED_EVENT = 'visitor-loaded';

/** The recording user id (001 §1): the signed-in user's e-mail, or for a guest a pseudonym of the e-mail kept on this device. */
export function recordingUserId(state: UserSessionState, storedEmail: string | null): string | null {
  return shopperRecordingId(state.status === 'signedIn' && state.user.email ? state.user.email : null, storedEmail);
}

interface Deps {
  recorder: SessionRecorder;
  userSession: UserSession;
  localStore: LocalStore;
  navigation: Navigation;
}

/**
 * 001 §1: on load the app shell starts session recording and records a visitor-loaded event; the
 * recording follows the visitor's identity from the moment begin() is called: a sign-in while the
 * agent is still loading or starting is handed to it too, so the first batch after it names the shopper.
 */
export class VisitRecording {
  private started: Promise<RecordingStart> | null = null;
  private lastUserId: string | null = null;

  constructor(private readonly deps: Deps) {}

  begin(): Promise<RecordingStart> {
    if (this.started) return this.started;
    const { recorder, userSession, localStore } = this.deps;
    this.lastUserId = recordingUserId(userSession.getSnapshot(), localStore.get('email'));
    const unsubscribed = [
      userSession.subscribe((state) => this.follow(state)),
      // a guest gives an e-mail when adding to the cart or at checkout: the rest of the visit names them
      localStore.subscribe((key) => {
        if (key === 'email') this.follow(userSession.getSnapshot());
      }),
    ];
    const unsubscribe = () => unsubscribed.forEach((stop) => stop?.());
    this.started = recorder.start(this.lastUserId).then((result) => {
      if (!result.recording) {
        unsubscribe?.();
        return result;
      }
      // A sign-in that happened while the agent loaded, told to it now that it runs.
      this.follow(userSession.getSnapshot());
      recorder.event(VISITOR_LOADED_EVENT, { path: this.deps.navigation.location().pathname });
      return result;
    });
    return this.started;
  }

  private follow(state: UserSessionState): void {
    const id = recordingUserId(state, this.deps.localStore.get('email'));
    if (id && id !== this.lastUserId) {
      this.lastUserId = id;
      this.deps.recorder.setUserID(id);
    }
  }
}

export const VisitRecordingToken = serviceToken<VisitRecording>('VisitRecording');
