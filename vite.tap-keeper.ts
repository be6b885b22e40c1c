import type { Plugin } from 'vite';
import { chunkTagInPage } from './vite.first-load-chunks.ts';

/** The tap keeper's module (src/composition/tap-keeper.ts), an input of the build of its own. */
export const TAP_KEEPER = { name: 'tap-keeper', source: 'src/composition/tap-keeper.ts' } as const;

/**
 * The shop page names the tap keeper's chunk as an async module script ahead of the entry: it runs as soon as it
 * arrives, before the page's body has been parsed when the server is still rendering it, where the entry runs
 * only once the whole page and every chunk it imports have arrived. The entry imports the same chunk, so the
 * browser fetches and runs it once. (Vite would fold a second module script of the page into the entry.)
 */
export function tapKeeperFirst(page = 'index.html'): Plugin {
  return chunkTagInPage({
    pluginName: 'pawprint:tap-keeper-first',
    page,
    find: (chunk) => chunk.isEntry && chunk.name === TAP_KEEPER.name,
    tag: (src) => ({ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head-prepend' }),
  });
}
