// The shop's first screen on a mid-range phone over slow 4G, as Lighthouse's mobile settings take it: the CPU
// slowed 4×, 150 ms round trip, 1.6 Mbps down and 750 kbps up, a 390×844 screen; each page loaded cold in a
// fresh context. Largest Contentful Paint and Cumulative Layout Shift from the page's own observers; total
// blocking time as Lighthouse sums it (each long task's time beyond 50 ms, from the first contentful paint until
// the network is quiet); and the home page's JavaScript fetched until then, gzipped.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { gzipKbOf } from './bundle-size';
import { median } from './median';

/** The goals: web.dev's "good" LCP and CLS, Lighthouse's "good" total blocking time, and the home page's bytes. */
export const MOBILE_GOALS = { lcpMs: 2500, cls: 0.05, tbtMs: 150, homeJsKb: 130 } as const;

/** 'Add to Cart' (the modal's confirm) to the line in the drawer, with the CPU slowed 4×. */
export const MOBILE_ADD_GOAL_MS = 150;

/** Lighthouse's mobile throttling, by the Chrome DevTools Protocol. */
export const MOBILE_THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
} as const;

/** A page's network and CPU slowed as MOBILE_THROTTLING says, its cache off (every load a first visit). */
export async function throttleLikeAPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_THROTTLING.latencyMs,
    downloadThroughput: MOBILE_THROTTLING.downloadBytesPerSecond,
    uploadThroughput: MOBILE_THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
}

const SEE = { timeout: 60_000 };

/** Runs before any page script: LCP, layout shifts not caused by input, first contentful paint and long tasks. */
const MOBILE_VITALS_SCRIPT = `
  window.__mobile = { lcp: null, lcpElement: null, cls: 0, fcp: null, longTasks: [] };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__mobile.lcp = e.startTime;
        const el = e.element;
        window.__mobile.lcpElement = el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') : e.url || null;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__mobile.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__mobile.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__mobile.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    window.__mobile.error = String(error);
  }
`;

interface PageVitals {
  lcp: number | null;
  lcpElement: string | null;
  cls: number;
  fcp: number | null;
  longTasks: [number, number][];
  quietAt: number;
  error?: string;
}

export interface MobileSample {
  lcp: number | null;
  lcpElement: string | null;
  fcp: number | null;
  cls: number;
  tbt: number;
  scripts: string[];
}

export interface MobilePage {
  name: string;
  path: string;
  /** What a person waits for before the page counts as shown. */
  ready: (page: Page) => Promise<void>;
}

/** Total blocking time: each long task's time beyond 50 ms, counted from the first contentful paint on. */
export function totalBlockingTime(longTasks: [number, number][], fcp: number, until: number): number {
  let sum = 0;
  for (const [start, duration] of longTasks) {
    const end = start + duration;
    if (end <= fcp || start >= until) continue;
    // Lighthouse counts only the part of a task after the first contentful paint.
    const from = Math.max(start, fcp);
    const blocking = end - from - 50;
    if (blocking > 0) sum += blocking;
  }
  return sum;
}

/** One cold load of `url` on the throttled phone. */
export async function loadOnPhone(browser: Browser, url: string, ready: (page: Page) => Promise<void>): Promise<MobileSample> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  try {
    await context.addInitScript({ content: MOBILE_VITALS_SCRIPT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttleLikeAPhone(cdp);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const u = new URL(request.url());
      if (u.pathname.endsWith('.js')) scripts.add(u.pathname);
    });
    await page.goto(url, { waitUntil: 'load', timeout: SEE.timeout });
    // Nothing of the bench runs in the page until its load is measured, as nothing runs in a shopper's: a
    // locator's polling is work on the page's main thread, and on the slowed CPU its queries and its injected
    // script were long tasks of 90–190 ms that the sum counted as the shop's. The load is awaited from outside
    // (the network's quiet), what the person waits for is checked after.
    // The agent's uploads may keep a throttled link busy: past 30 s the load counts as quiet where it stands.
    const quiet = await page.waitForLoadState('networkidle', { timeout: 30_000 }).then(() => true, () => false);
    // Read by the protocol rather than page.evaluate, whose first call injects Playwright's script into the page.
    const now = await cdp.send('Runtime.evaluate', { expression: 'performance.now()', returnByValue: true });
    const quietAt = (now.result.value as number) + (quiet ? 0 : 500);
    // Late images and chunks may still paint or shift: give them a moment, then read.
    await page.waitForTimeout(1000);
    await ready(page);
    const v = (await page.evaluate(() => (window as unknown as { __mobile: PageVitals }).__mobile)) as PageVitals;
    if (v.error) throw new Error(v.error);
    // networkidle resolves 500 ms after the last request ended: the quiet began then. A page that went quiet
    // before its largest paint (a long task with no request in flight) is counted to that paint at least.
    const until = Math.max(quietAt - 500, v.lcp ?? 0);
    const tbt = v.fcp === null ? 0 : totalBlockingTime(v.longTasks, v.fcp, until);
    return { lcp: v.lcp, lcpElement: v.lcpElement, fcp: v.fcp, cls: v.cls, tbt, scripts: [...scripts].sort() };
  } finally {
    await context.close();
  }
}

type Table = (title: string, header: string[], rows: string[][]) => void;

const ms = (x: number) => `${Math.round(x)} ms`;
const mark = (ok: boolean) => (ok ? 'PASS' : 'OVER');

/** Prints the phone table: each page's median LCP, CLS and total blocking time, and the home page's JavaScript. */
export async function reportMobile(browser: Browser, baseUrl: string, dist: string, pages: MobilePage[], runs: number, table: Table) {
  const rows: string[][] = [];
  let homeKb: number | null = null;
  for (const p of pages) {
    const samples: MobileSample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await loadOnPhone(browser, `${baseUrl}${p.path}`, p.ready));
    const lcps = samples.map((s) => s.lcp).filter((x): x is number => typeof x === 'number');
    const lcp = lcps.length ? median(lcps) : NaN;
    const fcp = median(samples.map((s) => s.fcp ?? NaN));
    const cls = median(samples.map((s) => s.cls));
    const tbt = median(samples.map((s) => s.tbt));
    const ok = lcp <= MOBILE_GOALS.lcpMs && cls <= MOBILE_GOALS.cls && tbt <= MOBILE_GOALS.tbtMs;
    if (p.path === '/') homeKb = median(samples.map((s) => gzipKbOf(dist, s.scripts)));
    rows.push([
      p.name,
      ms(fcp),
      Number.isNaN(lcp) ? 'n/a' : ms(lcp),
      lcps.length ? `${ms(Math.min(...lcps))}–${ms(Math.max(...lcps))}` : '',
      cls.toFixed(3),
      ms(tbt),
      samples[0].lcpElement ?? '',
      mark(ok),
    ]);
  }
  table(
    `On a phone: CPU ${MOBILE_THROTTLING.cpuSlowdown}×, ${MOBILE_THROTTLING.latencyMs} ms RTT, 1.6 Mbps down, 750 kbps up, 390×844, median of ${runs} cold loads ` +
      `(goals: LCP ≤ ${MOBILE_GOALS.lcpMs} ms, CLS ≤ ${MOBILE_GOALS.cls}, TBT ≤ ${MOBILE_GOALS.tbtMs} ms)`,
    ['page', 'FCP', 'LCP', 'LCP range', 'CLS', 'TBT', 'LCP element', 'verdict'],
    rows,
  );
  if (homeKb !== null) {
    table('On a phone: the home page’s JavaScript until the network is quiet, gzip -9', ['figure', 'value', 'goal', 'verdict'], [
      ['home JS until quiet', `${homeKb.toFixed(1)} KB`, `≤ ${MOBILE_GOALS.homeJsKb} KB`, mark(homeKb <= MOBILE_GOALS.homeJsKb)],
    ]);
  }
}
