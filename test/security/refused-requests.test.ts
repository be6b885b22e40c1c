// Requests the server must refuse: unsigned, badly signed, replayed or re-targeted signatures; other sites'
// pages posting with the shopper's cookie; and a cookie that cannot be read must not lock the browser out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const SIGNATURE_REFUSED = 'This request could not be verified. Please reload the page and try again.';
import { signatureHeaders } from '../support/signed-request';
import { cookieOf, firstOf, SECRET, startProbe, type Probe } from './probe';

let probe: Probe;
beforeAll(async () => { probe = await startProbe(); });
afterAll(async () => { await probe.close(); });

const SETTINGS = 'query Settings { settings { id } }';
const post = (body: string, headers: Record<string, string>) => fetch(`${probe.url}/graphql`, { method: 'POST', headers, body });
const json = { 'content-type': 'application/json' };

describe('request signatures (001 §7) are enforced', () => {
  it('refuses an unsigned call, a wrong signature, one replayed from 2001 and one made for another operation', async () => {
    const body = JSON.stringify({ query: SETTINGS });
    const refused = async (headers: Record<string, string>) => (await (await post(body, { ...json, ...headers })).json()).errors?.[0]?.message;
    expect(await refused({})).toBe(SIGNATURE_REFUSED);
    expect(await refused({ ...signatureHeaders(SETTINGS, { secret: SECRET }), 'x-signature': 'ab'.repeat(32) })).toBe(SIGNATURE_REFUSED);
    expect(await refused(signatureHeaders(SETTINGS, { secret: SECRET, timestamp: Date.UTC(2001, 0, 1) }))).toBe(SIGNATURE_REFUSED);
    expect(await refused(signatureHeaders('query Products { settings { id } }', { secret: SECRET }))).toBe(SIGNATURE_REFUSED);
    const mutation = 'mutation CreateLead { createLead(email: "replay@example.com") { id } }';
    expect((await (await post(JSON.stringify({ query: mutation }), { ...json, ...signatureHeaders('query Settings { settings { id } }', { secret: SECRET }) })).json()).errors[0].message).toBe(SIGNATURE_REFUSED);
    expect(probe.shop.backend.state.leads.some((l) => l.email === 'replay@example.com')).toBe(false);
    expect((await (await post(body, { ...json, ...signatureHeaders(SETTINGS, { secret: SECRET }) })).json()).data.settings.id).toBe('settings');
  });

  it('signs only operations, only for now, and only for the shop\'s own pages', async () => {
    const sign = (body: object, headers: Record<string, string> = {}) =>
      fetch(`${probe.url}/api/generate-signature`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
    expect((await sign({ path: '/query/Settings', timestamp: Date.now() })).status).toBe(200);
    expect((await sign({ path: '/query/Settings', timestamp: Date.UTC(2001, 0, 1) })).status).toBe(400);
    expect((await sign({ path: '/api/anything/../admin', timestamp: Date.now() })).status).toBe(400);
    expect((await sign({ path: '/query/Settings', timestamp: Date.now() }, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await sign({ path: '/query/Settings', timestamp: Date.now() }, { origin: probe.url })).status).toBe(200);
  });
});

describe('cross-site requests', () => {
  it("refuse another port's no-cors text/plain POST that would rename the signed-in user", async () => {
    const cookie = await probe.login('demo@pawprint.test');
    const query = 'mutation UpdateUserInfo { updateUserInfo(first_name: "Pwned") { first_name } }';
    const attack = await post(JSON.stringify({ query }), {
      'content-type': 'text/plain;charset=UTF-8', origin: 'http://127.0.0.1:9999', 'sec-fetch-site': 'same-site', cookie,
      ...signatureHeaders(query, { secret: SECRET }),
    });
    expect(attack.status).toBe(403);
    const plain = await post(JSON.stringify({ query }), { 'content-type': 'text/plain', cookie, ...signatureHeaders(query, { secret: SECRET }) });
    expect(plain.status).toBe(415);
    expect(probe.shop.backend.state.users.find((u) => u.email === 'demo@pawprint.test')?.first_name).toBe('Dana');
  });

  it('refuse a WebSocket opened by another origin, and accept the shop\'s own', async () => {
    const opened = (origin: string) => new Promise<number | 'open'>((resolve) => {
      const socket = new WebSocket(`${probe.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { origin });
      socket.once('open', () => { socket.close(); resolve('open'); });
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('error', () => resolve(-1));
    });
    expect(await opened('http://127.0.0.1:9999')).toBe(403);
    expect(await opened(probe.url)).toBe('open');
  });
});

describe('a malformed session cookie', () => {
  const bad = 'pawprint_session=%E0%A4%A';

  it('is no session on /api/user, /graphql and /api/logout, and is cleared', async () => {
    const user = await fetch(`${probe.url}/api/user`, { headers: { cookie: bad } });
    expect(user.status).toBe(200);
    expect(await user.json()).toEqual({ isLoggedIn: false, me: null });
    expect(user.headers.get('set-cookie')).toContain('pawprint_session=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0');
    const me = await probe.gql('query Me { me { id } }', {}, { cookie: bad });
    expect(me.status).toBe(200);
    expect(me.body.errors[0].message).toBe('Not authenticated');
    const out = await fetch(`${probe.url}/api/logout`, { method: 'POST', headers: { cookie: bad } });
    expect(out.status).toBe(200);
    expect(cookieOf(out.headers.get('set-cookie'))).toBe('pawprint_session=');
  });

  it('does not close the WebSocket', async () => {
    const answer = await firstOf(probe.socket({ cookie: bad }), 'subscription CartChanged { cartChanged(id: "none") { id } }');
    expect(answer).toMatchObject({ errors: [{ message: 'Cart not found!' }] });
  });
});
