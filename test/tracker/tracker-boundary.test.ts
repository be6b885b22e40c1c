// The recording agent stands alone: src/tracker reaches no React, no shop layer (application,
// ports, adapters, ui) and no package but fflate (gzip in the worker) and xstate-free code,
// so its standalone build can be embedded in any page.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..', '..');
const TRACKER = join(ROOT, 'src', 'tracker');
const DOMAIN = join(ROOT, 'src', 'domain');
const ALLOWED_PACKAGES = new Set(['fflate']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

const imports = (source: string) =>
  [...source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);

describe('The recording agent stands alone', () => {
  it('imports only src/tracker, src/domain and fflate', () => {
    const violations: string[] = [];
    for (const file of files(TRACKER)) {
      for (const spec of imports(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('.')) {
          const target = resolve(dirname(file), spec);
          const inside = [TRACKER, DOMAIN].some((dir) => target === dir || target.startsWith(dir + sep));
          if (!inside) violations.push(`${relative(ROOT, file)} imports ${spec}`);
        } else if (!ALLOWED_PACKAGES.has(spec)) {
          violations.push(`${relative(ROOT, file)} imports package ${spec}`);
        }
      }
    }
    expect(files(TRACKER).length).toBeGreaterThan(5);
    expect(violations).toEqual([]);
  });
});
