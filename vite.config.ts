import { defineConfig } from 'vitest/config';
import { FIRST_SCREEN_ENTRY, FIRST_SCREEN_OUT_DIR, firstScreenServerBuild } from './vite.first-screen.ts';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { firstLoadChunkGroups, preloadStartupChunk } from './vite.first-load-chunks.ts';
import { TAP_KEEPER, tapKeeperFirst } from './vite.tap-keeper.ts';
import { nodeTestFilesAskingForJsdom } from './test/setup/test-files.ts';

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

// The node unit files share their workers (`isolate: false`): a worker runs file after file with the modules it
// has already loaded (the domain, the mock server, graphql, xstate), where a fresh worker per file spent more time
// loading them than the file spent testing. The files that ask for jsdom share theirs too ('unit-dom'): a fresh
// worker per file loaded jsdom and the agent again for each, two thirds of their CPU; each restores what it stubs
// (vi.unstubAllGlobals, vi.useRealTimers, its own recorder stopped) and sets the page up itself. A listed few keep a
// fresh worker each ('unit-isolated'): those that replace a module (vi.mock, vi.resetModules), which a shared
// worker's module cache would hand to the next file, and the agent's API fuzz, which throws its odd arguments at the
// agent's page-wide state and found it used by the files before it.
const root = fileURLToPath(new URL('.', import.meta.url));
const isolatedUnitFiles = [
  'test/tracker/fidelity-use.test.ts',
  'test/tracker/usability-loading.test.ts',
  'test/tracker/usability-start.test.ts',
  'test/tracker/tracker-api.fuzz.test.ts',
  'test/composition/recording-start.test.ts',
];
const sharedDomUnitFiles = nodeTestFilesAskingForJsdom(root).filter((file) => !isolatedUnitFiles.includes(file));

// One config for the app build and the five test projects.
export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), preloadStartupChunk(), tapKeeperFirst(), firstScreenServerBuild()],
  // The server's render (vite.first-screen.ts) takes the packages from node_modules as Node resolves them.
  resolve: mode === 'production' && !isSsrBuild ? { alias: [{ find: /^react-router$/, replacement: routerProductionBuild }] } : {},
  // The server's render bundles its packages (React's build chosen as the page's is: vite.first-screen.ts).
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: isSsrBuild ? { ssr: FIRST_SCREEN_ENTRY, outDir: FIRST_SCREEN_OUT_DIR, emptyOutDir: true, copyPublicDir: false, sourcemap: false } : {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the server names a first screen's page chunk, and the chunks it imports, at the end
    // of the page's body (src/server/http/page-code-links.ts), so they download with the HTML rather than after the
    // entry has run.
    manifest: true,
    // Every browser the shop supports preloads modules itself; the polyfill would be a first-load chunk of its
    // own (the shop's and the replay page's entries share it).
    modulePreload: { polyfill: false },
    // The replay page is its own entry: the shop's pages never load its code.
    rolldownOptions: {
      // The tap keeper is an input of its own too, so that the shop page can run it before its entry (vite.tap-keeper.ts).
      input: { main: 'index.html', replay: 'replay.html', 'usability-tests': 'usability-tests.html', [TAP_KEEPER.name]: TAP_KEEPER.source },
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
          exclude: ['test/e2e/**', ...sharedDomUnitFiles, ...isolatedUnitFiles],
          setupFiles: ['test/setup/node.ts'],
          isolate: false,
          maxWorkers: fastWorkers,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'node',
          include: sharedDomUnitFiles,
          setupFiles: ['test/setup/node.ts'],
          isolate: false,
          maxWorkers: fastWorkers,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: isolatedUnitFiles,
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
          // The component files share their workers and their page, as the node unit files do: a fresh worker per
          // file loaded jsdom, React and Testing Library again for a file that then tested for a fraction of that.
          // None replaces a module (the cart comes through its context: test/ui/shell/fake-cart.tsx), and the setup
          // file leaves the page as a fresh one after each file.
          isolate: false,
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
          // One worker runs every journey file: each file starts its own shop and browser contexts and closes them,
          // so a worker per file only paid again for loading the server, playwright and the helpers each time.
          isolate: false,
          sequence: { groupOrder: 1 },
          maxWorkers: journeyWorkers,
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
    ],
  },
}));
