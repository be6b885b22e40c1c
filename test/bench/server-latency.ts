// The local server's latency under load: `npm start`'s server (main.ts, its own process, data on disk) answering
// `settings` and a write (createLead) with 200 requests in flight; prints p50 and p99. Signed like the shop's client.
// Runs alone too: `node --import tsx test/bench/server-latency.ts`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TEST_SECRET, signatureHeaders } from '../support/signed-request';

const CONCURRENCY = 200;
const REQUESTS = Number(process.env.BENCH_LATENCY_REQUESTS ?? 4000);
const WARMUP = 400;

function post(agent: Agent, url: URL, body: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', origin: url.origin, 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`status ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Keeps `CONCURRENCY` requests in flight until `total` have answered; the latency of each. */
async function load(url: URL, total: number, makeBody: (n: number) => { query: string; variables?: object }): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const samples: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const n = next++;
      const { query, variables } = makeBody(n);
      samples.push(await post(agent, url, JSON.stringify({ query, variables }), signatureHeaders(query)));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  return samples;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** The server process's CPU time so far in ms (Linux /proc; null elsewhere): a figure the machine's load does not skew. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function startServer(dataDir: string): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/http/main.ts'], {
    env: { ...process.env, PORT: '0', MOCK_DATA_DIR: dataDir, MOCK_FAULTS: '', MOCK_SECRET: DEFAULT_TEST_SECRET }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /running at (\S+)/.exec(out);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
  return {
    url,
    pid: child.pid,
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

export async function reportServerLatency(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pawprint-bench-'));
  const server = await startServer(dataDir);
  try {
    const graphql = new URL('/graphql', server.url);
    const settings = () => ({ query: 'query Settings { settings { id gift membership } }' });
    const lead = (n: number) => ({ query: 'mutation CreateLead($email: String!) { createLead(email: $email) { id } }', variables: { email: `bench-${n}@example.com` } });
    await load(graphql, WARMUP, settings);
    const cpu0 = cpuMs(server.pid);
    const read = await load(graphql, REQUESTS, settings);
    const cpu1 = cpuMs(server.pid);
    const write = await load(graphql, Math.floor(REQUESTS / 2), lead);
    const cpu2 = cpuMs(server.pid);
    const perRequest = (a: number | null, b: number | null, n: number) => (a === null || b === null ? 'n/a' : `${((b - a) / n).toFixed(2)} ms`);
    console.log(`\nLocal server latency, ${CONCURRENCY} requests in flight (main.ts in its own process, data on disk)`);
    const rows = [['settings (query)', read, perRequest(cpu0, cpu1, read.length)], ['createLead (acknowledged write)', write, perRequest(cpu1, cpu2, write.length)]] as const;
    console.log(`${'operation'.padEnd(32)}  ${'requests'.padStart(8)}  ${'p50'.padStart(8)}  ${'p99'.padStart(8)}  ${'server CPU/request'.padStart(18)}`);
    for (const [name, samples, cpu] of rows) {
      console.log(`${name.padEnd(32)}  ${String(samples.length).padStart(8)}  ${`${percentile(samples, 50).toFixed(0)} ms`.padStart(8)}  ${`${percentile(samples, 99).toFixed(0)} ms`.padStart(8)}  ${cpu.padStart(18)}`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('server-latency.ts')) {
  reportServerLatency().then(() => process.exit(0), (error) => { console.error(error); process.exit(0); });
}
