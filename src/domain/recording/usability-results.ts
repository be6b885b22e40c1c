// What the owner reads of one session's usability test: the test's outcome and each task's
// duration and answer, from the signals the ingest kept (in the order they came).
import type { SignalStatus, UsabilityTest } from './usability-test';

export interface SignalNote {
  type: 'uxt-test' | 'uxt-task';
  testId: number;
  taskId?: number;
  status: SignalStatus;
  duration: number;
  timestamp: number;
  taskAnswer?: string | null;
}

export interface TaskResult {
  taskId: number;
  title: string;
  /** The last signal the task sent: begin (started, not done), done; null: never reached. */
  status: SignalStatus | null;
  duration: number | null;
  answer: string | null;
}

export interface TestResult {
  testId: number;
  title: string;
  /** begin (under way or left), done, or skipped (aborted). */
  status: SignalStatus;
  duration: number | null;
  tasks: TaskResult[];
}

const isSignal = (n: Record<string, unknown>): n is Record<string, unknown> & SignalNote =>
  (n.type === 'uxt-test' || n.type === 'uxt-task') && typeof n.testId === 'number' && typeof n.status === 'string';

/** One result per test the session ran, tasks in the test's order (tasks the test no longer has after them). */
export function testResults(notes: Record<string, unknown>[], testOf: (testId: number) => UsabilityTest | undefined): TestResult[] {
  const results = new Map<number, TestResult>();
  const resultOf = (testId: number): TestResult => {
    let result = results.get(testId);
    if (!result) {
      const test = testOf(testId);
      result = {
        testId, title: test?.title ?? `Test ${testId}`, status: 'begin', duration: null,
        tasks: (test?.tasks ?? []).map((t) => ({ taskId: t.task_id, title: t.title, status: null, duration: null, answer: null })),
      };
      results.set(testId, result);
    }
    return result;
  };
  for (const note of notes) {
    if (!isSignal(note)) continue;
    const result = resultOf(note.testId);
    if (note.type === 'uxt-test') {
      result.status = note.status;
      result.duration = note.status === 'begin' ? null : note.duration;
      continue;
    }
    let task = result.tasks.find((t) => t.taskId === note.taskId);
    if (!task) {
      task = { taskId: note.taskId ?? 0, title: `Task ${note.taskId}`, status: null, duration: null, answer: null };
      result.tasks.push(task);
    }
    task.status = note.status;
    if (note.status !== 'begin') task.duration = note.duration;
    if (typeof note.taskAnswer === 'string') task.answer = note.taskAnswer;
  }
  return [...results.values()];
}
