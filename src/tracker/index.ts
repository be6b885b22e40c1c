// The recording agent's public entry: what `dist/tracker/tracker.js` exports to any page.
export { Tracker } from './tracker';
export type { TrackerOptions, StartOptions, StartResult } from './tracker';
