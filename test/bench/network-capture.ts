// Main-thread cost of network capture: the same page makes the same fetches with no agent and with
// the agent recording (network capture on, bodies off). So that the network's own time does not drown
// the figure, the page's fetch answers at once from memory (a Response with headers, as a server's); the
// page times N fetches and their answers being read, and the difference per fetch is what capture costs
// the main thread (the wrapper, the record's masking and its hand-over to the recorder). Goal: under
// 0.05 ms per fetch. Figures only; nothing here fails.
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { recordedPage, startIngestSite } from '../support/ingest-site';

const FETCHES = 400;
const ROUNDS = 9;
const GOAL_MS = 0.05;

const RUN = `
  const answer = () => Promise.resolve(new Response('{"ok":true,"name":"Treat"}', { status: 200, headers: { 'content-type': 'application/json', 'content-length': '26', 'x-request-id': 'r1' } }));
  const network = window.fetch;
  // The agent's own calls (start, flags, tags) still go to the ingest.
  window.fetch = function (input, init) { return String(input).includes('/ingest/') ? network(input, init) : answer(); };
  window.runFetches = async (n) => {
    const t0 = performance.now();
    const all = [];
    for (let i = 0; i < n; i++) all.push(fetch('/api/item/' + (i % 8) + '?page=' + i, { headers: { 'X-Request': String(i) } }).then((r) => r.text()));
    await Promise.all(all);
    // The agent reads each answer's clone after the page's own handler: one more turn lets it finish.
    await new Promise((r) => setTimeout(r, 0));
    return performance.now() - t0;
  };`;

async function taskMsPerFetch(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => { const w = window as unknown as { ready?: boolean; startResult?: { success: boolean } }; return w.ready === true || w.startResult?.success === true; }, null, { timeout: 20_000 });
  const run = (n: number) => page.evaluate((k) => (window as unknown as { runFetches(k: number): Promise<number> }).runFetches(k), n);
  await run(50); // warm up
  const samples: number[] = [];
  for (let r = 0; r < ROUNDS; r++) samples.push(await run(FETCHES));
  await context.close();
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] / FETCHES;
}

export async function reportNetworkCapture(browser?: Browser): Promise<void> {
  const ingest = await startIngestSite();
  const own = browser ?? (await launchChromium());
  try {
    ingest.pages.set('/plain', `<!doctype html><html><body><p>No agent</p><script>${RUN} window.ready = true;</script></body></html>`);
    ingest.pages.set('/recorded', recordedPage('<p>Agent recording</p>', {}, `<script>${RUN}</script>`));
    const plain = await taskMsPerFetch(own, `${ingest.url}/plain`);
    const recorded = await taskMsPerFetch(own, `${ingest.url}/recorded`);
    const cost = recorded - plain;
    console.log(`\nNetwork capture, main-thread time per fetch (median of ${ROUNDS} rounds of ${FETCHES} fetches)`);
    console.log(`  no agent                     ${plain.toFixed(4)} ms`);
    console.log(`  agent recording (network on) ${recorded.toFixed(4)} ms`);
    console.log(`  cost of capture              ${cost.toFixed(4)} ms   goal < ${GOAL_MS} ms   ${cost < GOAL_MS ? 'PASS' : 'OVER'}`);
  } finally {
    if (!browser) await own.close();
    await ingest.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void reportNetworkCapture();
