import { describe, expect, it } from 'vitest';
import { validateStartResponse } from '../../src/domain/recording/start-response';
import { bodyJson, bodyText, ingestHarness, SHOP_KEY } from './ingest-harness';

describe('POST /v1/web/start', () => {
  it('answers the start reply of 001 §3 for the shop’s project key', async () => {
    const h = await ingestHarness();
    const r = await h.call('POST', '/v1/web/start', {
      body: {
        userUUID: null, projectKey: SHOP_KEY, revID: '', trackerVersion: '16.2.1', isSnippet: false, timestamp: h.clock.now - 40,
        doNotRecord: false, bufferDiff: 0, userID: 'demo@pawprint.test', token: null, deviceMemory: 8, jsHeapSizeLimit: 4294705152,
        timezone: '+01:00', condition: null, assistOnly: false, width: 1280, height: 900,
      },
    });
    expect(r.status).toBe(200);
    const reply = bodyJson(r);
    expect(Object.keys(reply).sort()).toEqual([
      'assistOnly', 'beaconSizeLimit', 'canvasEnabled', 'canvasFPS', 'canvasQuality', 'compressionThreshold', 'delay', 'features',
      'projectID', 'sessionID', 'startTimestamp', 'token', 'userBrowser', 'userCity', 'userCountry', 'userDevice', 'userOS', 'userState', 'userUUID',
    ]);
    expect(reply).toMatchObject({
      projectID: 1, delay: 40, startTimestamp: h.clock.now, beaconSizeLimit: 1000000, compressionThreshold: 24000,
      userBrowser: 'Chrome 131', userOS: 'Linux', userDevice: 'desktop', assistOnly: false, features: ['feature-flags', 'usability-test'],
    });
    expect(reply.userUUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.sessionID).toMatch(/^\d+$/);
    // the agent's own check of the reply (001 §5) accepts it
    expect(validateStartResponse(reply).token).toBe(reply.token);
    expect(h.ingest.store.summary(reply.sessionID)).toMatchObject({ userID: 'demo@pawprint.test', browser: 'Chrome 131', batches: 0 });
  });

  it('accepts the tracker info nested under trackerInfo and keeps a given userUUID', async () => {
    const h = await ingestHarness();
    const r = await h.call('POST', '/v1/web/start', {
      body: { trackerInfo: { projectKey: SHOP_KEY, trackerVersion: '16.2.1', userUUID: 'visitor-1' }, timestamp: h.clock.now },
    });
    expect(r.status).toBe(200);
    expect(bodyJson(r).userUUID).toBe('visitor-1');
  });

  it.each([
    ['not JSON', '{', 'Invalid start request: body must be a JSON object'],
    ['no project key', { trackerVersion: '16.2.1', timestamp: 1 }, 'Invalid start request: projectKey is required'],
    ['no tracker version', { projectKey: SHOP_KEY, timestamp: 1 }, 'Invalid start request: trackerVersion is required'],
    ['timestamp as text', { projectKey: SHOP_KEY, trackerVersion: '16.2.1', timestamp: 'now' }, 'Invalid start request: timestamp must be a number'],
    ['width as text', { projectKey: SHOP_KEY, trackerVersion: '16.2.1', timestamp: 1, width: 'wide' }, 'Invalid start request: width must be a number'],
    ['doNotRecord as text', { projectKey: SHOP_KEY, trackerVersion: '16.2.1', timestamp: 1, doNotRecord: 'yes' }, 'Invalid start request: doNotRecord must be true or false'],
  ])('refuses a body with %s (400) and starts nothing', async (_, body, message) => {
    const h = await ingestHarness();
    const r = await h.call('POST', '/v1/web/start', { body: body as object });
    expect(r.status).toBe(400);
    expect(bodyText(r)).toBe(message);
    expect(h.ingest.store.list({ offset: 0, limit: 10 }).total).toBe(0);
  });

  it('refuses a project key that is not configured (403)', async () => {
    const h = await ingestHarness();
    const r = await h.call('POST', '/v1/web/start', { body: { projectKey: 'someone-else', trackerVersion: '16.2.1', timestamp: 1 } });
    expect(r.status).toBe(403);
    expect(bodyText(r)).toBe('Unknown project key: someone-else');
    expect(h.ingest.store.list({ offset: 0, limit: 10 }).total).toBe(0);
  });

  it('a start with the token of a recent session continues it (a new page); an idle or forged one starts anew', async () => {
    const h = await ingestHarness();
    const first = await h.start();
    h.clock.now += 60_000;
    const again = await h.start({ token: first.token });
    expect(again.sessionID).toBe(first.sessionID);
    expect(again.reply.startTimestamp).toBe(first.reply.startTimestamp);
    h.clock.now += 31 * 60_000;
    const later = await h.start({ token: again.token });
    expect(later.sessionID).not.toBe(first.sessionID);
    const forged = await h.start({ token: `${first.token.split('.')[0]}.AAAA` });
    expect(forged.sessionID).not.toBe(first.sessionID);
  });

  it('a conditional start: the unrecorded session stays out of the list; the recording keeps the condition it started on', async () => {
    const h = await ingestHarness();
    const watch = await h.start({ doNotRecord: true });
    expect(h.ingest.store.list({ offset: 0, limit: 10 }).total).toBe(0);
    const recorded = await h.start({ token: watch.token, condition: 'added a box' });
    expect(recorded.sessionID).not.toBe(watch.sessionID);
    expect(h.ingest.store.started(recorded.sessionID)?.condition).toBe('added a box');
    expect(h.ingest.store.list({ offset: 0, limit: 10 }).sessions.map((s) => s.sessionID)).toEqual([recorded.sessionID]);
    const plain = await h.start();
    expect(h.ingest.store.started(plain.sessionID)).not.toHaveProperty('condition');
  });
});
