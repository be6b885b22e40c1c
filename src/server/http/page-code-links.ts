// The head of a first screen names its page's own code. Without it the page's script asked for the page's chunk
// only once the entry had run, and Vite's loader then added a `<link>` for each chunk that one imports: a round
// trip more on a phone's slow link before the page could be taken over, and on a phone slowed 4x a long task of
// 80–190 ms inside the entry's evaluation (each link starts its download there and then).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk in the client build's manifest (Vite's `build.manifest`), keyed by its source module. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** Where the client build writes its manifest, inside the built shop's folder. */
export const BUILD_MANIFEST = join('.vite', 'manifest.json');

/** The manifest of the build in `staticDir`; null when the build has none or it cannot be read. */
export function readBuildManifest(staticDir: string): BuildManifest | null {
  const path = join(staticDir, BUILD_MANIFEST);
  if (!existsSync(path)) return null;
  try {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    return manifest !== null && typeof manifest === 'object' && !Array.isArray(manifest) ? (manifest as BuildManifest) : null;
  } catch {
    return null;
  }
}

/**
 * The `<link>`s for the chunk of `source` and every chunk it imports, and their stylesheets after them (the
 * cascade follows the page's order, the entry's stylesheet first), leaving out what `page` names already. The
 * stylesheets of the parts the page loads later (its dynamic imports, such as a product's reviews) come too, but
 * not their code: the server draws those parts in the first screen, and their markup is styled from the first
 * paint rather than moving when their code arrives. Empty when the manifest has no such module.
 */
export function pageCodeLinks(manifest: BuildManifest, source: string, page: string): string {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const later: string[] = [];
  const visit = (key: string, withCode: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || typeof chunk.file !== 'string') return;
    if (withCode) scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.push(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, withCode);
    if (withCode) later.push(...(chunk.dynamicImports ?? []));
  };
  visit(source, true);
  for (const key of later) visit(key, false);
  const unnamed = (href: string, at: number, all: string[]) => !page.includes(`"${href}"`) && all.indexOf(href) === at;
  return [
    ...scripts.filter(unnamed).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.filter(unnamed).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ].join('');
}

/** `template` with the links for `source`'s code at the end of its head (as it is when there is nothing to add). */
export function withPageCode(template: string, manifest: BuildManifest | null, source: string | null): string {
  const headEnd = template.indexOf('</head>');
  if (!manifest || !source || headEnd < 0) return template;
  const links = pageCodeLinks(manifest, source, template);
  return links ? template.slice(0, headEnd) + links + template.slice(headEnd) : template;
}
