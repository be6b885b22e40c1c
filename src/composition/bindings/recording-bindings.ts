import { ContainerModule } from 'inversify';
import { UserSession } from '../../application/session/user-session';
import { VisitRecording, VisitRecordingToken } from '../../application/recording/visit-recording';
import { LocalStore } from '../../ports/local-store';
import { Navigation } from '../../ports/navigation';
import { SessionRecorder } from '../../ports/session-recorder';
import { LazySessionRecorder } from '../../adapters/recording/lazy-session-recorder';
import { recordingConfigFrom, type RecordingConfig } from '../../adapters/recording/recording-config';

/** Session recording (001 §1): the lazily loaded agent behind its port, and the visit's recording. */
export const recordingBindings = (config: RecordingConfig = recordingConfigFrom(import.meta.env)) =>
  new ContainerModule(({ bind }) => {
    bind<SessionRecorder>(SessionRecorder).toConstantValue(new LazySessionRecorder(config));
    bind<VisitRecording>(VisitRecordingToken)
      .toResolvedValue(
        (recorder: SessionRecorder, userSession: UserSession, localStore: LocalStore, navigation: Navigation) =>
          new VisitRecording({ recorder, userSession, localStore, navigation }),
        [SessionRecorder, UserSession, LocalStore, Navigation],
      )
      .inSingletonScope();
  });
