// Builds the agent's npm package into packages/tracker/dist: the ES module (tracker.js, for
// bundlers and <script type="module">), the classic script (tracker.global.js, defines
// window.PawprintTracker), their one worker (worker/tracker.worker.js) and the TypeScript
// declarations (types/). Run from the project root: `npm run build:tracker-package`.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type InlineConfig } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const outDir = resolve(import.meta.dirname, 'dist');

const common = (entry: string, format: 'es' | 'iife', fileName: string): InlineConfig => ({
  root, configFile: false, publicDir: false, logLevel: 'warn', mode: 'production', base: './',
  build: {
    outDir, emptyOutDir: false, sourcemap: false, minify: true, target: 'es2020', copyPublicDir: false,
    lib: { entry: resolve(root, entry), formats: [format], name: 'PawprintTracker', fileName: () => fileName },
    rolldownOptions: { output: { minify: true } },
  },
  worker: {
    format: 'es',
    rolldownOptions: { output: { entryFileNames: 'worker/tracker.worker.js', chunkFileNames: 'worker/[name]-[hash].js' } },
  },
});

rmSync(outDir, { recursive: true, force: true });
await build(common('src/tracker/index.ts', 'es', 'tracker.js'));
await build(common('src/tracker/script-entry.ts', 'iife', 'tracker.global.js'));
execFileSync(process.execPath, [resolve(root, 'node_modules/typescript/bin/tsc'), '-p', resolve(import.meta.dirname, 'tsconfig.json')], { stdio: 'inherit' });
console.log(`@pawprint/tracker built in ${outDir}`);
