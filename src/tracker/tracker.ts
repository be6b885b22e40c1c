// The agent's public API. Whatever a page script passes, no call throws into the page: start()
// resolves to the session's ids or a failure reason, and every other call is a no-op when it cannot act.
import { MessageType as M, type Message } from '../protocol/messages';
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
import { acceptsWebSocketMessage } from '../domain/recording/websocket-limits';
import type { ModuleHost } from './modules/module-host';
import { childFrameSetting } from './session/child-frame-setting';
type ChildAgent = ReturnType<typeof import('./session/child-frame').childFrame>;

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
  readonly #options: ResolvedOptions;
  #session: RecordingSession | null = null;
  /** The optional modules (network, console, vitals, flags, tags, canvas), loaded with the first start. */
  #modules: Promise<ModuleHost | void> | null = null;
  #host: ModuleHost | null = null;
  readonly #given: Record<string, unknown>;
  /** Cross-domain mode inside a frame: the site's setting (the agent then records for the parent page). */
  readonly #childSetting: { parentDomain?: unknown } | null;
  #child: Promise<ChildAgent> | null = null;
  #childAgent: ChildAgent | null = null;

  constructor(options: TrackerOptions) {
    this.#given = typeof options === 'object' && options !== null ? (options as unknown as Record<string, unknown>) : {};
    let resolved: ResolvedOptions;
    try {
      resolved = resolveOptions(options, pageOrigin());
    } catch {
      resolved = resolveOptions({}, pageOrigin());
    }
    this.#options = resolved;
    this.#childSetting = null;
    try {
      if (typeof window === 'undefined' || typeof document === 'undefined') return;
      this.#childSetting = childFrameSetting(this.#given);
      this.#session = new RecordingSession(this.#options);
      // The site's log level or debug report: the agent's log is in the modules' chunk, loaded only for them
      // (and with the first start).
      const given = this.#given;
      if (given.logLevel !== undefined || given.debugReportUrl !== undefined) {
        this.#session.log = import('./modules/module-host').then(({ agentLog }) => agentLog(given), () => null);
      }
      if (this.#options.coldStart) this.coldStart();
    } catch {
      this.#session = null;
    }
  }

  /** NotActive, Starting, Active or ColdStart. */
  get state(): TrackerStateName {
    return this.#childAgent?.recording ? 'Active' : this.#session?.state ?? 'NotActive';
  }

  start(startOptions?: StartOptions): Promise<StartResult> {
    if (this.#childSetting) return this.#startChild();
    this.#loadModules();
    // Resolves once the modules run too, so what the page does next (a console line, a request) is recorded.
    return this.#settled((session, opts) => session.start(opts), startOptions).then((r) => this.#modulesReady().then(() => r));
  }

  /**
   * Records into the cold-start buffers and starts, once, when the page meets the first of the
   * project's start conditions (001 §4). Resolves when the watch begins, or to the failure.
   */
  startOnConditions(startOptions?: StartOptions): Promise<ConditionalStartResult> {
    // A child frame records when its parent page does: the parent's conditions decide.
    if (this.#childSetting) return this.#startChild() as Promise<never>;
    this.#loadModules();
    return this.#settled((session, opts) => session.startOnConditions(opts), startOptions);
  }

  /** Begins recording into the cold-start buffers before a full start (001 §4). */
  coldStart(): void {
    this.#guard(() => {
      if (this.#childSetting) return;
      this.#loadModules();
      this.#session?.coldStart();
    });
  }

  stop(): void {
    this.#guard(() => {
      this.#childAgent?.stop();
      this.#session?.stop();
      this.#host?.stop();
      this.#modules = this.#host = null;
    });
  }

  /** Whether the feature flag is on (001 §7 flags; false until they arrive). */
  isFlagEnabled(key: unknown): boolean {
    return this.#host?.flags?.isEnabled(key) ?? false;
  }

  /** The flag's value (true, a variant's text), or undefined. */
  getFeatureFlag(key: unknown): unknown {
    return this.#host?.flags?.value(key);
  }

  /** Asks the ingest for the flags again; resolves when they are in. */
  reloadFlags(): Promise<void> {
    return this.#modulesReady()
      .then(() => this.#host?.flags?.reload())
      .catch(() => undefined);
  }

  #modulesReady(): Promise<unknown> {
    return Promise.resolve(this.#modules)
      .then(() => this.#host?.ready())
      .catch(() => undefined);
  }

  /** A WebSocket message the site saw (001 §5 limits: others are skipped). dir: 'up' sent, 'down' received. */
  wsMessage(channel: unknown, message: unknown, dir: unknown = 'down', type: unknown = 'message'): void {
    this.#guard(() => {
      if (acceptsWebSocketMessage(channel, message)) {
        this.#session?.send([M.WSChannel, 'websocket', channel as string, message as string, this.#session.now(), dir === 'up' ? 'up' : 'down', String(type).slice(0, 50)]);
      }
    });
  }

  /** A custom event (CustomEvent 27) in the recording. */
  event(name: unknown, payload?: unknown): void {
    this.#guard(() => {
      const key = shortText(name);
      const text = payloadText(payload);
      if (key !== null && text !== null) this.#send([M.CustomEvent, key, text]);
    });
  }

  /** A custom issue (CustomIssue 64) in the recording. */
  issue(name: unknown, payload?: unknown): void {
    this.#guard(() => {
      const key = shortText(name);
      const text = payloadText(payload);
      if (key !== null && text !== null) this.#send([M.CustomIssue, key, text]);
    });
  }

  setUserID(id: unknown): void {
    this.#guard(() => {
      const text = shortText(id);
      if (text !== null) this.#session?.setUserID(text);
    });
  }

  setUserAnonymousID(id: unknown): void {
    this.#guard(() => {
      const text = shortText(id);
      if (text !== null) this.#session?.send([M.UserAnonymousID, text]);
    });
  }

  setMetadata(key: unknown, value: unknown): void {
    this.#guard(() => {
      const k = shortText(key);
      const v = shortText(value, 10_000);
      if (k === null || v === null) return;
      this.#session?.setMetadata(k, v);
      this.#session?.send([M.Metadata, k, v]);
    });
  }

  /** A start that resolves to its result or to 'Unknown error', whatever the page passed or the session threw. */
  #settled<R>(
    run: (session: RecordingSession, opts: StartOptions) => Promise<R>,
    startOptions: unknown,
  ): Promise<R | { success: false; reason: string }> {
    const failed = { success: false as const, reason: UNKNOWN_START_ERROR };
    try {
      if (!this.#session) return Promise.resolve(failed);
      const opts = typeof startOptions === 'object' && startOptions !== null ? (startOptions as StartOptions) : {};
      return run(this.#session, opts).catch(() => failed);
    } catch {
      return Promise.resolve(failed);
    }
  }

  /** Cross-domain mode inside a frame: no session of its own; the parent page's answer starts the recording. */
  #startChild(): Promise<StartResult> {
    this.#child ??= import('./session/child-frame').then(({ childFrame }) => (this.#childAgent = childFrame(this.#options, this.#childSetting?.parentDomain)));
    return this.#child.then((agent) => agent.start()).catch(() => ({ success: false as const, reason: UNKNOWN_START_ERROR }));
  }

  #loadModules(): void {
    const s = this.#session;
    if (!s || this.#modules) return;
    const loading: Promise<ModuleHost | void> = import('./modules/module-host')
      .then(({ installModules }) => {
        // A stop while the modules were loading: they never install.
        if (this.#modules !== loading) return;
        this.#host = installModules(s, this.#options, this.#given);
      })
      .catch(() => undefined);
    this.#modules = loading;
  }

  /** In a child frame the page's own events go to the parent's session with the frame's recording. */
  #send(message: Message): void {
    if (this.#childAgent?.recording) this.#childAgent.add(message);
    else this.#session?.send(message);
  }

  #guard(run: () => void): void {
    try {
      run();
    } catch {
      // The host page must never see the agent's faults.
    }
  }
}
