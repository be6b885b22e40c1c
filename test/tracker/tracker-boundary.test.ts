// The recording agent stands alone: src/tracker reaches no React and no shop code (application,
// ports, adapters, ui, the shop's GraphQL and DI packages), so its standalone build can be
// embedded in any page.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..', '..');
const TRACKER = join(ROOT, 'src', 'tracker');
const DOMAIN = join(ROOT, 'src', 'domain');
const PROTOCOL = join(ROOT, 'src', 'protocol');
const SHOP_PACKAGES = /^(react|react-dom|react-router|@xstate\/react|urql|@urql\/|graphql|graphql-ws|inversify|reflect-metadata|libphonenumber-js|wonka)(\/|$)/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

const imports = (source: string) =>
  [...source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);

describe('The recording agent stands alone', () => {
  it('imports only src/tracker, src/protocol, src/domain and packages that are not the shop\'s', () => {
    const violations: string[] = [];
    for (const file of files(TRACKER)) {
      for (const spec of imports(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('.')) {
          const target = resolve(dirname(file), spec);
          const inside = [TRACKER, DOMAIN, PROTOCOL].some((dir) => target === dir || target.startsWith(dir + sep));
          if (!inside) violations.push(`${relative(ROOT, file)} imports ${spec}`);
        } else if (SHOP_PACKAGES.test(spec)) {
          violations.push(`${relative(ROOT, file)} imports package ${spec}`);
        }
      }
    }
    expect(files(TRACKER).length).toBeGreaterThan(5);
    expect(violations).toEqual([]);
  });
});
