import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The chunks of the shop's first load. Left to itself the bundler gives every set of modules that the page's
 * entry shares with some lazily loaded page a chunk of its own: a port's token, a rule, a hook, each a file that
 * every visitor downloads before the home page shows. These two groups hold what the first load needs anyway:
 * - `shell`: the entry's code that lazily loaded pages use too (React, the router, the rules, hooks and
 *   components they share with the layout and the home page); the code only the entry uses stays in its chunk;
 * - `site-services`: what the startup chunk (the composition root, loaded before the first render) imports
 *   beyond that: inversify, the API client's stand-in (its code loads at the first call), the site's adapters and
 *   the port tokens they bind.
 * Only modules of the first load are grouped, so a lazily loaded page never brings code the first load did not
 * have already, and what no one needs before the home page shows stays in the chunks loaded later.
 */
export interface FirstLoadRoots {
  /** The page script (index.html's module). */
  entry: string;
  /** The startup chunk the entry loads before the first render (a dynamic import). */
  startup: string;
  /** Entries of other pages built alongside (the replay page): their code is never grouped with the shop's. */
  apart: string[];
}

/** The two chunks' names (as in `assets/shell-[hash].js` and the build manifest). */
export const FIRST_LOAD_CHUNK_NAMES = { shell: 'shell', services: 'site-services' } as const;

type Graph = Pick<ChunkingContext, 'getModuleInfo'>;

/** A module made only of `export * from` lines (the domain's public entry). */
const BARREL = /^(?:\s*export\s*\*\s*from\s*["'][^"']+["'];?)+\s*$/;
const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
// Asked of every import of every traversal: each module's code is read once per graph.
const barrelsOf = new WeakMap<Graph, Map<string, boolean>>();
function isBarrel(graph: Graph, id: string): boolean {
  let known = barrelsOf.get(graph);
  if (!known) barrelsOf.set(graph, (known = new Map()));
  let barrel = known.get(id);
  if (barrel === undefined) known.set(id, (barrel = BARREL.test(stripComments(graph.getModuleInfo(id)?.code ?? ''))));
  return barrel;
}

/** Stylesheets stay where the bundler puts them: the cascade follows the order the page links them in. */
const isStyle = (id: string) => /\.css(?:$|\?)/.test(id);

/** Whether the relative specifier `spec`, written in `importer`, names the module `id`. */
function names(importer: string, spec: string, id: string): boolean {
  if (!spec.startsWith('.')) return false;
  const base = path.resolve(path.dirname(importer), spec);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].some((ext) => base + ext === id);
}

/**
 * The modules behind a barrel that `importer` really uses: those exporting the names it imports from it (the
 * bundler drops the others, the domain being free of side effects). All of them for a namespace import.
 */
function usedThroughBarrel(graph: Graph, importer: string, barrel: string): string[] {
  const parts = graph.getModuleInfo(barrel)?.importedIds ?? [];
  const code = graph.getModuleInfo(importer)?.code ?? '';
  const wanted = new Set<string>();
  for (const m of code.matchAll(/\b(?:import|export)\s*(\*\s*as\s+[\w$]+|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) {
    if (!names(importer, m[2], barrel)) continue;
    if (m[1].startsWith('*')) return [...parts];
    for (const part of m[1].slice(1, -1).split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0].trim();
      if (name) wanted.add(name);
    }
  }
  return parts.filter((part) => graph.getModuleInfo(part)?.exports.some((name) => wanted.has(name)));
}

/** Every module the roots reach through static imports, themselves and the barrels they import through included. */
function staticClosure(graph: Graph, ...roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    for (const imported of info.importedIds) {
      if (!isBarrel(graph, imported)) stack.push(imported);
      else {
        seen.add(imported);
        stack.push(...usedThroughBarrel(graph, id, imported));
      }
    }
  }
  return seen;
}

/** Of the modules in `entryClosure`, those that a chunk loaded later (any dynamic import from the entry on) uses too. */
function sharedWithLaterChunks(graph: Graph, entry: string, entryClosure: Set<string>): Set<string> {
  const later = new Set<string>();
  const visited = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const id = stack.pop()!;
    if (visited.has(id)) continue;
    visited.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
    for (const lazy of info.dynamicallyImportedIds) later.add(lazy);
  }
  // One walk from every later chunk at once: which module imports a barrel decides what is used through it, not
  // where the walk began, so it reaches the union of their closures (one walk per chunk took seconds of the build).
  return new Set([...staticClosure(graph, ...later)].filter((id) => entryClosure.has(id)));
}

interface Plan {
  shell: Set<string>;
  services: Set<string>;
}

function plan(graph: Graph, roots: FirstLoadRoots, abs: (file: string) => string): Plan {
  const apart = new Set<string>();
  for (const other of roots.apart) for (const id of staticClosure(graph, abs(other))) apart.add(id);
  const entry = abs(roots.entry);
  const entryClosure = staticClosure(graph, entry);
  const groupable = (id: string) => id !== entry && !apart.has(id) && !isStyle(id);
  // The domain's public entry has no code of its own, but the chunk holding it is imported by every chunk that
  // imports through it: it goes with the shell rather than beside rules the first load does not need.
  const barrels = [...entryClosure].filter((id) => isBarrel(graph, id));
  const shell = new Set([...sharedWithLaterChunks(graph, entry, entryClosure), ...barrels].filter(groupable));
  const services = new Set([...staticClosure(graph, abs(roots.startup))].filter((id) => !entryClosure.has(id) && groupable(id)));
  return { shell, services };
}

/**
 * `output.codeSplitting.groups` for the shop's build. Each group holds exactly the modules planned for it: their
 * imports are in the same group or in a chunk loaded before it, so nothing is pulled in from outside the first load.
 */
export function firstLoadChunkGroups(roots: FirstLoadRoots, projectRoot: string): CodeSplittingGroup[] {
  const abs = (file: string) => path.resolve(projectRoot, file);
  // One plan per chunking pass: the context is the pass's own object.
  const plans = new WeakMap<object, Plan>();
  const planFor = (ctx: ChunkingContext): Plan => {
    let made = plans.get(ctx);
    if (!made) plans.set(ctx, (made = plan(ctx, roots, abs)));
    return made;
  };
  return [
    {
      name: (id, ctx) => (planFor(ctx).shell.has(id) ? FIRST_LOAD_CHUNK_NAMES.shell : null),
      debugName: FIRST_LOAD_CHUNK_NAMES.shell,
      priority: 2,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => (planFor(ctx).services.has(id) ? FIRST_LOAD_CHUNK_NAMES.services : null),
      debugName: FIRST_LOAD_CHUNK_NAMES.services,
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ];
}

/**
 * A tag for one chunk of the build in a page's head: `find` picks the chunk, `tag` makes the element from its
 * address. The page is written after the bundle, so the chunk's hashed name is known.
 */
export function chunkTagInPage(options: {
  pluginName: string;
  page: string;
  find: (chunk: OutputChunk) => boolean;
  tag: (href: string) => HtmlTagDescriptor;
}): Plugin {
  let base = '/';
  return {
    name: options.pluginName,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (path.basename(ctx.filename) !== options.page || !ctx.bundle) return;
        const chunk = Object.values(ctx.bundle).find((c): c is OutputChunk => c.type === 'chunk' && options.find(c));
        return chunk ? [options.tag(`${base}${chunk.fileName}`)] : undefined;
      },
    },
  };
}

/**
 * The shop page names the startup chunk as a module to preload, so that it downloads beside the entry instead of
 * after it: the entry imports it before the first render in any case.
 */
export function preloadStartupChunk(page = 'index.html'): Plugin {
  return chunkTagInPage({
    pluginName: 'pawprint:preload-startup-chunk',
    page,
    find: (chunk) => chunk.name === FIRST_LOAD_CHUNK_NAMES.services,
    tag: (href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href }, injectTo: 'head' }),
  });
}
