// The Web Worker's entry: wires the worker globals to the recording worker and nothing else.
import { gzipSync } from 'fflate';
import { RecordingWorker } from './recording-worker';
import type { FromWorker, ToWorker } from './worker-messages';

interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
}

const scope = self as unknown as WorkerScope;

const worker = new RecordingWorker({
  post: (message) => scope.postMessage(message),
  fetch: (url, init) => fetch(url, init),
  gzip: (bytes) => gzipSync(bytes),
});

scope.onmessage = (event) => worker.handle(event.data);
scope.postMessage({ type: 'ready' });
