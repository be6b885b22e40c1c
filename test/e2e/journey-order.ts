// The order the browser journeys run in. `npm test` runs them beside the fast tests, which keep one core busy for the
// first minutes; the journeys of the recording agent time what they check (an interaction stamped within 100 ms, an
// outage of 15 s, a tab closed a second after a burst), so they run last, once the fast tests are done. The shop's
// journeys, which wait for what a person sees rather than for a clock, run first, the longest first.
import { statSync } from 'node:fs';
import { basename } from 'node:path';

interface Spec { moduleId: string }

const agentTimed = (spec: Spec) => /^(tracker|replay)-/.test(basename(spec.moduleId));
const size = (spec: Spec) => statSync(spec.moduleId).size;

export class JourneyOrder {
  async sort<T extends Spec>(specs: T[]): Promise<T[]> {
    return [...specs].sort((a, b) => Number(agentTimed(a)) - Number(agentTimed(b)) || size(b) - size(a) || a.moduleId.localeCompare(b.moduleId));
  }

  async shard<T extends Spec>(specs: T[]): Promise<T[]> {
    return specs;
  }
}
