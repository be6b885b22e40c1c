import { describe, expect, it } from 'vitest';
import { defaultProjects, type IngestProject } from '../../src/server/ingest/ingest-projects';
import { bodyJson, bodyText, ingestHarness } from './ingest-harness';

function projectWithData(): IngestProject[] {
  const [shop] = defaultProjects();
  return [
    {
      ...shop,
      conditions: [{ name: 'Checkout visitors', filters: [{ type: 'visited_url', operator: 'contains', value: ['/checkout'], source: 'url' }] }],
      featureFlags: [
        { key: 'new-checkout', value: true, is_persist: false },
        { key: 'beta-box', value: 'variant-b', is_persist: true, users: ['demo@pawprint.test'] },
      ],
      tags: [{ id: 7, selector: 'button.add-to-cart' }],
    },
    { ...shop, projectID: 2, projectKey: 'other-shop', name: 'Other' },
  ];
}

describe('Project endpoints: /v1/web/conditions/, /v1/web/feature-flags, /v1/web/tags', () => {
  it('GET /v1/web/conditions/{projectID} answers the project’s conditions (name, filters)', async () => {
    const h = await ingestHarness({ projects: projectWithData() });
    const { token } = await h.start();
    const r = await h.call('GET', '/v1/web/conditions/1', { headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
    expect(bodyJson(r)).toEqual({
      conditions: [{ name: 'Checkout visitors', filters: [{ type: 'visited_url', operator: 'contains', value: ['/checkout'], source: 'url' }] }],
    });
    expect((await h.call('GET', '/v1/web/conditions/2', { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    expect((await h.call('GET', '/v1/web/conditions/1')).status).toBe(401);
  });

  it('POST /v1/web/feature-flags answers the flags this user gets (key, value, is_persist)', async () => {
    const h = await ingestHarness({ projects: projectWithData() });
    const { token } = await h.start();
    const ask = (body: object) => h.call('POST', '/v1/web/feature-flags', { body, headers: { authorization: `Bearer ${token}` } });
    const request = {
      projectID: 1, userID: 'demo@pawprint.test', metadata: { plan: 'box' }, referrer: '', os: 'Linux', device: 'desktop',
      country: '', state: '', city: '', browser: 'Chrome', persistFlags: [],
    };
    const r = await ask(request);
    expect(r.status).toBe(200);
    expect(bodyJson(r)).toEqual({
      flags: [
        { key: 'new-checkout', value: true, is_persist: false },
        { key: 'beta-box', value: 'variant-b', is_persist: true },
      ],
    });
    expect(bodyJson(await ask({ ...request, userID: 'someone@else.test' })).flags).toEqual([{ key: 'new-checkout', value: true, is_persist: false }]);
    expect(await ask({ ...request, projectID: 2 })).toMatchObject({ status: 403 });
    const badOs = await ask({ ...request, os: 5 });
    expect(badOs.status).toBe(400);
    expect(bodyText(badOs)).toBe('Invalid feature-flags request: os must be a string');
    expect((await h.call('POST', '/v1/web/feature-flags', { body: request })).status).toBe(401);
  });

  it('GET /v1/web/tags answers the tags (id, selector)', async () => {
    const h = await ingestHarness({ projects: projectWithData() });
    const { token } = await h.start();
    const r = await h.call('GET', '/v1/web/tags', { headers: { authorization: `Bearer ${token}` } });
    expect(bodyJson(r)).toEqual({ tags: [{ id: 7, selector: 'button.add-to-cart' }] });
    expect((await h.call('GET', '/v1/web/tags')).status).toBe(401);
  });

  it('answers CORS for pages on other origins, preflight included', async () => {
    const h = await ingestHarness();
    const pre = await h.call('OPTIONS', '/v1/web/i', { headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' } });
    expect(pre.status).toBe(204);
    expect(pre.headers).toMatchObject({
      'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
      'access-control-allow-headers': 'Authorization, Content-Type, Content-Encoding',
    });
    const start = await h.call('POST', '/v1/web/start', { body: { projectKey: 'nope', trackerVersion: '1', timestamp: 1 }, headers: { origin: 'https://shop.example' } });
    expect(start.headers['access-control-allow-origin']).toBe('*');

    const listed = await ingestHarness({ allowedOrigins: ['https://shop.example'] });
    const ok = await listed.call('OPTIONS', '/v1/web/start', { headers: { origin: 'https://shop.example' } });
    expect(ok.headers).toMatchObject({ 'access-control-allow-origin': 'https://shop.example', vary: 'Origin' });
    expect((await listed.call('OPTIONS', '/v1/web/start', { headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });
});
