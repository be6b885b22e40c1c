// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tracker } from '../../src/tracker/tracker';
import { MessageType as M } from '../../src/protocol/messages';
import type { ToWorker } from '../../src/tracker/worker/worker-messages';
import { FakeWorker, installAgentEnv, lastWorker, okStart } from './fake-agent-env';

const trackers: Tracker[] = [];
const make = (options: Record<string, unknown> = {}) => {
  const t = new Tracker({ projectKey: 'proj', tabWaitMs: 0, warnOnFailure: false, ...options });
  trackers.push(t);
  return t;
};
const posted = (type: ToWorker['type']) => lastWorker().posted.filter((m) => m.type === type);

afterEach(() => {
  for (const t of trackers.splice(0)) t.stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Tracker start', () => {
  it('asks the ingest for a session with the spec body and hands the worker its token', async () => {
    const { calls } = installAgentEnv();
    const tracker = make({ revID: 'rev-7' });
    tracker.setUserID('jane@example.com');
    const result = await tracker.start();
    expect(result).toMatchObject({ success: true, sessionID: 'sess-1', userUUID: 'uuid-1' });
    expect(tracker.state).toBe('Active');
    expect(calls[0].url).toBe(`${location.origin}/ingest/v1/web/start`);
    expect(Object.keys(calls[0].body).sort()).toEqual(
      ['userUUID', 'projectKey', 'revID', 'trackerVersion', 'isSnippet', 'timestamp', 'doNotRecord', 'bufferDiff', 'userID', 'token', 'deviceMemory', 'jsHeapSizeLimit', 'timezone', 'condition', 'assistOnly', 'width', 'height'].sort(),
    );
    expect(calls[0].body).toMatchObject({ trackerVersion: '16.2.1', projectKey: 'proj', revID: 'rev-7', userID: 'jane@example.com', token: null, bufferDiff: 0 });
    const start = posted('start')[0] as Extract<ToWorker, { type: 'start' }>;
    // A reply without a compression threshold: the worker takes its default (recording-worker.test.ts).
    expect(start).toMatchObject({ token: (result as { sessionToken: string }).sessionToken, pageNo: 1, beaconSizeLimit: 1_000_000, compressionThreshold: undefined });
    expect(start.tabId).toMatch(/^[0-9a-f]{12}$/);
    const messages = posted('messages').flatMap((m) => (m as Extract<ToWorker, { type: 'messages' }>).messages);
    expect(messages[0][0]).toBe(M.Timestamp);
    expect(messages.map((m) => m[0])).toContain(M.CreateDocument);
    expect(messages).toContainEqual([M.UserID, 'jane@example.com']);
  });

  it("refuses a second start while starting or active with the spec's text", async () => {
    installAgentEnv();
    const tracker = make();
    const first = tracker.start();
    const second = await tracker.start();
    expect(second).toEqual({ success: false, reason: 'trying to call start() on the instance that has been started already' });
    expect((await first).success).toBe(true);
    expect(await tracker.start()).toEqual({ success: false, reason: 'trying to call start() on the instance that has been started already' });
    expect(tracker.state).toBe('Active');
  });

  it.each([
    ['a cancel', () => new Response('canceled', { status: 403 }), 'canceled'],
    ['a refusal', () => new Response('no such project', { status: 404 }), 'Server error: 404. no such project'],
    ['a reply without a token', () => new Response(JSON.stringify({ userUUID: 'u', sessionID: 's', delay: 0 }), { status: 200 }), 'Incorrect server response'],
    ['a reply that is not JSON', () => new Response('<html>', { status: 200 }), 'Incorrect server response'],
  ])('fails on %s at once, stops and resets the session', async (_name, reply, reason) => {
    installAgentEnv(reply as () => Response);
    sessionStorage.setItem('__pawprint_token', 'old-token');
    const tracker = make();
    expect(await tracker.start()).toEqual({ success: false, reason });
    expect(tracker.state).toBe('NotActive');
    expect(sessionStorage.getItem('__pawprint_token')).toBeNull();
    expect(sessionStorage.getItem('__pawprint_reset')).toBe('1');
  });

  it.each([
    ['a server error', () => new Response('busy', { status: 503 }), 'Server error: 503. busy'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Unknown error'],
    ['an ingest that never answers', () => new Promise<Response>(() => {}), 'Unknown error'],
  ])('tries %s 5 times with backoff (0.5, 1, 2, 4 s; 8 s without an answer) before it fails', async (_name, reply, reason) => {
    vi.useFakeTimers();
    const { calls } = installAgentEnv(reply as () => Response);
    sessionStorage.setItem('__pawprint_token', 'old-token');
    const tracker = make();
    let result: unknown;
    void tracker.start().then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(5);
    expect(result).toEqual({ success: false, reason });
    expect(tracker.state).toBe('NotActive');
    expect(sessionStorage.getItem('__pawprint_token')).toBeNull();
    expect(sessionStorage.getItem('__pawprint_reset')).toBe('1');
  });

  it('a start answered 500 then 200 records the page, and what changed while it waited reaches the worker', async () => {
    vi.useFakeTimers();
    let n = 0;
    const env = installAgentEnv(() => (++n <= 2 ? new Response('down', { status: 500 }) : okStart()));
    // Start requests only: once started, the optional modules call the ingest too.
    const calls = { get length() { return env.calls.filter((c) => c.url.endsWith('/v1/web/start')).length; } };
    const tracker = make();
    let result: { success: boolean } | undefined;
    void tracker.start().then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(1);
    document.body.appendChild(document.createElement('p')).textContent = 'while the ingest is down';
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(3);
    expect(result?.success).toBe(true);
    expect(tracker.state).toBe('Active');
    await vi.advanceTimersByTimeAsync(100);
    const messages = lastWorker().posted.flatMap((m) => (m.type === 'messages' ? m.messages : []));
    expect(messages.filter((m) => m[0] === M.CreateDocument)).toHaveLength(1);
    expect(messages.some((m) => m[0] === M.SetNodeData && m[2] === 'while the ingest is down')).toBe(true);
  });

  it('a renewal answered 500 is tried again, and the recording goes on meanwhile', async () => {
    vi.useFakeTimers();
    const { state, calls: all } = installAgentEnv();
    const calls = { get length() { return all.filter((c) => c.url.endsWith('/v1/web/start')).length; } };
    const tracker = make();
    let started = false;
    void tracker.start().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(true);
    const worker = lastWorker();
    state.reply = () => new Response('down', { status: 500 });
    worker.say({ type: 'restart' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(6);
    expect(tracker.state).toBe('Active');
    state.reply = () => okStart();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(worker.posted.filter((m) => m.type === 'token')).toHaveLength(1);
    expect(tracker.state).toBe('Active');
  });

  it('fails with the CSP reason when no worker can be created or its script does not load', async () => {
    installAgentEnv();
    vi.stubGlobal('Worker', undefined);
    expect(await make().start()).toEqual({ success: false, reason: 'No worker found: perhaps, CSP is not set.' });
    installAgentEnv();
    FakeWorker.failToLoad = true;
    // A worker script that never loads (the error event before 'ready') is what a CSP refusing it looks like.
    expect(await make().start()).toEqual({ success: false, reason: 'No worker found: perhaps, CSP is not set.' });
  });

  it('resumes the tab session: sends the stored token and counts pages; a garbled page number gives 100500', async () => {
    const env = installAgentEnv();
    // The start requests only (the modules' flags and tags requests go to the same fake ingest).
    const calls = () => env.calls.filter((c) => c.url.endsWith('/v1/web/start'));
    const first = make();
    await first.start();
    first.stop();
    sessionStorage.removeItem('__pawprint_reset');
    sessionStorage.setItem('__pawprint_token', 'tok-kept');
    await make().start();
    expect(calls()[1].body.token).toBe('tok-kept');
    expect((posted('start')[0] as { pageNo: number }).pageNo).toBe(2);
    sessionStorage.setItem('__pawprint_pageno', 'garbled');
    await make().start();
    expect((posted('start')[0] as { pageNo: number }).pageNo).toBe(100500);
  });

  it('on a 401 restart asks for a new token with the old one and hands it to the worker', async () => {
    const env = installAgentEnv();
    const starts = () => env.calls.filter((c) => c.url.endsWith('/v1/web/start'));
    const tracker = make();
    const started = await tracker.start();
    const worker = lastWorker();
    const snapshots = () => worker.posted.flatMap((m) => (m.type === 'messages' ? m.messages : [])).filter((m) => m[0] === M.CreateDocument).length;
    await vi.waitFor(() => expect(snapshots()).toBe(1));
    worker.say({ type: 'restart' });
    await vi.waitFor(() => expect(worker.posted.filter((m) => m.type === 'token')).toHaveLength(1));
    expect(starts()).toHaveLength(2);
    expect(starts()[1].body.token).toBe((started as { sessionToken: string }).sessionToken);
    expect(tracker.state).toBe('Active');
    // The same session continues: no new snapshot.
    expect(snapshots()).toBe(1);
  });

  it('starts the recording over when the ingest answers a 401 restart with a new session', async () => {
    const { state } = installAgentEnv();
    const tracker = make();
    await tracker.start();
    const worker = lastWorker();
    state.reply = () => okStart({ sessionID: 'sess-2' });
    worker.say({ type: 'restart' });
    await vi.waitFor(() =>
      expect(worker.posted.flatMap((m) => (m.type === 'messages' ? m.messages : [])).filter((m) => m[0] === M.CreateDocument)).toHaveLength(2),
    );
    expect(tracker.state).toBe('Active');
  });

  it('keeps batches the worker could not send and hands them over at the next start', async () => {
    installAgentEnv();
    const tracker = make();
    await tracker.start();
    lastWorker().say({ type: 'unsent', batches: [{ pageNo: 1, batchNum: 3, bytes: new Uint8Array([81, 1, 2, 250]) }] });
    tracker.stop();
    await make().start();
    const start = posted('start')[0] as Extract<ToWorker, { type: 'start' }>;
    expect(start.unsent.map((b) => ({ ...b, bytes: Array.from(b.bytes) }))).toEqual([{ pageNo: 1, batchNum: 3, bytes: [81, 1, 2, 250] }]);
    lastWorker().say({ type: 'idle' });
    expect(localStorage.getItem('__pawprint_offline_buffer')).toBeNull();
  });

  it('drops a corrupted offline buffer instead of failing the start', async () => {
    installAgentEnv();
    localStorage.setItem('__pawprint_offline_buffer', '{not json');
    expect((await make().start()).success).toBe(true);
    expect((posted('start')[0] as Extract<ToWorker, { type: 'start' }>).unsent).toEqual([]);
  });

  it('stops with the worker when it cannot go on, and keeps recording while it only struggles; the log says which', async () => {
    installAgentEnv();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tracker = make({ warnOnFailure: true });
    await tracker.start();
    lastWorker().say({ type: 'struggling', reason: 'Failed to send batch after 10 attempts' });
    expect(tracker.state).toBe('Active');
    lastWorker().say({ type: 'failure', reason: 'more than 3000000 bytes could not be sent' });
    expect(tracker.state).toBe('NotActive');
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'Session recording: Failed to send batch after 10 attempts; still trying while the page is open',
      'Session recording stopped: more than 3000000 bytes could not be sent',
    ]);
    warn.mockRestore();
  });

  it('cold start records before the start and flushes the larger buffer, its time span as bufferDiff', async () => {
    vi.useFakeTimers();
    const { calls } = installAgentEnv();
    const tracker = make({ coldStart: true });
    expect(tracker.state).toBe('ColdStart');
    document.body.appendChild(document.createElement('p')).textContent = 'before start';
    await vi.advanceTimersByTimeAsync(60);
    const started = tracker.start();
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(calls[0].body.bufferDiff).toBe(60);
    const messages = posted('messages').flatMap((m) => (m as Extract<ToWorker, { type: 'messages' }>).messages);
    expect(messages.map((m) => m[0])).toContain(M.CreateDocument);
    expect(messages).toContainEqual([M.SetNodeData, expect.any(Number), 'before start']);
  });

  it('waits for the page to be visible before asking for a session', async () => {
    const { calls } = installAgentEnv();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    vi.useFakeTimers();
    const started = make().start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(0);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(1);
    expect((await started).success).toBe(true);
  });

  it('custom events and issues go into the recording; a payload with sensitive keys is masked', async () => {
    installAgentEnv();
    const tracker = make();
    await tracker.start();
    tracker.event('visitor-loaded', { page: '/', token: 'abc' });
    tracker.issue('checkout-broken', 'no card');
    tracker.setMetadata('plan', 'gold');
    tracker.setUserAnonymousID('anon-1');
    // The recorder hands its messages to the worker on its next commit.
    await vi.waitFor(() => {
      const messages = posted('messages').flatMap((m) => (m as Extract<ToWorker, { type: 'messages' }>).messages);
      expect(messages).toContainEqual([M.CustomEvent, 'visitor-loaded', '{"page":"/","token":"******"}']);
      expect(messages).toContainEqual([M.CustomIssue, 'checkout-broken', 'no card']);
      expect(messages).toContainEqual([M.Metadata, 'plan', 'gold']);
      expect(messages).toContainEqual([M.UserAnonymousID, 'anon-1']);
    });
  });
});
