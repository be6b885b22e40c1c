import { defineConfig } from 'vite';
import { renameInternals } from './vite.tracker-internals';

// The recording agent as a standalone ES module for any page: dist/tracker/tracker.js exports
// Tracker, and its Web Worker is a module file beside it (dist/tracker/worker/), loaded by URL
// relative to tracker.js. No React, no shop code: the entry reaches only src/tracker and the
// pure rules of src/domain it uses.
export default defineConfig({
  publicDir: false,
  // The members the agent's classes share are renamed short, alike in every chunk and in the worker.
  plugins: [renameInternals()],
  // The worker's URL is resolved against tracker.js, wherever the page serves it from.
  base: './',
  build: {
    outDir: 'dist/tracker',
    emptyOutDir: true,
    sourcemap: false,
    // Library builds in ES format keep whitespace (for other bundlers' tree-shaking); the agent ships
    // to pages as it is, so its output is minified in full.
    minify: true,
    // Pure annotations and JSDoc are for bundlers that take the code in; a page that loads the agent as it
    // is has no use for them (licence comments stay). The optional modules' chunks import what they share with
    // the agent from tracker.js itself, so the page loads one file at start rather than a shared chunk beside
    // it. Every other chunk is loaded later (conditional start, network, console, vitals, flags, tags, canvas,
    // the usability-test widget, the page-exit encoder), under modules/.
    rolldownOptions: {
      output: {
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
        chunkFileNames: 'modules/[name]-[hash].js',
      },
      preserveEntrySignatures: 'allow-extension',
    },
    target: 'es2022',
    copyPublicDir: false,
    lib: {
      entry: 'src/tracker/index.ts',
      formats: ['es'],
      fileName: () => 'tracker.js',
    },
  },
  worker: {
    format: 'es',
    // The worker's entry exports the page-exit encoder, which the main thread imports from the same file
    // (one batch writer shipped, not two). Vite builds workers without entry exports; this keeps them.
    plugins: () => [{ name: 'keep-worker-exports', options: (o) => ({ ...o, preserveEntrySignatures: 'exports-only' }) }, renameInternals()],
    rolldownOptions: {
      output: {
        entryFileNames: 'worker/[name]-[hash].js', chunkFileNames: 'worker/[name]-[hash].js', comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
});
