// The site owner's usability-test API, apart from the agent's endpoints and the replay API so an
// access check can stand in front of it: the tests (list, create) and one session's results (the
// signals as a summary, the videos, each video's bytes with byte ranges for the player's seeking).
// Every answer is about the signed-in owner's projects only: another project's test, session or
// video is as unknown to them as one that does not exist.
import { checkTestDraft, testFromDraft, testResults } from '../../domain/recording';
import type { UsabilityTest } from '../../domain/recording';
import type { IngestContext } from './ingest-context';
import { json, jsonBody, text, type IngestRequest, type IngestResponse } from './ingest-http';
import type { Owner } from './owner-accounts';
import { mayOpen, ownsSession } from './owner-guard';
import type { UsabilityTestStore } from './usability-test-store';

export const TESTS_PATH = '/api/usability-tests';
export const RESULTS_PATH = '/api/usability-results/';

/** A project's own test or a created one, by project and id. */
export function findTest(ctx: IngestContext, tests: UsabilityTestStore, projectID: number, id: number): UsabilityTest | undefined {
  return ctx.projects.find((p) => p.projectID === projectID)?.usabilityTests.find((t) => t.id === id) ?? tests.find(projectID, id);
}

const projectsOf = (ctx: IngestContext, owner: Owner) => ctx.projects.filter((p) => mayOpen(owner, p.projectID));

function listTests(ctx: IngestContext, tests: UsabilityTestStore, owner: Owner): IngestResponse {
  const projects = projectsOf(ctx, owner);
  const own = projects.flatMap((p) => p.usabilityTests.map((t) => ({ ...t, projectID: p.projectID, startPath: '/', createdAt: null })));
  const created = tests.list().filter((t) => mayOpen(owner, t.projectID));
  return json(200, {
    projects: projects.map((p) => ({ projectID: p.projectID, name: p.name })),
    tests: [...own, ...created].sort((a, b) => b.id - a.id),
  });
}

async function createTest(ctx: IngestContext, tests: UsabilityTestStore, request: IngestRequest, owner: Owner): Promise<IngestResponse> {
  // JSON only: a form on another site cannot send it without the browser asking this server first.
  if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) return text(415, 'Send the test as application/json');
  const body = jsonBody(request);
  const check = checkTestDraft(body);
  if (!check.ok) return json(400, { errors: check.errors });
  // Without a project the test is for the owner's first; another owner's project is unknown here.
  const projectID = typeof body?.projectID === 'number' ? body.projectID : projectsOf(ctx, owner)[0]?.projectID;
  const project = projectsOf(ctx, owner).find((p) => p.projectID === projectID);
  if (projectID === undefined || !project) return json(400, { errors: [`Unknown project ${projectID ?? ''}`.trim()] });
  const taken = ctx.projects.flatMap((p) => p.usabilityTests.map((t) => t.id));
  const test = await tests.add({ ...testFromDraft(check.draft), projectID, startPath: check.draft.startPath, createdAt: ctx.now() }, taken);
  return json(201, { test });
}

interface VideoNote {
  name: string;
  bytes: number;
  at: number;
}

const videosOf = (notes: Record<string, unknown>[]): VideoNote[] =>
  notes.filter((n) => n.type === 'uxt-video' && typeof n.name === 'string').map((n) => ({ name: n.name as string, bytes: Number(n.bytes), at: Number(n.at) }));

function results(ctx: IngestContext, tests: UsabilityTestStore, sessionID: string, owner: Owner): IngestResponse {
  const started = ctx.store.started(sessionID);
  if (!started || !ownsSession(ctx.store, sessionID, owner)) return text(404, 'Session not found');
  const notes = ctx.store.notes(sessionID);
  return json(200, {
    tests: testResults(notes, (id) => findTest(ctx, tests, started.projectID, id)),
    videos: videosOf(notes).map((v) => ({ ...v, url: `/ingest${RESULTS_PATH}${sessionID}/videos/${encodeURIComponent(v.name)}` })),
  });
}

/**
 * The video's bytes, streamed from storage as they are sent; a Range request gets 206 and the part asked for
 * (the player seeks with them). Neither holds the whole file.
 */
async function video(ctx: IngestContext, sessionID: string, name: string, request: IngestRequest, owner: Owner): Promise<IngestResponse> {
  if (!ownsSession(ctx.store, sessionID, owner)) return text(404, 'Video not found');
  if (!videosOf(ctx.store.notes(sessionID)).some((v) => v.name === name)) return text(404, 'Video not found');
  const upload = await ctx.store.openUpload(sessionID, name);
  if (!upload) return text(404, 'Video not found');
  const { size } = upload;
  const headers: Record<string, string> = { 'content-type': 'video/webm', 'accept-ranges': 'bytes', 'cache-control': 'private, max-age=3600' };
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!range || (range[1] === '' && range[2] === '')) {
    return { status: 200, headers: { ...headers, 'content-length': String(size) }, body: '', stream: upload.read(0, size - 1) };
  }
  const start = Math.max(0, range[1] === '' ? size - Number(range[2]) : Number(range[1]));
  const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(size - 1, Number(range[2]));
  if (start >= size || end < start) return { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` }, body: '' };
  return {
    status: 206, headers: { ...headers, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': String(end - start + 1) },
    body: '', stream: upload.read(start, end),
  };
}

/** Answers the signed-in owner's paths (below the ingest base) about their projects; null for any other path. */
export async function ownerApi(ctx: IngestContext, tests: UsabilityTestStore, request: IngestRequest, owner: Owner): Promise<IngestResponse | null> {
  const { method, path } = request;
  if (path === TESTS_PATH) {
    if (method === 'GET') return listTests(ctx, tests, owner);
    if (method === 'POST') return createTest(ctx, tests, request, owner);
    return text(405, 'Method not allowed');
  }
  const match = /^\/api\/usability-results\/([0-9A-Za-z_-]{1,64})(?:\/videos\/([A-Za-z0-9._-]{1,100}))?$/.exec(path);
  if (!match) return null;
  if (method !== 'GET') return text(405, 'Method not allowed');
  return match[2] ? video(ctx, match[1], match[2], request, owner) : results(ctx, tests, match[1], owner);
}
