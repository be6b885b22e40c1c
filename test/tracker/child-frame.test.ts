// @vitest-environment jsdom
// A child frame in cross-domain mode: it signals its parent on the spec's schedule, takes only the
// parent origin's answer, records under the ids it was given, and the parent keeps only the child's
// own ids (001 §6, §9).
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { CHILD_FRAME_ID_SPAN, CHILD_FRAME_NO_ANSWER, ChildFrameLine, childIdBase, childRange } from '../../src/domain';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { resolveOptions } from '../../src/tracker/options';
import { ChildFrame, childFrame } from '../../src/tracker/session/child-frame';
import { fromChild, toParent } from '../../src/tracker/session/child-frame-messages';
import { SIGNAL_LINE } from '../../src/tracker/session/child-frames';

const PARENT = 'https://shop.example';
const options = resolveOptions({ projectKey: 'p', sliceBudgetMs: 45 }, 'http://localhost');
const agents: ChildFrame[] = [];

function parentWindow() {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const target = frame.contentWindow!;
  const posted: { data: Record<string, unknown>; origin: string }[] = [];
  vi.spyOn(target, 'postMessage').mockImplementation(((data: Record<string, unknown>, origin: string) => posted.push({ data, origin })) as never);
  const say = (data: unknown, origin = PARENT, source: Window = target) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return { target, posted, say, frame };
}

const make = (target: Window) => {
  const agent = new ChildFrame(options, PARENT, target);
  agents.push(agent);
  return agent;
};
const signals = (posted: { data: Record<string, unknown> }[]) => posted.filter((p) => p.data.line === ChildFrameLine.Signal);
const batches = (posted: { data: Record<string, unknown> }[]) => posted.filter((p) => p.data.line === ChildFrameLine.Batch).flatMap((p) => p.data.messages as unknown[][]);

afterEach(() => {
  for (const a of agents.splice(0)) a.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('A child frame signals its parent (001 §9)', () => {
  it('with the line the parent page’s ear listens for', () => {
    expect(SIGNAL_LINE).toBe(ChildFrameLine.Signal);
  });

  it('10 times, the first gap 250 ms growing by 1.5, to the parent origin only; then the start fails', async () => {
    vi.useFakeTimers();
    const { target, posted } = parentWindow();
    let result: unknown;
    void make(target).start().then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(0);
    expect(signals(posted)).toHaveLength(1);
    // Gaps 250, 375, 562.5 … (a browser waits whole milliseconds); the clock is moved to just before each signal.
    const gaps = Array.from({ length: 10 }, (_, i) => Math.trunc(250 * 1.5 ** i));
    let now = 0;
    for (let n = 2; n <= 10; n++) {
      await vi.advanceTimersByTimeAsync(gaps[n - 2] - 1);
      expect(signals(posted)).toHaveLength(n - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(signals(posted)).toHaveLength(n);
      now += gaps[n - 2];
    }
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(gaps[9]);
    expect(signals(posted)).toHaveLength(10);
    expect(result).toEqual({ success: false, reason: CHILD_FRAME_NO_ANSWER });
    expect(posted.every((p) => p.origin === PARENT)).toBe(true);
    // About 28 s in all before a frame gives up.
    expect(now + gaps[9]).toBeGreaterThan(28_000);
  });

  it('needs a parent origin: no setting, or "*", and cross-domain mode does not run', async () => {
    const reason = 'Cross-domain mode needs the parent page origin (crossdomain.parentDomain)';
    expect(await childFrame(options, undefined).start()).toEqual({ success: false, reason });
    expect(await childFrame(options, '*').start()).toEqual({ success: false, reason });
  });
});

describe('The parent’s answer starts the recording under its ids (001 §6)', () => {
  it('ignores answers from another origin or window; records the page under the root node id and order number', async () => {
    document.body.innerHTML = '<main><h1>Treat of the day</h1></main>';
    const { target, posted, say } = parentWindow();
    const agent = make(target);
    const started = agent.start();
    await vi.waitFor(() => expect(signals(posted).length).toBeGreaterThan(0));
    const context = signals(posted)[0].data.context;
    say({ line: ChildFrameLine.Id, context, token: 'evil', id: 1, order: 1 }, 'https://evil.example');
    say({ line: ChildFrameLine.Id, context, token: 'evil', id: 1, order: 1 }, PARENT, window);
    expect(agent.recording).toBe(false);
    say({ line: ChildFrameLine.Id, context, token: 'parent-token', id: 7, order: 2 });
    expect(await started).toEqual({ success: true, sessionID: '', userUUID: '', sessionToken: 'parent-token' });
    const base = childIdBase(2);
    await vi.waitFor(() => expect(batches(posted).length).toBeGreaterThan(0));
    const messages = batches(posted);
    expect(messages[0]).toEqual([M.CreateIFrameDocument, 7, base]);
    expect(messages[1]).toEqual([M.CreateElementNode, base + 1, base, 0, 'html', false]);
    expect(messages).toContainEqual([M.SetNodeData, expect.any(Number), 'Treat of the day']);
    // Nothing page-wide of the child: the recording's location, viewport and visibility stay the parent's.
    const types = new Set(messages.map((m) => m[0]));
    for (const t of [M.CreateDocument, M.SetPageLocation, M.SetViewportSize, M.SetPageVisibility, M.SetViewportScroll, M.Timestamp]) expect(types.has(t)).toBe(false);
    // Every message the parent would keep, it keeps.
    expect(fromChild(messages, 7, base, 0, 0)).toHaveLength(messages.length);
  });

  it("posts the frame page's own custom events and issues to the parent, which keeps them", async () => {
    document.body.innerHTML = '<main><h1>Size guide</h1></main>';
    const { target, posted, say } = parentWindow();
    const agent = make(target);
    agent.add([M.CustomEvent, 'before-start', '{}']);
    const started = agent.start();
    await vi.waitFor(() => expect(signals(posted).length).toBeGreaterThan(0));
    say({ line: ChildFrameLine.Id, context: signals(posted)[0].data.context, token: 'parent-token', id: 7, order: 2 });
    await started;
    agent.add([M.CustomEvent, 'size-picked', '{"size":"M"}']);
    agent.add([M.CustomIssue, 'size-missing', '{}']);
    await vi.waitFor(() => expect(batches(posted)).toContainEqual([M.CustomIssue, 'size-missing', '{}']));
    const messages = batches(posted);
    expect(messages).toContainEqual([M.CustomEvent, 'size-picked', '{"size":"M"}']);
    // nothing recorded before the parent answered
    expect(JSON.stringify(messages)).not.toContain('before-start');
    expect(fromChild(messages, 7, childIdBase(2), 0, 0)).toContainEqual([M.CustomEvent, 'size-picked', '{"size":"M"}']);
  });

  it('signals again when the parent begins a new recording, and starts over under the new answer', async () => {
    document.body.innerHTML = '<p>Chew toy</p>';
    const { target, posted, say } = parentWindow();
    const agent = make(target);
    const started = agent.start();
    await vi.waitFor(() => expect(signals(posted).length).toBe(1));
    const context = signals(posted)[0].data.context;
    say({ line: ChildFrameLine.Id, context, token: 't', id: 3, order: 1 });
    await started;
    say({ line: ChildFrameLine.Again, context });
    expect(agent.recording).toBe(false);
    await vi.waitFor(() => expect(signals(posted).length).toBe(2));
    posted.length = 0;
    say({ line: ChildFrameLine.Id, context, token: 't', id: 40, order: 2 });
    await vi.waitFor(() => expect(batches(posted)[0]).toEqual([M.CreateIFrameDocument, 40, childIdBase(2)]));
  });
});

describe('A frame of another origin inside the child frame (001 §6)', () => {
  /** A frame element in the child's page whose document it cannot read, as for another origin. */
  function innerFrame() {
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    Object.defineProperty(frame, 'contentDocument', { get: () => null });
    const win = frame.contentWindow!;
    const answers: Record<string, unknown>[] = [];
    vi.spyOn(win, 'postMessage').mockImplementation(((data: Record<string, unknown>) => answers.push(data)) as never);
    const say = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://finder.example', source: win }));
    return { frame, answers, say };
  }

  it('is answered with a slice of the child’s ids; its recording joins the child’s, inside the child’s range', async () => {
    document.body.innerHTML = '<h2>Partner widget</h2>';
    const inner = innerFrame();
    const { target, posted, say } = parentWindow();
    const agent = make(target);
    const started = agent.start();
    await vi.waitFor(() => expect(signals(posted).length).toBeGreaterThan(0));
    say({ line: ChildFrameLine.Id, context: signals(posted)[0].data.context, token: 'top-token', id: 7, order: 2 });
    await started;
    await vi.waitFor(() => expect(batches(posted).length).toBeGreaterThan(0));

    inner.say({ line: ChildFrameLine.Signal, context: 'g1' });
    await vi.waitFor(() => expect(inner.answers).toHaveLength(1));
    const slice = childRange(1, CHILD_FRAME_ID_SPAN);
    const answer = inner.answers[0];
    expect(answer).toMatchObject({ line: ChildFrameLine.Id, context: 'g1', token: 'top-token', order: 1, ...slice });
    const root = answer.id as number;

    // What the frame inside sends in the child's numbering reaches the top page in the child's range.
    inner.say({ line: ChildFrameLine.Batch, context: 'g1', messages: toParent([[M.CreateDocument], [M.SetNodeData, 0, 'Treats found']], root, slice.base) });
    const base = childIdBase(2);
    const shift = base + 1;
    await vi.waitFor(() => expect(batches(posted)).toContainEqual([M.SetNodeData, slice.base + 1 + shift, 'Treats found']));
    expect(batches(posted)).toContainEqual([M.CreateIFrameDocument, root + shift, slice.base + shift]);
    // The top page keeps all of it.
    expect(fromChild(batches(posted), 7, base, 0, 0)).toHaveLength(batches(posted).length);

    // A frame of the child's page that is not a frame element it records gets no answer.
    window.dispatchEvent(new MessageEvent('message', { data: { line: ChildFrameLine.Signal, context: 'x' }, origin: 'https://x.example', source: window }));
    expect(inner.answers).toHaveLength(1);
  });

  it('signals again when the child starts over under a new answer', async () => {
    document.body.innerHTML = '<p>Widget</p>';
    const inner = innerFrame();
    const { target, posted, say } = parentWindow();
    const agent = make(target);
    const started = agent.start();
    await vi.waitFor(() => expect(signals(posted).length).toBeGreaterThan(0));
    const context = signals(posted)[0].data.context;
    say({ line: ChildFrameLine.Id, context, token: 't', id: 3, order: 1 });
    await started;
    inner.say({ line: ChildFrameLine.Signal, context: 'g1' });
    await vi.waitFor(() => expect(inner.answers).toHaveLength(1));
    say({ line: ChildFrameLine.Again, context });
    await vi.waitFor(() => expect(signals(posted).length).toBe(2));
    say({ line: ChildFrameLine.Id, context, token: 't', id: 40, order: 2 });
    await vi.waitFor(() => expect(inner.answers.map((a) => a.line)).toEqual([ChildFrameLine.Id, ChildFrameLine.Again]));
  });
});

describe('What the parent keeps of a child frame’s messages', () => {
  const base = childIdBase(1);
  it('drops messages that name the parent’s own nodes or are malformed; moves the pointer by the frame’s place', () => {
    const kept = fromChild(
      [
        [M.CreateIFrameDocument, 5, base],
        [M.CreateIFrameDocument, 6, base], // another frame element of the parent
        [M.RemoveNode, 0], // the parent's <html>
        [M.SetNodeData, base + 3, 'ok'],
        [M.SetNodeData, base + 3], // a field missing
        [M.SetNodeData, base + 3, 4], // a number for a string
        [M.UserID, 'someone-else'],
        [M.SetPageLocation, 'https://evil.example', '', 0, 'x'],
        [M.MouseMove, 10, 20],
        'not a message',
      ],
      5,
      base,
      100.4,
      50,
    );
    expect(kept).toEqual([[M.CreateIFrameDocument, 5, base], [M.SetNodeData, base + 3, 'ok'], [M.MouseMove, 110, 70]]);
    expect(fromChild('nothing', 5, base, 0, 0)).toEqual([]);
  });

  it('property: a message naming any id outside the child’s range is dropped; inside it is kept', () => {
    fc.assert(
      fc.property(fc.nat({ max: 4 * CHILD_FRAME_ID_SPAN }), fc.nat({ max: 4 * CHILD_FRAME_ID_SPAN }), (a, b) => {
        const kept = fromChild([[M.MoveNode, a, b, 0]], 1, base, 0, 0).length === 1;
        const inside = (id: number) => id >= base && id < base + CHILD_FRAME_ID_SPAN;
        expect(kept).toBe(inside(a) && inside(b));
      }),
    );
  });

  it('property: what the child writes for any of its ids, the parent keeps, inside the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.nat({ max: 10_000_000 }), fc.nat({ max: 10_000_000 }), (order, id, parent) => {
        const b = childIdBase(order);
        const child: Message[] = [
          [M.CreateDocument],
          [M.CreateElementNode, id, parent, 0, 'div', false],
          [M.SetNodeAttributeDictGlobal, id, 1, 2],
          [M.StringDictGlobal, 1, 'class'],
          [M.SetViewportScroll, 0, 120],
          [M.MouseClick, id, 0, 'Buy', 'button', 50, 50],
        ];
        const sent = toParent(child, 9, b);
        expect(fromChild(sent, 9, b, 0, 0)).toEqual(sent);
        expect(sent).toContainEqual([M.SetNodeScroll, b + 1, 0, 120]);
      }),
    );
  });
});
