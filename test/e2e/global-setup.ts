import { build } from 'vite';

// The journeys run against the production build, served by the mock server as `npm start` does,
// and the recording agent's standalone build beside it (dist/tracker), as `npm run build` makes both.
export default async function buildShopOnce(): Promise<void> {
  await build({ logLevel: 'warn', mode: 'production' });
  await build({ logLevel: 'warn', mode: 'production', configFile: 'vite.tracker.config.ts' });
}
