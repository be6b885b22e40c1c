import { serviceToken } from './service-token';

/**
 * How starting the recording of a visit ended: recording; waiting for one of the project's start
 * conditions (the visit is held in the agent's buffers meanwhile); or the agent's reason for not recording.
 */
export type RecordingStart =
  | { recording: true; sessionID: string }
  | { recording: 'on-condition'; conditions: number }
  | { recording: false; reason: string };

/**
 * The session-recording agent as the shop sees it (001 §1): it records the visit, custom events and who
 * the visitor is. Never throws; a recorder that cannot run answers with a reason.
 */
export interface SessionRecorder {
  start(userID: string | null): Promise<RecordingStart>;
  setUserID(id: string): void;
  event(name: string, payload?: Record<string, unknown>): void;
  stop(): void;
}

export const SessionRecorder = serviceToken<SessionRecorder>('SessionRecorder');
