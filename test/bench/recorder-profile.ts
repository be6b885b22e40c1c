// Where a recorder's cost goes in one workload of the recorder benchmark: the page is loaded, the
// recorder started and settled as in the benchmark, then the workload runs under the CDP sampling
// profiler (and a trace of the main thread's tasks) until the recorder is done. Prints the functions
// with the most self time, and the time by kind: the recorder's script, the page's own script,
// garbage collection, and the rest of the tasks (style, layout, the browser's own work).
//   node --import tsx test/bench/recorder-profile.ts "distinct values" [ours|rrweb|none]
import type { CDPSession } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { PAGE, startIngest, type Variant } from './recorder';
import { WORKLOADS } from './recorder-workloads';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } }

/**
 * The main thread's time by trace event, as self time (an event's duration less its children's), for the
 * events of the renderer's main thread: what the tasks are made of besides script.
 */
function printTrace(events: TraceEvent[]): void {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return;
  const complete = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const e of complete) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur! <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur! / 1000);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur! / 1000);
    stack.push(e);
  }
  const total = complete.filter((e) => e.name === 'RunTask').reduce((s, e) => s + e.dur! / 1000, 0);
  console.log(`main-thread tasks ${total.toFixed(1)} ms; self time by trace event (ms)`);
  for (const [n, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(`  ${ms.toFixed(1).padStart(8)}  ${n}`);
}

const pick = process.argv[2] ?? 'distinct values';
const variant = (process.argv[3] ?? 'ours') as Variant;
const workload = WORKLOADS.find((w) => w.name.includes(pick));
if (!workload) throw new Error(`no workload named like "${pick}"`);

const ingest = await startIngest();
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  const path = `/profile-${variant}`;
  ingest.pages.set(path, PAGE(workload, variant));
  await page.goto(`${ingest.url}${path}`);
  await page.waitForFunction(() => typeof (window as unknown as { __startRecorder?: unknown }).__startRecorder === 'function');
  await page.evaluate(() => (window as unknown as { __startRecorder(): Promise<boolean> }).__startRecorder());
  await page.waitForTimeout(1200);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'blink'] });
  await cdp.send('Profiler.start');
  await page.evaluate(workload.run);
  await page.waitForTimeout(1200);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  printTrace(trace.traceEvents);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const kinds = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
    const kind = functionName === '(idle)' ? 'idle'
      : functionName === '(garbage collector)' ? 'garbage collection'
      : functionName === '(program)' ? 'browser (style, layout, tasks)'
      : url.includes('/tracker/') || url.includes('/rrweb.js') ? 'recorder script'
      : url === '' && functionName !== '' ? 'native (DOM calls)' : 'page script';
    kinds.set(kind, (kinds.get(kind) ?? 0) + ms);
    if (kind === 'idle') continue;
    const name = `${functionName || '(anonymous)'} ${url ? `${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  console.log(`${workload.name}, ${variant}: self time by kind (ms)`);
  for (const [k, ms] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`  ${ms.toFixed(1).padStart(8)}  ${k}`);
  console.log('functions with the most self time (ms)');
  for (const [f, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${ms.toFixed(1).padStart(8)}  ${f}`);
  await context.close();
} finally {
  await browser.close();
  ingest.server.closeAllConnections?.();
  ingest.server.close();
}
