// A first screen names its page's own code. Without it the page's script asked for the page's chunk only once the
// entry had run, and Vite's loader then added a `<link>` for each chunk that one imports: on a phone slowed 4x a
// long task of 80–190 ms inside the entry's evaluation (each link starts its download there and then), and the
// page's stylesheet after the first paint.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk in the client build's manifest (Vite's `build.manifest`), keyed by its source module. */
interface ManifestChunk {
  file: string;
  imports?: string[];
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

/** What a page names for its own code: the modulepreload links of its chunks and the stylesheet links. */
export interface PageCode {
  scripts: string;
  styles: string;
}

/**
 * The links for the chunk of `source` and every chunk it imports, and their stylesheets (in the order the chunks
 * import them, after the entry's), leaving out what `page` names already. Empty when the manifest has no such module.
 */
export function pageCodeLinks(manifest: BuildManifest, source: string, page: string): PageCode {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || typeof chunk.file !== 'string') return;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.push(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  const unnamed = (href: string, at: number, all: string[]) => !page.includes(`"${href}"`) && all.indexOf(href) === at;
  return {
    scripts: scripts.filter(unnamed).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join(''),
    styles: styles.filter(unnamed).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join(''),
  };
}

/**
 * `template` with `source`'s stylesheets at the end of its head (the first paint waits for them) and its chunks at
 * the end of its body. In the head, the chunks' downloads shared a phone's slow link with the page's markup and
 * stylesheets and put the first paint 0.4–1 s later; at the end of the body they start once the markup has
 * arrived, still before the entry runs, and the loader finds them there as it finds those of the head.
 */
export function withPageCode(template: string, manifest: BuildManifest | null, source: string | null): string {
  const headEnd = template.indexOf('</head>');
  const bodyEnd = template.lastIndexOf('</body>');
  if (!manifest || !source || headEnd < 0 || bodyEnd < headEnd) return template;
  const { scripts, styles } = pageCodeLinks(manifest, source, template);
  return template.slice(0, headEnd) + styles + template.slice(headEnd, bodyEnd) + scripts + template.slice(bodyEnd);
}
