// What the server keeps on disk: no password or session token in plain text, files only their owner can read,
// and every acknowledged write still there after the process is killed outright.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockServer } from '../../src/server/http/server';
import { SIGNING_SECRET_FILE } from '../../src/server/http/installation-secret';
import { DEFAULT_TEST_SECRET, signedPost } from '../support/signed-request';
import { cookieOf } from './probe';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pawprint-rest-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Every file below the data folder: the shop's store and the recording ingest's files beside it.
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesOf(path) : [path];
  });
const foldersOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => [join(dir, e.name), ...foldersOf(join(dir, e.name))]);
const everything = (dir: string) => filesOf(dir).map((file) => readFileSync(file, 'utf8')).join('\n');

describe('the data files', () => {
  it('hold no password or session token in plain text, and only their owner may read them', async () => {
    const dataDir = join(tempDir(), 'data');
    const shop = await startMockServer({ port: 0, dataDir, staticDir: null, log: () => {} });
    try {
      const gql = `${shop.url}/graphql`;
      const registered = await signedPost(gql, 'mutation Register { register(input: { email: "plain@example.com", password: "correct horse battery" }) { access_token } }');
      const token = decodeURIComponent(cookieOf(registered.headers.get('set-cookie')).split('=')[1]);
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      const login = await signedPost(gql, 'mutation Login { login(input: { email: "demo@pawprint.test", password: "pawprint" }) { access_token } }');
      const demoToken = decodeURIComponent(cookieOf(login.headers.get('set-cookie')).split('=')[1]);
      const onDisk = everything(dataDir);
      expect(onDisk).toContain('plain@example.com');
      expect(onDisk).not.toContain('correct horse battery');
      expect(onDisk).not.toContain('"password":"pawprint"');
      expect(onDisk).not.toContain(token);
      expect(onDisk).not.toContain(demoToken);
      // And the hashed password still signs in.
      const again = await signedPost(gql, 'mutation Login { login(input: { email: "plain@example.com", password: "correct horse battery" }) { access_token } }');
      expect((await again.json()).data.login.access_token).toBe('httponly-cookie');
    } finally {
      await shop.close();
    }
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const folder of foldersOf(dataDir)) expect(statSync(folder).mode & 0o777, folder).toBe(0o700);
    for (const file of filesOf(dataDir)) expect(statSync(file).mode & 0o777, file).toBe(0o600);
    expect(everything(dataDir)).not.toContain('correct horse battery');
   }, 30_000);
});

const occurrences = (haystack: string, needle: string): number => haystack.split(needle).length - 1;

describe('one-time codes', () => {
  it('are kept as a hash: no byte on disk holds the code that was sent', async () => {
    const dataDir = join(tempDir(), 'data');
    const logs: string[] = [];
    const shop = await startMockServer({ port: 0, dataDir, staticDir: null, log: (line) => logs.push(line) });
    try {
      const before = everything(dataDir);
      const asked = await signedPost(`${shop.url}/graphql`, 'mutation GetVerify { getVerify(to: "demo@pawprint.test", channel: "email") { status } }');
      expect((await asked.json()).errors).toBeUndefined();
      const code = logs.map((l) => /^OTP for demo@pawprint\.test by email: (\d{6})$/.exec(l)?.[1]).find(Boolean)!;
      expect(code).toMatch(/^\d{6}$/);
      // The answer is sent once the write is durable: the pending code is on disk, as its hash.
      const after = everything(dataDir);
      expect(occurrences(after, 'codeHash')).toBeGreaterThan(occurrences(before, 'codeHash'));
      // Six digits may turn up by chance among other numbers; the write must not add one.
      expect(occurrences(after, code)).toBe(occurrences(before, code));
    } finally {
      await shop.close();
    }
   }, 30_000);
});

describe("the installation's signing secret", () => {
  it('is made at the first start, readable by its owner only, and the same after a restart', async () => {
    const dataDir = join(tempDir(), 'data');
    const settings = async (url: string, secret: string) =>
      (await (await signedPost(`${url}/graphql`, 'query Settings { settings { id } }', null, { secret })).json()).data?.settings ?? null;
    // The test setup signs with a shared secret (MOCK_SECRET); a real installation has none.
    const shared = process.env.MOCK_SECRET;
    delete process.env.MOCK_SECRET;
    try {
      const first = await startMockServer({ port: 0, dataDir, staticDir: null, log: () => {} });
      const file = join(dataDir, SIGNING_SECRET_FILE);
      const secret = readFileSync(file, 'utf8').trim();
      try {
        expect(secret).toMatch(/^[0-9a-f]{64}$/);
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(await settings(first.url, secret)).not.toBeNull();
        expect(await settings(first.url, DEFAULT_TEST_SECRET)).toBeNull();
      } finally {
        await first.close();
      }
      const second = await startMockServer({ port: 0, dataDir, staticDir: null, log: () => {} });
      try {
        expect(readFileSync(file, 'utf8').trim()).toBe(secret);
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(await settings(second.url, secret)).not.toBeNull();
      } finally {
        await second.close();
      }
    } finally {
      if (shared === undefined) delete process.env.MOCK_SECRET;
      else process.env.MOCK_SECRET = shared;
    }
   }, 30_000);
});

function startMain(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', MOCK_DATA_DIR: dataDir };
  delete env.MOCK_SECRET;
  delete env.MOCK_FAULTS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/http/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const url = /Pawprint running at (\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`main.ts exited (${code}) before listening: ${out}`)));
  });
}

describe('a crash', () => {
  it('kill -9 during a burst of acknowledged writes loses none of them', async () => {
    const dataDir = tempDir();
    const first = await startMain(dataDir);
    // The installation's own signing secret, made at its first start and kept with the data.
    const secret = readFileSync(join(dataDir, 'signing.key'), 'utf8').trim();
    const acknowledged: string[] = [];
    let killed = false;
    let sent = 0;
    const worker = async () => {
      while (!killed) {
        const email = `burst-${sent++}@example.com`;
        try {
          const res = await signedPost(`${first.url}/graphql`, 'mutation CreateLead($email: String!) { createLead(email: $email) { id } }', { email }, { secret });
          const body = await res.json();
          if (body.data?.createLead?.id) acknowledged.push(email);
        } catch {
          // the server died mid-request: not acknowledged
        }
      }
    };
    const burst = Promise.all(Array.from({ length: 40 }, worker));
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(300);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    killed = true;
    await exited;
    await burst;
    const count = acknowledged.length;

    // The restart runs the server's own start over the same data in this process: only the crash needs a process
    // of its own, and a second one spent its time loading the server again.
    const second = await startMockServer({ port: 0, dataDir, staticDir: null, log: () => {} });
    try {
      const kept = new Set(JSON.parse(readFileSync(join(dataDir, 'shop.json'), 'utf8')).leads.map((l: { email: string }) => l.email));
      const lost = acknowledged.filter((email) => !kept.has(email));
      expect(lost).toEqual([]);
      expect(count).toBeGreaterThanOrEqual(300);
    } finally {
      await second.close();
    }
  }, 90_000);
});
