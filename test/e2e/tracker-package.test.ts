// The agent as a site owner installs it: the npm package (npm pack) goes into a fresh, tiny Vite
// app made in a temp dir (installed offline from the tarball; built with this project's Vite),
// which records a visit into the shop's ingest from another origin. The classic script build,
// loaded from a third origin as from a CDN, records too, under the page's Content-Security-Policy.
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEE, useJourney } from './journey';
import { agentStarted } from '../support/ingest-site';

const journey = useJourney();
const ROOT = resolve('.');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** A static server for one folder, with CORS, as a CDN or a site's own host serves files; `pageHeaders` go with its HTML. */
async function serveFolder(dir: string, pageHeaders: Record<string, string> = {}): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/\/$/, '/index.html'));
    if (!path.startsWith(dir) || !existsSync(path)) return void res.writeHead(404).end('Not found');
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*', ...(type === 'text/html' ? pageHeaders : {}) }).end(readFileSync(path));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let work = '';
let tarball = '';
const servers: Server[] = [];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'pawprint-package-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'packages/tracker/build.ts'], { cwd: ROOT, stdio: 'pipe' });
  const packed = execFileSync('npm', ['pack', join(ROOT, 'packages/tracker'), '--pack-destination', work, '--silent'], { cwd: work, encoding: 'utf8' });
  tarball = join(work, packed.trim().split('\n').pop()!);
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  rmSync(work, { recursive: true, force: true });
});

async function sessionsOf(userId: string): Promise<{ sessionID: string; events: number }[]> {
  const r = await journey.shop.ownerFetch(`${journey.shop.url}/ingest/api/sessions?userId=${encodeURIComponent(userId)}`);
  return (await r.json()).sessions;
}

describe('The agent as an npm package', () => {
  it('installs from its tarball into a fresh Vite app, with types, and records the app from another origin', async () => {
    const app = join(work, 'app');
    execFileSync('mkdir', ['-p', join(app, 'src')]);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'tiny-app', private: true, type: 'module', dependencies: { '@pawprint/tracker': `file:${tarball}` } }));
    writeFileSync(join(app, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tiny app</title></head><body><h1>Tiny app</h1><button id="hello">Say hello</button><script type="module" src="/src/main.ts"></script></body></html>');
    writeFileSync(join(app, 'src/main.ts'), `import { Tracker, type StartResult } from '@pawprint/tracker';
const tracker = new Tracker({ projectKey: 'pawprint-shop', ingestPoint: ${JSON.stringify(`${journey.shop.url}/ingest`)} });
tracker.start().then((result: StartResult) => {
  (window as unknown as { startResult: StartResult }).startResult = result;
  tracker.setUserID('tiny-app-visitor');
});
document.getElementById('hello')!.addEventListener('click', () => tracker.event('said-hello', { to: 'the app' }));
`);
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: app, stdio: 'pipe' });
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/@pawprint/tracker/package.json'), 'utf8'));
    expect(installed.exports['.'].types).toBe('./dist/types/tracker/index.d.ts');
    expect(existsSync(join(app, 'node_modules/@pawprint/tracker/dist/types/tracker/index.d.ts'))).toBe(true);
    // The project's own Vite builds the app (no download); TypeScript checks the app against the package's types.
    execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '--strict', '--module', 'esnext', '--moduleResolution', 'bundler', '--target', 'es2022', '--lib', 'es2022,dom', '--skipLibCheck', 'src/main.ts'], { cwd: app, stdio: 'pipe' });
    execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: app, stdio: 'pipe' });
    const site = await serveFolder(join(app, 'dist'));
    servers.push(site.server);

    const { page } = await journey.freshPage();
    await page.goto(`${site.url}/`);
    expect(await agentStarted(page, SEE.timeout)).toMatchObject({ success: true });
    await page.getByRole('button', { name: 'Say hello' }).click();
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect.poll(async () => (await sessionsOf('tiny-app-visitor'))[0]?.events ?? 0, { timeout: 30_000, interval: 500 }).toBeGreaterThan(0);
  });

  it("records with the classic script build loaded from a CDN on another origin, under the page's Content-Security-Policy as the docs give it", async () => {
    const cdn = await serveFolder(join(ROOT, 'packages/tracker/dist'));
    servers.push(cdn.server);
    const ingest = `${journey.shop.url}/ingest`;
    const pageDir = join(work, 'classic');
    execFileSync('mkdir', ['-p', pageDir]);
    // The first script notes every refusal of the policy before anything else runs; the inline one is
    // planted to be refused, proof that the browser enforces the policy the page is served with.
    writeFileSync(join(pageDir, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Classic page</title>
<script src="/note-csp-refusals.js"></script>
<script>window.inlineRan = true;</script>
<script src="${cdn.url}/tracker.global.js"></script>
<script src="/start-recording.js"></script></head><body><h1>Classic page</h1><button>Press me</button></body></html>`);
    writeFileSync(join(pageDir, 'note-csp-refusals.js'), `window.cspRefusals = [];
document.addEventListener('securitypolicyviolation', function (e) { window.cspRefusals.push(e.effectiveDirective + ' ' + e.blockedURI); });`);
    // The documented snippet as a file of the site's own, so it runs under script-src 'self'.
    writeFileSync(join(pageDir, 'start-recording.js'), `var tracker = new PawprintTracker.Tracker({ projectKey: 'pawprint-shop', ingestPoint: ${JSON.stringify(ingest)} });
tracker.start().then(function (result) { window.startResult = result; tracker.setUserID('cdn-visitor'); });`);
    // What docs/tracker.md asks of a page loading the agent from a CDN: the CDN in script-src, a blob: worker that
    // imports the CDN's (worker-src), the ingest in connect-src. A refusal inside the worker reaches no listener
    // of the page: the start's result is what shows it ('No worker found: perhaps, CSP is not set.').
    const policy = `default-src 'self'; script-src 'self' ${cdn.url}; worker-src blob: ${cdn.url}; connect-src ${journey.shop.url}`;
    const site = await serveFolder(pageDir, { 'content-security-policy': policy });
    servers.push(site.server);
    const { page } = await journey.freshPage();
    const response = await page.goto(`${site.url}/`);
    expect(response?.headers()['content-security-policy']).toBe(policy);
    expect(await agentStarted(page, SEE.timeout)).toMatchObject({ success: true });
    await page.getByRole('button', { name: 'Press me' }).click();
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect.poll(async () => (await sessionsOf('cdn-visitor'))[0]?.events ?? 0, { timeout: 30_000, interval: 500 }).toBeGreaterThan(0);
    // The policy held: the planted inline script was refused, and nothing of the agent was.
    const seen = await page.evaluate(() => ({ inlineRan: (window as { inlineRan?: boolean }).inlineRan ?? false, refusals: (window as unknown as { cspRefusals: string[] }).cspRefusals }));
    expect(seen).toEqual({ inlineRan: false, refusals: ['script-src-elem inline'] });
  });
});
