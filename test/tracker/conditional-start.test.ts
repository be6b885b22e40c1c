// @vitest-environment jsdom
// Conditional start (001 §4, §7, §8): the agent records into its cold-start buffers, reads the
// project's start conditions with a session it does not record into, and starts once, with the name
// of the first condition the page meets; a conditions fetch that fails is the spec's critical error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tracker } from '../../src/tracker/tracker';
import { MessageType as M } from '../../src/protocol/messages';
import type { ToWorker } from '../../src/tracker/worker/worker-messages';
import { conditionsReply, installAgentEnv, lastWorker, okStart } from './fake-agent-env';

const trackers: Tracker[] = [];
const make = () => {
  const t = new Tracker({ projectKey: 'proj', tabWaitMs: 0, warnOnFailure: false });
  trackers.push(t);
  return t;
};
const posted = (type: ToWorker['type']) => lastWorker()?.posted.filter((m) => m.type === type) ?? [];
const recorded = () => posted('messages').flatMap((m) => (m as Extract<ToWorker, { type: 'messages' }>).messages);
const startCalls = <C extends { url: string }>(calls: C[]) => calls.filter((c) => c.url.endsWith('/v1/web/start'));
/**
 * For the checks that nothing more happens: on fake time, runs every reply and timer the agent has pending, well
 * past the one-second watch, so a start that should not happen would have been asked for by then.
 */
const runPendingWork = () => vi.advanceTimersByTimeAsync(2000);

const CONDITIONS = [
  { name: 'added a box', filters: [{ type: 'custom_event', operator: 'is', value: ['added_to_cart'] }] },
  { name: 'stayed three seconds', filters: [{ type: 'duration', operator: 'greaterOrEqual', value: [3] }] },
  { name: 'checkout visitors', filters: [{ type: 'visited_url', operator: 'contains', value: ['/checkout'] }] },
];

afterEach(() => {
  for (const t of trackers.splice(0)) t.stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('Conditional start', () => {
  it('reads the conditions with a session it does not record into, then starts once on the first met, sending what came before', async () => {
    vi.useFakeTimers();
    const env = installAgentEnv(() => okStart({ projectID: 7 }));
    env.state.conditions = () => conditionsReply(CONDITIONS);
    const tracker = make();
    const watching = await tracker.startOnConditions({ userID: 'jane@example.com' });
    expect(watching).toEqual({ success: true, conditions: 3 });
    expect(tracker.state).toBe('ColdStart');
    expect(env.calls[0].body).toMatchObject({ doNotRecord: true, condition: null });
    // Found by address: the optional modules, loading meanwhile, may call the ingest too.
    const conditionsCall = env.calls.find((c) => c.url === `${location.origin}/ingest/v1/web/conditions/7`);
    expect(conditionsCall?.headers).toEqual({ Authorization: expect.stringMatching(/^Bearer tok-\d+$/) });
    expect(posted('start')).toHaveLength(0);

    document.body.appendChild(document.createElement('p')).textContent = 'before the condition';
    tracker.event('viewed_box', { sku: 'box' });
    await runPendingWork();
    expect(startCalls(env.calls)).toHaveLength(1);

    tracker.event('added_to_cart', { sku: 'box' });
    await vi.waitFor(() => expect(tracker.state).toBe('Active'));
    const starts = startCalls(env.calls);
    expect(starts).toHaveLength(2);
    expect(starts[1].body).toMatchObject({ doNotRecord: false, condition: 'added a box', userID: 'jane@example.com' });
    expect(posted('start')).toHaveLength(1);
    await vi.waitFor(() => {
      expect(recorded()).toContainEqual([M.SetNodeData, expect.any(Number), 'before the condition']);
      expect(recorded()).toContainEqual([M.CustomEvent, 'added_to_cart', '{"sku":"box"}']);
    });

    // Once: another matching event starts nothing more.
    tracker.event('added_to_cart', { sku: 'chew' });
    await runPendingWork();
    expect(startCalls(env.calls)).toHaveLength(2);
  });

  it("gives the optional modules the watching session's token, so their calls are not refused and renewed", async () => {
    vi.useFakeTimers();
    const env = installAgentEnv(() => okStart({ projectID: 7 }));
    env.state.conditions = () => conditionsReply(CONDITIONS);
    const tracker = make();
    expect(await tracker.startOnConditions()).toEqual({ success: true, conditions: 3 });
    // The conditions are read with the watching session's token; the modules must use the same one.
    const conditionsCall = env.calls.find((c) => c.url.includes('/v1/web/conditions/'));
    expect(conditionsCall?.headers).toEqual({ Authorization: expect.stringMatching(/^Bearer tok-\d+$/) });
    await vi.waitFor(() => expect(env.calls.some((c) => c.url.endsWith('/v1/web/tags'))).toBe(true));
    const tagsCall = env.calls.find((c) => c.url.endsWith('/v1/web/tags'));
    expect(tagsCall?.headers).toEqual(conditionsCall?.headers);
    await runPendingWork();
    expect(startCalls(env.calls)).toHaveLength(1);
  });

  it('checks the time on the page and its address each second', async () => {
    vi.useFakeTimers();
    const env = installAgentEnv(() => okStart({ projectID: '7' }));
    env.state.conditions = () => conditionsReply([CONDITIONS[1]]);
    const tracker = make();
    const watching = tracker.startOnConditions();
    await vi.advanceTimersByTimeAsync(1);
    expect(await watching).toEqual({ success: true, conditions: 1 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(startCalls(env.calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(startCalls(env.calls)[1]?.body.condition).toBe('stayed three seconds'));

    const second = installAgentEnv(() => okStart({ projectID: 7 }));
    second.state.conditions = () => conditionsReply([CONDITIONS[2]]);
    const other = make();
    const armed = other.startOnConditions();
    await vi.advanceTimersByTimeAsync(1);
    await armed;
    await vi.advanceTimersByTimeAsync(5000);
    expect(startCalls(second.calls)).toHaveLength(1);
    history.pushState(null, '', '/checkout?step=1');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(startCalls(second.calls)[1]?.body.condition).toBe('checkout visitors'));
  });

  it('met after two buffer swaps (65 s), sends a buffer that opens with a full snapshot the player can rebuild', async () => {
    vi.useFakeTimers();
    const env = installAgentEnv(() => okStart({ projectID: 7 }));
    env.state.conditions = () => conditionsReply([CONDITIONS[0]]);
    document.body.appendChild(document.createElement('p')).textContent = 'on the page from the start';
    const tracker = make();
    const armed = tracker.startOnConditions();
    await vi.advanceTimersByTimeAsync(1);
    await armed;
    await vi.advanceTimersByTimeAsync(65_000);
    document.body.appendChild(document.createElement('p')).textContent = 'after two swaps';
    await vi.advanceTimersByTimeAsync(100);
    tracker.event('added_to_cart');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(tracker.state).toBe('Active'));
    await vi.advanceTimersByTimeAsync(100);
    const messages = recorded();
    // The first message the worker gets opens a document; the page's older text is in it, as a node of it.
    expect(messages.find((m) => m[0] !== M.Timestamp)).toEqual([M.CreateDocument]);
    expect(messages).toContainEqual([M.SetNodeData, expect.any(Number), 'on the page from the start']);
    expect(messages).toContainEqual([M.SetNodeData, expect.any(Number), 'after two swaps']);
    expect(messages.filter((m) => m[0] === M.CreateDocument)).toHaveLength(1);
  });

  it.each([
    ['a server error', () => new Response('down', { status: 500 })],
    ['a reply that is not JSON', () => new Response('<html>', { status: 200 })],
    ['a reply that is not a list of conditions', () => new Response(JSON.stringify({ conditions: [{ filters: [] }] }), { status: 200 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("fails with 'Critical: cannot fetch start conditions' on %s, logged as an error, and records nothing", async (_, reply) => {
    const env = installAgentEnv(() => okStart({ projectID: 7 }));
    env.state.conditions = reply;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tracker = make();
    expect(await tracker.startOnConditions()).toEqual({ success: false, reason: 'Critical: cannot fetch start conditions' });
    expect(error).toHaveBeenCalledWith('Critical: cannot fetch start conditions');
    expect(tracker.state).toBe('NotActive');
    expect(posted('start')).toHaveLength(0);
  });

  it('fails the same way when the start reply names no project', async () => {
    const env = installAgentEnv(() => okStart());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await make().startOnConditions()).toEqual({ success: false, reason: 'Critical: cannot fetch start conditions' });
    expect(env.calls.filter((c) => c.url.includes('/conditions/'))).toHaveLength(0);
  });

  it('refuses a second conditional start while the first is still reading its conditions: one watch, one start', async () => {
    vi.useFakeTimers();
    const env = installAgentEnv(() => okStart({ projectID: 7 }));
    env.state.conditions = () => conditionsReply(CONDITIONS);
    const tracker = make();
    const [first, second] = await Promise.all([tracker.startOnConditions(), tracker.startOnConditions()]);
    expect(first).toEqual({ success: true, conditions: 3 });
    expect(second).toEqual({ success: false, reason: 'trying to call start() on the instance that has been started already' });
    expect(env.calls.filter((c) => c.url.includes('/conditions/'))).toHaveLength(1);
    tracker.event('added_to_cart', {});
    await vi.waitFor(() => expect(tracker.state).toBe('Active'));
    await runPendingWork();
    expect(startCalls(env.calls)).toHaveLength(2);
  });

  it('refuses a second conditional start while watching; a start the site asks for ends the watch', async () => {
    const env = installAgentEnv(() => okStart({ projectID: 7 }));
    env.state.conditions = () => conditionsReply(CONDITIONS);
    const tracker = make();
    await tracker.startOnConditions();
    expect(await tracker.startOnConditions()).toEqual({ success: false, reason: 'trying to call start() on the instance that has been started already' });
    expect((await tracker.start()).success).toBe(true);
    expect(startCalls(env.calls)[1].body.condition).toBeNull();
    vi.useFakeTimers();
    tracker.event('added_to_cart', {});
    await runPendingWork();
    expect(startCalls(env.calls)).toHaveLength(2);
  });
});

