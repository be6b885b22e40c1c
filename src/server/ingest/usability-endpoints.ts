// The usability-test endpoints: the test a tester takes, the begin/done/skipped signals of
// the test and its tasks (kept with the session), and the signed upload of the test's video.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authorize, type IngestContext } from './ingest-context';
import { empty, json, jsonBody, text, type IngestRequest, type IngestResponse } from './ingest-http';
import { SIGNAL_STATUSES } from '../../domain/recording';
import type { UsabilityTestStore } from './usability-test-store';
import { findTest } from './usability-tests-api';
import { storeVideo } from './video-upload';

export { SIGNAL_STATUSES };

/** GET /v1/web/uxt/test/{id}: the test (title, description, guidelines, conclusion, reqMic, reqCamera, tasks). */
export function usabilityTest(ctx: IngestContext, request: IngestRequest, id: string, tests: UsabilityTestStore): IngestResponse {
  const auth = authorize(ctx, request);
  if (!auth.ok) return auth.response;
  // The project's own tests, then those created on the owner page for it.
  const test = /^\d{1,15}$/.test(id) ? findTest(ctx, tests, auth.project.projectID, Number(id)) : undefined;
  if (!test) return text(404, `Usability test ${id} not found`);
  const { title, description, guidelines, conclusion, reqMic, reqCamera, tasks } = test;
  return json(200, {
    test: {
      title, description, guidelines, conclusion, reqMic, reqCamera,
      tasks: tasks.map(({ task_id, title: t, description: d, allow_typing }) => ({ task_id, title: t, description: d, allow_typing })),
    },
  });
}

const isNum = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isId = (v: unknown) => isNum(v) || (typeof v === 'string' && /^\d+$/.test(v));

function signalError(body: Record<string, unknown> | null, task: boolean): string | null {
  if (!body) return 'body must be a JSON object';
  if (!isId(body.testId)) return 'testId must be a number';
  if (task && !isId(body.taskId)) return 'taskId must be a number';
  if (!SIGNAL_STATUSES.includes(body.status as (typeof SIGNAL_STATUSES)[number])) return `status must be one of ${SIGNAL_STATUSES.join(', ')}`;
  if (!isNum(body.duration)) return 'duration must be a number';
  if (!isNum(body.timestamp)) return 'timestamp must be a number';
  if (task && body.taskAnswer !== undefined && body.taskAnswer !== null && typeof body.taskAnswer !== 'string') return 'taskAnswer must be a string';
  return null;
}

/** POST /v1/web/uxt/signals/task (testId, taskId, status, duration, timestamp, taskAnswer) and /signals/test (testId, status, duration, timestamp). */
export async function usabilitySignal(ctx: IngestContext, request: IngestRequest, kind: 'task' | 'test'): Promise<IngestResponse> {
  const auth = authorize(ctx, request);
  if (!auth.ok) return auth.response;
  const body = jsonBody(request);
  const error = signalError(body, kind === 'task');
  if (error || !body) return text(400, `Invalid ${kind} signal: ${error}`);
  const note = {
    type: `uxt-${kind}`, at: ctx.now(), testId: Number(body.testId), status: body.status, duration: body.duration, timestamp: body.timestamp,
    ...(kind === 'task' ? { taskId: Number(body.taskId), taskAnswer: typeof body.taskAnswer === 'string' ? body.taskAnswer : null } : {}),
  };
  const outcome = await ctx.store.addNote(auth.claims.sessionID, note);
  if (outcome === 'session-full') return text(413, 'Session size limit reached');
  return json(200, {});
}

const signUpload = (ctx: IngestContext, sessionID: string, expires: number): string =>
  createHmac('sha256', ctx.secret).update(`upload:${sessionID}:${expires}`).digest('base64url');

/** GET /v1/web/uxt/upload-url: a signed address on this ingest where the test's video is PUT. */
export function uploadUrl(ctx: IngestContext, request: IngestRequest): IngestResponse {
  const auth = authorize(ctx, request);
  if (!auth.ok) return auth.response;
  const expires = ctx.now() + ctx.limits.uploadUrlMs;
  const sessionID = auth.claims.sessionID;
  const url = `${request.baseUrl}/v1/web/uxt/upload/${sessionID}?expires=${expires}&signature=${signUpload(ctx, sessionID, expires)}`;
  return json(200, { url });
}

/** PUT /v1/web/uxt/upload/{sessionID}?expires&signature: the recorded webm video; the signed URL is the credential. */
export async function receiveUpload(ctx: IngestContext, request: IngestRequest, sessionID: string): Promise<IngestResponse> {
  const expires = Number(request.query.get('expires'));
  const given = Buffer.from(request.query.get('signature') ?? '', 'base64url');
  const expected = Buffer.from(signUpload(ctx, sessionID, expires), 'base64url');
  if (!Number.isFinite(expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    ctx.stats.refusedUnauthorized++;
    return text(403, 'Upload URL is not valid');
  }
  if (ctx.now() > expires) return text(403, 'Upload URL has expired');
  if (!ctx.store.has(sessionID)) return text(404, 'Session not found');
  return storeVideo(ctx, request, sessionID);
}
