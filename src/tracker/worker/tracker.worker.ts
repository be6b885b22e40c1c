// The Web Worker's entry: wires the worker globals to the recording worker. The main thread loads this
// same file as a module for its page-exit encoder (the batch writer is then shipped once, not twice),
// so the wiring runs only inside a worker.
import { RecordingWorker } from './recording-worker';
import type { FromWorker, ToWorker } from './worker-messages';

export { encodeOpenBatch } from '../session/exit-encoder';

interface WorkerScope {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
}

if ((globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== undefined) {
  const scope = self as unknown as WorkerScope;

  const worker = new RecordingWorker({
    // Unsent batches go to the page as copies made here and transferred: cloning them cost the page's thread
    // a copy of every batch still unacknowledged at every batch sealed or acknowledged.
    post: (m) => scope.postMessage(m, m.type === 'unsent' ? (m.batches = m.batches.map((b) => ({ ...b, bytes: b.bytes.slice() }))).map((b) => b.bytes.buffer) : []),
    fetch: (url, init) => fetch(url, init),
  });

  scope.onmessage = (event) => {
    try {
      worker.handle(event.data);
    } catch (error) {
      // An uncaught error would end the worker for the page; one bad message must not end the recording.
      console.warn('Recording worker:', error);
    }
  };
  scope.postMessage({ type: 'ready' });
}
