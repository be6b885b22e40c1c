// Starts the recording worker from the main thread. The worker is its own module file beside
// the agent's script (the `new Worker(new URL(…, import.meta.url))` form lets the bundler emit
// it), so a page's CSP must allow it through worker-src (or script-src) for that origin.
// A blocked worker either throws at construction or fails to load; either way the main thread
// learns it here, not by waiting for batches that never come.

import { TrustedWorker } from './trusted-worker';

/** How long a worker may take to load before it counts as missing. */
export const WORKER_READY_TIMEOUT = 5000;

export function createRecordingWorker(): Worker {
  // A page with Trusted Types takes the worker's URL only as a TrustedScriptURL (see trusted-worker.ts).
  const Worker = TrustedWorker;
  return new Worker(new URL('./tracker.worker.ts', import.meta.url), { type: 'module', name: 'recording' });
}

/**
 * The worker once it said it runs, or null when none could start (blocked by CSP, failed to load,
 * no Worker in this environment). The caller then reports 'No worker found: perhaps, CSP is not set.'
 */
export function startRecordingWorker(
  timeoutMs = WORKER_READY_TIMEOUT,
  create: () => Worker = createRecordingWorker,
): Promise<Worker | null> {
  let worker: Worker;
  try {
    if (typeof Worker === 'undefined') return Promise.resolve(null);
    worker = create();
  } catch {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const done = (result: Worker | null) => {
      clearTimeout(timer);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      if (result === null) worker.terminate();
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'ready') done(worker);
    };
    const onError = (event: Event) => {
      event.preventDefault();
      done(null);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
  });
}
