// Conditional start in headless Chromium, with the built agent (dist/tracker) and the real ingest:
// the page arms the agent, which reads its project's start conditions; nothing is recorded as a
// session until the visitor adds a box to the cart, and then the recording holds what happened
// before too. Where the conditions cannot be fetched, the page's console shows the spec's error.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MessageType as M } from '../../src/protocol/messages';
import { startIngestSite, type IngestSite } from '../support/ingest-site';
import { journeyChromium } from './browser';

const PROJECT_KEY = 'conditions-check';
const SEE = { timeout: 20_000 };

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Treat boxes</title></head>
<body><h1>Treat boxes</h1><p id="note">Looked at the boxes first</p><button type="button" id="add">Add to Cart</button>
<script type="module">
import { Tracker } from '/tracker/tracker.js';
const tracker = new Tracker({ projectKey: '${PROJECT_KEY}', ingestPoint: location.origin + '/ingest' });
window.__tracker = tracker;
document.getElementById('add').addEventListener('click', () => tracker.event('added_to_cart', { sku: 'treat-box' }));
window.__armed = await tracker.startOnConditions();
</script></body></html>`;

let browser: Browser;
let ingest: IngestSite;

beforeAll(async () => {
  const projects = [
    {
      projectID: 42,
      projectKey: PROJECT_KEY,
      name: 'Conditions check',
      conditions: [{ name: 'added a box', filters: [{ type: 'custom_event', operator: 'is', value: ['added_to_cart'] }] }],
      featureFlags: [],
      tags: [],
      usabilityTests: [],
    },
  ];
  [browser, ingest] = await Promise.all([journeyChromium(), startIngestSite({ projects })]);
  ingest.pages.set('/page.html', PAGE);
});

afterAll(async () => {
  await browser?.close();
  await ingest?.close();
});

afterEach(() => {
  ingest.fault = null;
});

const recordedSessions = () => ingest.real.ingest.store.list({ limit: 50, offset: 0 }).sessions;

describe('Conditional start with the built agent and the ingest', () => {
  it('records nothing until the visitor adds a box, then records the session with what came before', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${ingest.url}/page.html`);
      await page.waitForFunction(() => (window as unknown as { __armed?: unknown }).__armed !== undefined, undefined, SEE);
      expect(await page.evaluate(() => (window as unknown as { __armed: unknown }).__armed)).toEqual({ success: true, conditions: 1 });
      expect(await page.evaluate(() => (window as unknown as { __tracker: { state: string } }).__tracker.state)).toBe('ColdStart');
      // The watch's own session is not a recording: the replay list has none.
      expect(recordedSessions()).toEqual([]);

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForFunction(() => (window as unknown as { __tracker: { state: string } }).__tracker.state === 'Active', undefined, SEE);
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      await expect.poll(() => recordedSessions().filter((s) => s.batches > 0).length, SEE).toBe(1);
      const [session] = recordedSessions();
      expect(ingest.real.ingest.store.started(session.sessionID)?.condition).toBe('added a box');
      const messages = (await ingest.real.stored(session.sessionID)).flatMap((b) => b.messages);
      expect(messages).toContainEqual([M.SetNodeData, expect.any(Number), 'Looked at the boxes first']);
      expect(messages).toContainEqual([M.CustomEvent, 'added_to_cart', '{"sku":"treat-box"}']);
    } finally {
      await context.close();
    }
  });

  it("shows 'Critical: cannot fetch start conditions' in the console and records nothing when the conditions cannot be fetched", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      const before = recordedSessions().length;
      // The ingest's conditions endpoint is down; its other endpoints answer.
      ingest.fault = (call) => (call.path.startsWith('/v1/web/conditions/') ? 503 : undefined);
      await page.goto(`${ingest.url}/page.html`);
      await page.waitForFunction(() => (window as unknown as { __armed?: unknown }).__armed !== undefined, undefined, SEE);
      expect(await page.evaluate(() => (window as unknown as { __armed: unknown }).__armed)).toEqual({ success: false, reason: 'Critical: cannot fetch start conditions' });
      expect(errors).toContain('Critical: cannot fetch start conditions');
      expect(await page.evaluate(() => (window as unknown as { __tracker: { state: string } }).__tracker.state)).toBe('NotActive');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      expect(recordedSessions()).toHaveLength(before);
    } finally {
      await context.close();
    }
  });
});
