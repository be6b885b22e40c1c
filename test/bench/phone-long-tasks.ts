// `node --import tsx test/bench/phone-long-tasks.ts [path…]` (after `vite build`): the long tasks of a cold load on
// the bench's throttled phone (test/bench/mobile.ts), each named by what ran in it. A Chromium trace gives the main
// thread's tasks and the V8 CPU profile's samples; every task over 50 ms from the first contentful paint until the
// network is quiet is printed with its length, what started it (a script's evaluation, a timer, a message, an
// event) and the functions and files that took most of its time. A profiling aid beside the bench's figures, which
// only sum the tasks. BENCH_DIST names the build (default dist).
import type { Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { startMockServer } from '../../src/server/http/server';
import { throttleLikeAPhone } from './mobile';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
}

const DIST = process.env.BENCH_DIST ?? 'dist';
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => page.getByRole('link', { name: 'Treat and Chew Box', exact: true }).first().waitFor({ timeout: 60_000 }) },
  { path: '/treat-and-chew-box', ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 }) },
  { path: '/meatballs', ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 }) },
  { path: '/referral', ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 }) },
];

const short = (url: string) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') : '(native)');

/** The page's main thread: the renderer thread (CrRendererMain) that ran the most of the shop's scripts. */
function mainThread(events: TraceEvent[], origin: string): { pid: number; tid: number } {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = { pid: 0, tid: 0 };
  let most = -1;
  for (const n of names) {
    const count = events.filter((e) => e.pid === n.pid && e.tid === n.tid && String(e.args?.data?.url ?? '').startsWith(origin)).length;
    if (count > most) (most = count), (best = { pid: n.pid, tid: n.tid });
  }
  return best;
}

/** The CPU profile's samples of the main thread, each a timestamp and its stack's leaf node. */
function samplesOf(events: TraceEvent[], thread: { pid: number; tid: number }) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profiles = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid) profiles.set(e.id!, (e.args!.data as { startTime: number }).startTime);
  }
  const clock = new Map(profiles);
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== thread.pid || !clock.has(e.id!)) continue;
    const data = e.args!.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    let t = clock.get(e.id!)!;
    ids.forEach((id, i) => {
      t += deltas[i] ?? 0;
      samples.push({ ts: t, node: id });
    });
    clock.set(e.id!, t);
  }
  return { nodes, samples };
}

async function profile(path: string, ready: (page: Page) => Promise<void>) {
  const browser = await launchChromium();
  const server = await startMockServer({ port: 0, dataDir: null, staticDir: DIST, log: () => {} });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    await context.addInitScript({
      content: `window.__fcp = null; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime; }).observe({ type: 'paint', buffered: true });`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttleLikeAPhone(cdp);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'],
    });
    await page.goto(server.url + path, { waitUntil: 'load', timeout: 120_000 });
    // As the bench does (mobile.ts): nothing of Playwright's runs in the page until the network is quiet. A
    // locator's polling injects its script and queries roles on the slowed main thread, long tasks that are not the
    // shop's; what the person waits for is checked after.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    const now = await cdp.send('Runtime.evaluate', { expression: 'performance.now()', returnByValue: true });
    const quietAt = (now.result.value as number) - 500;
    await ready(page);
    await page.waitForTimeout(300);
    const fcp = (await page.evaluate(() => (window as unknown as { __fcp: number | null }).__fcp)) ?? 0;
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await context.close();
    return { trace: trace.traceEvents, fcp, quietAt, origin: server.url };
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
}

function report(path: string, events: TraceEvent[], fcp: number, quietAt: number, origin: string) {
  const thread = mainThread(events, origin);
  const mine = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
  // performance.now()'s zero is the navigation's start: the trace's mark tells its clock reading then.
  const navStart = events.filter((e) => e.name === 'navigationStart' && e.pid === thread.pid && String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin)).pop()?.ts ?? mine[0]?.ts ?? 0;
  const at = (ts: number) => (ts - navStart) / 1000;
  const { nodes, samples } = samplesOf(events, thread);
  const tasks = mine.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
  let tbt = 0;
  console.log(`\n${path}: FCP ${Math.round(fcp)} ms, quiet from ${Math.round(quietAt)} ms`);
  for (const task of tasks) {
    const start = at(task.ts);
    const ms = task.dur! / 1000;
    const counted = start + ms > fcp && start < quietAt ? Math.max(0, start + ms - Math.max(start, fcp) - 50) : 0;
    tbt += counted;
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur!);
    const what = inside
      .filter((e) => ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'ParseHTML', 'FireAnimationFrame', 'RunMicrotasks', 'v8.compileModule'].includes(e.name))
      .slice(0, 3)
      .map((e) => `${e.name}${e.args?.data?.url ? ' ' + short(String(e.args.data.url)) : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}${e.args?.data?.type ? ' ' + e.args.data.type : ''}`);
    const layout = inside.filter((e) => ['Layout', 'UpdateLayoutTree', 'Paint', 'ParseAuthorStyleSheet'].includes(e.name)).reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
    // Self time by function and by file, from the samples inside the task.
    const byFn = new Map<string, number>();
    const byFile = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur!);
    for (let i = 0; i < within.length; i++) {
      const next = within[i + 1]?.ts ?? task.ts + task.dur!;
      const dt = (next - within[i].ts) / 1000;
      const frame = nodes.get(within[i].node)?.callFrame;
      if (!frame) continue;
      const fn = `${frame.functionName || '(anonymous)'} ${short(frame.url)}`;
      byFn.set(fn, (byFn.get(fn) ?? 0) + dt);
      // The file: the nearest frame up the stack with a script address.
      let n: ProfileNode | undefined = nodes.get(within[i].node);
      while (n && !n.callFrame.url) n = n.parent !== undefined ? nodes.get(n.parent) : undefined;
      const file = n ? short(n.callFrame.url) : '(no script)';
      byFile.set(file, (byFile.get(file) ?? 0) + dt);
    }
    const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, t]) => `${n} ${t.toFixed(0)}`).join('; ');
    console.log(`  task at ${start.toFixed(0)} ms, ${ms.toFixed(0)} ms long${counted ? `, blocking ${counted.toFixed(0)}` : ' (outside FCP..quiet)'}: ${what.join(' | ')}${layout ? ` | style/layout/paint ${layout.toFixed(0)} ms` : ''}`);
    console.log(`    files: ${top(byFile, 5)}`);
    console.log(`    functions: ${top(byFn, 6)}`);
  }
  console.log(`  total blocking time of this load ${tbt.toFixed(0)} ms`);
}

async function main() {
  const wanted = process.argv.slice(2);
  for (const p of PAGES.filter((p) => wanted.length === 0 || wanted.includes(p.path))) {
    const { trace, fcp, quietAt, origin } = await profile(p.path, p.ready);
    report(p.path, trace, fcp, quietAt, origin);
  }
}

void main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
