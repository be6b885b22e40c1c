// Stand-in for the main thread's Tracker while it is being built elsewhere: only enough to
// carry the standalone build and the worker's browser checks (start request, worker start,
// custom events, stop). The real Tracker (src/tracker/tracker.ts) replaces this file and the
// re-export in index.ts; nothing else imports it.
import { validateStartResponse } from '../domain/start-response';
import { MessageType, type Message } from './protocol/messages';
import { startRecordingWorker } from './worker/create-worker';
import type { ToWorker } from './worker/worker-messages';

export interface TrackerOptions {
  projectKey: string;
  ingestPoint?: string;
}

export type StartResult = { success: true; sessionID: string; userUUID: string } | { success: false; reason: string };

export class Tracker {
  private worker: Worker | null = null;
  private readonly ingestPoint: string;

  constructor(private readonly options: TrackerOptions) {
    this.ingestPoint = options.ingestPoint ?? `${location.origin}/ingest`;
  }

  async start(): Promise<StartResult> {
    try {
      const worker = await startRecordingWorker();
      if (worker === null) return { success: false, reason: 'No worker found: perhaps, CSP is not set.' };
      const response = await fetch(`${this.ingestPoint}/v1/web/start`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ projectKey: this.options.projectKey, trackerVersion: '16.2.1', timestamp: Date.now() }),
      });
      if (response.status !== 200) return { success: false, reason: `Server error: ${response.status}. ${await response.text()}` };
      const reply = validateStartResponse(await response.json());
      this.worker = worker;
      const now = Date.now();
      this.post({
        type: 'start',
        ingestPoint: this.ingestPoint,
        token: reply.token,
        pageNo: 1,
        tabId: '000000000000',
        beaconSizeLimit: reply.beaconSizeLimit ?? 1000000,
        compressionThreshold: reply.compressionThreshold ?? 24000,
        timestamp: now,
        url: location.href,
        unsent: [],
      });
      this.record([MessageType.Timestamp, now], [MessageType.CreateDocument]);
      return { success: true, sessionID: reply.sessionID, userUUID: reply.userUUID };
    } catch (error) {
      return { success: false, reason: error instanceof Error ? error.message : 'Unknown error' };
    }
  }

  event(name: string, payload: unknown): void {
    this.record([MessageType.CustomEvent, String(name), JSON.stringify(payload ?? null)]);
  }

  stop(): void {
    this.post({ type: 'flush' });
    this.post({ type: 'stop' });
  }

  private record(...messages: Message[]): void {
    this.post({ type: 'messages', messages });
  }

  private post(message: ToWorker): void {
    this.worker?.postMessage(message);
  }
}
