import { existsSync } from 'node:fs';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one Chromium the journeys share; each file connects to it and works in contexts of its own. */
    chromiumEndpoint: string;
  }
}

// The journeys run against the production build, served by the mock server as `npm start` does,
// and the recording agent's standalone build beside it (dist/tracker), as `npm run build` makes both.
// One Chromium serves every file: launching one per file cost a second or more of each file on CI's machine.
export default async function buildShopOnce(project: TestProject): Promise<() => Promise<void>> {
  const [browser] = await Promise.all([
    chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
    (async () => {
      // E2E_REUSE_BUILD=1 keeps the dist/ of the last run (a journey's file run again while only tests changed).
      if (process.env.E2E_REUSE_BUILD === '1' && existsSync('dist/.vite/manifest.json') && existsSync('dist/tracker')) return;
      // As `npm run build` makes it: Vite picks React's development code when NODE_ENV is not 'production', and
      // the tests run with NODE_ENV 'test', so the journeys would test (and wait for) code no shopper gets.
      const testEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        // Its manifest (vite.config.ts) is read by the server and by the first-load budget's test too.
        await build({ logLevel: 'warn', mode: 'production' });
        await build({ logLevel: 'warn', mode: 'production', configFile: 'vite.tracker.config.ts' });
      } finally {
        process.env.NODE_ENV = testEnv;
      }
    })(),
  ]);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return () => browser.close();
}
