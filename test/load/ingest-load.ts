// The ingest under load and abuse, as figures: the load-and-abuse test (short form, `npm test`) and
// `npm run bench` (long form) run these same scenarios against the real server on loopback, each
// bounded in count and time. Counts (errors, duplicates, lost, bytes, memory) are what they assert.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startMockServer, type RunningMockServer } from '../../src/server/http/server';
import { defaultProjects } from '../../src/server/ingest/ingest-projects';
import type { IngestLimits } from '../../src/server/ingest/ingest-context';
import { RecordKind, readRecords } from '../../src/server/ingest/record-log';
import type { Message } from '../../src/protocol/messages';
import { batchHeader, writeBatch } from '../tracker/batch-writer';
import { loopbackClient, type LoopbackClient } from './loopback-client';

export const START_BODY = JSON.stringify({ projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: Date.now() });

export async function ingestServer(limits: Partial<IngestLimits> = {}, dataDir = mkdtempSync(path.join(tmpdir(), 'pawprint-load-'))): Promise<{ server: RunningMockServer; dataDir: string; close(): Promise<void> }> {
  const server = await startMockServer({
    port: 0, dataDir, staticDir: null, log: () => {},
    ingest: { projects: defaultProjects(), faults: {}, limits, allowedOrigins: '*' },
  });
  return { server, dataDir, close: async () => { await server.close(); rmSync(dataDir, { recursive: true, force: true }); } };
}

/** A small busy-page batch: DOM changes, text and pointer moves, about 3 KB before gzip. */
export function agentBatch(): Uint8Array {
  const messages: Message[] = [...batchHeader(1, 0, 1_764_061_200_000)];
  for (let i = 0; i < 30; i++) {
    messages.push([8, 1000 + i, 7, i, 'div', false], [12, 1000 + i, 'class', `row item-${i % 7}`], [14, 1000 + i, `Treat and chew box ${i}`]);
    if (i % 5 === 0) messages.push([20, 100 + i, 200 + i], [0, 1_764_061_200_000 + i]);
  }
  return writeBatch(messages);
}

export interface AgentsFigures {
  agents: number;
  seconds: number;
  acknowledged: number;
  perSecond: number;
  errors: number;
  errorStatuses: Record<string, number>;
  /** Batches stored more than once in the session files. */
  duplicates: number;
  /** Acknowledged batches missing from the session files. */
  lost: number;
}

async function startAgent(client: LoopbackClient, url: string): Promise<string> {
  const r = await client.send('POST', `${url}/ingest/v1/web/start`, { body: START_BODY, headers: { 'content-type': 'application/json' } });
  if (r.status !== 200) throw new Error(`start answered ${r.status}: ${r.body.toString()}`);
  return JSON.parse(r.body.toString()).token as string;
}

/**
 * `agents` recording sessions, each from its own client address, posting gzipped batches one after another
 * (the next when the last is acknowledged, as the agent does) for `seconds`, at most `maxBatches` each. Then
 * the session files are read back: every acknowledged batch must be there once.
 */
export async function runAgents(agents: number, seconds: number, maxBatches = 100_000): Promise<AgentsFigures> {
  const { server, dataDir, close } = await ingestServer();
  const body = gzipSync(agentBatch());
  const acked = new Map<string, Set<number>>();
  const errorStatuses: Record<string, number> = {};
  let errors = 0;
  let acknowledged = 0;
  const clients = Array.from({ length: agents }, (_, i) => loopbackClient(i));
  try {
    const tokens = await Promise.all(clients.map((c) => startAgent(c, server.url)));
    const sessionOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).s as string;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(clients.map(async (client, i) => {
      const keys = new Set<number>();
      acked.set(sessionOf(tokens[i]), keys);
      for (let n = 1; n <= maxBatches && performance.now() < deadline; n++) {
        try {
          const r = await client.send('POST', `${server.url}/ingest/v1/web/i?batch=1_${n}`, {
            body, headers: { authorization: `Bearer ${tokens[i]}`, 'content-encoding': 'gzip', 'content-type': 'application/octet-stream' },
          });
          if (r.status === 200) {
            keys.add(n);
            acknowledged++;
          } else {
            errors++;
            errorStatuses[r.status] = (errorStatuses[r.status] ?? 0) + 1;
          }
        } catch (error) {
          errors++;
          const code = (error as { code?: string }).code ?? 'network';
          errorStatuses[code] = (errorStatuses[code] ?? 0) + 1;
        }
      }
    }));
    const elapsed = (performance.now() - started) / 1000;
    await server.close();
    let duplicates = 0;
    let lost = 0;
    const sessionsDir = path.join(dataDir, 'ingest', 'sessions');
    const files = new Set(readdirSync(sessionsDir));
    for (const [sessionID, keys] of acked) {
      const name = `${sessionID}.pwrec`;
      const stored = new Map<number, number>();
      if (files.has(name)) {
        for (const r of readRecords(new Uint8Array(readFileSync(path.join(sessionsDir, name)))).records) {
          if (r.kind === RecordKind.Batch) stored.set(r.batchNum, (stored.get(r.batchNum) ?? 0) + 1);
        }
      }
      for (const count of stored.values()) if (count > 1) duplicates += count - 1;
      for (const n of keys) if (!stored.has(n)) lost++;
    }
    return { agents, seconds: elapsed, acknowledged, perSecond: acknowledged / elapsed, errors, errorStatuses, duplicates, lost };
  } finally {
    clients.forEach((c) => c.close());
    await close();
  }
}

export interface FloodFigures {
  sent: number;
  accepted: number;
  refused: number;
  seconds: number;
  /** Bytes the ingest wrote to its session files. */
  storedBytes: number;
}

const sessionBytes = (dataDir: string): number => {
  const dir = path.join(dataDir, 'ingest', 'sessions');
  let total = 0;
  for (const name of readdirSync(dir)) total += readFileSync(path.join(dir, name)).length;
  return total;
};

/** One client starting sessions as fast as it can, for `seconds` or `max` starts. */
export async function floodStarts(seconds: number, max: number): Promise<FloodFigures> {
  const { server, dataDir, close } = await ingestServer();
  const client = loopbackClient(0);
  try {
    let sent = 0;
    let accepted = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(Array.from({ length: 4 }, async () => {
      while (sent < max && performance.now() < deadline) {
        sent++;
        const r = await client.send('POST', `${server.url}/ingest/v1/web/start`, { body: START_BODY });
        if (r.status === 200) accepted++;
        else if (r.status !== 429) throw new Error(`start answered ${r.status}`);
      }
    }));
    const elapsed = (performance.now() - started) / 1000;
    return { sent, accepted, refused: sent - accepted, seconds: elapsed, storedBytes: sessionBytes(dataDir) };
  } finally {
    client.close();
    await close();
  }
}

/** One client posting 1 MB batches (distinct, so none is a resend) as fast as it can. */
export async function floodBytes(seconds: number, max: number): Promise<FloodFigures> {
  const { server, dataDir, close } = await ingestServer();
  const client = loopbackClient(0);
  try {
    const token = await startAgent(client, server.url);
    const big: Message[] = [...batchHeader(1, 0, 1_764_061_200_000)];
    for (let i = 0; big.length < 4000; i++) big.push([14, i, `${'x'.repeat(240)} ${i}`]);
    const body = writeBatch(big);
    let sent = 0;
    let accepted = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    while (sent < max && performance.now() < deadline) {
      sent++;
      const r = await client.send('POST', `${server.url}/ingest/v1/web/i?batch=1_${sent}`, { body, headers: { authorization: `Bearer ${token}` } });
      if (r.status === 200) accepted++;
      else if (r.status !== 429) throw new Error(`batch answered ${r.status}`);
    }
    const elapsed = (performance.now() - started) / 1000;
    return { sent, accepted, refused: sent - accepted, seconds: elapsed, storedBytes: sessionBytes(dataDir) };
  } finally {
    client.close();
    await close();
  }
}
