// The recorder benchmark's workloads measured in main-thread CPU time from a Chromium trace: the thread time
// of each task (not wall time, which a shared, loaded machine stretches many times over), the longest task,
// what the recorder's scripts took (and how much of that ran inside the page's own task, where the observer's
// callback runs), garbage collection and the number of tasks. Runs are interleaved as in recorder.ts.
// PROBES adds bare observers as variants, to learn what merely observing costs beside a recorder.
//   RECORDER_ONLY="distinct values" RUNS=5 node --import tsx test/bench/recorder-trace.ts   (after the tracker's build)
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { PAGE, startIngest, type Ingest, type Variant } from './recorder';
import { WORKLOADS, type Workload } from './recorder-workloads';
import { median } from './median';

interface TraceEvent { name: string; cat: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string; data?: { url?: string; functionName?: string } } }
interface Figures { cpu: number; longest: number; script: number; callback: number; inTask: number; gc: number; style: number; tasks: number }

/**
 * Observers written out as variants, to learn what merely observing costs: PROBES='name=body;;name=body' where body is the
 * callback's body over `records` (for example: `for (const r of records) { r.target; r.attributeName }`).
 */
const PROBES = new Map((process.env.PROBES ?? '').split(';;').filter(Boolean).map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
const probePage = (w: Workload, body: string) => PAGE(w, 'none').replace(
  'window.__startRecorder = async () => {',
  `window.__startRecorder = async () => { new MutationObserver((records) => { ${body} }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });`,
);

const ONLY = (process.env.RECORDER_ONLY ?? 'distinct').split(',');
const RUNS = Number(process.env.RUNS ?? 5);
const VARIANTS = [...(process.env.VARIANTS ?? 'none,rrweb,ours').split(','), ...PROBES.keys()] as Variant[];
const CATEGORIES = ['toplevel', 'devtools.timeline'];

async function traced(browser: Browser, ingest: Ingest, w: Workload, variant: Variant, run: number): Promise<Figures> {
  const pagePath = `/trace-${variant}-${run}`;
  ingest.pages.set(pagePath, PROBES.has(variant) ? probePage(w, PROBES.get(variant)!) : PAGE(w, variant));
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${ingest.url}${pagePath}`);
    await page.waitForFunction(() => typeof (window as unknown as { __startRecorder?: unknown }).__startRecorder === 'function');
    if (!w.snapshot) {
      await page.evaluate(() => (window as unknown as { __startRecorder(): Promise<boolean> }).__startRecorder());
      await page.waitForTimeout(1200);
      await page.evaluate(() => (window as unknown as { __flush(): void }).__flush());
      await page.waitForTimeout(300);
    }
    await browser.startTracing(page, { categories: CATEGORIES });
    if (w.snapshot) await page.evaluate(() => (window as unknown as { __startRecorder(): Promise<boolean> }).__startRecorder());
    else await page.evaluate(w.run);
    await page.waitForTimeout(1200);
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    const mains = traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    // The page's renderer: the main thread that ran the workload's script.
    const scoreOf = (pid: number, tid: number) => traceEvents.filter((e) => e.pid === pid && e.tid === tid && e.name === 'FunctionCall').length;
    const main = mains.map((m) => ({ pid: m.pid, tid: m.tid, score: scoreOf(m.pid, m.tid) })).sort((a, b) => b.score - a.score)[0];
    const own = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const tasks = own.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
    const sum = (xs: TraceEvent[]) => xs.reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000;
    const recorderUrl = variant === 'rrweb' ? 'rrweb.js' : variant === 'ours' ? '/tracker/' : variant === 'base' ? '/tracker-base/' : '/trace-';
    // Outermost script calls of the recorder (nested ones are inside them).
    const calls = own.filter((e) => e.name === 'FunctionCall' && (e.args?.data?.url ?? '').includes(recorderUrl));
    const outer = calls.filter((c) => !calls.some((o) => o !== c && o.ts <= c.ts && o.ts + (o.dur ?? 0) >= c.ts + (c.dur ?? 0)));
    // The page's own task (the workload, with the observer's callbacks at its end).
    const pageTask = tasks.reduce((a, t) => ((t.tdur ?? 0) > (a?.tdur ?? 0) && own.some((e) => e.name === 'Receive mojo message' && e.ts >= t.ts && e.ts <= t.ts + (t.dur ?? 0)) ? t : a), undefined as TraceEvent | undefined);
    const gcs = own.filter((e) => e.name === 'MinorGC' || e.name === 'MajorGC' || e.name === 'V8.GCScavenger' || e.name === 'V8.GCFinalizeMC');
    const style = own.filter((e) => e.name === 'UpdateLayoutTree' || e.name === 'RecalculateStyles' || e.name === 'Layout');
    return {
      cpu: sum(tasks),
      longest: Math.max(0, ...tasks.map((t) => (t.tdur ?? 0) / 1000)),
      script: sum(outer),
      callback: (pageTask?.tdur ?? 0) / 1000,
      inTask: sum(outer.filter((c) => pageTask && c.ts >= pageTask.ts && c.ts <= pageTask.ts + (pageTask.dur ?? 0))),
      gc: sum(gcs.filter((g) => g.name === 'MinorGC' || g.name === 'MajorGC')),
      style: sum(style),
      tasks: tasks.length,
    };
  } finally {
    await context.close();
  }
}


const ingest = await startIngest();
const browser = await launchChromium();
try {
  for (const w of WORKLOADS.filter((x) => ONLY.some((word) => x.name.includes(word)))) {
    const all = {} as Record<Variant, Figures[]>;
    for (const v of VARIANTS) all[v] = [];
    for (let run = 0; run < RUNS; run++) for (const v of VARIANTS) all[v].push(await traced(browser, ingest, w, v, run));
    const m = (v: Variant, k: keyof Figures) => median(all[v].map((f) => f[k]));
    const base = all.none ? m('none', 'cpu') : 0;
    console.log(`\n${w.name} (thread CPU ms, median of ${RUNS})`);
    for (const v of VARIANTS) {
      const over = m(v, 'cpu') - base;
      console.log(
        `  ${v.padEnd(6)} cpu ${m(v, 'cpu').toFixed(1).padStart(7)}  over ${over.toFixed(1).padStart(7)}  longest ${m(v, 'longest').toFixed(1).padStart(6)} (max ${Math.max(...all[v].map((f) => f.longest)).toFixed(1)})  recorder script ${m(v, 'script').toFixed(1).padStart(6)} page's task ${m(v, 'callback').toFixed(1)} (recorder in it ${m(v, 'inTask').toFixed(1)})  gc ${m(v, 'gc').toFixed(1)}  style+layout ${m(v, 'style').toFixed(1)}  tasks ${m(v, 'tasks')}`,
      );
    }
    const over = (v: Variant) => m(v, 'cpu') - base;
    if (all.rrweb && all.ours && all.none) console.log(`  ours/rrweb ${(over('ours') / over('rrweb')).toFixed(2)}`);
    if (all.rrweb && all.base && all.none) console.log(`  base/rrweb ${(over('base') / over('rrweb')).toFixed(2)}`);
  }
} finally {
  await browser.close();
  ingest.server.close();
}
