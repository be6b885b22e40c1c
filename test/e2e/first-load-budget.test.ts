// The JavaScript a shopper downloads before the home page shows, read from a production build's manifest: the
// page's entry, the startup chunk the entry loads before the first render, and every chunk they import.
// `npm run bench` measures the same in Chromium. The build is the journeys' own (test/e2e/global-setup.ts), made
// as `npm run build` makes it, manifest included.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_CHUNK_NAMES } from '../../vite.first-load-chunks.ts';
import { FIRST_LOAD_BUDGET_KB, gzipKbOf } from '../bench/bundle-size';
import { readBuildManifest, staticClosure, type BuildManifest } from '../support/build-manifest';

const STARTUP_SOURCE = 'src/composition/bootstrap-services.ts';
const dist = path.resolve('dist');
/** At most as many files as before the account areas came (16), rather than a request per rule and token. */
const MAX_FILES = 16;
/** Code no visitor needs to see the home page: each loads later, when its page or feature is used. */
const LOADED_LATER = [
  'src/composition/cart-services.ts',
  'src/composition/recording-services.ts',
  'src/tracker/index.ts',
  'src/ui/dashboard/dashboard-area.tsx',
  'src/ui/affiliate/affiliate-area.tsx',
  'src/ui/checkout/checkout-page.tsx',
  'src/ui/auth/login-page.tsx',
  'src/ui/retail/retailer-shop-page.tsx',
  'src/ui/catalog/product-page.tsx',
  'src/adapters/in-browser/in-browser-api.ts',
  // urql, its exchanges and wonka: made at the first call, or with the cart (lazy-api-client.ts).
  'src/adapters/graphql/client/api-client.ts',
];

function firstLoad(): { files: string[]; manifest: BuildManifest } {
  const manifest = readBuildManifest(dist);
  const entry = manifest['index.html'];
  expect(entry, 'index.html in the build manifest').toBeDefined();
  // The composition root's startup chunk: a dynamic import of the entry, awaited before the first render (the
  // group of vite.first-load-chunks.ts, or the module's own chunk without it).
  const startup = (entry.dynamicImports ?? []).filter(
    (key) => key === STARTUP_SOURCE || manifest[key]?.name === FIRST_LOAD_CHUNK_NAMES.services,
  );
  expect(startup, 'the startup chunk among the entry’s dynamic imports').toHaveLength(1);
  const files = [...staticClosure(manifest, ['index.html', ...startup])].map((key) => manifest[key].file);
  return { files, manifest };
}

describe("The home page's first-load JavaScript", () => {
  it(`weighs at most ${FIRST_LOAD_BUDGET_KB} KB gzipped, in at most ${MAX_FILES} files`, () => {
    const { files } = firstLoad();
    const kb = gzipKbOf(dist, files);
    expect(kb, files.join(', ')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
    expect(kb).toBeGreaterThan(0);
    expect(files.length, files.join(', ')).toBeLessThanOrEqual(MAX_FILES);
  });

  it('holds none of the cart, the recording, the account areas, checkout, sign-in, the in-page mock backend or the API client’s code', () => {
    const { files, manifest } = firstLoad();
    for (const src of LOADED_LATER) {
      expect(manifest[src], `${src} is a chunk of its own`).toBeDefined();
      expect(files, src).not.toContain(manifest[src].file);
    }
  });
});
