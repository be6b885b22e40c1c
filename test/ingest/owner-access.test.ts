import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bodyJson, bodyText, ingestHarness, OTHER_OWNER, OWNER, sampleBatch, SHOP_KEY, testOwners, twoOwnerHarness } from './ingest-harness';
import { createIngest } from '../../src/server/ingest/ingest-service';
import { defaultProjects } from '../../src/server/ingest/ingest-projects';
import { randomSessionID } from '../../src/server/ingest/session-id';
import { SIGN_IN_TRIES } from '../../src/server/ingest/owner-accounts';
import { startMockServer } from '../../src/server/http/server';
import { ownerCookie } from '../support/owner-sign-in';
import { OWNER_ONLY_PAGES, ownerOnlyRoutes } from '../support/owner-only-routes';

const DAY = 86_400_000;

describe('Owner access to the replay API', () => {
  it('refuses every replay call without an owner sign-in, before anything is looked up', async () => {
    const h = await ingestHarness();
    const { sessionID, token } = await h.start();
    await h.postBatch(token, 1, 1, sampleBatch(1, 0, h.clock.now));
    const anonymous = { cookie: '' };
    for (const [method, path] of ownerOnlyRoutes(sessionID)) {
      const r = await h.call(method, path, { headers: anonymous });
      expect(r.status, `${method} ${path}`).toBe(401);
      expect(bodyText(r)).toBe('Sign in as the site owner to see recordings');
    }
    // a forged or stale cookie is no sign-in either
    expect((await h.call('GET', '/api/sessions', { headers: { cookie: `pawprint_owner=${'ab'.repeat(32)}` } })).status).toBe(401);
    expect(h.ingest.store.has(sessionID)).toBe(true);
  });

  it('signs an owner in with an HttpOnly, SameSite=Strict cookie; a wrong password is refused, and so is the 11th try in 15 minutes', async () => {
    const h = await ingestHarness();
    const ok = await h.call('POST', '/api/owner/sign-in', { body: OWNER });
    expect(ok.headers['set-cookie']).toMatch(/^pawprint_owner=[0-9a-f]{64}; HttpOnly; SameSite=Strict; Path=\//);
    expect(bodyJson(await h.call('GET', '/api/owner', { headers: { cookie: ok.headers['set-cookie'].split(';')[0] } })).owner.email).toBe(OWNER.email);
    for (let i = 0; i < SIGN_IN_TRIES; i++) {
      const wrong = await h.call('POST', '/api/owner/sign-in', { body: { ...OWNER, password: `guess-${i}` } });
      expect(wrong.status).toBe(401);
      expect(bodyText(wrong)).toBe('Wrong e-mail or password');
    }
    const blocked = await h.call('POST', '/api/owner/sign-in', { body: OWNER });
    expect(blocked.status).toBe(429);
    h.clock.now += 15 * 60 * 1000;
    expect((await h.call('POST', '/api/owner/sign-in', { body: OWNER })).status).toBe(200);
    // a dozen password hashes, each deliberately slow: room for a busy machine
  }, 30_000);

  it('shows an owner only their projects’ sessions; another project’s session is not found and cannot be deleted', async () => {
    const { h, signIn } = await twoOwnerHarness();
    const mine = await h.start({ userID: 'mine@example.com' });
    const theirs = await h.start({ projectKey: 'other-shop', userID: 'theirs@example.com' });
    await h.postBatch(mine.token, 1, 1, sampleBatch(1, 0, h.clock.now));
    await h.postBatch(theirs.token, 1, 1, sampleBatch(1, 0, h.clock.now));
    const other = await signIn(OTHER_OWNER);
    const listed = bodyJson(await h.call('GET', '/api/sessions', { headers: { cookie: other } }));
    expect(listed.sessions.map((s: { sessionID: string }) => s.sessionID)).toEqual([theirs.sessionID]);
    for (const path of [`/api/sessions/${mine.sessionID}`, `/api/sessions/${mine.sessionID}/batches`]) {
      expect((await h.call('GET', path, { headers: { cookie: other } })).status).toBe(404);
    }
    expect((await h.call('DELETE', `/api/sessions/${mine.sessionID}`, { headers: { cookie: other } })).status).toBe(404);
    expect(h.ingest.store.has(mine.sessionID)).toBe(true);
    const own = bodyJson(await h.call('GET', '/api/sessions'));
    expect(own.sessions.map((s: { sessionID: string }) => s.sessionID)).toEqual([mine.sessionID]);
  });

  it('deletes a session with its file and uploads; a change sent from another site is refused', async () => {
    const h = await ingestHarness();
    const { sessionID, token } = await h.start();
    await h.postBatch(token, 1, 1, sampleBatch(1, 0, h.clock.now));
    await h.ingest.store.writeUpload(sessionID, 'canvas.png', new Uint8Array([1, 2, 3]));
    const cookie = await h.ownerCookie();
    const crossSite = await h.call('DELETE', `/api/sessions/${sessionID}`, { headers: { cookie, origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await h.call('DELETE', `/api/sessions/${sessionID}`)).status).toBe(204);
    expect((await h.call('GET', `/api/sessions/${sessionID}`)).status).toBe(404);
    expect(await h.files.list()).toEqual([]);
    expect([...(h.files as unknown as { uploads: Map<string, Uint8Array> }).uploads.keys()]).toEqual([]);
  });

  it('lists only sessions with something recorded, and searches page addresses, custom events and click labels', async () => {
    const h = await ingestHarness();
    await h.start({ userID: 'nothing@example.com' });
    const shop = await h.start();
    await h.postBatch(shop.token, 1, 1, sampleBatch(1, 0, h.clock.now, [
      [122, 'http://127.0.0.1:5173/box/start', '', 0, 'Box'], [27, 'visitor-loaded', '{}'], [68, 5, 0, 'Add to Cart', 'button', 1, 1],
    ]));
    const ids = async (query: string) => bodyJson(await h.call('GET', '/api/sessions', { query })).sessions.map((s: { sessionID: string }) => s.sessionID);
    expect(await ids('')).toEqual([shop.sessionID]);
    for (const q of ['box/start', 'VISITOR-LOADED', 'add to cart']) expect(await ids(`q=${encodeURIComponent(q)}`)).toEqual([shop.sessionID]);
    expect(await ids('q=checkout')).toEqual([]);
  });

  it('removes sessions older than the retention setting when the ingest starts', async () => {
    const h = await ingestHarness();
    const old = await h.start();
    h.clock.now += 40 * DAY;
    const fresh = await h.start();
    await h.ingest.close();
    const again = await createIngest({ files: h.files, projects: defaultProjects(), owners: testOwners(), now: () => h.clock.now, retentionMs: 30 * DAY });
    expect(again.store.has(old.sessionID)).toBe(false);
    expect(again.store.has(fresh.sessionID)).toBe(true);
    expect(await h.files.list()).toEqual([fresh.sessionID]);
    await again.close();
  });

  it('gives sessions unguessable ids: 19 decimal digits from random bits, never from the start time', async () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
      expect(randomSessionID(bytes)).toMatch(/^[1-9][0-9]{18}$/);
    }));
    const h = await ingestHarness();
    const a = await h.start();
    const b = await h.start({ projectKey: SHOP_KEY });
    expect(a.sessionID).not.toBe(b.sessionID);
    expect(a.sessionID).toMatch(/^[1-9][0-9]{18}$/);
    expect(Math.abs(Number(a.sessionID) / 1000 - h.clock.now)).toBeGreaterThan(1000);
  });
});

describe('The ingest as a second line of defence', () => {
  it('masks a token, an e-mail and a card number the agent should not have sent, stores the rest as sent, and acknowledges the batch', async () => {
    const h = await ingestHarness();
    const { sessionID, token } = await h.start();
    const leaky = sampleBatch(1, 0, h.clock.now, [
      [122, 'http://127.0.0.1:5173/checkout?token=tok_LEAK_1#access_token=frag_LEAK_2', '', 0, 'Checkout'],
      [27, 'paid', '{"card":"4242 4242 4242 4242","to":"leak.person@example.com"}'],
      [27, 'clean', '{"plan":"gold"}'],
    ]);
    expect((await h.postBatch(token, 1, 1, leaky)).status).toBe(200);
    const stored = bodyText(await h.call('GET', `/api/sessions/${sessionID}/batches`));
    for (const secret of ['tok_LEAK_1', 'frag_LEAK_2', '4242 4242 4242 4242', 'leak.person@example.com']) expect(stored).not.toContain(secret);
    expect(stored).toContain('{"plan":"gold"}');
    const clean = sampleBatch(1, 3, h.clock.now, [[27, 'clean', '{"plan":"silver"}']]);
    expect((await h.postBatch(token, 1, 2, clean)).status).toBe(200);
    const body = (await h.call('GET', `/api/sessions/${sessionID}/batches`)).body as Uint8Array;
    const first = new DataView(body.buffer, body.byteOffset).getUint32(0, true);
    expect(body.subarray(8 + first)).toEqual(clean);
  });
});

describe('An anonymous visitor at the running server', () => {
  it('is sent to sign in from every owner page, however its address is spelled, and refused every owner call', async () => {
    // Stand-ins for the built pages: what matters is whether they are handed out at all.
    const staticDir = mkdtempSync(join(tmpdir(), 'pawprint-owner-pages-'));
    for (const page of ['index.html', 'replay.html', 'usability-tests.html']) writeFileSync(join(staticDir, page), `<!doctype html><title>${page}</title>`);
    const shop = await startMockServer({ port: 0, dataDir: null, staticDir, publicDir: null, log: () => {} });
    try {
      const owner = shop.recordings.owners[0];
      const cookie = await ownerCookie(shop.url, owner);
      for (const path of OWNER_ONLY_PAGES) {
        const r = await fetch(`${shop.url}${path}`, { redirect: 'manual' });
        expect(r.status, path).toBe(303);
        expect(r.headers.get('location'), path).toMatch(/^\/replay\/sign-in\?next=%2F(replay|usability-tests)/);
        // the owner gets the page, under the owner pages' policy
        const signedIn = await fetch(`${shop.url}${path}`, { headers: { cookie } });
        expect(signedIn.status, path).toBe(200);
        expect(signedIn.headers.get('content-security-policy'), path).toContain("require-trusted-types-for 'script'");
      }
      const start = await fetch(`${shop.url}/ingest/v1/web/start`, {
        method: 'POST', body: JSON.stringify({ projectKey: SHOP_KEY, trackerVersion: '16.2.1', timestamp: Date.now() }),
      });
      const { sessionID } = await start.json();
      for (const [method, path] of ownerOnlyRoutes(sessionID)) {
        const r = await fetch(`${shop.url}/ingest${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
        expect(r.status, `${method} ${path}`).toBe(401);
        if (method !== 'HEAD') expect(await r.text()).toBe('Sign in as the site owner to see recordings');
      }
      expect(shop.recordings.ingest.store.has(sessionID)).toBe(true);
    } finally {
      await shop.close();
      rmSync(staticDir, { recursive: true, force: true });
    }
  }, 30_000);
});
