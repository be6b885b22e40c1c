// The agent's public API. Whatever a page script passes, no call throws into the page: start()
// resolves to the session's ids or a failure reason, and every other call is a no-op when it cannot act.
import { MessageType as M } from '../protocol/messages';
import { resolveOptions, type ResolvedOptions, type TrackerOptions } from './options';
import { payloadText, shortText } from './payload-text';
import {
  RecordingSession,
  type ConditionalStartResult,
  type StartOptions,
  type StartResult,
  type TrackerStateName,
} from './session/recording-session';
import { UNKNOWN_START_ERROR } from '../domain/messages';

export type { TrackerOptions } from './options';
export type { ConditionalStartResult, StartOptions, StartResult } from './session/recording-session';

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
    return this.settled((session, opts) => session.start(opts), startOptions);
  }

  /**
   * Records into the cold-start buffers and starts, once, when the page meets the first of the
   * project's start conditions (001 §4). Resolves when the watch begins, or to the failure.
   */
  startOnConditions(startOptions?: StartOptions): Promise<ConditionalStartResult> {
    return this.settled((session, opts) => session.startOnConditions(opts), startOptions);
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

  /** A start that resolves to its result or to 'Unknown error', whatever the page passed or the session threw. */
  private settled<R>(
    run: (session: RecordingSession, opts: StartOptions) => Promise<R>,
    startOptions: unknown,
  ): Promise<R | { success: false; reason: string }> {
    const failed = { success: false as const, reason: UNKNOWN_START_ERROR };
    try {
      if (!this.session) return Promise.resolve(failed);
      const opts = typeof startOptions === 'object' && startOptions !== null ? (startOptions as StartOptions) : {};
      return run(this.session, opts).catch(() => failed);
    } catch {
      return Promise.resolve(failed);
    }
  }

  private guard(run: () => void): void {
    try {
      run();
    } catch {
      // The host page must never see the agent's faults.
    }
  }
}
