// Usability-test sessions in headless Chromium with a fake camera, microphone and screen: the owner
// creates a test on /usability-tests and follows its ?oruxt= link; the tester reads the guidelines,
// does every task (typing an answer where allowed) and finishes; the ingest holds the test's and the
// tasks' signals and a webm video that Chromium plays, and /replay shows them. Also: an abort, a
// reload in the middle of task 2, and a page whose styles would hide or unstyle every element.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { startShop, type RunningShop } from './shop-server';
import { openReplayAsOwner } from './replay-page';
import { seriousViolations } from './axe';
import { testerLink } from '../../src/domain/recording';

const SEE = { timeout: 20_000 };
// Chromium answers getUserMedia and getDisplayMedia with fake devices and no prompt.
const MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

let browser: Browser;
let shop: RunningShop;

beforeAll(async () => {
  [browser, shop] = await Promise.all([chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...MEDIA_ARGS] }), startShop()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const newContext = (options: { bypassCSP?: boolean } = {}): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', ...options });

/** Creates a test on the owner page; resolves to its tester link. */
async function createTest(page: Page, title: string, options: { camera?: boolean } = {}): Promise<string> {
  await openReplayAsOwner(page, `${shop.url}/usability-tests`, shop.owner);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Guidelines').fill('Think aloud. There are no wrong answers.');
  await page.getByLabel('Conclusion (shown at the end)').fill('Thanks from the Pawprint team.');
  await page.getByLabel('Ask for the microphone').check();
  if (options.camera) await page.getByLabel('Ask for the camera').check();
  await page.getByLabel('Task title').fill('Find the box');
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByLabel('Task title').nth(1).fill('Open a product');
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByLabel('Task title').nth(2).fill('Tell us');
  await page.getByLabel('What the tester should do').nth(2).fill('Was anything confusing?');
  await page.getByLabel('Allow typing (the tester can type an answer)').nth(2).check();
  await page.getByRole('button', { name: 'Create test' }).click();
  const link = await page.getByRole('status').getByRole('link').getAttribute('href', SEE);
  expect(link).toMatch(new RegExp(`^${shop.url}/\\?oruxt=\\d+$`));
  await expect.poll(() => page.getByRole('table').getByText(title).count(), SEE).toBe(1);
  return link!;
}

/**
 * The same test made by the owner API the owner page calls; resolves to its tester link. For the journeys about the
 * tester (the owner page's form is the first journey's): the owner page's load and a dozen fields cost seconds each.
 */
async function createTestThroughApi(title: string): Promise<string> {
  const draft = {
    title, guidelines: 'Think aloud. There are no wrong answers.', conclusion: 'Thanks from the Pawprint team.', reqMic: true,
    startPath: '/',
    tasks: [
      { title: 'Find the box' },
      { title: 'Open a product' },
      { title: 'Tell us', description: 'Was anything confusing?', allow_typing: true },
    ],
  };
  const answer = await shop.ownerFetch(`${shop.url}/ingest/api/usability-tests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(draft) });
  expect(answer.status).toBe(201);
  const { test } = (await answer.json()) as { test: { id: number } };
  return testerLink(shop.url, '/', test.id);
}

interface Note { type: string; status?: string; taskId?: number; testId?: number; duration?: number; taskAnswer?: string | null; name?: string }

async function sessionWithTest(testId: number): Promise<{ sessionID: string; notes: Note[] }> {
  const { sessions } = (await (await shop.ownerFetch(`${shop.url}/ingest/api/sessions?pageSize=100`)).json()) as { sessions: { sessionID: string }[] };
  for (const { sessionID } of sessions) {
    const { notes } = (await (await shop.ownerFetch(`${shop.url}/ingest/api/sessions/${sessionID}`)).json()) as { notes: Note[] };
    if (notes.some((n) => n.testId === testId)) return { sessionID, notes };
  }
  return { sessionID: '', notes: [] };
}

const signals = (notes: Note[]) => notes.filter((n) => n.type === 'uxt-test' || n.type === 'uxt-task').map((n) => `${n.type.slice(4)}${n.taskId ? ` ${n.taskId}` : ''} ${n.status}`);
const widget = (page: Page) => page.locator('pawprint-uxt');
const testIdOf = (link: string) => Number(new URL(link).searchParams.get('oruxt'));

/** axe-core's serious and critical findings in `scope` (it reads open shadow roots), as 'rule: target' lines. */
/** The serious and critical violations in `scope`, each as its rule and the elements it found. */
const seriousViolationsIn = async (page: Page, scope: string): Promise<string[]> =>
  (await seriousViolations(page, scope)).map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);

/** What has the focus in the widget: its name (its label, else its text), and whether the page shows it. */
const focusInWidget = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('pawprint-uxt')?.shadowRoot?.activeElement as HTMLElement | null | undefined;
    if (!el) return null;
    const style = getComputedStyle(el);
    const shown = el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const label = el.getAttribute('aria-label') ?? (el as HTMLTextAreaElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return { name: label.replace(/\s+/g, ' ').trim(), shown };
  });

/** Presses Tab until `name` has the focus (at most `most` times); each stop is in the widget and shows its focus. */
async function tabTo(page: Page, name: string, most: number): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    const focus = await focusInWidget(page);
    expect(focus, 'Tab left the widget').not.toBeNull();
    expect(focus!.shown, `focus shown on ${focus!.name}`).toBe(true);
    if (focus!.name === name) return;
  }
  expect((await focusInWidget(page))?.name).toBe(name);
}

/** Seconds of this test's video the agent has kept in IndexedDB so far (it keeps them over reloads). */
const keptSlices = (page: Page): Promise<number> =>
  page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('__pawprint_uxt_video', 1);
    open.onsuccess = () => {
      const count = open.result.transaction('slices', 'readonly').objectStore('slices').count();
      count.onsuccess = () => {
        resolve(count.result);
        open.result.close();
      };
    };
    open.onerror = () => resolve(-1);
  }));

describe('Usability-test session', () => {
  it('runs a whole test from the owner page to the results in /replay: signals, timings, answers and a playable webm', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      // What the agent says (a refused capture, a failed upload), for the report of a test that finds no video.
      const said: string[] = [];
      page.on('console', (m) => void said.push(`${m.type()}: ${m.text().slice(0, 200)}`));
      const link = await createTest(page, 'Choose a box');
      expect(await seriousViolationsIn(page, 'body')).toEqual([]);
      await page.goto(link);
      const w = widget(page);
      await w.getByRole('button', { name: 'Read guidelines to begin' }).waitFor(SEE);
      await expect(w.getByRole('dialog', { name: 'Choose a box' }).getByText('Please allow your microphone when your browser asks.', { exact: false }).count()).resolves.toBe(1);
      await w.getByRole('button', { name: 'Read guidelines to begin' }).click();
      await w.getByRole('button', { name: 'Begin Test' }).click(SEE);
      await w.getByRole('status').getByText('Recording the screen').waitFor(SEE);
      await w.getByRole('heading', { name: 'Task 1 of 3: Find the box' }).waitFor(SEE);
      await expect(w.getByLabel('Your answer').count()).resolves.toBe(0);
      expect(await seriousViolationsIn(page, 'pawprint-uxt')).toEqual([]);
      await w.getByRole('button', { name: 'Done, Next' }).click();
      await w.getByRole('heading', { name: 'Task 2 of 3: Open a product' }).waitFor(SEE);
      await w.getByRole('button', { name: 'Done, Next' }).click();
      await w.getByLabel('Your answer').fill('The sizes were unclear');
      await w.getByRole('button', { name: 'Done, Next' }).click();
      await w.getByRole('heading', { name: 'Thank you!' }).waitFor(SEE);
      await w.getByText('Thanks from the Pawprint team.').waitFor(SEE);
      await w.getByRole('button', { name: 'End Session' }).waitFor(SEE);

      const testId = testIdOf(link);
      await expect.poll(async () => signals((await sessionWithTest(testId)).notes), SEE).toEqual([
        'test begin', 'task 1 begin', 'task 1 done', 'task 2 begin', 'task 2 done', 'task 3 begin', 'task 3 done', 'test done',
      ]);
      const { sessionID, notes } = await sessionWithTest(testId);
      const taskDone = notes.filter((n) => n.type === 'uxt-task' && n.status === 'done');
      for (const n of taskDone) expect(n.duration).toBeGreaterThanOrEqual(0);
      expect(taskDone.map((n) => n.taskAnswer)).toEqual([null, null, 'The sizes were unclear']);
      const testDone = notes.find((n) => n.type === 'uxt-test' && n.status === 'done')!;
      expect(testDone.duration).toBeGreaterThanOrEqual(taskDone.reduce((s, n) => s + (n.duration ?? 0), 0));

      const results = (await (await shop.ownerFetch(`${shop.url}/ingest/api/usability-results/${sessionID}`)).json()) as { videos: { url: string; bytes: number }[] };
      expect(results.videos, said.join('\n')).toHaveLength(1);
      const video = new Uint8Array(await (await shop.ownerFetch(`${shop.url}${results.videos[0].url}`)).arrayBuffer());
      expect(video.length).toBeGreaterThan(1000);
      expect([...video.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      // A seek over real HTTP: exactly the bytes asked for, as 206 with their place in the whole.
      const part = await shop.ownerFetch(`${shop.url}${results.videos[0].url}`, { headers: { range: 'bytes=1-4' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1-4/${video.length}`);
      expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([...video.subarray(1, 5)]);

      const replay = await context.newPage();
      await openReplayAsOwner(replay, `${shop.url}/replay?session=${sessionID}`, shop.owner);
      const results$ = replay.getByRole('region', { name: 'Usability test' });
      await results$.getByRole('heading', { name: 'Choose a box' }).waitFor(SEE);
      await results$.getByText('The sizes were unclear').waitFor(SEE);
      await expect(results$.getByText(/^Done in /).count()).resolves.toBe(1);
      // Chromium loads the video and knows its length.
      await replay.waitForFunction(() => {
        const v = document.querySelector('video');
        return !!v && Number.isFinite(v.duration) && v.duration > 0;
      }, null, SEE);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("sends skipped when the tester chooses 'Abort Session'", async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      const link = await createTestThroughApi('Abort me');
      await page.goto(link);
      const w = widget(page);
      await w.getByRole('button', { name: 'Read guidelines to begin' }).click(SEE);
      await w.getByRole('button', { name: 'Begin Test' }).click(SEE);
      await w.getByRole('button', { name: 'Abort Session' }).click();
      await w.getByRole('button', { name: 'End Session' }).waitFor(SEE);
      await expect.poll(async () => signals((await sessionWithTest(testIdOf(link))).notes), SEE).toEqual(['test begin', 'task 1 begin', 'test skipped']);
    } finally {
      await context.close();
    }
  });

  it('comes back on task 2 of the same session after a reload', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      const link = await createTestThroughApi('Reload me');
      await page.goto(link);
      const w = widget(page);
      await w.getByRole('button', { name: 'Read guidelines to begin' }).click(SEE);
      await w.getByRole('button', { name: 'Begin Test' }).click(SEE);
      await w.getByRole('button', { name: 'Done, Next' }).click(SEE);
      await w.getByRole('heading', { name: 'Task 2 of 3: Open a product' }).waitFor(SEE);
      // A second or more of video recorded on this page before the tester leaves it.
      await expect.poll(() => keptSlices(page), SEE).toBeGreaterThan(0);
      const before = await page.evaluate(() => localStorage.getItem('__pawprint_uxt_session'));
      // Another page of the visit, without ?oruxt=: the stored test brings the widget back.
      await page.goto(`${shop.url}/`);
      await w.getByRole('heading', { name: 'Task 2 of 3: Open a product' }).waitFor(SEE);
      await page.reload();
      await w.getByRole('heading', { name: 'Task 2 of 3: Open a product' }).waitFor(SEE);
      expect(await page.evaluate(() => localStorage.getItem('__pawprint_uxt_session'))).toBe(before);
      await w.getByRole('button', { name: 'Resume recording' }).click(SEE);
      await w.getByRole('status').getByText('Recording the screen').waitFor(SEE);
      const kept = await keptSlices(page);
      await expect.poll(() => keptSlices(page), SEE).toBeGreaterThan(kept);
      await w.getByRole('button', { name: 'Done, Next' }).click();
      await w.getByLabel('Your answer').fill('Fine');
      await w.getByRole('button', { name: 'Done, Next' }).click();
      await w.getByRole('button', { name: 'End Session' }).waitFor(SEE);
      const testId = testIdOf(link);
      await expect.poll(async () => signals((await sessionWithTest(testId)).notes).at(-1), SEE).toBe('test done');
      const { sessionID, notes } = await sessionWithTest(testId);
      expect(sessionID).toBe(before);
      expect(signals(notes)).toEqual(['test begin', 'task 1 begin', 'task 1 done', 'task 2 begin', 'task 2 done', 'task 3 begin', 'task 3 done', 'test done']);
      // The video of the pages before the reloads went up with the last one.
      await expect.poll(async () => (await sessionWithTest(testId)).notes.filter((n) => n.type === 'uxt-video').length, SEE).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('loads the widget only for a tester, runs by keyboard alone with the focus shown, and sends the camera beside the screen', async () => {
    const context = await newContext();
    try {
      const owner = await context.newPage();
      const link = await createTest(owner, 'Keyboard only', { camera: true });
      await owner.close();
      const page = await context.newPage();
      // The agent's warnings, shown should the videos not arrive (a failed upload is only logged).
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.text().includes('[pawprint]')) warnings.push(m.text());
      });
      const widgetChunks: string[] = [];
      page.on('request', (r) => {
        if (/\/uxt-[\w-]+\.js(\?|$)/.test(r.url())) widgetChunks.push(r.url());
      });
      // A visitor: the agent has started (its token stored) and the page has gone quiet, without the widget's chunk.
      await page.goto(`${shop.url}/`);
      await page.waitForFunction(() => sessionStorage.getItem('__pawprint_token') !== null, null, SEE);
      await page.waitForLoadState('networkidle');
      expect(widgetChunks).toEqual([]);
      await expect(widget(page).count()).resolves.toBe(0);

      await page.goto(link);
      const w = widget(page);
      await w.getByRole('button', { name: 'Read guidelines to begin' }).waitFor(SEE);
      expect(widgetChunks).toHaveLength(1);
      await w.getByText('Please allow your microphone and camera when your browser asks.', { exact: false }).waitFor(SEE);
      await expect.poll(() => focusInWidget(page), SEE).toEqual({ name: 'Read guidelines to begin', shown: true });
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focusInWidget(page))?.name, SEE).toBe('Introduction & Guidelines');
      // The guidelines' text is at most 250 px high (it scrolls beyond).
      expect(await w.getByRole('region', { name: 'Introduction & Guidelines' }).evaluate((e) => getComputedStyle(e).maxHeight)).toBe('250px');
      await tabTo(page, 'Begin Test', 1);
      await page.keyboard.press(' ');
      await expect.poll(async () => (await focusInWidget(page))?.name, SEE).toBe('Task 1 of 3: Find the box');
      await w.getByRole('status').getByText('Recording the screen').waitFor(SEE);
      // A keyboard is quicker than the recorders' first slices: a tester done within a second leaves no video.
      // A few slices kept means the screen and the camera have each recorded something.
      await expect.poll(() => keptSlices(page), SEE).toBeGreaterThanOrEqual(4);
      await tabTo(page, 'Done, Next', 3);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focusInWidget(page))?.name, SEE).toBe('Task 2 of 3: Open a product');
      await tabTo(page, 'Done, Next', 3);
      await page.keyboard.press(' ');
      await expect.poll(async () => (await focusInWidget(page))?.name, SEE).toBe('Task 3 of 3: Tell us');
      await tabTo(page, 'Your answer', 3);
      await page.keyboard.type('Typed without a mouse');
      await tabTo(page, 'Done, Next', 2);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focusInWidget(page))?.name, SEE).toBe('Thank you!');
      await w.getByRole('button', { name: 'End Session' }).waitFor(SEE);
      await tabTo(page, 'End Session', 1);
      await page.keyboard.press('Enter');
      await expect.poll(() => widget(page).count(), SEE).toBe(0);

      const testId = testIdOf(link);
      await expect.poll(async () => signals((await sessionWithTest(testId)).notes).at(-1), SEE).toBe('test done');
      const { sessionID, notes } = await sessionWithTest(testId);
      expect(notes.filter((n) => n.type === 'uxt-task' && n.status === 'done').map((n) => n.taskAnswer)).toEqual([null, null, 'Typed without a mouse']);
      // The fake camera's video went up beside the screen's.
      const results = async () => ((await (await shop.ownerFetch(`${shop.url}/ingest/api/usability-results/${sessionID}`)).json()) as { videos: unknown[] }).videos.length;
      await expect.poll(results, { ...SEE, message: `videos stored; the agent logged: ${JSON.stringify(warnings)}` }).toBe(2);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("still shows a working widget on a page whose styles say '* { all: unset }' and 'div { display: none !important }'", async () => {
    const context = await newContext({ bypassCSP: true });
    try {
      const link = await createTestThroughApi('Hostile styles');
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '* { all: unset } div { display: none !important } button { display: none !important }';
          document.head.append(style);
        });
      });
      await page.goto(link);
      const w = widget(page);
      const begin = w.getByRole('button', { name: 'Read guidelines to begin' });
      await begin.waitFor({ state: 'visible', ...SEE });
      await begin.click();
      await w.getByRole('button', { name: 'Begin Test' }).click(SEE);
      const next = w.getByRole('button', { name: 'Done, Next' });
      await next.waitFor({ state: 'visible', ...SEE });
      const box = await w.getByRole('dialog', { name: 'Usability test: Hostile styles' }).boundingBox();
      expect(box!.width).toBeGreaterThan(250);
      expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
      await next.click();
      await w.getByRole('heading', { name: 'Task 2 of 3: Open a product' }).waitFor(SEE);
    } finally {
      await context.close();
    }
  });
});
