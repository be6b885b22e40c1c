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
 * ends in a reason (the agent warns once); nothing is thrown into the shop. The shop starts on its
 * project's start conditions when the ingest has any (the visit waits in the agent's buffers until one
 * is met), and records at once when it has none or they cannot be read.
 */
export class LazySessionRecorder implements SessionRecorder {
  private tracker: TrackerInstance | null = null;
  private pending: { name: string; payload?: Record<string, unknown> }[] = [];
  /** A user id given while the agent was still loading: it wins over the one start() was called with. */
  private pendingUserID: string | null = null;

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
      const user = this.pendingUserID ?? userID;
      if (user) tracker.setUserID(user);
      const conditional = typeof tracker.startOnConditions === 'function' ? await tracker.startOnConditions() : null;
      if (conditional?.success && conditional.conditions > 0) {
        for (const e of this.pending.splice(0)) tracker.event(e.name, e.payload);
        return { recording: 'on-condition', conditions: conditional.conditions };
      }
      // No conditions (or none readable): record the whole visit. The conditional attempt's buffers go first.
      const result = await tracker.start();
      if (!result.success) return { recording: false, reason: result.reason };
      for (const e of this.pending.splice(0)) tracker.event(e.name, e.payload);
      return { recording: true, sessionID: result.sessionID };
    } catch (error) {
      return { recording: false, reason: error instanceof Error ? error.message : 'The recording agent did not load' };
    }
  }

  setUserID(id: string): void {
    if (this.tracker) this.tracker.setUserID(id);
    else this.pendingUserID = id;
  }

  event(name: string, payload?: Record<string, unknown>): void {
    if (this.tracker) this.tracker.event(name, payload);
    else if (this.pending.length < 50) this.pending.push({ name, payload });
  }

  stop(): void {
    this.tracker?.stop();
  }
}
