// POST /v1/web/images: canvas snapshots as a multipart form, each file named
// {createdAt}_{canvasId}_{imageId}.{ext}; kept with the session. 401 makes the agent restart.
import { authorize, type IngestContext } from './ingest-context';
import { json, text, type IngestRequest, type IngestResponse } from './ingest-http';
import { boundaryOf, readFormFiles } from './multipart-form';

const SNAPSHOT_NAME = /^\d{1,16}_\d{1,16}_\d{1,16}\.(webp|png|jpeg|jpg)$/;

export async function receiveImages(ctx: IngestContext, request: IngestRequest): Promise<IngestResponse> {
  const auth = authorize(ctx, request);
  if (!auth.ok) return auth.response;
  const throttled = ctx.throttle.bytes(request, auth.project.projectID, request.body?.length ?? 0, ctx.now());
  if (throttled) {
    ctx.stats.refusedThrottled++;
    return throttled;
  }
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) return text(400, 'Invalid images request: expected multipart/form-data');
  const files = readFormFiles(request.body ?? new Uint8Array(), boundary);
  if (!files) return text(400, 'Invalid images request: malformed multipart body');
  if (files.length === 0) return text(400, 'Invalid images request: no snapshot files');
  const bad = files.find((f) => !SNAPSHOT_NAME.test(f.filename));
  if (bad) return text(400, `Invalid images request: file name ${JSON.stringify(bad.filename)} is not {createdAt}_{canvasId}_{imageId}.{ext}`);
  const sessionID = auth.claims.sessionID;
  for (const file of files) await ctx.store.writeUpload(sessionID, `canvas-${file.filename}`, file.data);
  await ctx.store.addNote(sessionID, { type: 'canvas-images', at: ctx.now(), files: files.map((f) => f.filename) });
  return json(200, { saved: files.length });
}
