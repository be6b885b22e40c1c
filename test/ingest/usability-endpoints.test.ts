import { describe, expect, it } from 'vitest';
import { memorySessionFiles } from '../../src/server/ingest/session-files';
import { bodyJson, bodyText, ingestHarness } from './ingest-harness';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

function multipart(files: { name: string; data: Uint8Array }[], boundary = 'pawprintBoundary') {
  const parts: Uint8Array[] = [];
  const enc = new TextEncoder();
  for (const f of files) {
    parts.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="snapshot"; filename="${f.name}"\r\nContent-Type: image/webp\r\n\r\n`), f.data, enc.encode('\r\n'));
  }
  parts.push(enc.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let pos = 0;
  for (const p of parts) {
    body.set(p, pos);
    pos += p.length;
  }
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe("Usability-test endpoints ('usability-test') and /v1/web/images", () => {
  it('GET /v1/web/uxt/test/{id} answers the stored test (title, description, guidelines, conclusion, reqMic, reqCamera, tasks)', async () => {
    const h = await ingestHarness();
    const { token } = await h.start();
    const r = await h.call('GET', '/v1/web/uxt/test/1', { headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
    const { test } = bodyJson(r);
    expect(Object.keys(test).sort()).toEqual(['conclusion', 'description', 'guidelines', 'reqCamera', 'reqMic', 'tasks', 'title']);
    expect(test.tasks[0]).toEqual({ task_id: 1, title: 'Find the monthly box', description: 'From the home page, find the treat and chew box.', allow_typing: false });
    expect(test.tasks.some((t: { allow_typing: boolean }) => t.allow_typing)).toBe(true);
    expect(await h.call('GET', '/v1/web/uxt/test/99', { headers: { authorization: `Bearer ${token}` } })).toMatchObject({ status: 404 });
    expect((await h.call('GET', '/v1/web/uxt/test/1')).status).toBe(401);
  });

  it('POST /v1/web/uxt/signals/task and /v1/web/uxt/signals/test keep the signals with the session', async () => {
    const h = await ingestHarness();
    const { token, sessionID } = await h.start();
    const auth = { authorization: `Bearer ${token}` };
    const task = await h.call('POST', '/v1/web/uxt/signals/task', { body: { testId: 1, taskId: 3, status: 'done', duration: 5400, timestamp: h.clock.now, taskAnswer: 'The sizes were clear.' }, headers: auth });
    expect(task.status).toBe(200);
    expect(bodyJson(task)).toEqual({});
    const test = await h.call('POST', '/v1/web/uxt/signals/test', { body: { testId: 1, status: 'skipped', duration: 9000, timestamp: h.clock.now }, headers: auth });
    expect(test.status).toBe(200);
    expect(h.ingest.store.notes(sessionID)).toEqual([
      { type: 'uxt-task', at: h.clock.now, testId: 1, taskId: 3, status: 'done', duration: 5400, timestamp: h.clock.now, taskAnswer: 'The sizes were clear.' },
      { type: 'uxt-test', at: h.clock.now, testId: 1, status: 'skipped', duration: 9000, timestamp: h.clock.now },
    ]);
    const bad = await h.call('POST', '/v1/web/uxt/signals/test', { body: { testId: 1, status: 'finished', duration: 1, timestamp: 1 }, headers: auth });
    expect(bad.status).toBe(400);
    expect(bodyText(bad)).toBe('Invalid test signal: status must be one of begin, done, skipped');
    const noTask = await h.call('POST', '/v1/web/uxt/signals/task', { body: { testId: 1, status: 'begin', duration: 0, timestamp: 1 }, headers: auth });
    expect(bodyText(noTask)).toBe('Invalid task signal: taskId must be a number');
    expect((await h.call('POST', '/v1/web/uxt/signals/task', { body: {} })).status).toBe(401);
    expect(h.ingest.store.notes(sessionID)).toHaveLength(2);
  });

  it('GET /v1/web/uxt/upload-url answers a signed url; the PUT of the video stores it; a tampered or expired url is refused', async () => {
    const files = memorySessionFiles();
    const h = await ingestHarness({ files });
    const { token, sessionID } = await h.start();
    const r = await h.call('GET', '/v1/web/uxt/upload-url', { headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
    const { url } = bodyJson(r);
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:5173/ingest/v1/web/uxt/upload/${sessionID}\\?expires=\\d+&signature=`));
    const target = new URL(url);
    const put = (path: string, query: string, body = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3])) =>
      h.call('PUT', path.replace('/ingest', ''), { body, query, headers: { 'content-type': 'video/webm' } });
    expect((await put(target.pathname, target.search.slice(1))).status).toBe(200);
    expect([...files.uploads.keys()]).toEqual([`${sessionID}/usability-test-${h.clock.now}.webm`]);
    // The signature's first character changed to one it is not (a fixed 'A' left one signature in 64 untouched).
    const tampered = target.search.slice(1).replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect(tampered).not.toBe(target.search.slice(1));
    expect((await put(target.pathname, tampered)).status).toBe(403);
    expect((await put(target.pathname.replace(sessionID, '1'), target.search.slice(1))).status).toBe(403);
    h.clock.now += 16 * 60_000;
    const expired = await put(target.pathname, target.search.slice(1));
    expect(expired).toMatchObject({ status: 403, body: 'Upload URL has expired' });
    expect(files.uploads.size).toBe(1);
  });

  it('POST /v1/web/images stores the snapshot files of a multipart form; 401 without a token', async () => {
    const files = memorySessionFiles();
    const h = await ingestHarness({ files });
    const { token, sessionID } = await h.start();
    const form = multipart([{ name: '1764061200000_3_1.webp', data: PNG }, { name: '1764061200000_3_2.webp', data: PNG }]);
    const r = await h.call('POST', '/v1/web/images', { body: form.body, headers: { ...form.headers, authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
    expect(bodyJson(r)).toEqual({ saved: 2 });
    expect(files.uploads.get(`${sessionID}/canvas-1764061200000_3_2.webp`)).toEqual(PNG);
    expect((await h.call('POST', '/v1/web/images', { body: form.body, headers: form.headers })).status).toBe(401);
    const badName = multipart([{ name: '../../etc/passwd', data: PNG }]);
    const bad = await h.call('POST', '/v1/web/images', { body: badName.body, headers: { ...badName.headers, authorization: `Bearer ${token}` } });
    expect(bad.status).toBe(400);
    expect(files.uploads.size).toBe(2);
  });
});
