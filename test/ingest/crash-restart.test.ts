// Kills the real server (SIGKILL, no chance to flush) in the middle of a burst of batches,
// starts it again on the same data, and checks that every batch it acknowledged is there.
import { spawn, type ChildProcess } from 'node:child_process';
import { ownerCookie } from '../support/owner-sign-in';

const OWNER = { email: 'owner@pawprint.test', password: 'crash-test-owner-password' };
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { decodeBatch } from '../../src/protocol/decoder';
import { startMockServer } from '../../src/server/http/server';
import { ingestSettingsFromEnv } from '../../src/server/ingest/ingest-settings';
import { sampleBatch } from './ingest-harness';

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/http/main.ts'], {
    env: { ...process.env, PORT: '0', MOCK_DATA_DIR: dataDir, INGEST_FAULTS: '', INGEST_OWNER_PASSWORD: OWNER.password }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => { out += chunk; });
  await vi.waitFor(() => expect(out).toMatch(/Pawprint running at http:\/\/127\.0\.0\.1:\d+/), { timeout: 40000, interval: 50 });
  return { child, url: /Pawprint running at (\S+)/.exec(out)![1] };
}

/** Splits the replay API's batches body (u32 LE length, bytes)*. */
function splitBatches(body: Uint8Array): Uint8Array[] {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const out: Uint8Array[] = [];
  for (let pos = 0; pos < body.length; ) {
    const length = view.getUint32(pos, true);
    out.push(body.subarray(pos + 4, pos + 4 + length));
    pos += 4 + length;
  }
  return out;
}

describe('Ingest durability', () => {
  it('a crash mid-burst (SIGKILL) and a restart keep every acknowledged batch', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pawprint-crash-'));
    let server = await startServer(dataDir);
    let closeRestarted = async () => {};
    try {
      const start = await fetch(`${server.url}/ingest/v1/web/start`, {
        method: 'POST', body: JSON.stringify({ projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: Date.now() }),
      });
      const { token, sessionID } = await start.json();
      // ~60 KB batches, each with its number in a custom event so the payload is checkable
      const batchOf = (n: number) => sampleBatch(1, n * 100, 1000 + n, [[27, `batch-${n}`, String(n % 10).repeat(60_000)]]);
      const acknowledged = new Set<number>();
      let next = 1;
      let killed = false;
      const sender = async () => {
        while (!killed) {
          const n = next++;
          try {
            const r = await fetch(`${server.url}/ingest/v1/web/i?batch=1_${n}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: batchOf(n) });
            if (r.status === 200) acknowledged.add(n);
          } catch {
            return; // the server is gone
          }
        }
      };
      const senders = Promise.all([sender(), sender(), sender(), sender()]);
      await vi.waitFor(() => expect(acknowledged.size).toBeGreaterThanOrEqual(25), { timeout: 30000, interval: 5 });
      const exited = new Promise((resolve) => server.child.on('exit', resolve));
      server.child.kill('SIGKILL');
      killed = true;
      await exited;
      await senders;
      const ackedAtKill = [...acknowledged].sort((a, b) => a - b);

      // The restart runs the server's own start over the same data in this process: only the crash needs a
      // process of its own, and a second one spent its time loading the server again.
      const restarted = await startMockServer({
        port: 0, dataDir, staticDir: null, publicDir: null, log: () => {},
        ingest: ingestSettingsFromEnv({ ...process.env, INGEST_FAULTS: '', INGEST_OWNER_PASSWORD: OWNER.password }),
      });
      closeRestarted = () => restarted.close();
      server = { child: server.child, url: restarted.url };
      const r = await fetch(`${server.url}/ingest/api/sessions/${sessionID}/batches`, { headers: { cookie: await ownerCookie(server.url, OWNER) } });
      expect(r.status).toBe(200);
      const stored = splitBatches(new Uint8Array(await r.arrayBuffer())).map(decodeBatch);
      const storedNumbers = stored.map((messages) => Number(String(messages[3][1]).slice('batch-'.length)));
      for (const n of ackedAtKill) expect(storedNumbers).toContain(n);
      // whatever is stored is whole: each payload is exactly the batch that was sent
      for (const messages of stored) {
        const n = Number(String(messages[3][1]).slice('batch-'.length));
        expect(messages).toEqual(decodeBatch(batchOf(n)));
      }
      // the session goes on: the same token is accepted after the restart
      const more = await fetch(`${server.url}/ingest/v1/web/i?batch=1_${next + 1}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: batchOf(next + 1) });
      expect(more.status).toBe(200);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await closeRestarted();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120000);
});
