import { build } from 'vite';

// The journeys run against the production build, served by the mock server as `npm start` does.
export default async function buildShopOnce(): Promise<void> {
  await build({ logLevel: 'warn', mode: 'production' });
}
