// The usability test's progress in local storage (001 §3: test start time, task index, session id,
// active test id; and when the current task began), so a reload or the next page of the visit comes
// back on the same task. Checked by the domain's rules when read back.
import type { StoredProgress, UsabilityProgress } from '../../domain/recording/usability-progress';
import { storedProgress } from '../../domain/recording/usability-progress';
import { TEST_UNDER_WAY_KEY } from '../../domain/recording/tester-visit';
import type { KeyValueStore } from '../session/safe-storage';

export const progressKeys = (prefix: string): Record<keyof StoredProgress, string> => ({
  // The active test's id: the agent's core reads this key to know a test is under way.
  testId: prefix + TEST_UNDER_WAY_KEY,
  testStart: `${prefix}_uxt_start`,
  taskIndex: `${prefix}_uxt_task`,
  sessionId: `${prefix}_uxt_session`,
  taskStart: `${prefix}_uxt_task_start`,
});

export class UsabilityProgressStore {
  readonly #keys: Record<keyof StoredProgress, string>;

  readonly #local: KeyValueStore;

  constructor(
    local: KeyValueStore,
    prefix: string,
  ) {
    this.#local = local;
    this.#keys = progressKeys(prefix);
  }

  read(): StoredProgress {
    const k = this.#keys;
    return {
      testId: this.#local.get(k.testId),
      testStart: this.#local.get(k.testStart),
      taskIndex: this.#local.get(k.taskIndex),
      sessionId: this.#local.get(k.sessionId),
      taskStart: this.#local.get(k.taskStart),
    };
  }

  write(progress: UsabilityProgress): void {
    const values = storedProgress(progress);
    for (const name of Object.keys(this.#keys) as (keyof StoredProgress)[]) this.#local.set(this.#keys[name], values[name] ?? '');
  }

  /** The test ended or was aborted: the next page opens no widget. */
  clear(): void {
    for (const key of Object.values(this.#keys)) this.#local.remove(key);
  }
}
