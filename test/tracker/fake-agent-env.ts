// Test doubles for the agent's surroundings in jsdom: a module worker that says 'ready' (or fails to
// load), and an ingest start endpoint answering what a test tells it.
import { vi } from 'vitest';
import type { ToWorker } from '../../src/tracker/worker/worker-messages';
import { readChunk } from '../../src/tracker/worker/message-chunk-reader';

export class FakeWorker {
  static instances: FakeWorker[] = [];
  static failToLoad = false;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: { preventDefault(): void }) => void) | null = null;
  posted: ToWorker[] = [];
  terminated = false;

  constructor() {
    FakeWorker.instances.push(this);
    setTimeout(() => {
      if (FakeWorker.failToLoad) this.onerror?.({ preventDefault() {} });
      else this.onmessage?.({ data: { type: 'ready' } });
    }, 1);
  }

  /** The recorder's flat chunks are read back as the real worker reads them, so tests see messages. */
  postMessage(message: ToWorker): void {
    if (message.type === 'chunk') this.posted.push({ type: 'messages', messages: readChunk(structuredClone(message)) });
    else this.posted.push(structuredClone(message));
  }

  terminate(): void {
    this.terminated = true;
  }

  /** The worker speaks to the main thread. */
  say(data: unknown): void {
    this.onmessage?.({ data });
  }
}

export interface StartCall {
  url: string;
  body: Record<string, unknown>;
  headers?: HeadersInit;
}

/** The project's start conditions, as GET /v1/web/conditions/{projectID} answers them. */
export const conditionsReply = (conditions: unknown[]) => new Response(JSON.stringify({ conditions }), { status: 200 });

export function installAgentEnv(reply: () => Response | Promise<Response> = () => okStart()) {
  const calls: StartCall[] = [];
  const state: { reply: () => Response | Promise<Response>; conditions: () => Response | Promise<Response> } = {
    reply,
    conditions: () => conditionsReply([]),
  };
  FakeWorker.instances = [];
  FakeWorker.failToLoad = false;
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url: String(url), body: init.body === undefined ? {} : JSON.parse(String(init.body)), headers: init.headers });
      return String(url).includes('/v1/web/conditions/') ? state.conditions() : state.reply();
    }),
  );
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  sessionStorage.clear();
  localStorage.clear();
  return { calls, state };
}

let tokens = 0;
export const okStart = (extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ token: `tok-${++tokens}`, userUUID: 'uuid-1', sessionID: 'sess-1', delay: 0, ...extra }), { status: 200 });

export const lastWorker = () => FakeWorker.instances[FakeWorker.instances.length - 1];
