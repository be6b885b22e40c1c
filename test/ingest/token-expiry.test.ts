// Session tokens expire (tokenTtlMs); the agent's renewal (a start carrying the old token) continues
// the same session, so an expired token costs a round trip, not the recording.
import { describe, expect, it } from 'vitest';
import { bodyJson, bodyText, ingestHarness, sampleBatch } from './ingest-harness';
import { signToken } from '../../src/server/ingest/session-token';
import { UNAUTHORIZED_MESSAGE } from '../../src/server/ingest/ingest-context';

const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret');

describe('Session token expiry', () => {
  it('a token older than its lifetime (or dated 2001) gets 401; a renewal continues the same session', async () => {
    const h = await ingestHarness({ limits: { tokenTtlMs: 60_000 } });
    const { token, sessionID } = await h.start();
    expect((await h.postBatch(token, 1, 1, sampleBatch(1, 0, h.clock.now))).status).toBe(200);
    const ancient = signToken({ sessionID, projectID: 1 }, SECRET, Date.UTC(2001, 0, 1));
    const old = await h.postBatch(ancient, 1, 2, sampleBatch(1, 1, h.clock.now));
    expect([old.status, bodyText(old)]).toEqual([401, UNAUTHORIZED_MESSAGE]);

    h.clock.now += 61_000;
    expect((await h.postBatch(token, 1, 2, sampleBatch(1, 1, h.clock.now))).status).toBe(401);
    const renewal = await h.call('POST', '/v1/web/start', { body: { projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: h.clock.now, token } });
    const reply = bodyJson(renewal);
    expect(reply.sessionID).toBe(sessionID);
    expect((await h.postBatch(reply.token, 1, 2, sampleBatch(1, 1, h.clock.now))).status).toBe(200);
    expect(h.ingest.store.summary(sessionID)).toMatchObject({ batches: 2 });
  });

  it('a forged token is not renewed into the session it names', async () => {
    const h = await ingestHarness();
    const { sessionID } = await h.start();
    const forged = signToken({ sessionID, projectID: 1 }, new TextEncoder().encode('someone-else-entirely-0123456789'), h.clock.now);
    const renewal = bodyJson(await h.call('POST', '/v1/web/start', { body: { projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: h.clock.now, token: forged } }));
    expect(renewal.sessionID).not.toBe(sessionID);
  });

  it('a malformed %-escape in an agent route answers 400, not 500', async () => {
    const h = await ingestHarness();
    const { token } = await h.start();
    for (const path of ['/v1/web/conditions/%E0%A4%A', '/v1/web/uxt/test/%zz']) {
      const r = await h.call('GET', path, { headers: { authorization: `Bearer ${token}` } });
      expect(r.status).toBe(400);
    }
  });
});
