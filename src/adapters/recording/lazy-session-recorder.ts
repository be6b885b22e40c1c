import type { RecordingStart, SessionRecorder } from '../../ports/session-recorder';
import type { RecordingConfig } from './recording-config';

type TrackerModule = typeof import('../../tracker/index');
type TrackerInstance = InstanceType<TrackerModule['Tracker']>;

/** Waits until the page has loaded: the shop asks for recording only once its content is on screen. */
const afterPageLoad = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * The recording agent behind the SessionRecorder port, loaded with a dynamic import once the page has
 * loaded, so the shop's first-load JavaScript does not carry it. A missing ingest or a blocked worker
 * ends in a reason (the agent warns once); nothing is thrown into the shop.
 */
export class LazySessionRecorder implements SessionRecorder {
  private tracker: TrackerInstance | null = null;
  private pending: { name: string; payload?: Record<string, unknown> }[] = [];

  constructor(
    private readonly config: RecordingConfig,
    private readonly load: () => Promise<TrackerModule> = () => import('../../tracker/index'),
  ) {}

  async start(userID: string | null): Promise<RecordingStart> {
    if (!this.config.enabled) return { recording: false, reason: 'Recording is turned off' };
    try {
      await afterPageLoad();
      const { Tracker } = await this.load();
      const tracker = new Tracker({
        projectKey: this.config.projectKey,
        ...(this.config.ingestPoint ? { ingestPoint: this.config.ingestPoint } : {}),
      });
      this.tracker = tracker;
      if (userID) tracker.setUserID(userID);
      const result = await tracker.start();
      if (!result.success) return { recording: false, reason: result.reason };
      for (const e of this.pending.splice(0)) tracker.event(e.name, e.payload);
      return { recording: true, sessionID: result.sessionID };
    } catch (error) {
      return { recording: false, reason: error instanceof Error ? error.message : 'The recording agent did not load' };
    }
  }

  setUserID(id: string): void {
    this.tracker?.setUserID(id);
  }

  event(name: string, payload?: Record<string, unknown>): void {
    if (this.tracker) this.tracker.event(name, payload);
    else if (this.pending.length < 50) this.pending.push({ name, payload });
  }

  stop(): void {
    this.tracker?.stop();
  }
}
