import { afterEach, describe, expect, it } from 'vitest';
import { pipe, subscribe } from 'wonka';
import WebSocket, { WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import { CLOSE_CODE_NAMES, FATAL_CLOSE_CODES, WebSocketClosedError, toWebSocketError } from '../../src/adapters/graphql/client/close-codes';
import { createRetryWait, retryDelayMs, shouldRetry, WS_RETRY_ATTEMPTS } from '../../src/adapters/graphql/client/retry-policy';
import { webSocketUrlFor } from '../../src/adapters/graphql/client/graphql-ws-client';
import { createApiClient } from '../../src/adapters/graphql/client/api-client';
import { CartChangedSubscription } from '../../src/adapters/graphql/documents/extensions';
import { FakeLocalStore } from '../fakes/fake-local-store';
import { SpyReporter } from './spy-reporter';
import { vi } from 'vitest';

describe('websocket back-off (001 §9: 5 retries, 1 s doubled + 0.3–3 s random)', () => {
  it('waits 1 s doubled each attempt plus the random part', () => {
    expect(retryDelayMs(0, () => 0)).toBe(1000 + 300);
    expect(retryDelayMs(1, () => 0)).toBe(2000 + 300);
    expect(retryDelayMs(2, () => 1)).toBe(4000 + 3000);
    expect(retryDelayMs(4, () => 0.5)).toBe(16000 + 1650);
    expect(WS_RETRY_ATTEMPTS).toBe(5);
  });

  it('never leaves 2^n s + [0.3 s, 3 s]', () => {
    for (let n = 0; n < 5; n++) {
      for (const r of [0, 0.1, 0.5, 0.999]) {
        const ms = retryDelayMs(n, () => r);
        expect(ms).toBeGreaterThanOrEqual(1000 * 2 ** n + 300);
        expect(ms).toBeLessThanOrEqual(1000 * 2 ** n + 3000);
      }
    }
  });

  it('retryWait resolves only once the wait has passed (fake timers)', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const wait = createRetryWait(() => 0).call(null, 1).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(2299);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await wait;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('websocket close codes (001 §8)', () => {
  it('names every code of the catalogue', () => {
    expect(CLOSE_CODE_NAMES).toEqual({
      4500: 'internal server error', 4005: 'internal client error', 4400: 'bad request', 4004: 'bad response',
      4401: 'unauthorized', 4403: 'forbidden', 4406: 'subprotocol not acceptable', 4408: 'connection init timeout',
      4504: 'acknowledgement timeout', 4409: 'subscriber already exists', 4429: 'too many init requests',
    });
    expect(toWebSocketError({ code: 4403, reason: 'no' }).message).toBe('WebSocket closed: forbidden (4403): no');
  });

  it.each([4400, 4401, 4403, 4406, 4409, 4429, 4500, 4005, 4004])('%i is fatal: no retry', (code) => {
    expect(shouldRetry({ code, reason: '' })).toBe(false);
    expect(FATAL_CLOSE_CODES.has(code)).toBe(true);
  });

  it.each([4408, 4504, 1006, 1001])('%i is retried', (code) => {
    expect(shouldRetry({ code, reason: '' })).toBe(true);
  });

  it('a non-close failure is not retried', () => {
    expect(shouldRetry(new Error('boom'))).toBe(false);
  });
});

describe('graphql-ws over a real socket that keeps closing', () => {
  let server: WebSocketServer | null = null;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = null;
  });

  async function startServer(onConnection: (socket: WebSocket) => void) {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
    server.on('connection', onConnection);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  }

  function subscribeOnce(url: string, waits: number[]) {
    const api = createApiClient({
      url,
      fetch: () => Promise.reject(new Error('no http here')),
      sign: false,
      reporter: new SpyReporter(),
      localStore: new FakeLocalStore(),
      onAuthError: () => {},
      logger: { warn: () => {}, error: () => {} },
      // Back-off through a recording timer that fires at once: the waits are asserted, not slept.
      subscriptions: { webSocketImpl: WebSocket, random: () => 0.5, timers: { setTimeout: (fn, ms) => { waits.push(ms); setImmediate(fn); } } },
    });
    const error = new Promise<unknown>((resolve) => {
      pipe(
        api.client.subscription(CartChangedSubscription, { id: 'c1' }),
        subscribe((result) => { if (result.error) resolve(result.error.networkError); }),
      );
    });
    return { api, error };
  }

  it('reconnects with the back-off 5 times and then gives up', async () => {
    let connections = 0;
    const url = await startServer((socket) => {
      connections++;
      socket.once('message', () => socket.close(4408, 'init timeout'));
    });
    const waits: number[] = [];
    const { api, error } = subscribeOnce(url, waits);
    const failure = await error;
    expect(failure).toBeInstanceOf(WebSocketClosedError);
    expect((failure as WebSocketClosedError).code).toBe(4408);
    expect((failure as Error).message).toContain('connection init timeout');
    expect(connections).toBe(1 + 5);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000].map((ms) => ms + 1650));
    await api.dispose();
  });

  it.each([4403, 4401, 4500])('stops at once on fatal code %i', async (code) => {
    let connections = 0;
    const url = await startServer((socket) => {
      connections++;
      socket.once('message', () => socket.close(code, 'fatal'));
    });
    const waits: number[] = [];
    const { api, error } = subscribeOnce(url, waits);
    const failure = (await error) as WebSocketClosedError;
    expect(failure.code).toBe(code);
    expect(failure.fatal).toBe(true);
    expect(connections).toBe(1);
    expect(waits).toEqual([]);
    await api.dispose();
  });

  it('opens lazily and closes when no subscription remains', async () => {
    let connections = 0;
    let subscribed!: () => void;
    const gotSubscribe = new Promise<void>((r) => (subscribed = r));
    let closed!: (code: number) => void;
    const socketClosed = new Promise<number>((r) => (closed = r));
    const url = await startServer((socket) => {
      connections++;
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { type: string };
        if (message.type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
        if (message.type === 'subscribe') subscribed();
      });
      socket.on('close', (code) => closed(code));
    });
    const api = createApiClient({
      url, sign: false, fetch: () => Promise.reject(new Error('no http')), reporter: new SpyReporter(),
      localStore: new FakeLocalStore(), onAuthError: () => {}, subscriptions: { webSocketImpl: WebSocket },
    });
    expect(connections).toBe(0);
    const { unsubscribe } = pipe(api.client.subscription(CartChangedSubscription, { id: 'c1' }), subscribe(() => {}));
    await gotSubscribe;
    expect(connections).toBe(1);
    unsubscribe();
    expect(await socketClosed).toBe(1000);
    await api.dispose();
  });

  it('derives ws:// and wss:// from the http URL', () => {
    expect(webSocketUrlFor('http://127.0.0.1:5173/graphql')).toBe('ws://127.0.0.1:5173/graphql');
    expect(webSocketUrlFor('/graphql', 'https://shop.test/box')).toBe('wss://shop.test/graphql');
  });
});
