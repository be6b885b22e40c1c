// The optional modules' options, as any page script may give them (wrong types fall back to the
// defaults): which modules load, and their own settings. Listed in docs/tracker.md.
import { CONSOLE_LEVELS, type ConsoleLevel } from '../../domain/recording/console-text';
import type { NetworkSanitiser } from '../../domain/recording/network-record';

export interface NetworkOptions {
  /** Send request and response bodies (masked); off by default. */
  captureBodies: boolean;
  /** The site's own sanitiser: returns the record to send, or nothing to drop it. */
  sanitiser: NetworkSanitiser | null;
}

const objectOf = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

export function networkOptions(given: unknown): NetworkOptions {
  const o = objectOf(given);
  const sanitiser = typeof o.sanitiser === 'function' ? o.sanitiser : o.sanitizer;
  return { captureBodies: o.captureBodies === true, sanitiser: typeof sanitiser === 'function' ? (sanitiser as NetworkSanitiser) : null };
}

export function consoleLevels(given: unknown): ConsoleLevel[] {
  const levels = objectOf(given).levels;
  return Array.isArray(levels) ? CONSOLE_LEVELS.filter((l) => levels.includes(l)) : [...CONSOLE_LEVELS];
}

export interface ModuleSettings {
  /** Network and GraphQL capture (default on, bodies off); null when `network: false`. */
  network: NetworkOptions | null;
  /**
   * Console levels recorded; null unless the site turns console capture on (`console: true` or `{ levels }`):
   * a page's console lines carry whatever its code prints, a shopper's address in a logged object included,
   * so nothing of them is recorded by default.
   */
  consoleLevels: ConsoleLevel[] | null;
  /** Uncaught errors and unhandled rejections (default on). */
  exceptions: boolean;
  /** FCP, LCP, CLS, INP, TTFB with their rating (default on). */
  webVitals: boolean;
  /** Feature flags from the ingest, when its start reply enables them (default on). */
  featureFlags: boolean;
  /** The project's tags (default on). */
  tags: boolean;
  /** Canvas snapshots, when the start reply enables them (default on). */
  canvas: boolean;
}

export function moduleSettings(given: Record<string, unknown>): ModuleSettings {
  const off = (key: string) => given[key] === false;
  return {
    network: off('network') ? null : networkOptions(given.network),
    consoleLevels: given.console === true || (typeof given.console === 'object' && given.console !== null) ? consoleLevels(given.console) : null,
    exceptions: !off('exceptions'),
    webVitals: !off('webVitals'),
    featureFlags: !off('featureFlags'),
    tags: !off('tags'),
    canvas: !off('canvas'),
  };
}
