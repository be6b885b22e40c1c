// A usability test as a site owner writes it on the owner page: checked once here, by the page
// before it sends and by the ingest before it keeps it, with the same messages.
import type { UsabilityTask, UsabilityTest } from './usability-test';

export const TEST_TITLE_MAX = 200;
export const TEST_TEXT_MAX = 5000;
export const TASKS_MAX = 30;

export const DRAFT_ERRORS = {
  title: 'Give the test a title',
  titleLong: `The title can have at most ${TEST_TITLE_MAX} characters`,
  textLong: `Each text can have at most ${TEST_TEXT_MAX} characters`,
  noTasks: 'Add at least one task',
  tooManyTasks: `A test can have at most ${TASKS_MAX} tasks`,
  taskTitle: (n: number) => `Task ${n} needs a title`,
  startPath: 'The start page must be a path on this site, beginning with /',
} as const;

/** The test's texts and devices as the agent will read them, its tasks before they are numbered. */
export interface TestDraft extends Omit<UsabilityTest, 'tasks'> {
  /** The page the tester's link opens, a path on the site (the link adds ?oruxt={id}). */
  startPath: string;
  tasks: Omit<UsabilityTask, 'task_id'>[];
}

export type DraftCheck = { ok: true; draft: TestDraft } | { ok: false; errors: string[] };

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Reads and checks a draft from anything (a form, a request body); every problem is listed. */
export function checkTestDraft(input: unknown): DraftCheck {
  const o = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const errors: string[] = [];
  const title = str(o.title);
  if (!title) errors.push(DRAFT_ERRORS.title);
  else if (title.length > TEST_TITLE_MAX) errors.push(DRAFT_ERRORS.titleLong);
  const texts = { description: str(o.description), guidelines: str(o.guidelines), conclusion: str(o.conclusion) };
  const startPath = str(o.startPath) || '/';
  // A path of this site only: no scheme, no host, no protocol-relative //.
  if (!/^\/(?!\/)[^\s\\]*$/.test(startPath)) errors.push(DRAFT_ERRORS.startPath);
  const rawTasks = Array.isArray(o.tasks) ? o.tasks : [];
  const tasks = rawTasks.map((raw: unknown) => {
    const t = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    return { title: str(t.title), description: str(t.description), allow_typing: t.allow_typing === true };
  });
  if (tasks.length === 0) errors.push(DRAFT_ERRORS.noTasks);
  if (tasks.length > TASKS_MAX) errors.push(DRAFT_ERRORS.tooManyTasks);
  tasks.forEach((t, i) => {
    if (!t.title) errors.push(DRAFT_ERRORS.taskTitle(i + 1));
    else if (t.title.length > TEST_TITLE_MAX) errors.push(DRAFT_ERRORS.titleLong);
  });
  const longText = [...Object.values(texts), ...tasks.map((t) => t.description)].some((t) => t.length > TEST_TEXT_MAX);
  if (longText) errors.push(DRAFT_ERRORS.textLong);
  if (errors.length > 0) return { ok: false, errors: [...new Set(errors)] };
  return { ok: true, draft: { title, ...texts, reqMic: o.reqMic === true, reqCamera: o.reqCamera === true, startPath, tasks } };
}

/** The test the agent reads, with task ids numbered from 1 in the owner's order. */
export function testFromDraft(draft: TestDraft): UsabilityTest {
  const tasks: UsabilityTask[] = draft.tasks.map((t, i) => ({ task_id: i + 1, ...t }));
  const { title, description, guidelines, conclusion, reqMic, reqCamera } = draft;
  return { title, description, guidelines, conclusion, reqMic, reqCamera, tasks };
}

/** The tester's link: the start page with ?oruxt={id} added to whatever query it has. */
export function testerLink(origin: string, startPath: string, testId: number): string {
  const url = new URL(startPath, origin);
  url.searchParams.set('oruxt', String(testId));
  return url.toString();
}
