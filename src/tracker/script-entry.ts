// The classic <script> build's entry (packages/tracker/dist/tracker.global.js defines
// `window.PawprintTracker`). A classic script knows its own address only while it runs
// (document.currentScript), so it is read here, once, and the worker is looked for beside it
// unless the site owner names one with `workerUrl`: the agent then works from a CDN too.
import { Tracker as ModuleTracker, type TrackerOptions } from './tracker';

/** The worker's file name in the package's dist/ (fixed, so a script can find it beside itself). */
export const PACKAGE_WORKER_FILE = 'worker/tracker.worker.js';

const scriptSrc = ((): string => {
  try {
    return (document.currentScript as HTMLScriptElement | null)?.src ?? '';
  } catch {
    return '';
  }
})();

export class Tracker extends ModuleTracker {
  constructor(options: TrackerOptions) {
    const given = (typeof options === 'object' && options !== null ? options : {}) as TrackerOptions & { workerUrl?: string | URL };
    let workerUrl = given.workerUrl;
    try {
      if (!workerUrl && scriptSrc) workerUrl = new URL(PACKAGE_WORKER_FILE, scriptSrc).href;
    } catch {
      // no address to go by: the agent's own default applies
    }
    super({ ...given, ...(workerUrl ? { workerUrl } : {}) } as TrackerOptions);
  }
}
export type { TrackerOptions, StartOptions, StartResult } from './tracker';
