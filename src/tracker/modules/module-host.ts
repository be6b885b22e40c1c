// The agent's optional modules, loaded by the core with the first start (a chunk of its own): the
// site's options decide which load, each as a chunk of its own, and the start reply decides those the
// ingest controls (feature flags, canvas). Modules are told of each session start and of the stop.
import type { StartResponse } from '../../domain/recording/start-response';
import type { AgentModule, ModuleHooks } from './module-api';
import { moduleSettings, type ModuleSettings } from './module-settings';
import { listenForChildFrames } from '../session/child-frames';
import { sanitiseNetworkRecord } from '../../domain/recording/network-record';

export interface ModuleHost {
  started(reply: StartResponse): void;
  stop(): void;
  /** Feature flags' public API, once the flags module runs. */
  flags: import('./feature-flags').FeatureFlags | null;
  /** Settles when every module has loaded (or could not). */
  ready(): Promise<unknown>;
}

export function installModules(hooks: ModuleHooks): ModuleHost {
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
  const add = (load: Promise<AgentModule | null>) => {
    loading.push(
      load.then(
        (m) => {
          if (!m) return;
          if (stopped) return m.stop?.();
          running.push(m);
          if (lastReply) m.started?.(lastReply);
        },
        () => undefined, // a module that cannot load leaves the recording as it is
      ),
    );
  };
  if (settings.network) add(import('./network-capture').then(({ NetworkCapture }) => new NetworkCapture(hooks, settings.network!, sanitiseNetworkRecord)));
  if (settings.consoleLevels || settings.exceptions) {
    add(import('./console-capture').then(({ ConsoleCapture }) => new ConsoleCapture(hooks, settings.consoleLevels, settings.exceptions)));
  }
  if (settings.webVitals) add(import('./web-vitals-capture').then(({ WebVitalsCapture }) => new WebVitalsCapture(hooks)));
  if (settings.featureFlags) {
    add(
      import('./feature-flags').then(({ FeatureFlags }) => {
        host.flags = new FeatureFlags(hooks);
        return host.flags;
      }),
    );
  }
  if (settings.tags) add(import('./tag-watch').then(({ TagWatch }) => new TagWatch(hooks)));
  if (settings.canvas) add(import('./canvas-capture').then(({ CanvasCapture }) => new CanvasCapture(hooks)));
  return host;
}
