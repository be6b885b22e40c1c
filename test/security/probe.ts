// The local server as an attacker or a fault injector meets it: real HTTP and WebSocket on a loopback port.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startMockServer, type MockServerOptions, type RunningMockServer } from '../../src/server/http/server';
import { signatureHeaders } from '../support/signed-request';

export const SECRET = 'security-test-secret';

export interface Probe {
  shop: RunningMockServer;
  url: string;
  logs: string[];
  /** A signed JSON POST of a GraphQL call, with extra headers (cookie, origin). */
  gql(query: string, variables?: object, headers?: Record<string, string>): Promise<{ status: number; body: any; setCookie: string | null }>;
  /** Signs in by password and answers the session cookie. */
  login(email?: string, password?: string): Promise<string>;
  /** A graphql-ws client with these headers on its handshake. */
  socket(headers?: Record<string, string>): Client;
  close(): Promise<void>;
}

export const cookieOf = (setCookie: string | null): string => setCookie?.split(';')[0] ?? '';

export async function startProbe(options: MockServerOptions = {}): Promise<Probe> {
  const staticDir = mkdtempSync(join(tmpdir(), 'pawprint-probe-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Pawprint</title>');
  const logs: string[] = [];
  const shop = await startMockServer({ port: 0, dataDir: null, staticDir, secret: SECRET, log: (l) => logs.push(l), ...options });
  const sockets: Client[] = [];
  const probe: Probe = {
    shop, url: shop.url, logs,
    async gql(query, variables, headers = {}) {
      const res = await fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signatureHeaders(query, { secret: SECRET }), ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const text = await res.text();
      let body: any = text;
      try { body = JSON.parse(text); } catch { /* not JSON: kept as text */ }
      return { status: res.status, body, setCookie: res.headers.get('set-cookie') };
    },
    async login(email = 'demo@pawprint.test', password = 'pawprint') {
      const res = await probe.gql('mutation Login($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { access_token } }', { e: email, p: password });
      if (res.body.errors) throw new Error(res.body.errors[0].message);
      return cookieOf(res.setCookie);
    },
    socket(headers = {}) {
      class HeaderSocket extends WebSocket {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      }
      const client = createClient({ url: `${shop.url.replace('http', 'ws')}/graphql`, webSocketImpl: HeaderSocket, retryAttempts: 0, lazy: true });
      sockets.push(client);
      return client;
    },
    async close() {
      await Promise.all(sockets.map((s) => s.dispose()));
      await shop.close();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
  return probe;
}

/** The first answer (or error) of one subscription. */
export function firstOf(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: any; errors?: readonly { message: string }[] } | { failed: unknown }> {
  return new Promise((resolve) => {
    const stop = client.subscribe({ query, variables }, {
      next: (value) => { resolve(value as never); stop(); },
      error: (error) => resolve(Array.isArray(error) ? { errors: error } : { failed: error }),
      complete: () => {},
    });
  });
}

/** The one-time code the server printed for an address. */
export const codeFor = (logs: string[], to: string): string | null =>
  [...logs].reverse().map((l) => new RegExp(`OTP for ${to.replace(/[.+]/g, '\\$&')} by \\w+: (\\d{6})`).exec(l)?.[1]).find(Boolean) ?? null;
