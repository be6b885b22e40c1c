// The recorder benchmark: the workloads of recorder-workloads.ts in headless Chromium, each with no recorder, with rrweb's
// recorder (@rrweb/record, a devDependency for this comparison only) and with ours (dist/tracker, its
// worker and a local ingest), in one run. Per workload: main-thread task time over the no-recorder
// run (CDP Performance.getMetrics TaskDuration, and ThreadTime, the main thread's CPU time; median of
// RECORDER_RUNS, default 7: each figure is a difference of two noisy windows of tens of ms), ours/rrweb,
// the longest task (long-task observer; '<50' when none reached 50 ms) and the bytes recorded
// (rrweb: its events as JSON; ours: the batches' bytes, before and after gzip on the wire).
// The reference agent (@openreplay/tracker 16.2.1, a devDependency for this comparison only) speaks the same wire
// protocol as ours and posts to the same stand-in ingest: its batches' bytes on the wire are the figure ours must beat.
// It runs REFERENCE_RUNS times per workload (bytes hardly move from run to run); its task time is printed beside.
// Both recorders' scripts are loaded with the page, before any measuring window opens, so the
// first snapshot's window holds each recorder's start (ours: its worker too), not a script download.
// In our own mutation workloads the changed nodes are not displayed (rrweb's pages display theirs): the page's own layout of
// 5000 changed paragraphs (about 55 ms here) is the same with or without a recorder, and its swing
// from run to run (±20 ms on a 2-core machine) was larger than either recorder's cost, so it only
// added noise to the difference. Neither recorder reads layout while recording changes.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Browser, CDPSession } from 'playwright-core';
import { WORKLOADS, type Workload } from './recorder-workloads';
import { median } from './median';
import { DEFAULT_COMPRESSION_THRESHOLD } from '../../src/protocol/wire-format';
import { decodeBatch } from '../../src/protocol/decoder';

/** 'base' is ours from another build (RECORDER_BASE_DIR), measured beside this one in the same run. */
export type Variant = 'none' | 'rrweb' | 'ours' | 'reference' | 'base';
const RUNS = Math.max(1, Number(process.env.RECORDER_RUNS ?? 7));
/** RECORDER_ONLY=attribute,text measures only the workloads whose names contain one of these words. */
const ONLY = (process.env.RECORDER_ONLY ?? '').split(',').map((w) => w.trim()).filter(Boolean);
const SETTLE_MS = 1200;
/** RECORDER_TRACKER_DIR=path measures another build of the agent (an earlier one, to compare) instead of dist/tracker. */
const TRACKER_DIR = path.resolve(process.env.RECORDER_TRACKER_DIR ?? 'dist/tracker');
/** RECORDER_BASE_DIR=path serves an earlier build of the agent as the variant 'base', for before/after pairs in one run. */
const BASE_DIR = process.env.RECORDER_BASE_DIR ? path.resolve(process.env.RECORDER_BASE_DIR) : null;
const VARIANTS: Variant[] = BASE_DIR ? ['none', 'rrweb', 'ours', 'reference', 'base'] : ['none', 'rrweb', 'ours', 'reference'];
const REFERENCE_RUNS = Math.min(RUNS, 3);
/** The reference agent's one-file ES module build (its worker is inlined), served to the page as it is. */
const REFERENCE_SCRIPT = path.resolve('node_modules/@openreplay/tracker/dist/lib/entry.js');

export const PAGE = (w: Workload, variant: Variant) => `<!doctype html><html><head><meta charset="utf-8"><title>bench</title>
<style>.row{display:flex}.cell{padding:1px}${w.snapshot || w.displayed ? '' : '#root{display:none}'}</style></head><body><div id="root"></div>
<script>${w.prebuild}</script>
${variant === 'rrweb' ? '<script src="/rrweb.js"></script>' : ''}
<script type="module">
  ${variant === 'ours' || variant === 'base' ? `import { Tracker } from '/${variant === 'base' ? 'tracker-base' : 'tracker'}/tracker.js'; window.__Tracker = Tracker;` : ''}
  ${variant === 'reference' ? `import Reference from '/reference/tracker.js'; window.__Reference = Reference;` : ''}
  window.__events = [];
  window.__longest = 0;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask' });
  window.__startRecorder = async () => {
    ${variant === 'rrweb' ? `window.rrwebRecord.record({ emit: (e) => window.__events.push(e) }); return true;` : ''}
    ${variant === 'ours' || variant === 'base' ? `window.tracker = new window.__Tracker({ projectKey: 'bench', ingestPoint: location.origin + '/ingest', tabWaitMs: 0 }); const r = await window.tracker.start(); return r.success;` : ''}
    ${variant === 'reference' ? `window.tracker = new window.__Reference({ projectKey: 'bench', ingestPoint: location.origin + '/ingest', __DISABLE_SECURE_MODE: true }); const r = await window.tracker.start(); return r.success;` : ''}
    return true;
  };
  // Before the measuring window: what the agent holds is sent (ours at pagehide; the reference by its own call,
  // its worker otherwise holding a batch for up to 10 s).
  window.__flush = () => { window.dispatchEvent(new Event('pagehide')); ${variant === 'reference' ? 'window.tracker?.forceFlushBatch();' : ''} };
  // At the end the tab is left as a person leaves it, the same for every agent, in the browser's order as a page
  // is unloaded: pagehide, then the page hidden.
  window.__leave = () => {
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  };
</script></body></html>`;

export interface Ingest {
  server: Server;
  url: string;
  raw: number;
  wire: number;
  pages: Map<string, string>;
}

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts)));
  });

/** RECORDER_DEBUG=1 prints each batch the ingest receives: whose, its size sent and read, and its message types. */
const DEBUG = Boolean(process.env.RECORDER_DEBUG);
function describeBatch(body: Buffer, req: IncomingMessage): void {
  const plain = req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
  const counts = new Map<number, number>();
  try {
    for (const m of decodeBatch(new Uint8Array(plain))) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  } catch (error) {
    console.log('batch not read:', error instanceof Error ? error.message : error);
  }
  // The reference's worker is a blob: its requests name no worker script.
  const whose = req.headers.referer ? 'ours' : 'reference';
  console.log(`batch ${whose} ${req.url}: ${body.length} B sent, ${plain.length} B read; type×count ${[...counts].map(([t, n]) => `${t}×${n}`).join(' ')}`);
}

export async function startIngest(): Promise<Ingest> {
  const rrweb = readFileSync(path.resolve('node_modules/@rrweb/record/dist/record.umd.min.cjs'));
  const reference = readFileSync(REFERENCE_SCRIPT);
  const state = { raw: 0, wire: 0 };
  const pages = new Map<string, string>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/ingest/v1/web/start') {
      await readBody(req);
      // Both agents gzip a batch above the threshold the start reply names (the ingest's default).
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ token: 't', userUUID: 'u', sessionID: 's', delay: 0, compressionThreshold: DEFAULT_COMPRESSION_THRESHOLD }));
    } else if (url.pathname === '/ingest/v1/web/i') {
      const body = await readBody(req);
      state.wire += body.length;
      if (DEBUG) describeBatch(body, req);
      state.raw += req.headers['content-encoding'] === 'gzip' ? gunzipSync(body).length : body.length;
      res.writeHead(200).end();
    } else if (url.pathname === '/reference/tracker.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(reference);
    } else if (url.pathname === '/rrweb.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(rrweb);
    } else if (url.pathname.startsWith('/tracker/') || (BASE_DIR && url.pathname.startsWith('/tracker-base/'))) {
      const base = url.pathname.startsWith('/tracker/');
      const file = path.resolve(base ? TRACKER_DIR : BASE_DIR!, url.pathname.slice(base ? '/tracker/'.length : '/tracker-base/'.length));
      let content: Buffer | null = null;
      try {
        content = readFileSync(file);
      } catch {
        content = null;
      }
      if (content) res.writeHead(200, { 'content-type': 'text/javascript' }).end(content);
      else res.writeHead(404).end();
    } else if (pages.has(url.pathname)) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(pages.get(url.pathname));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const ingest: Ingest = {
    server,
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    get raw() { return state.raw; },
    get wire() { return state.wire; },
    pages,
  } as Ingest;
  return ingest;
}

interface Sample { taskMs: number; cpuMs: number; longest: number; bytes: number; wire: number }

/** Main-thread task time (wall) and main-thread CPU time, in ms, so far. */
async function taskDuration(cdp: CDPSession): Promise<{ task: number; cpu: number }> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const pick = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: pick('TaskDuration'), cpu: pick('ThreadTime') };
}

async function sample(browser: Browser, ingest: Ingest, w: Workload, variant: Variant, run: number): Promise<Sample> {
  const pagePath = `/${encodeURIComponent(w.name)}-${variant}-${run}`;
  ingest.pages.set(pagePath, PAGE(w, variant));
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${ingest.url}${pagePath}`);
    await page.waitForFunction(() => typeof (window as unknown as { __startRecorder?: unknown }).__startRecorder === 'function');
    const measureStart = async () => {
      const before = await taskDuration(cdp);
      const wire0 = ingest.wire;
      const raw0 = ingest.raw;
      return { before, wire0, raw0 };
    };
    let m: { before: { task: number; cpu: number }; wire0: number; raw0: number };
    let events0 = 0;
    if (w.snapshot) {
      m = await measureStart();
      await page.evaluate(() => (window as unknown as { __longest: number }).__longest = 0);
      await page.evaluate(() => (window as unknown as { __startRecorder(): Promise<boolean> }).__startRecorder());
    } else {
      const ok = await page.evaluate(() => (window as unknown as { __startRecorder(): Promise<boolean> }).__startRecorder());
      if (!ok) throw new Error(`${variant} did not start`);
      await page.waitForTimeout(SETTLE_MS);
      await page.evaluate(() => (window as unknown as { __flush(): void }).__flush());
      await page.waitForTimeout(300);
      events0 = await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events.length);
      await page.evaluate(() => (window as unknown as { __longest: number }).__longest = 0);
      m = await measureStart();
      await page.evaluate(w.run);
    }
    await page.waitForTimeout(SETTLE_MS);
    const after = await taskDuration(cdp);
    const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
    const cost = { taskMs: after.task - m.before.task, cpuMs: after.cpu - m.before.cpu, longest };
    if (variant === 'rrweb') {
      const json = await page.evaluate((from) => JSON.stringify((window as unknown as { __events: unknown[] }).__events.slice(from)), events0);
      return { ...cost, bytes: Buffer.byteLength(json), wire: gzipSync(json).length };
    }
    // Ours sends its exit batch (the page's visibility, the last web vitals) at this leave and it counts; the
    // reference sends its own only when the tab really closes, after the window. (A real close in its place is not
    // used: the reference then sends nothing more, its last batch lost with the tab.)
    await page.evaluate(() => (window as unknown as { __leave(): void }).__leave());
    await page.waitForTimeout(500);
    return { ...cost, bytes: ingest.raw - m.raw0, wire: ingest.wire - m.wire0 };
  } finally {
    await context.close();
  }
}

const kb = (n: number) => (n >= 1024 ? `${(n / 1024).toFixed(1)} KB` : `${n} B`);

export async function reportRecorder(browser: Browser, table: (title: string, header: string[], rows: string[][]) => void): Promise<void> {
  const ingest = await startIngest();
  try {
    const rows: string[][] = [];
    const verdicts: string[][] = [];
    const referenceRows: string[][] = [];
    for (const w of WORKLOADS.filter((x) => !ONLY.length || ONLY.some((word) => x.name.includes(word)))) {
      const results = {} as Record<Variant, Sample[]>;
      for (const v of VARIANTS) results[v] = [];
      // Interleaved, so a slow moment of the shared machine hits every variant alike.
      for (let run = 0; run < RUNS; run++) {
        for (const v of VARIANTS) if (v !== 'reference' || run < REFERENCE_RUNS) results[v].push(await sample(browser, ingest, w, v, run));
      }
      const base = median(results.none.map((s) => s.taskMs));
      const over = (v: Variant) => median(results[v].map((s) => s.taskMs)) - base;
      const cpuBase = median(results.none.map((s) => s.cpuMs));
      const cpuOver = (v: Variant) => median(results[v].map((s) => s.cpuMs)) - cpuBase;
      const cpuRatio = cpuOver('rrweb') > 0 ? cpuOver('ours') / cpuOver('rrweb') : NaN;
      const longest = (v: Variant) => Math.max(...results[v].map((s) => s.longest));
      const bytes = (v: Variant) => median(results[v].map((s) => s.bytes));
      const wire = (v: Variant) => median(results[v].map((s) => s.wire));
      const ratio = over('rrweb') > 0 ? over('ours') / over('rrweb') : NaN;
      const lt = (x: number) => (x >= 50 ? `${Math.round(x)} ms` : '<50 ms');
      rows.push([
        w.name,
        `${Math.round(base)} ms`,
        `+${Math.round(over('rrweb'))} ms`,
        `+${Math.round(over('ours'))} ms`,
        Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a',
        `+${Math.round(cpuOver('rrweb'))} / +${Math.round(cpuOver('ours'))} ms (${Number.isFinite(cpuRatio) ? cpuRatio.toFixed(2) : 'n/a'})`,
        `${lt(longest('none'))} / ${lt(longest('rrweb'))} / ${lt(longest('ours'))}`,
        `${kb(bytes('rrweb'))} (${kb(wire('rrweb'))} gz)`,
        `${kb(bytes('ours'))} (${kb(wire('ours'))} sent)`,
        ...(BASE_DIR ? [`+${Math.round(cpuOver('base'))} ms (${(cpuOver('base') / cpuOver('rrweb')).toFixed(2)}) ${lt(longest('base'))}`] : []),
      ]);
      verdicts.push([
        w.name,
        ratio <= 0.5 ? 'PASS' : `MISS (${ratio.toFixed(2)})`,
        cpuRatio <= 0.5 ? 'PASS' : `MISS (${cpuRatio.toFixed(2)})`,
        longest('ours') < 50 || longest('ours') <= longest('none') ? 'PASS' : `MISS (${Math.round(longest('ours'))} ms)`,
        bytes('ours') < bytes('rrweb') ? 'PASS' : 'MISS',
      ]);
      referenceRows.push([
        w.name,
        `+${Math.round(over('reference'))} ms`,
        `+${Math.round(over('ours'))} ms`,
        `${kb(wire('reference'))} (${kb(bytes('reference'))} raw)`,
        `${kb(wire('ours'))} (${kb(bytes('ours'))} raw)`,
        wire('reference') > 0 ? (wire('ours') / wire('reference')).toFixed(2) : 'n/a',
        wire('ours') < wire('reference') ? 'PASS' : 'MISS',
      ]);
    }
    // TaskDuration is wall time of the main thread's tasks; on a loaded machine it includes time the thread
    // waited for a core, so the main thread's CPU time (ThreadTime) is printed beside it.
    table(
      `Recorder main-thread cost over no recorder (CDP TaskDuration and ThreadTime, median of ${RUNS}); longest task none / rrweb / ours; bytes recorded`,
      ['workload', 'no recorder', 'rrweb', 'ours', 'ours/rrweb', 'CPU rrweb / ours (ratio)', 'longest task', 'rrweb bytes (JSON)', 'our bytes (batches)', ...(BASE_DIR ? ['CPU base (ratio), longest'] : [])],
      rows,
    );
    table('Recorder goals: ≤ half of rrweb, no task ≥ 50 ms from the agent, fewer bytes', ['workload', 'task time', 'CPU time', 'longest task', 'bytes'], verdicts);
    table(
      `Bytes on the wire beside the reference agent (@openreplay/tracker 16.2.1, same protocol and ingest; median of ${REFERENCE_RUNS}, ours of ${RUNS}); task time over no recorder`,
      ['workload', 'reference task', 'our task', 'reference sent', 'ours sent', 'ours/reference', 'fewer bytes'],
      referenceRows,
    );
    const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
    const workerDir = path.resolve('dist/tracker/worker');
    let workerBytes = 0;
    try {
      for (const f of (await import('node:fs')).readdirSync(workerDir)) workerBytes += gz(path.join(workerDir, f));
    } catch {
      // no worker built
    }
    const mainBytes = gz(path.resolve('dist/tracker/tracker.js'));
    table('Recording agent size (gzip -9)', ['part', 'size'], [
      ['main thread (tracker.js)', kb(mainBytes)],
      ['worker', kb(workerBytes)],
      ['together (goal ≤ 20 KB)', kb(mainBytes + workerBytes)],
      ['rrweb recorder (record.umd.min)', kb(gz(path.resolve('node_modules/@rrweb/record/dist/record.umd.min.cjs')))],
      ['reference agent (its ES module, worker inlined)', kb(gz(REFERENCE_SCRIPT))],
    ]);
  } finally {
    ingest.server.closeAllConnections?.();
    await new Promise((r) => ingest.server.close(r));
  }
}

// `node --import tsx test/bench/recorder.ts` (after `npm run build`) runs this benchmark alone.
if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  const { launchChromium } = await import('../support/chromium');
  const line = (cells: string[], widths: number[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const print = (title: string, header: string[], rows: string[][]) => {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    console.log(`\n${title}\n${line(header, widths)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
    for (const r of rows) console.log(line(r, widths));
  };
  const browser = await launchChromium();
  try {
    await reportRecorder(browser, print);
  } finally {
    await browser.close();
  }
}
