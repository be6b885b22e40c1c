// `npm start`: one Node process that builds the shop, then serves it (main.ts). Run with `exec`, so the
// process npm starts is this one: a SIGTERM (docker stop, a process manager) reaches the server itself, which
// saves the shop's state and exits. PAWPRINT_PREBUILT=1 serves the dist/ already built, without building.
import { build } from 'vite';

if (process.env.PAWPRINT_PREBUILT !== '1') {
  await build({ logLevel: 'warn', mode: 'production' });
  // The recording agent's standalone build (dist/tracker), as `npm run build` makes it.
  await build({ logLevel: 'warn', mode: 'production', configFile: 'vite.tracker.config.ts' });
}
await import('./main');
