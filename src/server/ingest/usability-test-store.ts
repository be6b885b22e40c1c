// The usability tests site owners create on the owner page, kept with the ingest's data (one JSON
// file beside the sessions, replaced whole and fsynced on each change), or in memory for tests and
// a server without a data dir. The projects' own tests (INGEST_PROJECTS) are read-only beside them.
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { UsabilityTest } from '../../domain/recording';

export interface StoredUsabilityTest extends UsabilityTest {
  id: number;
  projectID: number;
  /** The page the tester's link opens. */
  startPath: string;
  createdAt: number;
}

export interface UsabilityTestFiles {
  load(): Promise<StoredUsabilityTest[]>;
  save(tests: StoredUsabilityTest[]): Promise<void>;
}

export const USABILITY_TESTS_FILE = 'usability-tests.json';

export function fileUsabilityTests(dir: string): UsabilityTestFiles {
  const file = join(dir, USABILITY_TESTS_FILE);
  return {
    async load() {
      try {
        const value: unknown = JSON.parse(await readFile(file, 'utf8'));
        const tests = (value as { tests?: unknown })?.tests;
        return Array.isArray(tests) ? (tests as StoredUsabilityTest[]) : [];
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw new Error(`${file} cannot be read: ${String(error)}`);
      }
    },
    async save(tests) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // A new file renamed over the old: a crash leaves one or the other, never half of one.
      const temp = `${file}.tmp`;
      const handle = await open(temp, 'w', 0o600);
      try {
        await handle.writeFile(JSON.stringify({ tests }, null, 1));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    },
  };
}

export function memoryUsabilityTests(): UsabilityTestFiles & { saved: StoredUsabilityTest[] } {
  const store = {
    saved: [] as StoredUsabilityTest[],
    async load() {
      return [...store.saved];
    },
    async save(tests: StoredUsabilityTest[]) {
      store.saved = [...tests];
    },
  };
  return store;
}

/** The created tests, one write at a time. */
export class UsabilityTestStore {
  private tests: StoredUsabilityTest[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly files: UsabilityTestFiles) {}

  async load(): Promise<void> {
    this.tests = await this.files.load();
  }

  list(): StoredUsabilityTest[] {
    return [...this.tests];
  }

  find(projectID: number, id: number): StoredUsabilityTest | undefined {
    return this.tests.find((t) => t.projectID === projectID && t.id === id);
  }

  /** Keeps a new test under the next free id (after `takenIds`, the projects' own); resolves once durable. */
  add(test: Omit<StoredUsabilityTest, 'id'>, takenIds: number[]): Promise<StoredUsabilityTest> {
    const run = this.queue.then(async () => {
      const id = Math.max(0, ...takenIds, ...this.tests.map((t) => t.id)) + 1;
      const stored = { ...test, id };
      const next = [...this.tests, stored];
      await this.files.save(next);
      this.tests = next;
      return stored;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
