// An ingest down for 15 s in the middle of a visit: the agent keeps recording and retrying, logs that
// it is still trying (not that it never started), and every change arrives once the ingest is back,
// each batch once.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MessageType as M, type Message } from '../../src/protocol/messages';
import { freshContext, withChromiumAnd } from './browser';
import { recordedPage, startTestIngest, type TestIngest } from './tracker-ingest';

let browser: Browser;
let ingest: TestIngest;
withChromiumAnd(startTestIngest, (b, s) => {
  browser = b;
  ingest = s;
});

const CHANGES = 500;
/** One change every 40 ms, each to a node of its own (so no two are one write): 20 s of visit. */
const BUSY_PAGE = recordedPage(`<ul id="list"></ul>
<script>
  const list = document.getElementById('list');
  for (let i = 0; i < ${CHANGES}; i++) list.appendChild(document.createElement('li')).textContent = 'item ' + i;
  let n = 0;
  const timer = setInterval(() => {
    list.children[n].setAttribute('data-state', 'change-' + n++);
    if (n === ${CHANGES}) { clearInterval(timer); window.done = true; }
  }, 40);
</script>`);

/** Attribute values of the messages, the string dictionary resolved. */
function values(messages: Message[]): Set<string> {
  const dict = new Map<number, string>();
  const out = new Set<string>();
  for (const m of messages) {
    if (m[0] === M.StringDictGlobal) dict.set(m[1], m[2]);
    else if (m[0] === M.SetNodeAttributeDictGlobal) out.add(dict.get(m[3]) ?? '');
    else if (m[0] === M.SetNodeAttribute) out.add(m[3]);
  }
  return out;
}

describe('Ingest outage (standalone agent in Chromium)', () => {
  it('a 15 s outage loses nothing: all 500 changes arrive once it is back, and the log says the agent is still trying', async () => {
    ingest.pages.set('/busy-outage', BUSY_PAGE);
    const context = await freshContext(browser);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${ingest.url}/busy-outage`);
    const handle = await page.waitForFunction(() => (window as unknown as { startResult?: { sessionToken: string } }).startResult, null, { timeout: 20_000 });
    const token = ((await handle.jsonValue()) as { sessionToken: string }).sessionToken;
    ingest.batchStatus = 503;
    // Real time on purpose: the outage's length (longer than the 10 attempts' 11 s) is the subject.
    await page.waitForTimeout(15_000);
    ingest.batchStatus = 200;
    await page.waitForFunction(() => (window as unknown as { done?: boolean }).done, null, { timeout: 60_000 });
    const changes = () => [...values(ingest.batches.filter((b) => b.token === token).flatMap((b) => b.messages))].filter((v) => v.startsWith('change-'));
    await expect.poll(() => changes().length, { timeout: 30_000 }).toBe(CHANGES);
    expect(ingest.repeats.every((r) => r.same)).toBe(true);
    expect(warnings).toContain('Session recording: Failed to send batch after 10 attempts; still trying while the page is open');
    expect(warnings.some((w) => w.includes('not started'))).toBe(false);
    await context.close();
  }, 120_000);
});
