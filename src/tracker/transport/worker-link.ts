// The main thread's side of the worker contract: creates the worker and posts to it.
import { NO_WORKER_CSP } from '../../domain/messages';
import type { FromWorker, ToWorker } from '../worker/worker-messages';
import { StartFailure } from '../session/start-request';

export const DEFAULT_WORKER_FILE = 'tracker-worker.js';

export class WorkerLink {
  private worker: Worker | null = null;

  constructor(private readonly onMessage: (message: FromWorker) => void) {}

  get alive(): boolean {
    return this.worker !== null;
  }

  /** Creates the module worker; a CSP or a missing file ends the start with the spec's reason. */
  create(url: string | URL | null, baseUrl: string): void {
    if (this.worker) return;
    try {
      const target = url ?? new URL(DEFAULT_WORKER_FILE, baseUrl);
      const worker = new Worker(target, { type: 'module' });
      worker.onmessage = (e: MessageEvent<FromWorker>) => this.onMessage(e.data);
      // A worker that fails to load (blocked by CSP, 404) reports an error event, not an exception.
      worker.onerror = (e) => {
        e.preventDefault?.();
        this.terminate();
        this.onMessage({ type: 'failure', reason: NO_WORKER_CSP });
      };
      this.worker = worker;
    } catch {
      this.worker = null;
      throw new StartFailure(NO_WORKER_CSP);
    }
  }

  post(message: ToWorker): void {
    try {
      this.worker?.postMessage(message);
    } catch {
      // An uncloneable payload (a page's odd value) is dropped, not thrown into the page.
    }
  }

  /** Lets a stopped worker finish on its own (it may still hand back unsent batches). */
  release(): void {
    this.worker = null;
  }

  terminate(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}
