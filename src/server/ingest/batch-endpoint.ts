// POST /v1/web/i?batch={page}_{batchnum}: one batch of the recording wire format. The token
// names the session; the page and batch number are the batch's identity, so a resend after
// a lost answer is acknowledged without a second copy. Acknowledged means fsynced.
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import { BatchDecodeError, decodeBatch } from '../../protocol/decoder';
import type { Message } from '../../protocol/messages';
import { authorize, type IngestContext } from './ingest-context';
import { scrubBatch } from './stored-privacy';
import { empty, text, type IngestRequest, type IngestResponse } from './ingest-http';

const gunzipAsync = promisify(gunzip);
/**
 * `{page}_{batchnum}`, optionally followed by what the reference agent appends to a retried batch
 * (`0_4_network:500_$3`: why the last attempt failed and the attempt number). The identity is the
 * first two numbers, so a retry is recognised as the batch it repeats.
 */
export const BATCH_QUERY = /^(\d{1,9})_(\d{1,9})(?:_[\x21-\x7e]{0,200})?$/;

export const SESSION_FULL_MESSAGE = 'Session size limit reached';

async function batchBytes(ctx: IngestContext, request: IngestRequest): Promise<Uint8Array | IngestResponse> {
  const body = request.body ?? new Uint8Array();
  const encoding = (request.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return body;
  if (encoding !== 'gzip') return text(415, `Unsupported Content-Encoding: ${encoding}`);
  try {
    return new Uint8Array(await gunzipAsync(body, { maxOutputLength: ctx.limits.maxRequestBytes }));
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
      ctx.stats.refusedTooLarge++;
      return text(413, `Batch larger than ${ctx.limits.maxRequestBytes} bytes once unzipped`);
    }
    ctx.stats.batchesMalformed++;
    return text(400, 'Malformed batch: body is not valid gzip');
  }
}

export async function receiveBatch(ctx: IngestContext, request: IngestRequest): Promise<IngestResponse> {
  const auth = authorize(ctx, request);
  if (!auth.ok) return auth.response;
  const identity = BATCH_QUERY.exec(request.query.get('batch') ?? '');
  if (!identity) return text(400, 'Malformed batch: the query must be batch={page}_{batchnum}');
  const throttled = ctx.throttle.bytes(request, auth.project.projectID, request.body?.length ?? 0, ctx.now());
  if (throttled) {
    ctx.stats.refusedThrottled++;
    return throttled;
  }
  const bytes = await batchBytes(ctx, request);
  if (!(bytes instanceof Uint8Array)) return bytes;
  let messages: Message[];
  try {
    messages = decodeBatch(bytes);
  } catch (error) {
    if (!(error instanceof BatchDecodeError)) throw error;
    ctx.stats.batchesMalformed++;
    return text(400, `Malformed batch: ${error.message}`);
  }
  if (auth.started.doNotRecord) return empty(200);
  const scrubbed = scrubBatch(messages, bytes);
  if (scrubbed.masked > 0) ctx.log(`[ingest] session ${auth.claims.sessionID}: masked ${scrubbed.masked} field(s) holding personal data before storing`);
  const outcome = await ctx.store.appendBatch(
    auth.claims.sessionID,
    { pageNo: Number(identity[1]), batchNum: Number(identity[2]), bytes: scrubbed.bytes },
    scrubbed.messages,
    ctx.now(),
  );
  if (outcome === 'session-full') {
    ctx.stats.refusedTooLarge++;
    return text(413, SESSION_FULL_MESSAGE);
  }
  if (outcome === 'duplicate') ctx.stats.batchesDuplicate++;
  else ctx.stats.batchesStored++;
  return empty(200);
}
