import type { Container } from 'inversify';
import { recordingBindings } from './bindings/recording-bindings';
import { VisitRecordingToken, type VisitRecording } from '../application/recording/visit-recording';

/**
 * Session recording's chunk (001 §1), loaded once the page has loaded: binds the recorder port into the one
 * container and starts recording the visit. The composition root loads it once (bootstrap-services.ts). The agent
 * itself is another chunk, loaded by its adapter.
 */
export function startVisitRecording(container: Container): void {
  container.load(recordingBindings());
  void container.get<VisitRecording>(VisitRecordingToken).begin();
}
