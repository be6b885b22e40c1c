// The usability test's video, PUT to its signed URL: written to disk as it arrives, refused the
// moment it passes the upload limit or its project's quota, so no upload is ever held in memory.
import type { IngestContext } from './ingest-context';
import { empty, text, type IngestRequest, type IngestResponse } from './ingest-http';
import { UploadTooLarge } from './session-files';

export const UPLOAD_QUOTA_REACHED = "This project's storage for test videos is full";

async function* bodyOf(request: IngestRequest): AsyncIterable<Uint8Array> {
  if (request.bodyStream) yield* request.bodyStream;
  else if (request.body) yield request.body;
}

/** Stores the video of a session whose upload URL was checked. */
export async function storeVideo(ctx: IngestContext, request: IngestRequest, sessionID: string): Promise<IngestResponse> {
  const room = ctx.store.uploadRoom(sessionID, ctx.limits.uploadQuotaBytes);
  const limit = Math.min(ctx.limits.maxUploadBytes, room);
  const declared = Number(request.headers['content-length']);
  if (room <= 0 || (Number.isFinite(declared) && declared > room)) {
    ctx.stats.refusedTooLarge++;
    return text(413, UPLOAD_QUOTA_REACHED);
  }
  if (Number.isFinite(declared) && declared > limit) {
    ctx.stats.refusedTooLarge++;
    return text(413, `Upload larger than ${limit} bytes`);
  }
  // A test may upload more than one video (earlier pages, the camera): names never collide.
  const taken = new Set(ctx.store.notes(sessionID).filter((n) => n.type === 'uxt-video').map((n) => n.name));
  let name = `usability-test-${ctx.now()}.webm`;
  for (let n = 2; taken.has(name); n++) name = `usability-test-${ctx.now()}-${n}.webm`;
  // A declared length is all the room the upload takes (a body longer than it is refused on the way).
  const allowed = Number.isFinite(declared) && declared > 0 ? declared : limit;
  let size: number;
  try {
    size = await ctx.store.writeUploadStream(sessionID, name, bodyOf(request), allowed);
  } catch (error) {
    if (!(error instanceof UploadTooLarge)) throw error;
    ctx.stats.refusedTooLarge++;
    return text(413, limit < ctx.limits.maxUploadBytes ? UPLOAD_QUOTA_REACHED : `Upload larger than ${limit} bytes`);
  }
  if (size === 0) return text(400, 'Upload is empty');
  await ctx.store.noteUpload(sessionID, { type: 'uxt-video', at: ctx.now(), name, bytes: size });
  return empty(200);
}
