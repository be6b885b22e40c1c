// @vitest-environment jsdom
// The start reply's delay and assistOnly are obeyed: the first moves every timestamp onto the ingest's
// clock, the second keeps the page out of the recording altogether.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tracker } from '../../src/tracker/tracker';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import type { ToWorker } from '../../src/tracker/worker/worker-messages';
import { FakeWorker, installAgentEnv, lastWorker, okStart } from './fake-agent-env';

const trackers: Tracker[] = [];
const make = (options: Record<string, unknown> = {}) => {
  const t = new Tracker({ projectKey: 'proj', tabWaitMs: 0, warnOnFailure: false, network: false, console: false, exceptions: false, webVitals: false, featureFlags: false, tags: false, canvas: false, ...options });
  trackers.push(t);
  return t;
};
const recorded = (): Message[] =>
  FakeWorker.instances.flatMap((w) => w.posted).flatMap((m) => (m.type === 'messages' ? m.messages : []));
const timestamps = () => recorded().filter((m) => m[0] === M.Timestamp).map((m) => m[1] as number);

afterEach(() => {
  for (const t of trackers.splice(0)) t.stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const HOUR = 3_600_000;

describe('The start reply’s delay', () => {
  it('moves every timestamp of the recording onto the ingest’s clock', async () => {
    installAgentEnv(() => okStart({ delay: HOUR }));
    const tracker = make();
    const before = Date.now();
    await tracker.start();
    tracker.event('after-start', {});
    await vi.waitFor(() => expect(recorded()).toContainEqual([M.CustomEvent, 'after-start', '{}']));
    const after = Date.now();
    expect(timestamps().length).toBeGreaterThan(0);
    for (const t of timestamps()) {
      expect(t).toBeGreaterThanOrEqual(before + HOUR);
      expect(t).toBeLessThanOrEqual(after + HOUR);
    }
    // Without startTimestamp in the reply, the first batch's metadata is on the same clock.
    const start = lastWorker().posted.find((m) => m.type === 'start') as Extract<ToWorker, { type: 'start' }>;
    expect(start.timestamp).toBeGreaterThanOrEqual(before + HOUR);
  });

  it('a negative delay (a page clock ahead of the ingest) moves them back', async () => {
    installAgentEnv(() => okStart({ delay: -HOUR }));
    const before = Date.now();
    await make().start();
    expect(timestamps().length).toBeGreaterThan(0);
    for (const t of timestamps()) expect(t).toBeLessThanOrEqual(Date.now() - HOUR);
    expect(Math.min(...timestamps())).toBeGreaterThanOrEqual(before - HOUR);
  });

  it('moves what a cold start recorded before the reply too', async () => {
    vi.useFakeTimers();
    installAgentEnv(() => okStart({ delay: HOUR }));
    const tracker = make({ coldStart: true });
    const coldAt = Date.now();
    await vi.advanceTimersByTimeAsync(60);
    const started = tracker.start();
    await vi.advanceTimersByTimeAsync(1);
    await started;
    const all = timestamps();
    expect(recorded().map((m) => m[0])).toContain(M.CreateDocument);
    expect(Math.min(...all)).toBeGreaterThanOrEqual(coldAt + HOUR);
  });

  it('a delay of 0 leaves the page’s clock as it is', async () => {
    installAgentEnv(() => okStart({ delay: 0 }));
    const before = Date.now();
    await make().start();
    for (const t of timestamps()) {
      expect(t).toBeGreaterThanOrEqual(before);
      expect(t).toBeLessThanOrEqual(Date.now());
    }
  });
});

describe('The start reply’s assistOnly', () => {
  it('starts the session but records and sends nothing: no worker, no messages', async () => {
    installAgentEnv(() => okStart({ assistOnly: true }));
    const tracker = make();
    const result = await tracker.start();
    expect(result).toMatchObject({ success: true, sessionID: 'sess-1' });
    tracker.event('while-assisting', {});
    tracker.setUserID('jane@example.com');
    document.body.appendChild(document.createElement('p')).textContent = 'changed while assisting';
    // Longer than the 30 ms commit ticker and the worker's seal delay.
    await new Promise((r) => setTimeout(r, 120));
    expect(recorded()).toEqual([]);
    expect(lastWorker().terminated).toBe(true);
    expect(lastWorker().posted.filter((m) => m.type === 'start' || m.type === 'chunk' || m.type === 'messages')).toEqual([]);
    expect(tracker.state).toBe('Active');
    expect((await tracker.start()).success).toBe(false);
  });

  it('stops what a cold start had recorded', async () => {
    installAgentEnv(() => okStart({ assistOnly: true }));
    const tracker = make({ coldStart: true });
    document.body.appendChild(document.createElement('p')).textContent = 'before start';
    expect((await tracker.start()).success).toBe(true);
    // Nothing may come of it: a real wait longer than the 30 ms commit ticker and the worker's seal delay, both
    // started on real timers before any test could switch to fake ones.
    await new Promise((r) => setTimeout(r, 120));
    expect(recorded()).toEqual([]);
  });

  it('a site may ask for it in the start request; the reply decides', async () => {
    const { calls } = installAgentEnv(() => okStart({ assistOnly: false }));
    const tracker = make();
    await tracker.start({ assistOnly: true } as never);
    expect(calls[0].body.assistOnly).toBe(true);
    await vi.waitFor(() => expect(recorded().map((m) => m[0])).toContain(M.CreateDocument));
  });

  it('the start request says false unless the site asks', async () => {
    const { calls } = installAgentEnv();
    await make().start();
    expect(calls[0].body.assistOnly).toBe(false);
  });
});
