import { defineConfig } from 'vitest/config';
import { FIRST_SCREEN_ENTRY, FIRST_SCREEN_OUT_DIR, firstScreenServerBuild } from './vite.first-screen.ts';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { firstLoadChunkGroups, preloadStartupChunk } from './vite.first-load-chunks.ts';

// React Router's package exports name only its development build (console warnings and dev checks included);
// the app's production build takes the production build it ships beside it. Tests and `npm run dev` keep the
// development build and its warnings.
const routerProductionBuild = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

// Vitest's default leaves one core to its main process, which only transforms and reports: on CI's two cores the
// fast tests then ran on one. They take every core. The journeys run one file at a time: two at once on two
// cores took each file twice as long (Chromium and the file's own shop keep both cores busy), so nothing was
// gained; E2E_WORKERS=2 runs two on a machine with cores to spare.
const fastWorkers = Math.max(2, availableParallelism());
const journeyWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

// One config for the app build and the three test projects.
export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), preloadStartupChunk(), firstScreenServerBuild()],
  // The server's render (vite.first-screen.ts) takes the packages from node_modules as Node resolves them.
  resolve: mode === 'production' && !isSsrBuild ? { alias: [{ find: /^react-router$/, replacement: routerProductionBuild }] } : {},
  // The server's render bundles its packages (React's build chosen as the page's is: vite.first-screen.ts).
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: isSsrBuild ? { ssr: FIRST_SCREEN_ENTRY, outDir: FIRST_SCREEN_OUT_DIR, emptyOutDir: true, copyPublicDir: false, sourcemap: false } : {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the shop supports preloads modules itself; the polyfill would be a first-load chunk of its
    // own (the shop's and the replay page's entries share it).
    modulePreload: { polyfill: false },
    // The replay page is its own entry: the shop's pages never load its code.
    rolldownOptions: {
      input: { main: 'index.html', replay: 'replay.html', 'usability-tests': 'usability-tests.html' },
      // The domain is pure (test/architecture.test.ts holds it to that): a rule no page uses is dropped even when
      // it is reached through the domain's public entry, and never loaded with the first view.
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]domain[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: firstLoadChunkGroups(
            { entry: 'src/composition/main.tsx', startup: 'src/composition/bootstrap-services.ts', apart: ['src/replay/main.ts', 'src/replay/usability/owner-tests-main.ts'] },
            fileURLToPath(new URL('.', import.meta.url)),
          ),
        },
      },
    },
  },
  // The recording agent's worker is a module worker, as in its standalone build: its gzip chunk loads on demand.
  worker: { format: 'es' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**'],
          setupFiles: ['test/setup/node.ts'],
          maxWorkers: fastWorkers,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['test/**/*.test.tsx'],
          exclude: ['test/e2e/**'],
          setupFiles: ['test/setup/dom.ts'],
          maxWorkers: fastWorkers,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // After the fast tests, never beside them: a file of property tests starves a journey's page of CPU.
          fileParallelism: journeyWorkers > 1,
          sequence: { groupOrder: 1 },
          maxWorkers: journeyWorkers,
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
    ],
  },
}));
