// How many cases each fast-check property tries. `npm test` keeps fast-check's own default (100) for the cheap
// rules; the properties that drive jsdom, a server or a whole cart stack ask a share of it with `propertyRuns`.
// A deeper run scales every property at once: `FC_RUNS=1000 npm run test:fast` tries ten times as many cases.
import fc from 'fast-check';

const DEFAULT_RUNS = 100;
const runs = Number(process.env.FC_RUNS ?? DEFAULT_RUNS);

/** Sets the run count every property without its own count uses (the setup files call it). */
export function configurePropertyRuns(): void {
  fc.configureGlobal({ numRuns: runs });
}

/** A property's own run count, scaled with FC_RUNS like the global one. */
export function propertyRuns(atDefault: number): number {
  return Math.max(1, Math.round((atDefault * runs) / DEFAULT_RUNS));
}
