// Where a tester is in a usability test (001 §4: greeting, guidelines, tasks, end) and the record
// of it the agent keeps in local storage (001 §3: test start time, task index, session id, active
// test id, plus when the current task began) so a reload or a navigation comes back on the same task.
// What storage gives back is checked before it is trusted: any other page script may have written it.
import { testIdOf } from './usability-test';

/** The task index while the tester reads the guidelines, before the first task. */
export const GUIDELINES_INDEX = -1;

export interface UsabilityProgress {
  testId: number;
  /** When the guidelines opened (the test's begin signal), ms since the epoch. */
  testStart: number;
  /** GUIDELINES_INDEX, or the index of the task under way. */
  taskIndex: number;
  /** The recording session the test runs in: progress of another session is not resumed. */
  sessionId: string;
  /** When the current task began (its begin signal). */
  taskStart: number;
}

/** The progress record's values as storage holds them (null: no such key). */
export interface StoredProgress {
  testId: string | null;
  testStart: string | null;
  taskIndex: string | null;
  sessionId: string | null;
  taskStart: string | null;
}

export type UsabilityStage =
  | { kind: 'greeting' }
  | { kind: 'guidelines' }
  | { kind: 'task'; index: number }
  | { kind: 'end' };

const integerOf = (value: string | null): number | null => (value !== null && /^-?\d{1,16}$/.test(value) ? Number(value) : null);

/**
 * The stored progress, if it belongs to this test and this recording session and makes sense for a
 * test of `taskCount` tasks at time `now`; otherwise null (the test starts over at its greeting).
 */
export function readProgress(stored: StoredProgress, openedTestId: number, sessionId: string, taskCount: number, now: number): UsabilityProgress | null {
  const testId = testIdOf(stored.testId);
  const testStart = integerOf(stored.testStart);
  const taskIndex = integerOf(stored.taskIndex);
  const taskStart = integerOf(stored.taskStart);
  if (testId !== openedTestId || stored.sessionId !== sessionId || !sessionId) return null;
  if (testStart === null || testStart <= 0 || testStart > now) return null;
  if (taskIndex === null || taskIndex < GUIDELINES_INDEX || taskIndex >= taskCount) return null;
  // A task's start lies between the test's start and now; a garbled one restarts the task's clock.
  const start = taskStart !== null && taskStart >= testStart && taskStart <= now ? taskStart : now;
  return { testId, testStart, taskIndex, sessionId, taskStart: start };
}

/** The record written back to storage. */
export function storedProgress(progress: UsabilityProgress): StoredProgress {
  return {
    testId: String(progress.testId),
    testStart: String(progress.testStart),
    taskIndex: String(progress.taskIndex),
    sessionId: progress.sessionId,
    taskStart: String(progress.taskStart),
  };
}

/** The guidelines open: the test begins. */
export function beginTest(testId: number, sessionId: string, now: number): UsabilityProgress {
  return { testId, testStart: now, taskIndex: GUIDELINES_INDEX, sessionId, taskStart: now };
}

/**
 * 'Begin Test' or 'Done, Next': the next task begins, or, after the last, the test ends (null).
 * A test without tasks ends at once.
 */
export function nextTask(progress: UsabilityProgress, taskCount: number, now: number): UsabilityProgress | null {
  const index = progress.taskIndex + 1;
  if (index >= taskCount) return null;
  return { ...progress, taskIndex: index, taskStart: now };
}

/** The stage the widget shows for a progress record (none yet: the greeting). */
export function stageOf(progress: UsabilityProgress | null, ended = false): UsabilityStage {
  if (ended) return { kind: 'end' };
  if (!progress) return { kind: 'greeting' };
  return progress.taskIndex === GUIDELINES_INDEX ? { kind: 'guidelines' } : { kind: 'task', index: progress.taskIndex };
}
