// The usability test's flow rules (001 §3, §4, §5): which task is next, durations, what a signal
// carries, the progress record and how it is checked when read back from storage.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GUIDELINES_INDEX,
  beginTest,
  checkTestDraft,
  clampWidget,
  nextTask,
  parseUsabilityTest,
  readProgress,
  stageOf,
  storedProgress,
  taskSignal,
  testFromDraft,
  testIdOf,
  testSignal,
  testerLink,
  DRAFT_ERRORS,
  type UsabilityTask,
} from '../../src/domain/recording';

const T0 = Date.UTC(2026, 10, 27, 9, 0, 0);
const task = fc.record({ task_id: fc.integer({ min: 1, max: 10_000 }), title: fc.string({ minLength: 1 }), description: fc.string(), allow_typing: fc.boolean() });
const time = fc.integer({ min: T0, max: T0 + 86_400_000 });

describe('Usability test: the test a tester takes (GET /v1/web/uxt/test/{id})', () => {
  it('reads the ingest reply with its tasks (task_id, title, description, allow_typing)', () => {
    const reply = { test: { title: 'Checkout', description: 'd', guidelines: 'g', conclusion: 'c', reqMic: true, reqCamera: false, tasks: [{ task_id: 4, title: 'Find', description: 'x', allow_typing: true }] } };
    expect(parseUsabilityTest(reply)).toEqual(reply.test);
  });

  it('refuses a reply that is not a runnable test, whatever it holds', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      const test = parseUsabilityTest(value);
      if (test === null) return;
      expect(test.title.trim()).not.toBe('');
      expect(test.tasks.length).toBeGreaterThan(0);
      for (const t of test.tasks) expect(Number.isSafeInteger(t.task_id)).toBe(true);
    }));
    expect(parseUsabilityTest({ test: { title: 'No tasks', tasks: [] } })).toBeNull();
    expect(parseUsabilityTest({ test: { title: 'Bad task', tasks: [{ task_id: '1', title: 'x' }] } })).toBeNull();
    expect(parseUsabilityTest('<html>')).toBeNull();
  });

  it('takes a test id of digits only (?oruxt=)', () => {
    expect(testIdOf('12')).toBe(12);
    for (const bad of ['', '0', '-1', '1e3', '12a', ' 1', null, 5]) expect(testIdOf(bad)).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (n) => {
      expect(testIdOf(String(n))).toBe(n);
    }));
  });
});

describe('Usability test: signals (begin, done, skipped)', () => {
  it('a begin carries no duration; done and skipped the time since the test began, never negative', () => {
    fc.assert(fc.property(time, time, fc.constantFrom('begin', 'done', 'skipped' as const), (start, now, status) => {
      const s = testSignal(7, status, start, now);
      expect(s).toEqual({ testId: 7, status, timestamp: now, duration: status === 'begin' ? 0 : Math.max(0, now - start) });
    }));
  });

  it('a task answer is sent only when the task allows typing, and only with done', () => {
    fc.assert(fc.property(task, time, time, fc.constantFrom('begin', 'done', 'skipped' as const), fc.string(), (t: UsabilityTask, start, now, status, answer) => {
      const s = taskSignal(3, t, status, start, now, answer);
      expect(s.taskId).toBe(t.task_id);
      expect(s.duration).toBe(status === 'begin' ? 0 : Math.max(0, now - start));
      if (status === 'done' && t.allow_typing) expect(s.taskAnswer).toBe(answer);
      else expect('taskAnswer' in s).toBe(false);
    }));
  });
});

describe('Usability test: greeting, guidelines, tasks, end', () => {
  it('goes from the guidelines through every task in order, then ends', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 30 }), time, (count, now) => {
      let progress = beginTest(5, 's1', now);
      expect(stageOf(null)).toEqual({ kind: 'greeting' });
      expect(stageOf(progress)).toEqual({ kind: 'guidelines' });
      const seen: number[] = [];
      for (let step = 1; ; step++) {
        const next = nextTask(progress, count, now + step);
        if (!next) break;
        expect(next.taskStart).toBe(now + step);
        expect(next.testStart).toBe(now);
        progress = next;
        seen.push(progress.taskIndex);
      }
      expect(seen).toEqual([...Array(count).keys()]);
      expect(stageOf(progress, true)).toEqual({ kind: 'end' });
    }));
  });
});

describe('Usability test: the progress record in local storage', () => {
  const progress = fc.record({
    testId: fc.integer({ min: 1, max: 1e9 }), testStart: time, sessionId: fc.stringMatching(/^\d{5,20}$/),
    taskIndex: fc.integer({ min: GUIDELINES_INDEX, max: 20 }), taskOffset: fc.nat(3_600_000),
  });

  it('reads back what it wrote, for the same test and recording session', () => {
    fc.assert(fc.property(progress, fc.nat(3_600_000), (p, later) => {
      const written = { testId: p.testId, testStart: p.testStart, taskIndex: p.taskIndex, sessionId: p.sessionId, taskStart: p.testStart + p.taskOffset };
      const now = written.taskStart + later;
      expect(readProgress(storedProgress(written), p.testId, p.sessionId, 21, now)).toEqual(written);
    }));
  });

  it('is not resumed for another test, another session, or a task the test does not have', () => {
    const good = storedProgress({ testId: 2, testStart: T0, taskIndex: 1, sessionId: 'abc', taskStart: T0 + 5 });
    expect(readProgress(good, 3, 'abc', 3, T0 + 10)).toBeNull();
    expect(readProgress(good, 2, 'other', 3, T0 + 10)).toBeNull();
    expect(readProgress(good, 2, 'abc', 1, T0 + 10)).toBeNull();
    expect(readProgress({ ...good, testStart: String(T0 + 100) }, 2, 'abc', 3, T0 + 10)).toBeNull();
    // A task start that makes no sense restarts the task's clock, and nothing else.
    expect(readProgress({ ...good, taskStart: 'yesterday' }, 2, 'abc', 3, T0 + 10)?.taskStart).toBe(T0 + 10);
  });

  it('never trusts whatever else a page script wrote there', () => {
    const value = fc.option(fc.oneof(fc.string(), fc.integer().map(String), fc.constant('-1')), { nil: null });
    fc.assert(fc.property(value, value, value, value, value, fc.integer({ min: 0, max: 10 }), (testId, testStart, taskIndex, sessionId, taskStart, count) => {
      const now = T0;
      const p = readProgress({ testId, testStart, taskIndex, sessionId, taskStart }, 1, 'sess', count, now);
      if (p === null) return;
      expect(p.testId).toBe(1);
      expect(p.sessionId).toBe('sess');
      expect(p.taskIndex).toBeGreaterThanOrEqual(GUIDELINES_INDEX);
      expect(p.taskIndex).toBeLessThan(count);
      expect(p.testStart).toBeLessThanOrEqual(now);
      expect(p.taskStart).toBeGreaterThanOrEqual(p.testStart);
      expect(p.taskStart).toBeLessThanOrEqual(now);
    }));
  });
});

describe('Usability test: the owner writes a test', () => {
  it('lists every problem of a draft', () => {
    const check = checkTestDraft({ title: ' ', startPath: 'https://evil.example/', tasks: [{ title: '' }] });
    expect(check).toEqual({ ok: false, errors: [DRAFT_ERRORS.title, DRAFT_ERRORS.startPath, DRAFT_ERRORS.taskTitle(1)] });
    expect(checkTestDraft({ title: 'x', tasks: [] })).toEqual({ ok: false, errors: [DRAFT_ERRORS.noTasks] });
    expect(checkTestDraft({ title: 'x', startPath: '//evil.example', tasks: [{ title: 't' }] }).ok).toBe(false);
  });

  it('numbers the tasks from 1 in the owner\'s order and links to the start page with ?oruxt=', () => {
    const check = checkTestDraft({ title: ' Boxes ', startPath: '/box/start?size=s', tasks: [{ title: 'a', allow_typing: true }, { title: 'b' }] });
    if (!check.ok) throw new Error(check.errors.join());
    expect(testFromDraft(check.draft).tasks.map((t) => [t.task_id, t.title, t.allow_typing])).toEqual([[1, 'a', true], [2, 'b', false]]);
    expect(testerLink('http://127.0.0.1:5173', check.draft.startPath, 9)).toBe('http://127.0.0.1:5173/box/start?size=s&oruxt=9');
  });
});

describe('Usability test: the widget stays on the screen', () => {
  it('never leaves the bounds, wherever it is dragged', () => {
    const size = fc.record({ width: fc.integer({ min: 50, max: 400 }), height: fc.integer({ min: 50, max: 600 }) });
    const screen = fc.record({ width: fc.integer({ min: 420, max: 3000 }), height: fc.integer({ min: 620, max: 3000 }) });
    fc.assert(fc.property(fc.double(), fc.double(), size, screen, (x, y, widget, view) => {
      const p = clampWidget({ x, y }, widget, view);
      expect(p.x).toBeGreaterThanOrEqual(8);
      expect(p.y).toBeGreaterThanOrEqual(8);
      expect(p.x + widget.width).toBeLessThanOrEqual(view.width - 8);
      expect(p.y + widget.height).toBeLessThanOrEqual(view.height - 8);
    }));
  });
});
