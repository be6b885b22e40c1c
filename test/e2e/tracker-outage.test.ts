// An ingest down for 15 s in the middle of a visit: the agent keeps recording and retrying, logs that
// it is still trying (not that it never started), and every change arrives once the ingest is back,
// each exactly once; the same when the ingest answers nothing at all (every connection cut) rather than 503.
// And a visit left while the ingest is down: the worker hands the unacknowledged batches to the main thread, which
// keeps them in local storage; the next visit's start sends them first, with their original page and batch numbers,
// into the session that recorded them (the real ingest gives every start a session of its own, so a batch resent
// under the next visit's session would show).
// The three run side by side, each with an ingest of its own: most of their time is waiting for the ingest to come
// back or for a batch to be sealed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { freshContext, withChromiumAnd } from './browser';
import { agentStarted, recordedPage, startIngestSite, type AgentStart, type IngestSite } from '../support/ingest-site';
import type { StoredBatchView } from '../support/real-ingest';

let browser: Browser;
let ingest: IngestSite;
withChromiumAnd(startIngestSite, (b, s) => {
  browser = b;
  ingest = s;
});

const CHANGES = 500;
/** One change every 40 ms, each to a node of its own (so no two are one write): 20 s of visit. */
const BUSY_BODY = `<ul id="list"></ul>
<script>
  const list = document.getElementById('list');
  for (let i = 0; i < ${CHANGES}; i++) list.appendChild(document.createElement('li')).textContent = 'item ' + i;
  let n = 0;
  const timer = setInterval(() => {
    list.children[n].setAttribute('data-state', 'change-' + n++);
    if (n === ${CHANGES}) { clearInterval(timer); window.done = true; }
  }, 40);
</script>`;
const BUSY_PAGE = recordedPage(BUSY_BODY);

/** Attribute values of the messages, the string dictionary resolved, as often as they were written (a batch resent under another identity shows twice). */
function values(messages: Message[]): string[] {
  const dict = new Map<number, string>();
  const out: string[] = [];
  for (const m of messages) {
    if (m[0] === M.StringDictGlobal) dict.set(m[1], m[2]);
    else if (m[0] === M.SetNodeAttributeDictGlobal) out.push(dict.get(m[3]) ?? '');
    else if (m[0] === M.SetNodeAttribute) out.push(m[3]);
  }
  return out;
}

/** Every change arrived, and each exactly once (`expect` of the test: the two run side by side). */
async function everyChangeOnce(expect: ExpectStatic, changes: () => string[]): Promise<void> {
  await expect.poll(() => new Set(changes()).size, { timeout: 30_000 }).toBe(CHANGES);
  expect(changes()).toHaveLength(CHANGES);
}

// The two outages run side by side: each is 20 s of real time (the visit, the outage in it) with little for the
// machine to do, and each has its own page, ingest and session. Each asserts with its own test's `expect`.
describe.concurrent('Ingest outage (standalone agent in Chromium)', () => {
  it('a 15 s outage loses nothing: all 500 changes arrive once it is back, and the log says the agent is still trying', async ({ expect }) => {
    ingest.pages.set('/busy-outage', BUSY_PAGE);
    const context = await freshContext(browser);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${ingest.url}/busy-outage`);
    const token = (await agentStarted(page)).sessionToken;
    ingest.fault = (call) => (call.path === '/v1/web/i' ? 503 : undefined);
    const stillTrying = 'Session recording: Failed to send batch after 10 attempts; still trying while the page is open';
    // Real time on purpose: the outage's length (longer than the 10 attempts' 11 s) is the subject. It lasts until
    // the agent has said it is still trying, too: on a busy machine the 10 attempts may take longer than 15 s.
    await Promise.all([page.waitForTimeout(15_000), expect.poll(() => warnings.includes(stillTrying), { timeout: 60_000 }).toBe(true)]);
    ingest.fault = null;
    await page.waitForFunction(() => (window as unknown as { done?: boolean }).done, null, { timeout: 60_000 });
    await everyChangeOnce(expect, () => values(ingest.batches.filter((b) => b.token === token).flatMap((b) => b.messages)).filter((v) => v.startsWith('change-')));
    expect(ingest.repeats.every((r) => r.same)).toBe(true);
    expect(warnings).toContain(stillTrying);
    expect(warnings.some((w) => w.includes('not started'))).toBe(false);
    await context.close();
  }, 120_000);
});

describe.concurrent('Ingest out of reach (standalone agent and the real ingest, in Chromium)', () => {
  let unreachable: IngestSite;
  beforeAll(async () => {
    unreachable = await startIngestSite();
  });
  afterAll(() => unreachable?.close());

  it('15 s with every connection to the ingest cut loses nothing: all 500 changes arrive once, in the session that recorded them', async ({ expect }) => {
    unreachable.pages.set('/busy-outage', BUSY_PAGE);
    let down = false;
    unreachable.fault = (call) => (down && call.path === '/v1/web/i' ? 'cut' : undefined);
    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${unreachable.url}/busy-outage`);
      const { sessionID } = await agentStarted(page);
      down = true;
      // Real time on purpose: the outage's length (longer than the 10 attempts' 11 s) is the subject.
      await page.waitForTimeout(15_000);
      down = false;
      expect(unreachable.calls.filter((c) => c.outcome === 'cut').length).toBeGreaterThan(1);
      await page.waitForFunction(() => (window as unknown as { done?: boolean }).done, null, { timeout: 60_000 });
      const changes = async () => values((await unreachable.real.stored(sessionID)).flatMap((b) => b.messages)).filter((v) => v.startsWith('change-'));
      let arrived: string[] = [];
      await expect.poll(async () => new Set((arrived = await changes())).size, { timeout: 30_000 }).toBe(CHANGES);
      expect(arrived).toHaveLength(CHANGES);
      expect(unreachable.sessionIDs()).toEqual([sessionID]);
    } finally {
      unreachable.fault = null;
      await context.close();
    }
  }, 120_000);
});

const OFFLINE_BUFFER_KEY = '__pawprint_offline_buffer';
// The worker seals a batch at least every 10000 ms; allow for a loaded machine.
const SEALED = { timeout: 30_000 };

/** The custom events a session's stored batches hold. */
const events = (batches: StoredBatchView[]) => batches.flatMap((b) => b.messages).filter((m) => m[0] === M.CustomEvent).map((m) => String(m[1]));

describe.concurrent('Offline buffer across visits (standalone agent and the real ingest, in Chromium)', () => {
  let offline: IngestSite;
  beforeAll(async () => {
    offline = await startIngestSite();
  });
  afterAll(() => offline?.close());

  /** A visit to the page that marks itself with an event named `label`. */
  async function visit(expect: ExpectStatic, page: Page, label: string): Promise<AgentStart> {
    await page.goto(`${offline.url}/visit`);
    const started = await agentStarted(page, SEALED.timeout);
    expect(started.success).toBe(true);
    await page.evaluate((name) => (window as unknown as { tracker: { event(n: string): void } }).tracker.event(name), label);
    return started;
  }

  it("a visit left while the ingest is down has its batches delivered by the next visit's start: first, once, and into the session that recorded them", async ({ expect }) => {
    offline.pages.set('/visit', recordedPage('<h1>Chews</h1><p>Every dog deserves one.</p>'));
    let down = true;
    // Batches fail while the ingest is down; it comes back when the next visit asks to start (the first visit's worker is gone by then).
    offline.fault = (call) => {
      if (call.path === '/v1/web/start' && call.n > 0) down = false;
      return down && call.path === '/v1/web/i' ? { status: 503 } : undefined;
    };
    const context = await freshContext(browser);
    try {
      const first = await context.newPage();
      const before = await visit(expect, first, 'before-leaving');
      await expect.poll(() => offline.calls.some((c) => c.path === '/v1/web/i' && c.outcome === 503), SEALED).toBe(true);
      await first.waitForFunction((key) => (localStorage.getItem(key) ?? '').length > 0, OFFLINE_BUFFER_KEY, SEALED);
      await expect.poll(() => first.evaluate((key) => localStorage.getItem(key)!.length, OFFLINE_BUFFER_KEY)).toBeGreaterThan(0);
      await first.close({ runBeforeUnload: true });
      expect(await offline.real.stored(before.sessionID)).toEqual([]);

      // A new visit (a new tab): a session of its own.
      const second = await context.newPage();
      const after = await visit(expect, second, 'after-coming-back');
      expect(after.sessionID).not.toBe(before.sessionID);
      await expect.poll(async () => events(await offline.real.stored(after.sessionID)), SEALED).toContain('after-coming-back');
      await expect.poll(async () => events(await offline.real.stored(before.sessionID)), SEALED).toContain('before-leaving');

      // The buffered batch went into the first session only, and before anything of the new visit.
      expect(events(await offline.real.stored(after.sessionID))).not.toContain('before-leaving');
      const everywhere = (await Promise.all(offline.sessionIDs().map((id) => offline.real.stored(id)))).flatMap(events);
      expect(everywhere.filter((e) => e === 'before-leaving')).toHaveLength(1);
      const accepted = offline.calls.filter((c) => c.path === '/v1/web/i' && c.outcome === 200);
      expect(accepted[0].token).toBe(before.sessionToken);
      expect(accepted.filter((c) => c.token === after.sessionToken).length).toBeGreaterThan(0);
      // Once everything went, the buffer is empty.
      await second.waitForFunction((key) => !localStorage.getItem(key), OFFLINE_BUFFER_KEY, SEALED);
    } finally {
      offline.fault = null;
      await context.close();
    }
  });
});
