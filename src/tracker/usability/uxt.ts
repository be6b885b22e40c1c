// The usability test's chunk (loaded by the recording session only when a test is given): reads the test,
// checks the stored progress against it and this recording session, and runs the widget.
import { readProgress } from '../../domain/recording/usability-progress';
import { testIdOf } from '../../domain/recording/usability-test';
import type { StartResponse } from '../../domain/recording/start-response';
import type { RecordingSession } from '../session/recording-session';
import { ScreenRecorder } from './screen-recorder';
import { UsabilityApi } from './usability-api';
import { UsabilityProgressStore } from './usability-progress-store';
import { UsabilityTestRun } from './usability-test-run';
import { VideoSegments } from './video-segments';

const log = (message: string) => console.warn(`[pawprint] usability test: ${message}`);

let running = false;

/**
 * Runs the test for this page's recording session (the start reply's), with the session's current token
 * (renewed on a 401) and the core's guarded local storage, both from its session store.
 */
export default async function runUsabilityTest(recording: Pick<RecordingSession, 'options' | 'store' | 'fetchFn'>, reply: StartResponse): Promise<void> {
  const { options, store: session, fetchFn } = recording;
  // Only in the top page, and only when the ingest enables the feature (on unless its reply lists others, 001 §6).
  const features = reply.features;
  if (running || window.top !== window || (Array.isArray(features) && !features.includes('usability-test'))) return;
  const sessionID = reply.sessionID;
  running = true;
  try {
    const store = new UsabilityProgressStore(session.local, options.storagePrefix);
    const stored = store.read();
    const fromAddress = testIdOf(new URLSearchParams(location.search).get('oruxt'));
    const testId = fromAddress ?? testIdOf(stored.testId);
    if (testId === null) {
      running = false;
      return;
    }
    const api = new UsabilityApi(options.ingestPoint, () => session.token(), fetchFn, log);
    const test = await api.test(testId);
    if (!test) {
      running = false;
      return;
    }
    const progress = readProgress(stored, testId, sessionID, test.tasks.length, Date.now());
    // Progress of another test or session is not resumed; the address's test starts at its greeting.
    if (!progress) store.clear();
    const segments = new VideoSegments(`${options.storagePrefix}_uxt_video`, log);
    if (!progress) void segments.clear();
    const recorder = new ScreenRecorder(log, (kind, slice, type) => segments.keep(kind, slice, type));
    new UsabilityTestRun(testId, test, sessionID, progress, {
      api, store, recorder, log, now: () => Date.now(),
      earlierVideos: () => segments.earlier(),
      videosSent: () => void segments.clear(),
    });
  } catch (error) {
    running = false;
    log(String(error));
  }
}
