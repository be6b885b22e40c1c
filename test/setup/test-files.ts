// Which of the node project's test files ask for jsdom in their first lines (`// @vitest-environment jsdom`):
// they run in their own project ('unit-dom'), apart from the node files, sharing workers among themselves
// (vite.config.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const ASKS_FOR_JSDOM = /@vitest-environment\s+jsdom\b/;

/** The `.test.ts` files under `dir` (e2e excluded) whose text names the jsdom environment, relative to `root`. */
export function nodeTestFilesAskingForJsdom(root: string, dir = 'test'): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'e2e' && entry.name !== 'node_modules') walk(path);
      } else if (entry.name.endsWith('.test.ts') && ASKS_FOR_JSDOM.test(readFileSync(path, 'utf8'))) {
        found.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  walk(join(root, dir));
  return found.sort();
}
