// The recording agent's entry: `import { Tracker } from '…/tracker.js'`.
export { Tracker } from './tracker';
export type { TrackerOptions, StartOptions, StartResult } from './tracker';
