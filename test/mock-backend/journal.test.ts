import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSeedState } from '../../src/server/mock-api/seed';
import { isPasswordHash } from '../../src/server/crypto/password-hash';
import { createDurableStore, journalPath, loadDurableState } from '../../src/server/http/journal';
import { harness } from './backend-harness';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pawprint-journal-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the journal', () => {
  it('answers a change once it is on disk, and the snapshot plus the journal give it back', async () => {
    const dir = tempDir();
    const state = createSeedState(0);
    const store = createDurableStore(dir, state, () => {});
    state.leads.push({ id: 'le1', email: 'one@example.com', phone: null, from: null, meta: null });
    const first = store.persist(state);
    state.leads.push({ id: 'le2', email: 'two@example.com', phone: null, from: null, meta: null });
    await Promise.all([first, store.persist(state)]);
    expect(readFileSync(journalPath(dir), 'utf8')).toContain('two@example.com');
    expect(loadDurableState(dir)?.leads.map((l) => l.email)).toEqual(['one@example.com', 'two@example.com']);
  });

  it('drops an unfinished last line (the crash) and keeps what came before it', async () => {
    const dir = tempDir();
    const state = createSeedState(0);
    const store = createDurableStore(dir, state, () => {});
    state.leads.push({ id: 'le1', email: 'kept@example.com', phone: null, from: null, meta: null });
    await store.persist(state);
    appendFileSync(journalPath(dir), '{"leads":[{"id":"le2","email":"half');
    const logs: string[] = [];
    expect(loadDurableState(dir, (l) => logs.push(l))?.leads.map((l) => l.email)).toEqual(['kept@example.com']);
    expect(logs.join('\n')).toContain('dropped an unfinished journal line');
  });

  it('removes on replay an account collection that is gone', async () => {
    const dir = tempDir();
    const state = createSeedState(0);
    state.records.scratch = [{ id: 'x', userId: null }];
    const store = createDurableStore(dir, state, () => {});
    delete state.records.scratch;
    await store.persist(state);
    expect(loadDurableState(dir)?.records.scratch).toBeUndefined();
  });
});

describe('a password saved in plain text before hashing', () => {
  it('still signs in once, and is then kept as a hash', async () => {
    const state = createSeedState();
    state.users.find((u) => u.email === 'demo@pawprint.test')!.password = 'pawprint';
    const h = harness({ state });
    await h.login('demo@pawprint.test');
    expect(isPasswordHash(state.users.find((u) => u.email === 'demo@pawprint.test')!.password)).toBe(true);
  });
});
