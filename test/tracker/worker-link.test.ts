// How the main thread learns whether its worker runs: 'ready' first; a load error before it (a CSP
// refusing the worker script) fails the start with the CSP reason; silence or a later loss is the
// 'after start request' case.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_WORKER_CSP } from '../../src/domain/messages';
import { WorkerLink } from '../../src/tracker/transport/worker-link';

class FakeWorker {
  static last: FakeWorker;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
  say(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  fail() {
    this.onerror?.({ preventDefault() {} } as Event);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WorkerLink', () => {
  it("runs once the worker said 'ready', and passes its later messages on", async () => {
    const seen: unknown[] = [];
    const link = new WorkerLink((m) => seen.push(m));
    link.create('/tracker/worker.js');
    FakeWorker.last.say({ type: 'ready' });
    await expect(link.running()).resolves.toBe(true);
    FakeWorker.last.say({ type: 'idle' });
    expect(seen).toEqual([{ type: 'idle' }]);
  });

  it('a worker whose script never loads fails with the CSP reason', async () => {
    const link = new WorkerLink(() => {});
    link.create('/tracker/worker.js');
    FakeWorker.last.fail();
    await expect(link.running()).rejects.toThrow(NO_WORKER_CSP);
    expect(FakeWorker.last.terminated).toBe(true);
  });

  it('a silent worker is not running after the ready timeout, without the CSP reason', async () => {
    const link = new WorkerLink(() => {});
    link.create('/tracker/worker.js');
    const running = link.running();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(running).resolves.toBe(false);
  });
});
