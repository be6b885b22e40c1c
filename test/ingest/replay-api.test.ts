import { describe, expect, it } from 'vitest';
import { bodyJson, ingestHarness, sampleBatch } from './ingest-harness';
import { startMockServer } from '../../src/server/http/server';
import { defaultProjects } from '../../src/server/ingest/ingest-projects';
import { ownerCookie } from '../support/owner-sign-in';

const HOUR = 3_600_000;

describe('Replay API: /api/sessions', () => {
  it('lists sessions newest first with start time, duration, user id, pages, browser and events; filters by user and date; pages', async () => {
    const h = await ingestHarness();
    const day = h.clock.now;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      h.clock.now = day + i * HOUR;
      const { token, sessionID } = await h.start({ userID: i % 2 === 0 ? 'demo@pawprint.test' : 'new@pawprint.test' });
      ids.push(sessionID);
      await h.postBatch(token, 1, 1, sampleBatch(1, 0, h.clock.now, [[68, 1, 0, 'Shop', 'a', 1, 1], [0, h.clock.now + 1000 * (i + 1)]]));
      await h.postBatch(token, 2, 1, sampleBatch(2, 0, h.clock.now + 100, [[122, 'http://x/checkout', '', 0, 'Checkout']]));
    }
    const all = bodyJson(await h.call('GET', '/api/sessions'));
    expect(all.total).toBe(5);
    expect(all.sessions.map((s: { sessionID: string }) => s.sessionID)).toEqual([...ids].reverse());
    expect(all.sessions[0]).toMatchObject({
      sessionID: ids[4], userID: 'demo@pawprint.test', startTimestamp: day + 4 * HOUR, duration: 5000, pages: 2, browser: 'Chrome 131', events: 2,
    });

    const demo = bodyJson(await h.call('GET', '/api/sessions', { query: 'userId=DEMO@' }));
    expect(demo.sessions.map((s: { sessionID: string }) => s.sessionID)).toEqual([ids[4], ids[2], ids[0]]);
    const window = bodyJson(await h.call('GET', '/api/sessions', { query: `from=${day + HOUR}&to=${day + 3 * HOUR}` }));
    expect(window.sessions.map((s: { sessionID: string }) => s.sessionID)).toEqual([ids[2], ids[1]]);
    const page2 = bodyJson(await h.call('GET', '/api/sessions', { query: 'page=2&pageSize=2' }));
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.sessions.map((s: { sessionID: string }) => s.sessionID)).toEqual([ids[2], ids[1]]);
  });

  it('answers one session’s details and its batches in recording order as (u32 length, bytes)*', async () => {
    const h = await ingestHarness();
    const { token, sessionID } = await h.start();
    const b2 = sampleBatch(1, 5, 2);
    const b1 = sampleBatch(1, 0, 1);
    await h.postBatch(token, 1, 2, b2);
    await h.postBatch(token, 1, 1, b1);
    const details = bodyJson(await h.call('GET', `/api/sessions/${sessionID}`));
    expect(details.session).toMatchObject({ sessionID, batches: 2 });
    const r = await h.call('GET', `/api/sessions/${sessionID}/batches`);
    expect(r.headers['content-type']).toBe('application/octet-stream');
    const body = r.body as Uint8Array;
    const view = new DataView(body.buffer, body.byteOffset);
    expect(view.getUint32(0, true)).toBe(b1.length);
    expect(body.subarray(4, 4 + b1.length)).toEqual(b1);
    expect(body.subarray(8 + b1.length)).toEqual(b2);
    // a player whose read broke off after the first batch asks for the rest
    const rest = (await h.call('GET', `/api/sessions/${sessionID}/batches`, { query: 'from=1' })).body as Uint8Array;
    expect(new DataView(rest.buffer, rest.byteOffset).getUint32(0, true)).toBe(b2.length);
    expect(rest.subarray(4)).toEqual(b2);
    expect(((await h.call('GET', `/api/sessions/${sessionID}/batches`, { query: 'from=2' })).body as Uint8Array).length).toBe(0);
    expect((await h.call('GET', '/api/sessions/404')).status).toBe(404);
    expect((await h.call('GET', '/api/sessions/404/batches')).status).toBe(404);
  });
});

describe('Ingest on the Node server', () => {
  it('serves /ingest over HTTP: CORS preflight, a body over the cap refused with 413 before it is read, and the replay API', async () => {
    const server = await startMockServer({
      port: 0, dataDir: null, staticDir: null, log: () => {},
      ingest: { projects: defaultProjects(), faults: {}, limits: { maxRequestBytes: 50_000 }, allowedOrigins: '*' },
    });
    try {
      const pre = await fetch(`${server.url}/ingest/v1/web/i?batch=1_1`, {
        method: 'OPTIONS', headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-encoding' },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, Content-Encoding');
      const start = await fetch(`${server.url}/ingest/v1/web/start`, { method: 'POST', body: JSON.stringify({ projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: Date.now() }) });
      const { token, sessionID } = await start.json();
      expect(start.headers.get('access-control-allow-origin')).toBe('*');
      const big = await fetch(`${server.url}/ingest/v1/web/i?batch=1_1`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: sampleBatch(1, 0, 1, [[27, 'x', 'y'.repeat(60_000)]]) });
      expect(big.status).toBe(413);
      expect(big.headers.get('access-control-allow-origin')).toBe('*');
      expect(await big.text()).toBe('Request body larger than 50000 bytes');
      const ok = await fetch(`${server.url}/ingest/v1/web/i?batch=1_1`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: sampleBatch(1, 0, 1) });
      expect(ok.status).toBe(200);
      const cookie = await ownerCookie(server.url, server.recordings.owners[0]);
      const list = await (await fetch(`${server.url}/ingest/api/sessions`, { headers: { cookie } })).json();
      expect(list.sessions.map((s: { sessionID: string; batches: number }) => [s.sessionID, s.batches])).toEqual([[sessionID, 1]]);
      expect((await fetch(`${server.url}/ingest/v1/web/nothing`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
