// An ingest in memory with a hand-set clock, and helpers that call it as the agent would.
import { gzipSync } from 'node:zlib';
import { createIngest, type Ingest, type IngestOptions } from '../../src/server/ingest/ingest-service';
import type { IngestResponse } from '../../src/server/ingest/ingest-http';
import { defaultProjects, type IngestProject } from '../../src/server/ingest/ingest-projects';
import { hashPassword } from '../../src/server/crypto/password-hash';
import type { OwnerAccount } from '../../src/server/ingest/owner-accounts';
import { memorySessionFiles, type SessionFiles } from '../../src/server/ingest/session-files';
import type { Message } from '../../src/protocol/messages';
import { batchHeader, writeBatch } from '../tracker/batch-writer';

export const SHOP_KEY = 'pawprint-shop';
export const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface Harness {
  ingest: Ingest;
  files: SessionFiles;
  clock: { now: number };
  call(method: string, path: string, init?: { body?: Uint8Array | string | object; headers?: Record<string, string>; query?: string }): Promise<IngestResponse>;
  /** The owner's sign-in cookie (signed in at the first call under /api/). */
  ownerCookie(): Promise<string>;
  start(body?: Record<string, unknown>): Promise<{ token: string; sessionID: string; reply: Record<string, unknown> }>;
  postBatch(token: string, page: number, batchNum: number, bytes: Uint8Array, headers?: Record<string, string>): Promise<IngestResponse>;
}

/** The shop project's owner, who signs in before the replay API is called. */
export const OWNER = { email: 'owner@pawprint.test', password: 'owner-test-password' };
const OWNER_HASH = await hashPassword(OWNER.password);
export const testOwners = (extra: OwnerAccount[] = []): OwnerAccount[] => [{ email: OWNER.email, passwordHash: OWNER_HASH, projectIDs: [1] }, ...extra];

/** A second shop with its own owner, for checks that one owner sees nothing of another's project. */
export const OTHER_PROJECT_KEY = 'other-shop';
export const OTHER_OWNER = { email: 'owner-2@pawprint.test', password: 'other-owner-password' };
const OTHER_OWNER_HASH = await hashPassword(OTHER_OWNER.password);

/** An ingest recording two projects (the shop, 1, and another shop, 2), each with its own owner; signIn answers the cookie. */
export async function twoOwnerHarness(otherProject: Partial<IngestProject> = {}, options: Partial<IngestOptions> = {}) {
  const other: IngestProject = { ...defaultProjects()[0], projectID: 2, projectKey: OTHER_PROJECT_KEY, name: 'Other shop', ...otherProject };
  const h = await ingestHarness({
    projects: [...defaultProjects(), other],
    owners: testOwners([{ email: OTHER_OWNER.email, passwordHash: OTHER_OWNER_HASH, projectIDs: [2] }]),
    ...options,
  });
  const signIn = async (who: typeof OWNER): Promise<string> => {
    const r = await h.call('POST', '/api/owner/sign-in', { body: who });
    if (r.status !== 200) throw new Error(`owner sign-in answered ${r.status}: ${bodyText(r)}`);
    return r.headers['set-cookie'].split(';')[0];
  };
  return { h, signIn };
}

export const bodyText = (r: IngestResponse): string => (typeof r.body === 'string' ? r.body : new TextDecoder().decode(r.body));
export const bodyJson = (r: IngestResponse): any => JSON.parse(bodyText(r));

/** A streamed answer read whole, so tests look at one body. */
export async function collected(r: IngestResponse): Promise<IngestResponse> {
  if (!r.stream) return r;
  const chunks: Uint8Array[] = [];
  for await (const chunk of r.stream) chunks.push(chunk);
  return { ...r, stream: undefined, body: new Uint8Array(Buffer.concat(chunks)) };
}

export async function ingestHarness(options: Partial<IngestOptions> = {}): Promise<Harness> {
  const clock = { now: Date.UTC(2026, 10, 25, 9, 0, 0) };
  const files = options.files ?? memorySessionFiles();
  const ingest = await createIngest({
    files, projects: defaultProjects(), secret: new TextEncoder().encode('test-secret-test-secret-test-secret'),
    now: () => clock.now, random: () => 0.5, owners: testOwners(), ...options,
  });
  const send = (method: string, path: string, init: Parameters<Harness['call']>[2] = {}) => {
    const raw = init.body;
    const body = raw === undefined ? null : raw instanceof Uint8Array ? raw : new TextEncoder().encode(typeof raw === 'string' ? raw : JSON.stringify(raw));
    const headers: Record<string, string | undefined> = { 'user-agent': CHROME_UA, ...init.headers };
    return ingest.handle({ method, path, query: new URLSearchParams(init.query ?? ''), headers, body, baseUrl: 'http://127.0.0.1:5173/ingest' })
      .then(collected);
  };
  let cookie: Promise<string> | null = null;
  const ownerCookie = () => (cookie ??= send('POST', '/api/owner/sign-in', { body: OWNER }).then((r) => {
    if (r.status !== 200) throw new Error(`owner sign-in answered ${r.status}: ${bodyText(r)}`);
    return r.headers['set-cookie'].split(';')[0];
  }));
  // The replay API is the owner's: calls under /api/ carry the owner's cookie unless the test sets its own.
  const call: Harness['call'] = async (method, path, init = {}) =>
    path.startsWith('/api/') && !path.startsWith('/api/owner/') && init.headers?.cookie === undefined
      ? send(method, path, { ...init, headers: { ...init.headers, cookie: await ownerCookie() } })
      : send(method, path, init);
  return {
    ingest, files, clock, call, ownerCookie,
    async start(body = {}) {
      const r = await call('POST', '/v1/web/start', { body: { projectKey: SHOP_KEY, trackerVersion: '16.2.1', timestamp: clock.now - 25, ...body } });
      if (r.status !== 200) throw new Error(`start answered ${r.status}: ${bodyText(r)}`);
      const reply = bodyJson(r);
      return { token: reply.token, sessionID: reply.sessionID, reply };
    },
    postBatch(token, page, batchNum, bytes, headers = {}) {
      return call('POST', '/v1/web/i', { body: bytes, query: `batch=${page}_${batchNum}`, headers: { authorization: `Bearer ${token}`, ...headers } });
    },
  };
}

/** A well-formed batch: header, then the messages given. */
export function sampleBatch(page: number, firstIndex: number, timestamp: number, body: Message[] = []): Uint8Array<ArrayBuffer> {
  return writeBatch([...batchHeader(page, firstIndex, timestamp, 'http://127.0.0.1:5173/'), ...body]);
}

export const gzip = (bytes: Uint8Array): Uint8Array => new Uint8Array(gzipSync(bytes));
