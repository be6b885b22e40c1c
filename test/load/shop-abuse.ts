// The shop's API under load and abuse, as figures, on loopback: subscriptions over many sockets, the bytes a
// cart write costs among many carts, password and one-time-code guessing, replayed signatures, foreign Host
// names. Each scenario is bounded in count and time. Used by the short test and by `npm run bench`.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { startMockServer, type MockServerOptions, type RunningMockServer } from '../../src/server/http/server';
import { journalPath } from '../../src/server/http/journal';
import { DEFAULT_TEST_SECRET, signatureHeaders } from '../support/signed-request';
import { loopbackClient, type LoopbackClient } from './loopback-client';

export async function shopServer(dataDir: string | null = null, options: MockServerOptions = {}): Promise<{ server: RunningMockServer; logs: string[]; close(): Promise<void> }> {
  const logs: string[] = [];
  const server = await startMockServer({ port: 0, dataDir, staticDir: null, publicDir: null, secret: DEFAULT_TEST_SECRET, log: (l) => logs.push(l), ...options });
  return { server, logs, close: () => server.close() };
}

/** A signed GraphQL call from one loopback client; answers the JSON body and the set-cookie. */
export async function gql(client: LoopbackClient, url: string, query: string, variables: object = {}, headers: Record<string, string> = {}): Promise<{ status: number; body: any; cookie: string }> {
  const r = await client.send('POST', `${url}/graphql`, {
    body: JSON.stringify({ query, variables }),
    headers: { 'content-type': 'application/json', ...signatureHeaders(query, { secret: DEFAULT_TEST_SECRET }), ...headers },
  });
  const setCookie = r.headers['set-cookie'];
  return { status: r.status, body: JSON.parse(r.body.toString() || 'null'), cookie: (Array.isArray(setCookie) ? setCookie[0] : setCookie ?? '').split(';')[0] };
}

const CREATE_GUEST_CART = 'mutation CreateGuestCart($email: String!) { createGuestCart(email: $email) { id } }';
const ADD_ITEM = 'mutation AddCartItem($id: ID!, $email: String) { addCartItem(id: $id, email: $email, input: { type: "good", sku_id: "sku-meatballs", quantity: 1 }) { id } }';
const CART_CHANGED = 'subscription CartChanged($id: ID!, $email: String) { cartChanged(id: $id, email: $email) { id items { id quantity } } }';
const SETTINGS = 'query Settings { settings { id } }';

export interface SubscriptionFigures {
  socketsTried: number;
  socketsOpen: number;
  subscriptionsTried: number;
  subscriptionsOpen: number;
  /** Open subscriptions that heard the one change. */
  told: number;
  /** From the addCartItem call to the last subscriber told, ms. */
  fanOutMs: number;
  /** Another client's settings query while the change fans out, ms. */
  bystanderMs: number;
  rssMB: number;
}

/** A socket from `localAddress` holding `count` cartChanged subscriptions; counts what is told. */
async function subscriber(url: string, localAddress: string, count: number, cartId: string, email: string, onNext: () => void): Promise<{ socket: WebSocket | null; open: number }> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { localAddress });
  const opened = await new Promise<boolean>((resolve) => {
    socket.once('open', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('unexpected-response', () => resolve(false));
  });
  if (!opened) return { socket: null, open: 0 };
  socket.send(JSON.stringify({ type: 'connection_init' }));
  let refused = 0;
  let acked = false;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.type === 'connection_ack') acked = true;
    else if (message.type === 'next') onNext();
    else if (message.type === 'error') refused++;
  });
  await new Promise<void>((resolve) => {
    const check = () => (acked ? resolve() : setTimeout(check, 5));
    check();
  });
  for (let i = 0; i < count; i++) socket.send(JSON.stringify({ id: String(i), type: 'subscribe', payload: { query: CART_CHANGED, variables: { id: cartId, email } } }));
  // Subscriptions are refused at once or kept: a round trip on the same socket shows all have been handled.
  socket.send(JSON.stringify({ type: 'ping' }));
  await new Promise<void>((resolve) => socket.on('message', (data) => { if (JSON.parse(String(data)).type === 'pong') resolve(); }));
  return { socket, open: count - refused };
}

/**
 * `sockets` sockets from `addresses` loopback addresses, `perSocket` subscriptions each, all on one guest cart;
 * then one addCartItem, and another client's query while the change is told. `limits` lowers the server's
 * bounds, so a short test reaches the totals with few sockets.
 */
export async function subscriptionFlood(sockets: number, perSocket: number, addresses: number, timeoutMs: number, limits?: MockServerOptions['socketLimits']): Promise<SubscriptionFigures> {
  const { server, close } = await shopServer(null, { socketLimits: limits });
  const owner = loopbackClient(249);
  const bystander = loopbackClient(248);
  const open: WebSocket[] = [];
  try {
    const email = 'flood@example.com';
    const cartId = (await gql(owner, server.url, CREATE_GUEST_CART, { email })).body.data.createGuestCart.id;
    let told = 0;
    let lastTold = 0;
    const onNext = () => { told++; lastTold = performance.now(); };
    let subscriptionsOpen = 0;
    for (let i = 0; i < sockets; i += 50) {
      const wave = await Promise.all(Array.from({ length: Math.min(50, sockets - i) }, (_, j) =>
        subscriber(server.url, `127.0.0.${2 + ((i + j) % addresses)}`, perSocket, cartId, email, onNext)));
      for (const s of wave) {
        if (s.socket) open.push(s.socket);
        subscriptionsOpen += s.open;
      }
    }
    // The server's own count, once it stops moving: refusals may still be on their way when a pong is back.
    for (let stable = 0, last = -1, t = performance.now(); stable < 3 && performance.now() - t < 5_000;) {
      await new Promise((r) => setTimeout(r, 50));
      const now = server.backend.openSubscriptions();
      stable = now === last ? stable + 1 : 0;
      last = now;
      subscriptionsOpen = now;
    }
    const rssBefore = process.memoryUsage().rss;
    const changed = performance.now();
    const [added, bystanderMs] = await Promise.all([
      gql(owner, server.url, ADD_ITEM, { id: cartId, email }),
      (async () => { const t0 = performance.now(); await gql(bystander, server.url, SETTINGS); return performance.now() - t0; })(),
    ]);
    if (added.body.errors) throw new Error(added.body.errors[0].message);
    const deadline = performance.now() + timeoutMs;
    while (told < subscriptionsOpen && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return {
      socketsTried: sockets, socketsOpen: open.length, subscriptionsTried: sockets * perSocket, subscriptionsOpen, told,
      fanOutMs: told ? lastTold - changed : NaN, bystanderMs, rssMB: (process.memoryUsage().rss - rssBefore) / 2 ** 20,
    };
  } finally {
    for (const socket of open) socket.terminate();
    owner.close();
    bystander.close();
    await close();
  }
}

export interface CartWriteFigures { carts: number; refused: number; journalBytesPerUpdate: number }

/** `carts` guest carts made from `carts / 50` clients, then `updates` updates of one cart: the journal bytes each costs. */
export async function cartWrites(carts: number, updates: number): Promise<CartWriteFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawprint-carts-'));
  const { server, close } = await shopServer(dataDir);
  const clients = Array.from({ length: Math.ceil(carts / 50) }, (_, i) => loopbackClient(i));
  try {
    let refused = 0;
    let made = 0;
    await Promise.all(clients.map(async (client, c) => {
      for (let i = 0; i < 50 && c * 50 + i < carts; i++) {
        const r = await gql(client, server.url, CREATE_GUEST_CART, { email: `cart-${c}-${i}@example.com` });
        if (r.body.errors) refused++;
        else made++;
      }
    }));
    const owner = clients[0];
    const email = 'writer@example.com';
    const extra = await gql(loopbackClient(247), server.url, CREATE_GUEST_CART, { email });
    const id = extra.body.data.createGuestCart.id;
    const before = statSync(journalPath(dataDir)).size;
    for (let i = 0; i < updates; i++) {
      const r = await gql(owner, server.url, ADD_ITEM, { id, email });
      if (r.body.errors) throw new Error(r.body.errors[0].message);
    }
    const after = statSync(journalPath(dataDir)).size;
    return { carts: made, refused, journalBytesPerUpdate: (after - before) / updates };
  } finally {
    clients.forEach((c) => c.close());
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One client making guest carts as fast as it can, at most `max`. */
export async function guestCartFlood(max: number): Promise<{ made: number; refused: number }> {
  const { server, close } = await shopServer();
  const client = loopbackClient(0);
  try {
    let made = 0;
    let refused = 0;
    for (let i = 0; i < max; i++) {
      const r = await gql(client, server.url, CREATE_GUEST_CART, { email: `flood-${i}@example.com` });
      if (r.body.errors) refused++;
      else made++;
    }
    return { made, refused };
  } finally {
    client.close();
    await close();
  }
}

const LOGIN = 'mutation Login($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { access_token } }';

export interface GuessFigures { guesses: number; refusedBeforeHashing: number; ownerSignedIn: boolean; ownerMs: number }

/** An attacker guessing one account's password `guesses` times; then the owner signs in from another client. */
export async function passwordGuessing(guesses: number): Promise<GuessFigures> {
  const { server, close } = await shopServer();
  const attacker = loopbackClient(10);
  const owner = loopbackClient(11);
  try {
    let throttled = 0;
    for (let i = 0; i < guesses; i++) {
      const r = await gql(attacker, server.url, LOGIN, { e: 'demo@pawprint.test', p: `guess-${i}` });
      if (/Too many failed sign-in attempts/.test(r.body.errors?.[0]?.message ?? '')) throttled++;
    }
    const t0 = performance.now();
    const mine = await gql(owner, server.url, LOGIN, { e: 'demo@pawprint.test', p: 'pawprint' });
    return { guesses, refusedBeforeHashing: throttled, ownerSignedIn: mine.body.data?.login?.access_token === 'httponly-cookie', ownerMs: performance.now() - t0 };
  } finally {
    attacker.close();
    owner.close();
    await close();
  }
}

const GET_VERIFY = 'mutation GetVerify($to: String!) { getVerify(to: $to, channel: "email") { status } }';
const VERIFY = 'mutation VerifyOTP($to: String!, $code: String!) { verifyOTP(to: $to, code: $code, channel: "email") { access_token } }';

/** An attacker sends `guesses` wrong codes for the owner's address; the owner then asks for a code and signs in with it. */
export async function codeLockout(guesses: number): Promise<{ attackerMessages: string[]; ownerSignedIn: boolean }> {
  const { server, logs, close } = await shopServer();
  const attacker = loopbackClient(20);
  const owner = loopbackClient(21);
  const to = 'demo@pawprint.test';
  try {
    const attackerMessages = new Set<string>();
    for (let i = 0; i < guesses; i++) {
      const r = await gql(attacker, server.url, VERIFY, { to, code: String(100000 + i) });
      attackerMessages.add(r.body.errors?.[0]?.message ?? 'signed in');
    }
    await gql(owner, server.url, GET_VERIFY, { to });
    const code = [...logs].reverse().map((l) => /^OTP for \S+ by \S+: (\d{6})$/.exec(l)?.[1]).find(Boolean)!;
    const mine = await gql(owner, server.url, VERIFY, { to, code });
    return { attackerMessages: [...attackerMessages], ownerSignedIn: mine.body.data?.verifyOTP?.access_token === 'httponly-cookie' };
  } finally {
    attacker.close();
    owner.close();
    await close();
  }
}

/** One captured signed request sent `times` times: how many are answered. */
export async function signatureReplay(times: number): Promise<{ answered: number; refused: number }> {
  const { server, close } = await shopServer();
  const client = loopbackClient(30);
  try {
    const headers = { 'content-type': 'application/json', ...signatureHeaders(SETTINGS, { secret: DEFAULT_TEST_SECRET }) };
    let answered = 0;
    for (let i = 0; i < times; i++) {
      const r = await client.send('POST', `${server.url}/graphql`, { body: JSON.stringify({ query: SETTINGS }), headers });
      if (JSON.parse(r.body.toString()).data?.settings) answered++;
    }
    return { answered, refused: times - answered };
  } finally {
    client.close();
    await close();
  }
}

/** The status a graphql-ws handshake naming `host` is answered with: 101 when the socket opens. */
function handshakeStatus(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { host } });
    socket.once('upgrade', (res) => { resolve(res.statusCode ?? 0); socket.terminate(); });
    socket.once('unexpected-response', (_req, res) => { resolve(res.statusCode ?? 0); res.resume(); socket.terminate(); });
    socket.once('error', reject);
  });
}

/** Requests and WebSocket handshakes naming another host (a rebound DNS name) and the server's own. */
export async function foreignHost(): Promise<{ foreign: number[]; own: number[]; foreignSocket: number; ownSocket: number }> {
  const { server, close } = await shopServer();
  const client = loopbackClient(40);
  try {
    const port = server.port;
    const statusFor = async (host: string, pathName: string) => (await client.send('GET', `${server.url}${pathName}`, { headers: { host } })).status;
    const paths = ['/api/user', '/ingest/api/sessions', '/'];
    const foreign = await Promise.all(paths.map((p) => statusFor(`attacker.example:${port}`, p)));
    const own = await Promise.all(paths.map((p) => statusFor(`localhost:${port}`, p)));
    const foreignSocket = await handshakeStatus(server.url, `attacker.example:${port}`);
    const ownSocket = await handshakeStatus(server.url, `localhost:${port}`);
    return { foreign, own, foreignSocket, ownSocket };
  } finally {
    client.close();
    await close();
  }
}
