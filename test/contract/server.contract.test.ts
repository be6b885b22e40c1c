// The contract suites against the Node mock server on a random loopback port, over real HTTP and WebSocket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '../../src/server/http/server';
import { adapterPorts, cookieFetch } from './adapter-ports';
import { allContracts } from './all-contracts';
import { signedPost } from '../support/signed-request';
import { sentCodes } from '../support/sent-codes';

describe('contract: Node mock server over HTTP and WebSocket', () => {
  let server: RunningMockServer;
  const sent = sentCodes();
  beforeAll(async () => {
    server = await startMockServer({ port: 0, dataDir: null, staticDir: null, publicDir: null, log: sent.log });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is a real server on a loopback port, answering GraphQL over HTTP', async () => {
    const response = await signedPost(`http://127.0.0.1:${server.port}/graphql`, '{ settings { id } }');
    expect(response.status).toBe(200);
    expect((await response.json()).data.settings.id).toEqual(expect.any(String));
  });

  allContracts(async () => {
    const browser = cookieFetch();
    return adapterPorts({
      url: `http://127.0.0.1:${server.port}/graphql`,
      fetch: browser.fetch,
      subscriptions: { webSocketImpl: browser.webSocketImpl },
      otps: sent.otps,
    });
  });
});
