import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The server's render of the shop's first screen (src/composition/server-render.tsx), built for Node. */
export const FIRST_SCREEN_ENTRY = 'src/composition/server-render.tsx';
/**
 * Beside the shop's files (in `.ssr/` of the build's folder), a folder the static server never serves
 * (src/server/http/first-screen.ts loads it from there); a static host given dist/ serves the shop without it.
 */
export const FIRST_SCREEN_DIR = '.ssr';
export const FIRST_SCREEN_OUT_DIR = `dist/${FIRST_SCREEN_DIR}`;

/**
 * Every build of the shop builds the server's render of it after the browser's, from the same sources, so the
 * markup the server sends is the markup the page's script hydrates.
 */
export function firstScreenServerBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pawprint:first-screen-server-build',
    apply: (userConfig, env) => env.command === 'build' && !env.isSsrBuild && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // Only the shop's own build (the agent's standalone build has a config of its own).
      if (!config.configFile || !/vite\.config\.[cm]?[jt]s$/.test(config.configFile)) return;
      // The in-browser build keeps the shop's data in the page (its mock backend and local storage): a server's
      // render would show another shop's data, so that build renders in the browser only, as a static host serves it.
      if (config.env.VITE_API_MODE === 'in-browser') return;
      // React's production or development build, as the page's own build took it: the components were compiled
      // for that one's JSX runtime.
      const nodeEnv = config.isProduction ? 'production' : 'development';
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
        // Into the folder of the build it goes with (a test's build in a folder of its own included).
        build: { ssr: FIRST_SCREEN_ENTRY, outDir: path.join(path.resolve(config.root, config.build.outDir), FIRST_SCREEN_DIR) },
      });
    },
  };
}
