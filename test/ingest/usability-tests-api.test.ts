// The owner's usability-test API: tests are created (checked by the domain's draft rule), kept in
// the data dir's file, served to the agent by id; a session's results summarise its signals and list
// its videos, whose bytes come whole or by range.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileSessionFiles, memorySessionFiles, type SessionFiles } from '../../src/server/ingest/session-files';
import { fileUsabilityTests, USABILITY_TESTS_FILE } from '../../src/server/ingest/usability-test-store';
import { bodyJson, bodyText, ingestHarness, OTHER_OWNER, OTHER_PROJECT_KEY, OWNER, twoOwnerHarness } from './ingest-harness';
import { defaultProjects } from '../../src/server/ingest/ingest-projects';
import type { IngestResponse } from '../../src/server/ingest/ingest-http';

const JSON_TYPE = { 'content-type': 'application/json' };
const DRAFT = {
  title: 'Checkout', guidelines: 'Think aloud.', conclusion: '', reqMic: true, reqCamera: false, startPath: '/box/start',
  tasks: [{ title: 'Pick a size', description: '', allow_typing: false }, { title: 'Tell us', description: 'Anything odd?', allow_typing: true }],
};

describe('Owner usability-test API (/api/usability-tests, /api/usability-results)', () => {
  it('creates a test under the next free id, keeps it in the data dir, and the agent reads it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uxt-tests-'));
    const h = await ingestHarness({ usabilityTests: fileUsabilityTests(dir) });
    const created = await h.call('POST', '/api/usability-tests', { body: DRAFT, headers: JSON_TYPE });
    expect(created.status).toBe(201);
    const { test } = bodyJson(created);
    expect(test).toMatchObject({ id: 2, projectID: 1, startPath: '/box/start', title: 'Checkout', tasks: [{ task_id: 1, title: 'Pick a size' }, { task_id: 2, allow_typing: true }] });
    expect(JSON.parse(readFileSync(join(dir, USABILITY_TESTS_FILE), 'utf8')).tests[0].title).toBe('Checkout');
    // A restarted ingest still has it.
    const again = await ingestHarness({ usabilityTests: fileUsabilityTests(dir) });
    const { token } = await again.start();
    const read = await again.call('GET', '/v1/web/uxt/test/2', { headers: { authorization: `Bearer ${token}` } });
    expect(bodyJson(read).test).toMatchObject({ title: 'Checkout', reqMic: true, tasks: [{ task_id: 1 }, { task_id: 2 }] });
    const list = bodyJson(await again.call('GET', '/api/usability-tests'));
    expect(list.tests.map((t: { id: number }) => t.id)).toEqual([2, 1]);
    expect(list.projects).toEqual([{ projectID: 1, name: 'Pawprint shop' }]);
  });

  it('refuses a draft with the rule\'s messages, and a body that is not JSON', async () => {
    const h = await ingestHarness();
    const bad = await h.call('POST', '/api/usability-tests', { body: { title: '', tasks: [] }, headers: JSON_TYPE });
    expect(bad.status).toBe(400);
    expect(bodyJson(bad).errors).toEqual(['Give the test a title', 'Add at least one task']);
    const form = await h.call('POST', '/api/usability-tests', { body: 'title=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect(bodyJson(await h.call('GET', '/api/usability-tests')).tests).toHaveLength(1);
  });

  it("summarises a session's signals per task and serves its video whole and by range", async () => {
    const files = memorySessionFiles();
    const h = await ingestHarness({ files });
    const { token, sessionID } = await h.start();
    const auth = { authorization: `Bearer ${token}` };
    const signal = (kind: string, body: object) => h.call('POST', `/v1/web/uxt/signals/${kind}`, { body: { testId: 1, timestamp: h.clock.now, ...body }, headers: auth });
    await signal('test', { status: 'begin', duration: 0 });
    await signal('task', { taskId: 1, status: 'begin', duration: 0 });
    await signal('task', { taskId: 1, status: 'done', duration: 4200 });
    await signal('task', { taskId: 3, status: 'done', duration: 900, taskAnswer: 'Sizes were unclear' });
    await signal('test', { status: 'skipped', duration: 9000 });
    const { url } = bodyJson(await h.call('GET', '/v1/web/uxt/upload-url', { headers: auth }));
    const target = new URL(url);
    const video = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]);
    for (let i = 0; i < 2; i++) await h.call('PUT', target.pathname.replace('/ingest', ''), { body: video, query: target.search.slice(1) });
    const results = bodyJson(await h.call('GET', `/api/usability-results/${sessionID}`));
    expect(results.tests).toEqual([{
      testId: 1, title: 'Start a treat and chew box', status: 'skipped', duration: 9000,
      tasks: [
        { taskId: 1, title: 'Find the monthly box', status: 'done', duration: 4200, answer: null },
        { taskId: 2, title: 'Add it to your cart', status: null, duration: null, answer: null },
        { taskId: 3, title: 'Tell us', status: 'done', duration: 900, answer: 'Sizes were unclear' },
      ],
    }]);
    // Two uploads in the same millisecond keep both videos.
    expect(results.videos.map((v: { name: string }) => v.name)).toEqual([`usability-test-${h.clock.now}.webm`, `usability-test-${h.clock.now}-2.webm`]);
    const path = results.videos[0].url.replace('/ingest', '');
    const whole = await h.call('GET', path);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.body).toEqual(video);
    const part = await h.call('GET', path, { headers: { range: 'bytes=4-' } });
    expect(part).toMatchObject({ status: 206, headers: { 'content-range': 'bytes 4-7/8' } });
    expect(part.body).toEqual(video.subarray(4));
    expect((await h.call('GET', path, { headers: { range: 'bytes=20-' } })).status).toBe(416);
    expect((await h.call('GET', `/api/usability-results/${sessionID}/videos/other.webm`)).status).toBe(404);
    expect(bodyText(await h.call('GET', '/api/usability-results/nope'))).toBe('Session not found');
  });

  it("keeps each owner to their own projects: tests listed and created, a session's results and its video", async () => {
    const ownTest = { ...defaultProjects()[0].usabilityTests[0], id: 7, title: 'Find the other shop’s sale' };
    const { h, signIn } = await twoOwnerHarness({ usabilityTests: [ownTest] });
    const shop = { cookie: await signIn(OWNER) };
    const other = { cookie: await signIn(OTHER_OWNER) };
    const create = (who: { cookie: string }, body: object) => h.call('POST', '/api/usability-tests', { body, headers: { ...JSON_TYPE, ...who } });

    // A test without a project is for the owner's own, and another owner's project is refused as unknown.
    const theirs = await create(other, { ...DRAFT, title: 'Other shop checkout' });
    expect(theirs.status).toBe(201);
    expect(bodyJson(theirs).test.projectID).toBe(2);
    const intoShop = await create(other, { ...DRAFT, title: 'Planted in the shop', projectID: 1 });
    expect(intoShop.status).toBe(400);
    expect(bodyJson(intoShop).errors).toEqual(['Unknown project 1']);
    expect((await create(shop, { ...DRAFT, title: 'Shop checkout' })).status).toBe(201);

    const listed = async (who: { cookie: string }) => {
      const { projects, tests } = bodyJson(await h.call('GET', '/api/usability-tests', { headers: who }));
      return { projects, titles: tests.map((t: { title: string }) => t.title) };
    };
    expect(await listed(other)).toEqual({ projects: [{ projectID: 2, name: 'Other shop' }], titles: ['Other shop checkout', 'Find the other shop’s sale'] });
    expect(await listed(shop)).toEqual({ projects: [{ projectID: 1, name: 'Pawprint shop' }], titles: ['Shop checkout', 'Start a treat and chew box'] });

    // A shop session with a test's answer and its video: the shop's owner sees them, the other owner finds nothing.
    const { token, sessionID } = await h.start();
    const auth = { authorization: `Bearer ${token}` };
    await h.call('POST', '/v1/web/uxt/signals/task', { body: { testId: 1, taskId: 3, status: 'done', duration: 900, timestamp: h.clock.now, taskAnswer: 'My dog is Rex' }, headers: auth });
    const target = new URL(bodyJson(await h.call('GET', '/v1/web/uxt/upload-url', { headers: auth })).url);
    await h.call('PUT', target.pathname.replace('/ingest', ''), { body: Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2]), query: target.search.slice(1) });
    const results = await h.call('GET', `/api/usability-results/${sessionID}`, { headers: shop });
    expect(results.status).toBe(200);
    const videoPath = bodyJson(results).videos[0].url.replace('/ingest', '');
    expect((await h.call('GET', videoPath, { headers: shop })).status).toBe(200);

    const refusedResults = await h.call('GET', `/api/usability-results/${sessionID}`, { headers: other });
    expect(refusedResults.status).toBe(404);
    expect(bodyText(refusedResults)).toBe('Session not found');
    for (const headers of [other, { ...other, range: 'bytes=0-' }]) {
      const refused = await h.call('GET', videoPath, { headers });
      expect(refused.status).toBe(404);
      expect(bodyText(refused)).toBe('Video not found');
    }

    // The other shop's agent reads the test its owner made; the shop's session cannot.
    const otherSession = await h.start({ projectKey: OTHER_PROJECT_KEY });
    const read = (t: string, id: number) => h.call('GET', `/v1/web/uxt/test/${id}`, { headers: { authorization: `Bearer ${t}` } });
    const theirsId = bodyJson(theirs).test.id;
    expect(bodyJson(await read(otherSession.token, theirsId)).test.title).toBe('Other shop checkout');
    expect((await read(token, theirsId)).status).toBe(404);
  });

  it('streams a video from disk, whole or exactly the range asked, never reading the file whole', async () => {
    const disk = fileSessionFiles(mkdtempSync(join(tmpdir(), 'uxt-videos-')));
    // A video read whole into memory per request is what this guards against: that read fails here.
    const files: SessionFiles = { ...disk, readUpload: async () => { throw new Error('a video was read whole'); } };
    const h = await ingestHarness({ files });
    const { token, sessionID } = await h.start();
    const { url } = bodyJson(await h.call('GET', '/v1/web/uxt/upload-url', { headers: { authorization: `Bearer ${token}` } }));
    const target = new URL(url);
    // Two and a half megabytes: more than one chunk of a read.
    const video = Uint8Array.from({ length: 2.5 * 1024 * 1024 + 7 }, (_, i) => (i * 31) % 251);
    expect((await h.call('PUT', target.pathname.replace('/ingest', ''), { body: video, query: target.search.slice(1) })).status).toBeLessThan(300);
    const path = bodyJson(await h.call('GET', `/api/usability-results/${sessionID}`)).videos[0].url.replace('/ingest', '');
    // The answer as the server gets it, before anything reads its stream.
    const get = async (range?: string) => h.ingest.handle({
      method: 'GET', path, query: new URLSearchParams(), body: null, baseUrl: 'http://127.0.0.1:5173/ingest',
      headers: { cookie: await h.ownerCookie(), ...(range ? { range } : {}) },
    });
    const chunksOf = async (answer: IngestResponse) => {
      const chunks: Uint8Array[] = [];
      for await (const chunk of answer.stream!) chunks.push(chunk);
      return chunks;
    };
    const whole = await get();
    expect(whole).toMatchObject({ status: 200, body: '', headers: { 'content-length': String(video.length), 'accept-ranges': 'bytes' } });
    const wholeChunks = await chunksOf(whole);
    expect(wholeChunks.length).toBeGreaterThan(1);
    // Compared as buffers: an element-by-element deep equality of megabytes takes minutes.
    expect(Buffer.concat(wholeChunks).equals(video)).toBe(true);
    // A seek across the first chunk's edge, and the last bytes (a player reads a WebM's cues from its end).
    const seek = await get('bytes=1048570-1048590');
    expect(seek).toMatchObject({ status: 206, headers: { 'content-range': `bytes 1048570-1048590/${video.length}`, 'content-length': '21' } });
    expect(new Uint8Array(Buffer.concat(await chunksOf(seek)))).toEqual(video.subarray(1048570, 1048591));
    const tail = await get('bytes=-5');
    expect(tail.headers['content-range']).toBe(`bytes ${video.length - 5}-${video.length - 1}/${video.length}`);
    expect(new Uint8Array(Buffer.concat(await chunksOf(tail)))).toEqual(video.subarray(-5));
    expect((await get(`bytes=${video.length}-`)).status).toBe(416);
    await h.ingest.close();
   }, 30_000);
});
