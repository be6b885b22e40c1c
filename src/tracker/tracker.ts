// The agent's public API. Whatever a page script passes, no call throws into the page: start()
// resolves to the session's ids or a failure reason, and every other call is a no-op when it cannot act.
import { MessageType as M } from './protocol/messages';
import { resolveOptions, type ResolvedOptions, type TrackerOptions } from './options';
import { payloadText, shortText } from './payload-text';
import { RecordingSession, type StartOptions, type StartResult, type TrackerStateName } from './session/recording-session';
import { UNKNOWN_START_ERROR } from '../domain/messages';

export type { TrackerOptions } from './options';
export type { StartOptions, StartResult } from './session/recording-session';

const pageOrigin = (): string => {
  try {
    return window.location.origin;
  } catch {
    return '';
  }
};

export class Tracker {
  private readonly options: ResolvedOptions;
  private session: RecordingSession | null = null;

  constructor(options: TrackerOptions) {
    let resolved: ResolvedOptions;
    try {
      resolved = resolveOptions(options, pageOrigin());
    } catch {
      resolved = resolveOptions({}, pageOrigin());
    }
    this.options = resolved;
    try {
      if (typeof window === 'undefined' || typeof document === 'undefined') return;
      this.session = new RecordingSession(this.options);
      if (this.options.coldStart) this.session.coldStart();
    } catch {
      this.session = null;
    }
  }

  /** NotActive, Starting, Active or ColdStart. */
  get state(): TrackerStateName {
    return this.session?.state ?? 'NotActive';
  }

  start(startOptions?: StartOptions): Promise<StartResult> {
    try {
      if (!this.session) return Promise.resolve({ success: false, reason: UNKNOWN_START_ERROR });
      const opts = typeof startOptions === 'object' && startOptions !== null ? startOptions : {};
      return this.session.start(opts).catch(() => ({ success: false as const, reason: UNKNOWN_START_ERROR }));
    } catch {
      return Promise.resolve({ success: false, reason: UNKNOWN_START_ERROR });
    }
  }

  /** Begins recording into the cold-start buffers before a full start (001 §4). */
  coldStart(): void {
    this.guard(() => this.session?.coldStart());
  }

  stop(): void {
    this.guard(() => this.session?.stop());
  }

  /** A custom event (CustomEvent 27) in the recording. */
  event(name: unknown, payload?: unknown): void {
    this.guard(() => {
      const key = shortText(name);
      const text = payloadText(payload);
      if (key !== null && text !== null) this.session?.send([M.CustomEvent, key, text]);
    });
  }

  /** A custom issue (CustomIssue 64) in the recording. */
  issue(name: unknown, payload?: unknown): void {
    this.guard(() => {
      const key = shortText(name);
      const text = payloadText(payload);
      if (key !== null && text !== null) this.session?.send([M.CustomIssue, key, text]);
    });
  }

  setUserID(id: unknown): void {
    this.guard(() => {
      const text = shortText(id);
      if (text !== null) this.session?.setUserID(text);
    });
  }

  setUserAnonymousID(id: unknown): void {
    this.guard(() => {
      const text = shortText(id);
      if (text !== null) this.session?.send([M.UserAnonymousID, text]);
    });
  }

  setMetadata(key: unknown, value: unknown): void {
    this.guard(() => {
      const k = shortText(key);
      const v = shortText(value, 10_000);
      if (k === null || v === null) return;
      this.session?.setMetadata(k, v);
      this.session?.send([M.Metadata, k, v]);
    });
  }

  private guard(run: () => void): void {
    try {
      run();
    } catch {
      // The host page must never see the agent's faults.
    }
  }
}
