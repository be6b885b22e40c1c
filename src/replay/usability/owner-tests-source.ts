// The owner's usability-test API (/ingest/api/usability-tests): the projects and tests, and a new test.
import type { TestDraft, UsabilityTest } from '../../domain/recording';
import { INGEST_API } from '../session-source';

export interface OwnerTest extends UsabilityTest {
  id: number;
  projectID: number;
  startPath: string;
  createdAt: number | null;
}

export interface OwnerTests {
  projects: { projectID: number; name: string }[];
  tests: OwnerTest[];
}

export async function fetchOwnerTests(fetchFn: typeof fetch = fetch): Promise<OwnerTests> {
  const response = await fetchFn(`${INGEST_API}/usability-tests`);
  if (!response.ok) throw new Error(`The ingest answered ${response.status}`);
  return response.json() as Promise<OwnerTests>;
}

export type CreateOutcome = { ok: true; test: OwnerTest } | { ok: false; errors: string[] };

export async function createOwnerTest(draft: TestDraft & { projectID: number }, fetchFn: typeof fetch = fetch): Promise<CreateOutcome> {
  const response = await fetchFn(`${INGEST_API}/usability-tests`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(draft),
  });
  const body = (await response.json().catch(() => ({}))) as { test?: OwnerTest; errors?: string[] };
  if (response.status === 201 && body.test) return { ok: true, test: body.test };
  return { ok: false, errors: body.errors?.length ? body.errors : [`The test could not be saved (the ingest answered ${response.status}).`] };
}
