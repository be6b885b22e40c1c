// Node's side of the ingest (/ingest/*) and the replay page (/replay): reads bodies up to the
// ingest's limit, hands plain requests to the ingest service and writes its answers.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, posix } from 'node:path';
import { createIngest, type Ingest } from '../ingest/ingest-service';
import type { IngestRequest } from '../ingest/ingest-http';
import { fileSessionFiles, memorySessionFiles, type SessionFiles } from '../ingest/session-files';
import { ingestSettingsFromEnv, type IngestSettings } from '../ingest/ingest-settings';
import { fileUsabilityTests } from '../ingest/usability-test-store';
import { serveUsabilityTestsPage, USABILITY_TESTS_PATH } from './usability-tests-page';
import { serveStatic } from './static-files';
import type { SeededOwner } from '../ingest/owner-accounts';
import { startingOwners } from './owner-seeding';
import { ownerSignInPage } from './owner-sign-in-page';

export const OWNER_SIGN_IN_PATH = '/replay/sign-in';
const DAY_MS = 86_400_000;

export const INGEST_BASE = '/ingest';
export const REPLAY_PATH = '/replay';
export const REPLAY_FRAME_PATH = '/replay-frame.html';

/** The replay page runs only its own script and styles, with Trusted Types, like the shop. */
export const REPLAY_PAGE_POLICY = [
  "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "connect-src 'self'", "frame-src 'self'",
  "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'", "require-trusted-types-for 'script'",
].join('; ');

/**
 * The frame a session is rebuilt in runs no script at all, but shows the recorded page's own look:
 * its inline styles and its stylesheets, images and fonts from wherever the page had them.
 */
export const REPLAY_FRAME_POLICY = [
  "default-src 'none'", "script-src 'none'", "style-src * data: blob: 'unsafe-inline'", 'img-src * data: blob:', 'font-src * data:',
  'media-src * data: blob:', "frame-src 'none'", "form-action 'none'", "base-uri 'none'", "frame-ancestors 'self'",
].join('; ');

/**
 * The owner page a path names, however it is spelled: as the page or its file, with a trailing slash,
 * %-escaped or with dot segments, since the static files would answer every one of those spellings.
 */
export function ownerPageOf(path: string): typeof REPLAY_PATH | typeof USABILITY_TESTS_PATH | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const page = posix.normalize(decoded).replace(/\/+$/, '').replace(/\.html$/, '');
  return page === REPLAY_PATH || page === USABILITY_TESTS_PATH ? page : null;
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        reject(new BodyTooLarge());
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** Resolves when the socket takes more, or is gone. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Writes a streamed answer, waiting whenever the socket's buffer is full, so a slow reader holds one chunk. */
async function writeStream(res: ServerResponse, stream: AsyncIterable<Uint8Array>): Promise<void> {
  try {
    for await (const chunk of stream) {
      if (res.destroyed) return;
      if (!res.write(chunk)) await drained(res);
    }
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

function headersOf(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(req.headers)) out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

/** The token secret: INGEST_SECRET, else one kept in the data dir so tokens outlive a restart. */
function secretFor(dir: string | null, setting: string | undefined): Uint8Array {
  if (setting) return new TextEncoder().encode(setting);
  if (!dir) return randomBytes(32);
  const file = join(dir, 'secret.key');
  try {
    const saved = readFileSync(file);
    if (saved.length >= 32) return new Uint8Array(saved);
  } catch {
    // first start: make one
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32);
  writeFileSync(file, secret, { mode: 0o600, flush: true });
  return new Uint8Array(secret);
}

export interface RecordingEndpoints {
  ingest: Ingest;
  /** The owners seeded at start, with their password, for the start banner (empty with INGEST_OWNERS). */
  owners: SeededOwner[];
  /** Answers /ingest/* and /replay; false for other paths. */
  serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  close(): Promise<void>;
}

export interface RecordingEndpointOptions {
  /** The shop's data dir; sessions go in its ingest/ folder. null keeps them in memory. */
  dataDir: string | null;
  staticDir: string | null;
  settings?: IngestSettings;
  log: (line: string) => void;
}

/**
 * Sessions in the configured bucket. The S3 client is loaded only then: it is half a second of start-up for
 * every server (and every test that starts one) that keeps its sessions on disk or in memory.
 */
async function s3Files(s3: NonNullable<IngestSettings['s3']>): Promise<SessionFiles> {
  const { s3SessionStorage } = await import('../ingest/s3-session-storage');
  return s3SessionStorage({
    bucket: s3.bucket, prefix: s3.prefix,
    client: { region: s3.region, ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}) },
  });
}

export async function startRecordingEndpoints(options: RecordingEndpointOptions): Promise<RecordingEndpoints> {
  const settings = options.settings ?? ingestSettingsFromEnv(process.env);
  const dir = options.dataDir ? join(options.dataDir, 'ingest') : null;
  const owners = await startingOwners(settings, dir);
  const ingest = await createIngest({
    owners: owners.accounts,
    retentionMs: settings.retentionDays ? settings.retentionDays * DAY_MS : undefined,
    files: settings.s3 ? await s3Files(settings.s3) : dir ? fileSessionFiles(dir) : memorySessionFiles(),
    usabilityTests: dir ? fileUsabilityTests(dir) : undefined,
    projects: settings.projects,
    secret: secretFor(dir, settings.secret),
    faults: settings.faults,
    limits: settings.limits,
    allowedOrigins: settings.allowedOrigins,
    log: options.log,
  });

  async function serveIngest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const request: IngestRequest = {
      method, path: url.pathname.slice(INGEST_BASE.length), query: url.searchParams, headers: headersOf(req), body: null,
      baseUrl: `http://${req.headers.host ?? 'localhost'}${INGEST_BASE}`, client: req.socket.remoteAddress ?? 'unknown',
    };
    const streamsBody = ingest.streamsBody(method, request.path);
    if (streamsBody) request.bodyStream = req;
    else if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      try {
        request.body = await readBody(req, ingest.maxBodyBytes(method, request.path));
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        const answer = ingest.refuseTooLarge(request);
        res.writeHead(answer.status, { ...answer.headers, connection: 'close' }).end(answer.body);
        return;
      }
    }
    const answer = await ingest.handle(request);
    // A streamed upload refused before its end: the rest is not read, the connection closes after the answer.
    const unread = streamsBody && !req.readableEnded;
    res.writeHead(answer.status, unread ? { ...answer.headers, connection: 'close' } : answer.headers);
    if (method === 'HEAD') res.end();
    else if (answer.stream) await writeStream(res, answer.stream);
    else res.end(answer.body);
    if (unread) res.once('finish', () => req.destroy());
  }

  return {
    ingest,
    owners: owners.seeded,
    async serve(req, res, url) {
      const path = url.pathname;
      if (path === INGEST_BASE || path.startsWith(`${INGEST_BASE}/`)) {
        await serveIngest(req, res, url);
        return true;
      }
      if (path === OWNER_SIGN_IN_PATH) {
        res.setHeader('content-security-policy', REPLAY_PAGE_POLICY);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(ownerSignInPage(url.searchParams, `${INGEST_BASE}/api/owner/sign-in`));
        return true;
      }
      const ownerPage = ownerPageOf(path);
      const replayPage = ownerPage === REPLAY_PATH;
      const testsPage = ownerPage === USABILITY_TESTS_PATH;
      if ((replayPage || testsPage) && !ingest.guard.ownerOf(headersOf(req))) {
        // Signed out: the page itself is refused, and the owner is sent to sign in and back.
        const next = `${testsPage ? USABILITY_TESTS_PATH : REPLAY_PATH}${url.search}`;
        res.writeHead(303, { location: `${OWNER_SIGN_IN_PATH}?${new URLSearchParams({ next })}`, 'cache-control': 'no-store' }).end();
        return true;
      }
      if (replayPage) {
        // The replay page is its own entry of the build, never part of the shop's pages.
        res.setHeader('content-security-policy', REPLAY_PAGE_POLICY);
        if (options.staticDir && serveStatic(req, res, '/replay.html', { staticDir: options.staticDir, publicDir: null })) return true;
        res.removeHeader('content-security-policy'); // the dev server's hot reload needs inline scripts
        req.url = '/replay.html';
      }
      if (testsPage && serveUsabilityTestsPage(req, res, USABILITY_TESTS_PATH, options.staticDir, REPLAY_PAGE_POLICY)) return true;
      if (path === REPLAY_FRAME_PATH) res.setHeader('content-security-policy', REPLAY_FRAME_POLICY);
      return false;
    },
    close: () => ingest.close(),
  };
}
