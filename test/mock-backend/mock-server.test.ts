import { createHmac } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startMockServer, type RunningMockServer } from '../../src/server/http/server';
import { signatureHeaders, signedPost } from '../support/signed-request';
import { SIGNATURE_REFUSED } from '../../src/server/mock-api/request-handler';

const SECRET = 'test-secret';
let shop: RunningMockServer;
const logs: string[] = [];
let staticDir: string;

const gql = (query: string, variables?: object, headers: Record<string, string> = {}) =>
  signedPost(`${shop.url}/graphql`, query, variables, { secret: SECRET, headers });
const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? '';
const login = async (email = 'demo@pawprint.test') =>
  gql(`mutation { login(input: { email: "${email}", password: "pawprint" }) { access_token } }`);

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'pawprint-static-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Pawprint</title>');
  shop = await startMockServer({ port: 0, dataDir: null, staticDir, secret: SECRET, log: (l) => logs.push(l) });
});
afterAll(async () => {
  await shop.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('GraphQL over HTTP (001 §7)', () => {
  it('answers POST { settings { id } } with data', async () => {
    const res = await gql('{ settings { id } }');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { settings: { id: 'settings' } } });
  });

  it('answers GET with query parameters, and refuses a mutation by GET', async () => {
    const ok = await fetch(`${shop.url}/graphql?query=${encodeURIComponent('query S { settings { gift } }')}&operationName=S`, { headers: signatureHeaders('query S { settings { gift } }', { secret: SECRET }) });
    expect(await ok.json()).toEqual({ data: { settings: { gift: 'gift' } } });
    const mutation = await fetch(`${shop.url}/graphql?query=${encodeURIComponent('mutation { createLead(email: "a@b.test") { id } }')}`, { headers: signatureHeaders('mutation { createLead(email: "a@b.test") { id } }', { secret: SECRET }) });
    expect(mutation.status).toBe(405);
  });

  it('signs with /api/generate-signature and refuses (and logs) unsigned or badly signed calls', async () => {
    const timestamp = Date.now();
    const res = await fetch(`${shop.url}/api/generate-signature`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/query/Settings', timestamp }) });
    const { signature } = await res.json();
    expect(signature).toBe(createHmac('sha256', SECRET).update(`/query/Settings:${timestamp}`).digest('hex'));
    const headers = { 'x-client-id': 'web', 'x-website-id': 'pawprint', 'x-timestamp': String(timestamp), 'x-operation-type': 'query', 'x-operation-name': 'Settings' };
    logs.length = 0;
    expect((await (await gql('query Settings { settings { id } }', {}, { ...headers, 'x-signature': signature })).json()).data).toBeTruthy();
    expect(logs.filter((l) => l.includes('[signature]'))).toEqual([]);
    expect((await (await gql('query Settings { settings { id } }', {}, { ...headers, 'x-signature': 'abc123' })).json()).errors[0].message).toBe(SIGNATURE_REFUSED);
    const unsigned = await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'query Settings { settings { id } }' }) });
    expect((await unsigned.json()).errors[0].message).toBe(SIGNATURE_REFUSED);
    expect(logs.filter((l) => l.includes('[signature]'))).toEqual(['[signature] badly signed call: query Settings', '[signature] unsigned call: query Settings']);
  });

  it('applies per-request faults from ?faults= and x-mock-faults', async () => {
    const http500 = await signedPost(`${shop.url}/graphql?faults=http500=1`, '{ settings { id } }', null, { secret: SECRET });
    expect(http500.status).toBe(500);
    expect(await (await gql('{ settings { id } }', {}, { 'x-mock-faults': 'malformed=1' })).json()).toEqual({});
    expect((await (await gql('{ settings { id } }', {}, { 'x-mock-faults': 'jwt' })).json()).errors[0].message).toBe('jwt expired');
  });
});

describe('session cookie and /api/* (001 §7)', () => {
  it('GET /api/user before and after login; the token only in an httpOnly cookie', async () => {
    expect(await (await fetch(`${shop.url}/api/user`)).json()).toEqual({ isLoggedIn: false, me: null });
    const res = await login('affiliate@pawprint.test');
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^pawprint_session=[0-9a-f]{64}; HttpOnly; SameSite=Lax; Path=\//);
    expect((await res.json()).data.login.access_token).toBe('httponly-cookie');
    const me = await (await fetch(`${shop.url}/api/user`, { headers: { cookie: cookieOf(res) } })).json();
    expect(me).toEqual({ isLoggedIn: true, me: { email: 'affiliate@pawprint.test', roles: [{ id: '5f1e0affa1b2c3d4e5f60002', name: 'customer' }, { id: '5f1e0affa1b2c3d4e5f60001', name: 'affiliate' }] } });
  });

  it('POST /api/logout clears the cookie and the session', async () => {
    const cookie = cookieOf(await login());
    const out = await fetch(`${shop.url}/api/logout`, { method: 'POST', headers: { cookie } });
    expect(await out.json()).toEqual({ isLoggedIn: false, me: null });
    expect(out.headers.get('set-cookie')).toContain('pawprint_session=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0');
    expect((await (await gql('{ me { id } }', {}, { cookie })).json()).errors[0].message).toBe('Not authenticated');
  });

  it('GET /api/links lists the page paths of 001 §2', async () => {
    const { links } = await (await fetch(`${shop.url}/api/links`)).json();
    expect(links).toEqual(expect.arrayContaining(['/box/start', '/wellness', '/walkers-sitters', '/about', '/dashboard/reviews', '/affiliate/dashboard/kits', '/retailer-shop']));
  });

  it('serves the app with an SPA fallback and /images from public/', async () => {
    expect(await (await fetch(`${shop.url}/dashboard/orders`)).text()).toContain('<title>Pawprint</title>');
    const image = await fetch(`${shop.url}/images/meatballs.svg`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('Meatballs');
    expect((await fetch(`${shop.url}/api/nothing`)).status).toBe(404);
  });
});

describe('WebSocket /graphql (graphql-transport-ws)', () => {
  it("delivers cartChanged to the cart's owner after a mutation", async () => {
    const cookie = cookieOf(await login('retailer@pawprint.test'));
    const added = await (await gql('mutation { addCartItem(id: "", input: { type: "good", sku_id: "sku-wholesale-sampler", quantity: 1 }) { id } }', {}, { cookie })).json();
    const cartId = added.data.addCartItem.id;
    class CookieSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) { super(url, protocols, { headers: { cookie } }); }
    }
    const client = createClient({ url: `${shop.url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0 });
    const quantities: number[] = [];
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe<{ cartChanged: { items: { quantity: number }[] } }>(
        { query: 'subscription($id: ID!) { cartChanged(id: $id) { items { quantity } } }', variables: { id: cartId } },
        { next: (v) => { quantities.push(v.data!.cartChanged.items[0].quantity); resolve(); }, error: reject, complete: () => {} },
      );
    });
    await vi.waitFor(() => expect(shop.backend.openSubscriptions()).toBe(1));
    await gql(`mutation { updateCartItemQuantity(id: "${cartId}", itemId: "${(await (await gql('{ cart { items { id } } }', {}, { cookie })).json()).data.cart.items[0].id}", quantity: 4) { id } }`, {}, { cookie });
    await done;
    expect(quantities).toEqual([4]);
    await client.dispose();
  });
});

describe('persistence and shutdown', () => {
  it('keeps the shop in dataDir/shop.json across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pawprint-data-'));
    try {
      const first = await startMockServer({ port: 0, dataDir, staticDir: null, log: () => {} });
      await signedPost(`${first.url}/graphql`, 'mutation { createLead(email: "kept@pawprint.test") { id } }');
      await first.close();
      const second = await startMockServer({ port: 0, dataDir, staticDir: null, log: () => {} });
      expect(second.backend.state.leads.map((l) => l.email)).toEqual(['kept@pawprint.test']);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('npm start is one process: it names the demo account, and a SIGTERM to the process npm starts stops the server, with the change just made saved', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pawprint-start-'));
    const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start as string;
    // npm runs a script as `sh -c <script>`; the build is skipped here (dist/ is the e2e build's).
    const child = spawn('sh', ['-c', script], {
      env: { ...process.env, PORT: '0', MOCK_DATA_DIR: dataDir, PAWPRINT_PREBUILT: '1' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let url = '';
    try {
      let out = '';
      child.stdout.on('data', (chunk) => { out += chunk; });
      // The two lines may arrive in separate chunks of the pipe: wait for both.
      await vi.waitFor(() => {
        expect(out).toMatch(/Pawprint running at http:\/\/127\.0\.0\.1:\d+/);
        expect(out).toContain('demo@pawprint.test');
      }, { timeout: 40000, interval: 50 });
      url = /Pawprint running at (\S+)/.exec(out)![1];
      const lead = await signedPost(`${url}/graphql`, 'mutation Lead { createLead(email: "start@pawprint.test") { email } }');
      expect((await lead.json()).data.createLead.email).toBe('start@pawprint.test');
      const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(readFileSync(join(dataDir, 'shop.json'), 'utf8')).toContain('start@pawprint.test');
      // Nothing is left serving on the port.
      await expect(fetch(`${url}/graphql`, { method: 'POST', body: '{}' })).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      if (url) await fetch(`${url}/api/logout`, { method: 'POST' }).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60000);
});
