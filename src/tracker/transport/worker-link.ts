// The main thread's side of the worker contract: creates the worker, learns whether it runs, posts to it.
import { NO_WORKER_CSP } from '../../domain/messages';
import type { FromWorker, ToWorker } from '../worker/worker-messages';
import { createRecordingWorker, WORKER_READY_TIMEOUT } from '../worker/create-worker';
import { StartFailure } from '../session/start-request';
import { TrustedWorker } from '../worker/trusted-worker';

export class WorkerLink {
  #worker: Worker | null = null;
  #ready: Promise<boolean> = Promise.resolve(false);
  /** The worker reported an error before it said it runs: its script never loaded (CSP, missing file). */
  #loadFailed = false;

  readonly #onMessage: (message: FromWorker) => void;

  constructor(onMessage: (message: FromWorker) => void) {
    this.#onMessage = onMessage;
  }

  get alive(): boolean {
    return this.#worker !== null;
  }

  /**
   * Creates the module worker (the site owner's `workerUrl`, or the one built beside the agent).
   * A worker that cannot even be constructed (no Worker, CSP refusing it) ends the start at once.
   */
  create(url: string | URL | null): void {
    if (this.#worker) return;
    let worker: Worker;
    try {
      if (typeof Worker === 'undefined') throw new Error('no Worker');
      worker = url ? new TrustedWorker(url, { type: 'module', name: 'recording' }) : createRecordingWorker();
    } catch {
      throw new StartFailure(NO_WORKER_CSP);
    }
    this.#worker = worker;
    this.#loadFailed = false;
    let said = false;
    this.#ready = new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), WORKER_READY_TIMEOUT);
      worker.onmessage = (e: MessageEvent<FromWorker>) => {
        if (e.data?.type === 'ready') {
          said = true;
          clearTimeout(timer);
          resolve(true);
          return;
        }
        this.#onMessage(e.data);
      };
      // A worker that fails to load (blocked by CSP, missing file) reports an error event, not an exception.
      worker.onerror = (e) => {
        e.preventDefault?.();
        if (!said) this.#loadFailed = true;
        clearTimeout(timer);
        resolve(false);
        if (this.#worker === worker) this.terminate();
      };
    });
  }

  /**
   * True once the worker said it runs; false when it stayed silent too long or is gone. A worker whose
   * script could not load at all (a CSP refusing it) fails the start with the CSP reason instead.
   */
  async running(): Promise<boolean> {
    const ok = await this.#ready;
    if (!ok && this.#loadFailed) throw new StartFailure(NO_WORKER_CSP);
    return ok && this.#worker !== null;
  }

  post(message: ToWorker, transfer: Transferable[] = []): void {
    try {
      this.#worker?.postMessage(message, transfer);
    } catch {
      // An uncloneable payload (a page's odd value) is dropped, not thrown into the page.
    }
  }

  /** Lets a stopped worker finish on its own (it may still hand back unsent batches). */
  release(): void {
    this.#worker = null;
    this.#ready = Promise.resolve(false);
  }

  terminate(): void {
    this.#worker?.terminate();
    this.release();
  }
}
