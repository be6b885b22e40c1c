// The shop page's first script, fetched beside the entry and run as soon as it arrives (vite.tap-keeper.ts puts it
// in the page's head as an async module): a server-rendered first screen is painted long before the entry and
// its chunks have arrived on a slow phone, and what a person taps meanwhile is kept for the page (main.tsx
// releases it once hydrated). The entry imports this same module, so both hold the one keeper.
import { keepTapsBeforeHydration } from '../ui/app/taps-before-hydration';

export const tapsBeforeHydration = keepTapsBeforeHydration(document);
