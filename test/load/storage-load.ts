// The ingest's storage under abuse, as figures: big uploads, a restart over many sessions, many
// readers of one large session. Memory is sampled in this process, which runs the server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createIngest } from '../../src/server/ingest/ingest-service';
import { defaultProjects } from '../../src/server/ingest/ingest-projects';
import type { IngestLimits } from '../../src/server/ingest/ingest-context';
import { encodeRecord, RecordKind } from '../../src/server/ingest/record-log';
import { fileSessionFiles, type SessionFiles } from '../../src/server/ingest/session-files';
import { agentBatch, ingestServer, START_BODY } from './ingest-load';
import { loopbackClient, zeroes } from './loopback-client';
import { ownerCookie } from '../support/owner-sign-in';

/** Peak growth of the process's resident memory while `work` runs, sampled every 10 ms, in MB. */
export async function peakMemoryGrowth<T>(work: () => Promise<T>): Promise<{ result: T; rssMB: number; buffersMB: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let rss = before.rss;
  let buffers = before.arrayBuffers;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    buffers = Math.max(buffers, now.arrayBuffers);
  }, 10);
  try {
    const result = await work();
    const now = process.memoryUsage();
    return { result, rssMB: (Math.max(rss, now.rss) - before.rss) / 2 ** 20, buffersMB: (Math.max(buffers, now.arrayBuffers) - before.arrayBuffers) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

export interface UploadFigures { statuses: number[]; rssMB: number; buffersMB: number }

/** `count` usability-test videos of `bytes` each PUT at once to their signed URLs, each from its own client. */
export async function uploadAtOnce(count: number, bytes: number, limits: Partial<IngestLimits> = {}): Promise<UploadFigures> {
  const { server, close } = await ingestServer(limits);
  const clients = Array.from({ length: count }, (_, i) => loopbackClient(i));
  try {
    const urls = await Promise.all(clients.map(async (client) => {
      const start = await client.send('POST', `${server.url}/ingest/v1/web/start`, { body: START_BODY });
      const { token } = JSON.parse(start.body.toString());
      const r = await client.send('GET', `${server.url}/ingest/v1/web/uxt/upload-url`, { headers: { authorization: `Bearer ${token}` } });
      return JSON.parse(r.body.toString()).url as string;
    }));
    const { result, rssMB, buffersMB } = await peakMemoryGrowth(() => Promise.all(clients.map((client, i) =>
      // A refused upload's connection is closed before the end is sent: that, too, is a refusal.
      client.send('PUT', urls[i], { body: zeroes(bytes), headers: { 'content-type': 'video/webm', 'content-length': String(bytes) } })
        .then((r) => r.status, () => 413))));
    return { statuses: result, rssMB, buffersMB };
  } finally {
    clients.forEach((c) => c.close());
    await close();
  }
}

/** Writes `count` session files straight to disk (a start and one batch each), as a long-running ingest leaves them. */
export function writeSessions(dataDir: string, count: number): string[] {
  const dir = path.join(dataDir, 'ingest', 'sessions');
  mkdirSync(dir, { recursive: true });
  const batch = agentBatch();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const sessionID = String(1_764_061_200_000_000 + i);
    const started = {
      sessionID, projectID: 1, userUUID: `u-${i}`, userID: null, startTimestamp: 1_764_061_200_000 + i, trackerVersion: '16.2.1',
      userAgent: '', width: 1280, height: 800, timezone: 'UTC', doNotRecord: false, userBrowser: 'Chrome', userCity: '', userCountry: '',
      userDevice: 'Desktop', userOS: 'Linux', userState: '',
    };
    const records = [encodeRecord({ kind: RecordKind.Session, value: started }), encodeRecord({ kind: RecordKind.Batch, pageNo: 1, batchNum: 1, bytes: batch })];
    writeFileSync(path.join(dir, `${sessionID}.pwrec`), Buffer.concat(records));
    ids.push(sessionID);
  }
  return ids;
}

/** Session files that count the files read whole or in chunks. */
export function countingFiles(files: SessionFiles): SessionFiles & { reads: number } {
  const counted = Object.create(files) as SessionFiles & { reads: number };
  counted.reads = 0;
  counted.readChunks = (id, from) => { counted.reads++; return files.readChunks(id, from); };
  counted.read = (id) => { counted.reads++; return files.read(id); };
  return counted;
}

export interface RestartFigures { sessions: number; firstMs: number; firstReads: number; restartMs: number; restartReads: number; restartRssMB: number }

/** An ingest over `count` sessions started twice: the first start reads them all and leaves an index, the restart uses it. */
export async function restartOver(count: number): Promise<RestartFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawprint-restart-'));
  try {
    writeSessions(dataDir, count);
    const dir = path.join(dataDir, 'ingest');
    const open = async () => {
      const files = countingFiles(fileSessionFiles(dir));
      const t0 = performance.now();
      const ingest = await createIngest({ files, projects: defaultProjects(), log: () => {} });
      return { ingest, files, ms: performance.now() - t0 };
    };
    const first = await open();
    if (first.ingest.store.count() !== count) throw new Error(`first start found ${first.ingest.store.count()} sessions`);
    await first.ingest.close();
    const second = await peakMemoryGrowth(open);
    if (second.result.ingest.store.count() !== count) throw new Error(`restart found ${second.result.ingest.store.count()} sessions`);
    await second.result.ingest.close();
    return { sessions: count, firstMs: first.ms, firstReads: first.files.reads, restartMs: second.result.ms, restartReads: second.result.files.reads, restartRssMB: second.rssMB };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface ReplayFigures { sessionMB: number; readers: number; allWhole: boolean; rssMB: number; buffersMB: number }

/** One session of about `mb` MB, read by `readers` replay viewers at once over HTTP. */
export async function replayReaders(mb: number, readers: number): Promise<ReplayFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawprint-replay-load-'));
  const [sessionID] = writeSessions(dataDir, 1);
  // Grow the one session to `mb` MB with 1 MB batches.
  const big = new Uint8Array(1024 * 1024).fill(7);
  const file = path.join(dataDir, 'ingest', 'sessions', `${sessionID}.pwrec`);
  const { appendFileSync, statSync } = await import('node:fs');
  for (let n = 2; n <= mb + 1; n++) appendFileSync(file, encodeRecord({ kind: RecordKind.Batch, pageNo: 1, batchNum: n, bytes: big }));
  const expected = statSync(file).size;
  const { server, close } = await ingestServer({ maxSessionBytes: 2 * 1024 ** 3 }, dataDir);
  const clients = Array.from({ length: readers }, (_, i) => loopbackClient(i));
  // The replay API is the owner's: the viewers are the signed-in owner.
  const cookie = await ownerCookie(server.url, server.recordings.owners[0]);
  try {
    const { result, rssMB, buffersMB } = await peakMemoryGrowth(() => Promise.all(clients.map(async (client) => {
      // Counted, not kept: a viewer holds its own copy, the server must not.
      const r = await client.send('GET', `${server.url}/ingest/api/sessions/${sessionID}/batches`, { count: true, headers: { cookie } });
      return r.status === 200 ? r.length : -1;
    })));
    // Every reader got every batch: the file less the start record and each record's 13 framing bytes (+4 length).
    const allWhole = result.every((n) => n > 0 && Math.abs(n - expected) < expected * 0.01 + 4096);
    return { sessionMB: expected / 2 ** 20, readers, allWhole, rssMB, buffersMB };
  } finally {
    clients.forEach((c) => c.close());
    await close();
  }
}
