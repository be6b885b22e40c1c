import path from 'node:path';
import type { Plugin } from 'vite';

/** The tap keeper's module (src/composition/tap-keeper.ts), an input of the build of its own. */
export const TAP_KEEPER = { name: 'tap-keeper', source: 'src/composition/tap-keeper.ts' } as const;

/**
 * The shop page names the tap keeper's chunk as an async module script ahead of the entry: it runs as soon as it
 * arrives, before the page's body has been parsed when the server is still rendering it, where the entry runs
 * only once the whole page and every chunk it imports have arrived. The entry imports the same chunk, so the
 * browser fetches and runs it once. (Vite would fold a second module script of the page into the entry.)
 */
export function tapKeeperFirst(page = 'index.html'): Plugin {
  let base = '/';
  return {
    name: 'pawprint:tap-keeper-first',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (path.basename(ctx.filename) !== page || !ctx.bundle) return;
        const keeper = Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === TAP_KEEPER.name);
        if (!keeper) return;
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${keeper.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
