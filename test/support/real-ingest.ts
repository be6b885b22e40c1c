// The real ingest (src/server/ingest) for the agent's transport and journey tests: in-process, storage in memory, its
// clock the test's. Tests send it what the agent sends and read back what it stored; faults it never produces
// (outages, 5xx, slow or lost answers) are put in front of it by the test's own wrapper, never by a hand-made ingest.
import { decodeBatch } from '../../src/protocol/decoder';
import type { Message } from '../../src/protocol/messages';
import { createIngest, type Ingest } from '../../src/server/ingest/ingest-service';
import type { IngestLimits } from '../../src/server/ingest/ingest-context';
import type { IngestRequest, IngestResponse } from '../../src/server/ingest/ingest-http';
import { defaultProjects, type IngestProject } from '../../src/server/ingest/ingest-projects';
import { memorySessionFiles } from '../../src/server/ingest/session-files';

/** The project the test pages record under (recordedPage, the worker tests' starts). */
export const TEST_PROJECT_KEY = 'test-project';

export interface StoredBatchView {
  /** `{page}_{batchnum}`, as the agent named it. */
  identity: string;
  messages: Message[];
}

export interface RealIngest {
  ingest: Ingest;
  /** Moves the ingest's clock on (or back) by this much from the wall clock (or the test's fake clock). */
  clockOffsetMs: number;
  /** Starts a session as the agent does and answers its token; with `previous`, continues that token's session. */
  start(previous?: string | null): Promise<{ token: string; sessionID: string }>;
  /** A request as the agent sent it, answered by the ingest (body read whole, as the shop server reads it). */
  handle(request: { method: string; url: URL; headers: Record<string, string | undefined>; body: Uint8Array | null; client?: string }): Promise<IngestResponse>;
  /** Every batch of every session, in the order the ingest stored them within each session. */
  stored(sessionID?: string): Promise<StoredBatchView[]>;
  close(): Promise<void>;
}

/** The ingest's options a test may set: its limits, and the projects it records for (the test project by default). */
export interface RealIngestOptions {
  limits?: Partial<IngestLimits>;
  projects?: IngestProject[];
}

export async function startRealIngest(options: RealIngestOptions = {}): Promise<RealIngest> {
  const real = { clockOffsetMs: 0 } as RealIngest;
  const ingest = await createIngest({
    files: memorySessionFiles(),
    projects: options.projects ?? defaultProjects(TEST_PROJECT_KEY),
    limits: options.limits,
    // Date.now at each call, so a test's fake timers move the ingest's clock with the agent's.
    now: () => Date.now() + real.clockOffsetMs,
    log: () => {},
  });
  // A stored batch never changes (the ingest keeps the first copy of an identity), so each is decoded once: the
  // ingest front reads everything back after every batch, and decoding it all anew grew with the square of a file's batches.
  const decoded = new Map<string, { length: number; messages: StoredBatchView['messages'] }>();
  const decodedOnce = (key: string, bytes: Uint8Array): StoredBatchView['messages'] => {
    const known = decoded.get(key);
    if (known?.length === bytes.byteLength) return known.messages;
    const messages = decodeBatch(bytes);
    decoded.set(key, { length: bytes.byteLength, messages });
    return messages;
  };
  const storedOf = async (id: string): Promise<StoredBatchView[]> =>
    (await ingest.store.batches(id)).map((b) => {
      const identity = `${b.pageNo}_${b.batchNum}`;
      return { identity, messages: decodedOnce(`${id} ${identity}`, b.bytes) };
    });
  const sessionViews = new Map<string, { size: string; batches: StoredBatchView[] }>();
  const handle: RealIngest['handle'] = async ({ method, url, headers, body, client }) => {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const path = url.pathname.replace(/^\/ingest(?=\/)/, '');
    const request: IngestRequest = { method, path, query: url.searchParams, headers: lower, body, client, baseUrl: `${url.origin}/ingest` };
    if (body && body.length > ingest.maxBodyBytes(method, path)) return ingest.refuseTooLarge(request);
    return ingest.handle(request);
  };
  return Object.assign(real, {
    ingest,
    handle,
    async start(previous: string | null = null) {
      const answer = await handle({
        method: 'POST',
        url: new URL('http://127.0.0.1/ingest/v1/web/start'),
        headers: { 'content-type': 'application/json' },
        body: new TextEncoder().encode(JSON.stringify({ projectKey: TEST_PROJECT_KEY, trackerVersion: '16.2.1', timestamp: Date.now(), token: previous })),
      });
      if (answer.status !== 200) throw new Error(`the ingest refused the start: ${answer.status} ${String(answer.body)}`);
      const reply = JSON.parse(String(answer.body)) as { token: string; sessionID: string };
      return { token: reply.token, sessionID: reply.sessionID };
    },
    async stored(sessionID?: string) {
      if (sessionID) return storedOf(sessionID);
      const out: StoredBatchView[] = [];
      for (const { sessionID: id, batches, bytes } of ingest.store.list({ limit: 1000, offset: 0 }).sessions) {
        // A session whose batches and bytes are as they were when last read is read no more (its file is scanned
        // whole at each read); one that took a batch meanwhile, even while it is read here, is read again next time.
        const size = `${batches} ${bytes}`;
        let known = sessionViews.get(id);
        if (known?.size !== size) sessionViews.set(id, (known = { size, batches: await storedOf(id) }));
        out.push(...known.batches);
      }
      return out;
    },
    close: () => ingest.close(),
  });
}
