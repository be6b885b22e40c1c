// Recordings are the site owner's: a visitor who is not signed in gets neither the replay page nor
// its API; the owner signs in on the sign-in page, sees the list, deletes a session and signs out.
import { describe, expect, it } from 'vitest';
import { SEE, snapshot, useJourney } from './journey';
import { openReplayAsOwner, signInOwnerByForm } from './replay-page';
import { OWNER_ONLY_PAGES, ownerOnlyRoutes } from '../support/owner-only-routes';

const journey = useJourney();

async function recordVisit(baseUrl: string, userID: string): Promise<string> {
  const start = await fetch(`${baseUrl}/ingest/v1/web/start`, {
    method: 'POST', body: JSON.stringify({ projectKey: 'pawprint-shop', trackerVersion: '16.2.1', timestamp: Date.now(), userID }),
  });
  const { token, sessionID } = await start.json();
  const { syntheticSession } = await import('../replay/synthetic-session');
  const [pageNo, batchNum, bytes] = syntheticSession(5_000).batches[0];
  expect((await fetch(`${baseUrl}/ingest/v1/web/i?batch=${pageNo}_${batchNum}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: bytes })).status).toBe(200);
  return sessionID;
}

describe('Owner access to /replay', () => {
  it('refuses the owner pages and every owner API call (replay, canvas, usability tests) to an anonymous visitor', async () => {
    const base = journey.shop.url;
    const sessionID = await recordVisit(base, 'anonymous-probe@example.com');
    for (const path of [...OWNER_ONLY_PAGES, `/replay?session=${sessionID}`, '/usability-tests?test=1']) {
      const r = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(r.status, path).toBe(303);
      expect(r.headers.get('location')).toMatch(/^\/replay\/sign-in\?next=/);
    }
    for (const [method, path] of ownerOnlyRoutes(sessionID)) {
      const r = await fetch(`${base}/ingest${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(r.status, `${method} ${path}`).toBe(401);
    }
    // the owner still has it
    expect((await journey.shop.ownerFetch(`${base}/ingest/api/sessions/${sessionID}`)).status).toBe(200);
  });

  it('signs the owner in on the sign-in page, lists the sessions, deletes one and signs out', async () => {
    const base = journey.shop.url;
    await recordVisit(base, 'delete-me@example.com');
    const { page } = await journey.freshPage();
    await page.goto(`${base}/replay?user=delete-me`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to watch recordings' }).waitFor(SEE);
    await page.getByLabel('E-mail').fill(journey.shop.owner.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password' }).waitFor(SEE);
    await snapshot(page, 'replay-access-sign-in-refused');

    await signInOwnerByForm(page, `${base}/replay?user=delete-me`, journey.shop.owner);
    const row = page.getByRole('row').filter({ hasText: 'delete-me@example.com' });
    await row.waitFor(SEE);
    expect(new URL(page.url()).searchParams.get('user')).toBe('delete-me');
    await snapshot(page, 'replay-access-list');
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: /^Delete the session of/ }).click();
    await page.getByText('No sessions match these filters.').waitFor(SEE);
    const listed = await (await journey.shop.ownerFetch(`${base}/ingest/api/sessions?userId=delete-me`)).json();
    expect(listed.total).toBe(0);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in to watch recordings' }).waitFor(SEE);
    await page.goto(`${base}/replay`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to watch recordings' }).waitFor(SEE);
  });

  it('opens a link to a moment with the player there, and the player offers the link of where it stands', async () => {
    const base = journey.shop.url;
    const sessionID = await recordVisit(base, 'moment@example.com');
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const { page } = await journey.freshPage();
      await page.setViewportSize(viewport);
      await openReplayAsOwner(page, `${base}/replay?session=${sessionID}&t=3`, journey.shop.owner);
      await page.getByText(/^0:03 \/ /).waitFor(SEE);
      expect(await page.getByRole('link', { name: 'Link to this moment' }).getAttribute('href')).toBe(`/replay?session=${sessionID}&t=3`);
      await snapshot(page, `replay-moment-${viewport.width}`);
    }
  });
});
