// The usability test as the agent reads it from the ingest (001 §3), and what each of its signals
// carries (001 §4, §5, §7): begin, done and skipped, with durations measured from when the test or
// the task began; a typed answer goes only with a task that allows typing.

export interface UsabilityTask {
  task_id: number;
  title: string;
  description: string;
  allow_typing: boolean;
}

export interface UsabilityTest {
  title: string;
  description: string;
  guidelines: string;
  conclusion: string;
  reqMic: boolean;
  reqCamera: boolean;
  tasks: UsabilityTask[];
}

export const SIGNAL_STATUSES = ['begin', 'done', 'skipped'] as const;
export type SignalStatus = (typeof SIGNAL_STATUSES)[number];

/** POST /v1/web/uxt/signals/test body. */
export interface TestSignal {
  testId: number;
  status: SignalStatus;
  duration: number;
  timestamp: number;
}

/** POST /v1/web/uxt/signals/task body. */
export interface TaskSignal {
  testId: number;
  taskId: number;
  status: SignalStatus;
  duration: number;
  timestamp: number;
  taskAnswer?: string;
}

/** A test id as the address (?oruxt=) or storage holds it: digits only, a safe integer above 0. */
export function testIdOf(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const isTaskId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/**
 * The ingest's reply to GET /v1/web/uxt/test/{id} ({ test }), or null when it is not a test the
 * widget can run: a title and at least one task, each with a numeric id and a title.
 */
export function parseUsabilityTest(reply: unknown): UsabilityTest | null {
  const test = typeof reply === 'object' && reply !== null ? (reply as { test?: unknown }).test : undefined;
  if (typeof test !== 'object' || test === null) return null;
  const t = test as Record<string, unknown>;
  if (typeof t.title !== 'string' || !t.title.trim() || !Array.isArray(t.tasks) || t.tasks.length === 0) return null;
  const tasks: UsabilityTask[] = [];
  for (const raw of t.tasks as unknown[]) {
    const k = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    if (!isTaskId(k.task_id) || typeof k.title !== 'string') return null;
    tasks.push({ task_id: k.task_id, title: k.title, description: str(k.description), allow_typing: k.allow_typing === true });
  }
  return {
    title: t.title, description: str(t.description), guidelines: str(t.guidelines), conclusion: str(t.conclusion),
    reqMic: t.reqMic === true, reqCamera: t.reqCamera === true, tasks,
  };
}

/** Milliseconds from `since` to `now`; never negative (a clock set back reads as no time). */
export const elapsed = (since: number, now: number): number => Math.max(0, Math.round(now - since));

/** The test's signal: begin carries 0, done and skipped the time since the test began. */
export function testSignal(testId: number, status: SignalStatus, testStart: number, now: number): TestSignal {
  return { testId, status, duration: status === 'begin' ? 0 : elapsed(testStart, now), timestamp: now };
}

/**
 * A task's signal: begin carries 0, done the time since the task began. The answer goes only with
 * done, and only when the task allows typing (001 §5).
 */
export function taskSignal(testId: number, task: UsabilityTask, status: SignalStatus, taskStart: number, now: number, answer?: string): TaskSignal {
  const signal: TaskSignal = { testId, taskId: task.task_id, status, duration: status === 'begin' ? 0 : elapsed(taskStart, now), timestamp: now };
  if (status === 'done' && task.allow_typing) signal.taskAnswer = answer ?? '';
  return signal;
}
