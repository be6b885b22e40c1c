import type { NetworkSanitiser } from '../domain/recording/network-record';
// Every setting a site owner can give `new Tracker({...})`, with its default (listed in docs/tracker.md).

export interface TrackerOptions {
  /** The project's key at the ingest service (required). */
  projectKey: string;
  /** Ingest base URL; its default path ends in /ingest. */
  ingestPoint?: string;
  /** The site's revision, sent with the start request. */
  revID?: string;
  /** Set when the agent was embedded by a snippet rather than bundled. */
  isSnippet?: boolean;
  /** URL of the agent's worker script (default: the worker built beside the agent's module). */
  workerUrl?: string | URL;
  /** Records before the start reply, in two alternating buffers, until a start succeeds. */
  coldStart?: boolean;
  /** Private mode: every text is masked except in nodes marked with `unmaskAttribute`. */
  privateMode?: boolean;
  /** Mask e-mail addresses in page text, labels and titles. */
  maskEmails?: boolean;
  /** Mask 13–19 digit runs shaped like card numbers in page text. */
  maskCardNumbers?: boolean;
  /** Replace every digit of page text by 0. */
  zeroDigits?: boolean;
  /** Record input values in clear (passwords, hidden fields and card fields never are). */
  unmaskInputs?: boolean;
  /** Attribute that makes a node's text asterisks and its inputs obscured. */
  obscureAttribute?: string;
  /** Attribute that marks a node (and its subtree) safe: its text is kept in private mode and its inputs in clear. */
  unmaskAttribute?: string;
  /** Prefix of the agent's session and local storage keys. */
  storagePrefix?: string;
  /** Milliseconds start() waits for other tabs of the site to answer the tab broadcast. */
  tabWaitMs?: number;
  /** Longest slice of main-thread work the recorder does before yielding, in ms. */
  sliceBudgetMs?: number;
  /** Print the one warning a failed start gives (default on). */
  warnOnFailure?: boolean;
  // The optional modules' options (read by src/tracker/modules/module-settings.ts, not here, so the core stays small).
  /** Network and GraphQL capture (default on; bodies off). */
  network?: boolean | { captureBodies?: boolean; sanitiser?: NetworkSanitiser; sanitizer?: NetworkSanitiser };
  /** Console capture (default on, every level). */
  console?: boolean | { levels?: string[] };
  /** Uncaught errors and unhandled rejections (default on). */
  exceptions?: boolean;
  webVitals?: boolean;
  featureFlags?: boolean;
  tags?: boolean;
  /** Canvas snapshots, when the start reply enables them (default on). */
  canvas?: boolean;
  /** The agent's own console lines: 'verbose' 5, 'log' 4, 'warnings' 3 (default), 'errors' 2, 'silent' 0. */
  logLevel?: number | 'verbose' | 'log' | 'warnings' | 'errors' | 'silent';
  /** Where each agent failure is POSTed as { context, error } (off unless set). */
  debugReportUrl?: string;
}

type ModuleOptionNames = 'network' | 'console' | 'exceptions' | 'webVitals' | 'featureFlags' | 'tags' | 'canvas' | 'logLevel' | 'debugReportUrl';

export type ResolvedOptions = Required<Omit<TrackerOptions, 'workerUrl' | ModuleOptionNames>> & { workerUrl: string | URL | null };

export const DEFAULT_INGEST_PATH = '/ingest';
export const COMMIT_TICK_MS = 30;
export const COLD_START_SWAP_MS = 30_000;
export const TAB_WAIT_MS = 250;
export const MAINTENANCE_INTERVAL_MS = 30_000;
export const MAINTENANCE_BATCH = 2500;
export const MAINTENANCE_GAP_MS = 50;
export { DEFAULT_BEACON_SIZE_LIMIT, DEFAULT_COMPRESSION_THRESHOLD } from '../protocol/wire-format';

const text = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const flag = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);
const count = (v: unknown, fallback: number, min: number, max: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : fallback;

/** The default ingest: /ingest on the page's own origin. */
export function defaultIngestPoint(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${DEFAULT_INGEST_PATH}`;
}

/** Options as given by any page script (wrong types fall back to the defaults rather than throw). */
export function resolveOptions(given: unknown, origin: string): ResolvedOptions {
  const o = (typeof given === 'object' && given !== null ? given : {}) as Record<string, unknown>;
  const worker = o.workerUrl;
  return {
    projectKey: text(o.projectKey, ''),
    ingestPoint: text(o.ingestPoint, defaultIngestPoint(origin)).replace(/\/+$/, ''),
    revID: text(o.revID, ''),
    isSnippet: flag(o.isSnippet, false),
    workerUrl: typeof worker === 'string' || (typeof URL !== 'undefined' && worker instanceof URL) ? worker : null,
    coldStart: flag(o.coldStart, false),
    privateMode: flag(o.privateMode, false),
    maskEmails: flag(o.maskEmails, true),
    maskCardNumbers: flag(o.maskCardNumbers, true),
    zeroDigits: flag(o.zeroDigits, false),
    unmaskInputs: flag(o.unmaskInputs, false),
    obscureAttribute: text(o.obscureAttribute, 'data-pawprint-obscured'),
    unmaskAttribute: text(o.unmaskAttribute, 'data-pawprint-unmask'),
    storagePrefix: text(o.storagePrefix, '__pawprint'),
    tabWaitMs: count(o.tabWaitMs, TAB_WAIT_MS, 0, 5000),
    sliceBudgetMs: count(o.sliceBudgetMs, 6, 1, 45),
    warnOnFailure: flag(o.warnOnFailure, true),
  };
}
