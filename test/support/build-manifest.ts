// The client build's manifest (dist/.vite/manifest.json), as the journeys read it: each source module's chunk,
// the chunks it imports and its stylesheets.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export const readBuildManifest = (dist: string): BuildManifest =>
  JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;

/** The manifest keys of `roots` and of every chunk they import statically. */
export function staticClosure(manifest: BuildManifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}
