// Web vitals (001 §9), a chunk of its own: FCP and TTFB as soon as they are known; LCP, CLS and INP
// each time the browser reports entries that change them (they can grow until the page is hidden), so
// the last value is in the recording whenever the page goes away. Each goes as
// WebVitals(name, {value, rating}) with the spec's thresholds, only when it changed; the replay keeps the last.
// The browser's performance entries are read directly: a few hundred bytes instead of a library.
import { vitalValue, type VitalName } from '../../domain/recording/web-vitals';
import { MessageType as M } from '../../protocol/messages';
import type { AgentModule, ModuleHooks } from './module-api';

type EventEntry = PerformanceEntry & { interactionId?: number; hadRecentInput?: boolean; value?: number };

/** INP: the worst interaction, or one worse-than-all-but-1-in-50 on pages with many of them. */
export function interactionToNextPaint(durations: Map<number, number>): number | null {
  if (durations.size === 0) return null;
  const sorted = [...durations.values()].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length / 50))];
}

export class WebVitalsCapture implements AgentModule {
  readonly #observers: PerformanceObserver[] = [];
  readonly #sent = new Map<VitalName, string>();
  #lcp: number | null = null;
  #cls = 0;
  #sessionValue = 0;
  #sessionStart = 0;
  #sessionLast = 0;
  readonly #interactions = new Map<number, number>();
  readonly #onHidden = () => {
    if (document.visibilityState === 'hidden') this.#flush();
  };

  readonly #hooks: ModuleHooks;

  constructor(hooks: ModuleHooks) {
    this.#hooks = hooks;
    const nav = performance.getEntriesByType?.('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
    // TTFB counts from activation for a prerendered page, from the navigation's start otherwise.
    if (nav && nav.responseStart > 0) this.#report('TTFB', Math.max(0, nav.responseStart - (nav.activationStart ?? 0)));
    this.#observe('paint', (e) => e.name === 'first-contentful-paint' && this.#report('FCP', e.startTime));
    this.#observe('largest-contentful-paint', (e) => (this.#lcp = e.startTime));
    this.#observe('layout-shift', (e) => this.#shift(e));
    this.#observe('event', (e) => {
      const id = e.interactionId;
      if (id) this.#interactions.set(id, Math.max(this.#interactions.get(id) ?? 0, e.duration));
    });
    document.addEventListener('visibilitychange', this.#onHidden, true);
  }

  stop(): void {
    this.#flush();
    for (const o of this.#observers.splice(0)) o.disconnect();
    document.removeEventListener('visibilitychange', this.#onHidden, true);
  }

  #observe(type: string, each: (entry: EventEntry) => unknown): void {
    try {
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) each(entry as EventEntry);
        this.#flush();
      });
      observer.observe({ type, buffered: true, ...(type === 'event' ? { durationThreshold: 16 } : {}) } as PerformanceObserverInit);
      this.#observers.push(observer);
    } catch {
      // A browser without this entry type: that vital is not reported.
    }
  }

  /** CLS: the largest session window of shifts (gaps under 1 s, windows under 5 s) without recent input. */
  #shift(e: EventEntry): void {
    if (e.hadRecentInput || typeof e.value !== 'number') return;
    if (this.#sessionValue && e.startTime - this.#sessionLast < 1000 && e.startTime - this.#sessionStart < 5000) this.#sessionValue += e.value;
    else {
      this.#sessionValue = e.value;
      this.#sessionStart = e.startTime;
    }
    this.#sessionLast = e.startTime;
    this.#cls = Math.max(this.#cls, this.#sessionValue);
  }

  #flush(): void {
    if (this.#lcp !== null) this.#report('LCP', this.#lcp);
    this.#report('CLS', this.#cls);
    const inp = interactionToNextPaint(this.#interactions);
    if (inp !== null) this.#report('INP', inp);
  }

  #report(name: VitalName, value: number): void {
    const text = vitalValue(name, value);
    if (this.#sent.get(name) === text) return;
    this.#sent.set(name, text);
    this.#hooks.send([M.WebVitals, name, text]);
  }
}
