// The agent's optional modules, loaded by the core with the first start (a chunk of its own): the
// site's options decide which run, and the start reply decides those the ingest controls (feature flags,
// canvas), which load as chunks of their own. The modules a default start runs (network, console and
// errors, web vitals, tags) ship in this chunk: every default page loads them all, and one chunk is
// 1.2 KB (gzip) lighter than five. Modules are told of each session start and of the stop.
import type { StartResponse } from '../../domain/recording/start-response';
import type { AgentModule, ModuleHooks } from './module-api';
import type { RecordingSession } from '../session/recording-session';
import type { ResolvedOptions } from '../options';
import { moduleSettings, type ModuleSettings } from './module-settings';
import { listenForChildFrames } from '../session/child-frames';
import { sanitiseNetworkRecord } from '../../domain/recording/network-record';
import { NetworkCapture } from './network-capture';
import { ConsoleCapture } from './console-capture';
import { WebVitalsCapture } from './web-vitals-capture';
import { TagWatch } from './tag-watch';

/** The agent's log at the site's level (and its debug report) ships here too: the core loads this chunk for it. */
export { agentLog } from '../agent-log';

export interface ModuleHost {
  started(reply: StartResponse): void;
  stop(): void;
  /** Feature flags' public API, once the flags module runs. */
  flags: import('./feature-flags').FeatureFlags | null;
  /** Settles when every module has loaded (or could not). */
  ready(): Promise<unknown>;
}

/** The modules for the page's session, with the agent's options and the site's own (the hooks are made here, so the core stays small). */
export function installModules(s: RecordingSession, options: ResolvedOptions, given: Record<string, unknown>): ModuleHost {
  const hooks: ModuleHooks = {
    send: (m) => s.send(m),
    signal: (x) => s.signal(x),
    reply: () => s.reply,
    // The current start reply's token: while a conditional start watches, none is stored yet.
    token: () => s.reply?.token ?? s.token(),
    restart: () => void s.renewToken(),
    user: () => ({ userID: s.userID ?? '', metadata: Object.fromEntries(s.metadata) }),
    nodeId: (node) => s.nodeId(node),
    now: () => s.now(),
    session: s,
    options,
    given,
  };
  // Child frames in cross-domain mode are answered from the first start on (the core stays small).
  listenForChildFrames(hooks.session);
  const settings: ModuleSettings = moduleSettings(hooks.given);
  const running: AgentModule[] = [];
  const loading: Promise<unknown>[] = [];
  let lastReply: StartResponse | null = null;
  let stopped = false;
  const host: ModuleHost = {
    flags: null,
    ready: () => Promise.all(loading),
    started(reply) {
      lastReply = reply;
      for (const m of running) m.started?.(reply);
    },
    stop() {
      stopped = true;
      for (const m of running.splice(0)) m.stop?.();
    },
  };
  // A module is made at once when it is in this chunk, or once its chunk loads; one that throws or cannot load
  // leaves the recording as it is.
  const add = (make: () => AgentModule | null | Promise<AgentModule | null>) => {
    loading.push(
      new Promise<AgentModule | null>((made) => made(make())).then(
        (m) => {
          if (!m) return;
          if (stopped) return m.stop?.();
          running.push(m);
          if (lastReply) m.started?.(lastReply);
        },
        () => undefined,
      ),
    );
  };
  if (settings.network) add(() => new NetworkCapture(hooks, settings.network!, sanitiseNetworkRecord));
  if (settings.consoleLevels || settings.exceptions) add(() => new ConsoleCapture(hooks, settings.consoleLevels, settings.exceptions));
  if (settings.webVitals) add(() => new WebVitalsCapture(hooks));
  if (settings.featureFlags) {
    add(() =>
      import('./feature-flags').then(({ FeatureFlags }) => {
        host.flags = new FeatureFlags(hooks);
        return host.flags;
      }),
    );
  }
  if (settings.tags) add(() => new TagWatch(hooks));
  if (settings.canvas) add(() => import('./canvas-capture').then(({ CanvasCapture }) => new CanvasCapture(hooks)));
  s.onStarted = (reply) => host.started(reply);
  if (s.reply) host.started(s.reply);
  return host;
}
